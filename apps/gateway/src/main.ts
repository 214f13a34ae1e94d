import 'reflect-metadata';
import {
  configureHttpEdge,
  GATEWAY_ENGINES,
  GatewayModule,
  gatewayOptionsFromEnv,
  httpEdgeOptionsFromEnv,
} from '@snap/gateway-feature';
import { runService } from '@snap/platform-runtime';
import { GatewayEnv } from './gateway.env';

runService('gateway', GatewayEnv, (env) => {
  const dists = { webDist: env.WEB_DIST, adminDist: env.ADMIN_DIST };
  return {
    engines: GATEWAY_ENGINES,
    feature: GatewayModule.forRoot(
      gatewayOptionsFromEnv(env, {
        ...dists,
        jwtSecret: env.JWT_SECRET,
        publicUrl: env.PUBLIC_URL,
      }),
    ),
    configure: (app) => configureHttpEdge(app, httpEdgeOptionsFromEnv(env, app, dists)),
  };
});
