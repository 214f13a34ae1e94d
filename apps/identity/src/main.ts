import 'reflect-metadata';
import { IDENTITY_ENGINES, IdentityModule, identityOptionsFromEnv } from '@snap/identity-feature';
import { runService } from '@snap/platform-runtime';
import { IdentityEnv } from './identity.env';

runService('identity', IdentityEnv, (env) => ({
  engines: IDENTITY_ENGINES,
  feature: IdentityModule.forRoot(
    identityOptionsFromEnv(env, { jwtSecret: env.JWT_SECRET, publicUrl: env.PUBLIC_URL }),
  ),
}));
