import type { NestExpressApplication } from '@nestjs/platform-express';
import { Type } from 'class-transformer';
import { IsIn, IsInt, IsOptional, Matches, Max, Min } from 'class-validator';
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import type { EnvClass } from '@snap/platform-config';
import { Metrics } from '@snap/platform-observability';
import { CityPaths } from './delivery/city-paths';
import type { GatewayOptions } from './gateway.module';
import { graphiqlOn, secureCookiesFor, type HttpEdgeOptions } from './security/http-edge';
import {
  DEFAULT_MAX_API_REQUESTS_IN_FLIGHT,
  DEFAULT_MAX_EVENT_LOOP_LAG_MS,
} from './security/load-shedding';

/** The HTTP edge's variables, declared once: the gateway's environment and the one-process runtime's
 * are both built on them (see .env.example). */
export function WithGatewayEdgeEnv<TBase extends EnvClass>(Base: TBase) {
  class GatewayEdgeEnvVariables extends Base {
    /** The refresh cookie's Secure flag: 'auto' sets it unless PUBLIC_URL is plain http on loopback. */
    @IsIn(['auto', 'true', 'false'])
    COOKIE_SECURE = 'auto';

    /** Proxies in front of the gateway (ingress, load balancer) whose X-Forwarded-For is trusted; 0
     * ignores the header, so a visitor cannot pick the address that per-address limits count. */
    @Type(() => Number)
    @IsInt()
    @Min(0)
    @Max(10)
    TRUST_PROXY_HOPS = 0;

    /** API requests in flight past which new ones are answered 503 with Retry-After at once (load
     * shedding), so an overloaded process keeps its accepted requests fast instead of queueing. */
    @Type(() => Number)
    @IsInt()
    @Min(1)
    @Max(10_000)
    MAX_API_REQUESTS_IN_FLIGHT = DEFAULT_MAX_API_REQUESTS_IN_FLIGHT;

    /** 1: answer each page request first with 103 Early Hints naming the page's scripts, so a browser
     * fetches them while the page is rendered. Off by default: only behind proxies that pass 1xx answers
     * on (a CDN over HTTP/2, nginx 1.29 or later); older ones break the page (docs/operations.md). */
    @IsIn(['0', '1'])
    PAGE_EARLY_HINTS = '0';

    /** Smoothed event-loop lag in ms which, held for a second, has new API requests answered 503 at
     * once (the one-process runtime queues on the loop, not in flight); 0, the default, turns it off. */
    @Type(() => Number)
    @IsInt()
    @Min(0)
    @Max(60_000)
    MAX_EVENT_LOOP_LAG_MS = DEFAULT_MAX_EVENT_LOOP_LAG_MS;

    /** Comma-separated origins allowed to call the API from a browser (CORS); empty: same origin only. */
    @Matches(/^(https?:\/\/[^\s,]+)?(,https?:\/\/[^\s,]+)*$/, {
      message: 'CORS_ORIGINS must be comma-separated http(s) origins',
    })
    CORS_ORIGINS = '';

    /** Abuse limits per user (or address when signed out), `name=points/seconds` pairs over the defaults:
     * reports=5/3600, claims=5/3600, uploads=20/3600, reviews=20/3600, tips=30/3600,
     * contributions=30/3600, clicks=120/3600, page-views=1000/600, place-photos=120/600. */
    @Matches(/^([a-z-]+=\d+\/\d+)?(,[a-z-]+=\d+\/\d+)*$/, {
      message: 'RATE_LIMITS must be name=points/seconds pairs separated by commas',
    })
    RATE_LIMITS = '';

    /** GraphQL reads the gateway works on at once; more wait in line, in order, so writes and uploads
     * are not slowed by every read in flight. 0 (the default): no bound; it showed no gain on the shared
     * 2-core machine it was measured on (docs/performance.md), so it stays an operator's setting. */
    @Type(() => Number)
    @IsInt()
    @Min(0)
    MAX_READS_IN_FLIGHT = 0;

    /** How long the gateway keeps an anonymous catalog answer (searches, store pages, their
     * enrichment, purchase rules and notices) that no event evicted (docs/operations.md "The read
     * cache"): the bound on a stale answer when a change's event was lost. 0 turns the cache off. */
    @Type(() => Number)
    @IsInt()
    @Min(0)
    @Max(86_400)
    READ_CACHE_TTL_SECONDS = 120;

    /** GraphQL reads started per turn of the event loop, after the turn's writes and uploads, so a write
     * does not wait behind every read that arrived with it (docs/performance.md). 0: reads start at once. */
    @Type(() => Number)
    @IsInt()
    @Min(0)
    READS_PER_TURN = 8;

    /** The browser page at /graphql (bundled GraphiQL, works offline): 'auto' is on except in production. */
    @IsIn(['auto', 'true', 'false'])
    GRAPHIQL = 'auto';

    /** The analytics id the web app was built with (G- and letters or digits); the Content-Security-Policy
     * allows the Google tag's hosts only when it is set. */
    @IsOptional()
    @Matches(/^G-[A-Z0-9]+$/, {
      message: 'VITE_GA_ID must be G- followed by capital letters or digits',
    })
    VITE_GA_ID?: string;
  }
  return GatewayEdgeEnvVariables;
}

/** The gateway's variables as both runtimes read them (each declares its own NODE_ENV). */
export type GatewayEdgeEnv = InstanceType<ReturnType<typeof WithGatewayEdgeEnv>> & {
  NODE_ENV: string;
};

/** What each runtime knows apart from these variables: where the two front-ends' builds are, the
 * secret that signs access tokens and the site's public address. */
export interface GatewaySettings {
  webDist: string;
  adminDist: string;
  jwtSecret: string;
  publicUrl: string;
}

/** The gateway module's options from its variables: the gateway service and the one-process runtime
 * call this one function. */
export function gatewayOptionsFromEnv(
  env: GatewayEdgeEnv,
  settings: GatewaySettings,
): GatewayOptions {
  const webDist = resolve(settings.webDist);
  const adminDist = resolve(settings.adminDist);
  return {
    // In memory: the committed schema file is written by `nx run api-client:codegen` only.
    schemaFile: true,
    jwtSecret: settings.jwtSecret,
    webDist: existsSync(webDist) ? webDist : undefined,
    adminDist: existsSync(adminDist) ? adminDist : undefined,
    cookieSecure: secureCookiesFor(
      env.COOKIE_SECURE as 'auto' | 'true' | 'false',
      settings.publicUrl,
    ),
    production: env.NODE_ENV === 'production',
    rateLimits: env.RATE_LIMITS,
    readCache: { ttlSeconds: env.READ_CACHE_TTL_SECONDS },
  };
}

/** The HTTP edge's options (configureHttpEdge) from the same variables, for the started application. */
export function httpEdgeOptionsFromEnv(
  env: GatewayEdgeEnv,
  app: NestExpressApplication,
  settings: Pick<GatewaySettings, 'webDist' | 'adminDist'>,
): HttpEdgeOptions {
  const webDist = resolve(settings.webDist);
  const adminDist = resolve(settings.adminDist);
  // Resolved once: a shed request must cost next to nothing.
  const shed = app.get(Metrics).requestsShed;
  return {
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
  };
}
