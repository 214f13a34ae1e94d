import 'reflect-metadata';
import { IDENTITY_ENGINES, IdentityModule } from '@snap/identity-feature';
import { runService } from '@snap/platform-runtime';
import { IdentityEnv } from './identity.env';

runService('identity', IdentityEnv, (env) => ({
  engines: IDENTITY_ENGINES,
  feature: IdentityModule.forRoot({
    jwtSecret: env.JWT_SECRET,
    accessTokenTtlSeconds: env.ACCESS_TOKEN_TTL_SECONDS,
    refreshTokenTtlDays: env.REFRESH_TOKEN_TTL_DAYS,
    publicUrl: env.PUBLIC_URL,
    signUpsPerHour: env.SIGN_UPS_PER_HOUR,
  }),
}));
