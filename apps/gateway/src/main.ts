import 'reflect-metadata';
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import {
  CityPaths,
  configureHttpEdge,
  GATEWAY_ENGINES,
  GatewayModule,
  graphiqlOn,
  secureCookiesFor,
} from '@snap/gateway-feature';
import { Metrics } from '@snap/platform-observability';
import { runService } from '@snap/platform-runtime';
import { GatewayEnv } from './gateway.env';

runService('gateway', GatewayEnv, (env) => {
  const webDist = resolve(env.WEB_DIST);
  const adminDist = resolve(env.ADMIN_DIST);
  return {
    engines: GATEWAY_ENGINES,
    feature: GatewayModule.forRoot({
      // In memory: the committed schema file is written by `nx run api-client:codegen` only.
      schemaFile: true,
      jwtSecret: env.JWT_SECRET,
      webDist: existsSync(webDist) ? webDist : undefined,
      adminDist: existsSync(adminDist) ? adminDist : undefined,
      cookieSecure: secureCookiesFor(
        env.COOKIE_SECURE as 'auto' | 'true' | 'false',
        env.PUBLIC_URL,
      ),
      production: env.NODE_ENV === 'production',
      rateLimits: env.RATE_LIMITS,
      readCache: { ttlSeconds: env.READ_CACHE_TTL_SECONDS },
    }),
    configure: (app) => {
      // Resolved once: a shed request must cost next to nothing.
      const shed = app.get(Metrics).requestsShed;
      configureHttpEdge(app, {
        trustProxyHops: env.TRUST_PROXY_HOPS,
        maxApiRequestsInFlight: env.MAX_API_REQUESTS_IN_FLIGHT,
        earlyHints: env.PAGE_EARLY_HINTS === '1',
        maxEventLoopLagMs: env.MAX_EVENT_LOOP_LAG_MS,
        onShed: () => shed.inc(),
        maxReadsInFlight: env.MAX_READS_IN_FLIGHT,
        readsPerTurn: env.READS_PER_TURN,
        corsOrigins: env.CORS_ORIGINS.split(',').filter(Boolean),
        staticRoots: { '/admin': adminDist, '/': webDist },
        cities: app.get(CityPaths),
        googleTag: env.VITE_GA_ID !== undefined,
        graphiqlPage: graphiqlOn(env.GRAPHIQL, env.NODE_ENV)
          ? resolve(adminDist, 'graphiql.html')
          : undefined,
      });
    },
  };
});
