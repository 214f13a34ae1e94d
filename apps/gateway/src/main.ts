import 'reflect-metadata';
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import cookieParser from 'cookie-parser';
import { GatewayModule } from '@snap/gateway-feature';
import { runService } from '@snap/platform-runtime';
import { GatewayEnv } from './gateway.env';

runService('gateway', GatewayEnv, (env) => {
  const webDist = resolve(env.WEB_DIST);
  const adminDist = resolve(env.ADMIN_DIST);
  return {
    feature: GatewayModule.forRoot({
      // In memory: the committed schema file is written by `nx run api-client:codegen` only.
      schemaFile: true,
      jwtSecret: env.JWT_SECRET,
      webDist: existsSync(webDist) ? webDist : undefined,
      adminDist: existsSync(adminDist) ? adminDist : undefined,
    }),
    configure: (app) => app.use(cookieParser()),
  };
});
