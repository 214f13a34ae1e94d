import 'reflect-metadata';
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import cookieParser from 'cookie-parser';
import { compressedDelivery, GatewayModule } from '@snap/gateway-feature';
import { runService } from '@snap/platform-runtime';
import { GatewayEnv } from './gateway.env';

runService('gateway', GatewayEnv, (env) => {
  const webDist = resolve(env.WEB_DIST);
  const adminDist = resolve(env.ADMIN_DIST);
  return {
    feature: GatewayModule.forRoot({
      // The schema file in the repository is the standalone's to print; here it stays in memory.
      schemaFile: true,
      jwtSecret: env.JWT_SECRET,
      webDist: existsSync(webDist) ? webDist : undefined,
      adminDist: existsSync(adminDist) ? adminDist : undefined,
    }),
    configure: (app) => {
      app.use(cookieParser());
      app.use(...compressedDelivery({ roots: { '/admin': adminDist, '/': webDist } }));
    },
  };
});
