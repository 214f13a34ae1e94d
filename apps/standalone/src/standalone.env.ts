import { Type } from 'class-transformer';
import {
  IsEmail,
  IsIn,
  IsInt,
  IsOptional,
  IsString,
  IsUrl,
  Matches,
  Max,
  Min,
  MinLength,
} from 'class-validator';
import {
  DEFAULT_MAX_API_REQUESTS_IN_FLIGHT,
  DEFAULT_MAX_EVENT_LOOP_LAG_MS,
} from '@snap/gateway-feature';
import { IsStrongSecret, Secret } from '@snap/platform-config';
import { USDA_RETAILER_SERVICE_DEFAULT_URL } from '@snap/search-feature';

/** Configuration of the one-process runtime. Every variable has a default so `npm start` works on a
 * fresh machine; .env.example lists them. */
export class StandaloneEnv {
  /** HTTP port of the gateway (GraphQL, REST, both front-ends); 0 picks a free one. */
  @Type(() => Number)
  @IsInt()
  @Min(0)
  @Max(65535)
  PORT = 3000;

  /** Address to listen on; loopback by default so a laptop never exposes it by accident. */
  @IsString()
  HOST = '127.0.0.1';

  /** Folder of every embedded store (documents, blobs, outbox). */
  @IsString()
  DATA_DIR = './.data';

  @IsIn(['trace', 'debug', 'info', 'warn', 'error', 'fatal'])
  LOG_LEVEL = 'info';

  /** pretty (readable lines) or json (one object per line, for log collectors); unset: json when
   * NODE_ENV is production or test, pretty otherwise. */
  @IsOptional()
  @IsIn(['pretty', 'json'], { message: 'LOG_FORMAT must be pretty or json' })
  LOG_FORMAT?: string;

  /** Import the bundled USDA sample when the catalog is empty. */
  @IsIn(['true', 'false'])
  IMPORT_SAMPLE_ON_EMPTY = 'true';

  /** USDA's retailer layer (…/FeatureServer/0, or its /query); tests and operators point it elsewhere. */
  @IsUrl({ require_tld: false, protocols: ['http', 'https'], require_protocol: true })
  USDA_RETAILER_SERVICE_URL = USDA_RETAILER_SERVICE_DEFAULT_URL;

  /** The schedule of refreshes from USDA's service, off (0) here unless asked; otherwise its layer's
   * edition is checked daily and the catalog refreshed when USDA published a new one (or after this
   * many days when the layer gives no edition). */
  @Type(() => Number)
  @IsInt()
  @Min(0)
  @Max(365)
  USDA_SYNC_INTERVAL_DAYS = 0;

  /** On a first start (an empty catalog, the bundled lists just imported), refresh every state from
   * USDA's service in the background when it answers (offline: the bundled lists stay); the bundled
   * lists serve meanwhile and the site says a national refresh is under way. 0: off. */
  @IsIn(['0', '1'], { message: 'USDA_SYNC_ON_FIRST_START must be 1 (on) or 0 (off)' })
  USDA_SYNC_ON_FIRST_START = '1';

  /** The states a scheduled refresh reads: "all", or codes such as "GA,AL". */
  @Matches(/^(all|[A-Za-z]{2}(,[A-Za-z]{2})*)$/, {
    message: 'USDA_SYNC_STATES must be "all" or two-letter state codes separated by commas',
  })
  USDA_SYNC_STATES = 'all';

  @IsOptional()
  @IsString()
  PUBLIC_URL?: string;

  /** Signs access tokens. When absent, a random one is generated once and kept in DATA_DIR/secrets
   * (mode 0600); a given one must be 32+ random characters, never a placeholder. */
  @Secret()
  @IsOptional()
  @IsString()
  @IsStrongSecret()
  JWT_SECRET?: string;

  @Type(() => Number)
  @IsInt()
  @Min(60)
  @Max(3600)
  ACCESS_TOKEN_TTL_SECONDS = 900;

  @Type(() => Number)
  @IsInt()
  @Min(1)
  @Max(365)
  REFRESH_TOKEN_TTL_DAYS = 30;

  /** Ignored: kept so older deployments still start. No list of addresses grants a role; the first
   * admin is made by the operator's `npm run admin:grant` on a confirmed account (docs/operations.md). */
  @IsString()
  ADMIN_EMAILS = '';

  /** Sign-ups per client address an hour; the default 5 stops mass account creation. */
  @Type(() => Number)
  @IsInt()
  @Min(1)
  SIGN_UPS_PER_HOUR = 5;

  /** Send e-mail over SMTP (smtp://user:pass@host:587); without it, e-mails are written to DATA_DIR/outbox. */
  @Secret()
  @IsOptional()
  @IsString()
  SMTP_URL?: string;

  @IsString()
  MAIL_FROM = 'SNAP/EBT Store Finder <no-reply@snapfinder.local>';

  /** Where issue reports and business claims are announced. */
  @IsEmail({}, { message: 'SUPPORT_EMAIL must be an e-mail address' })
  SUPPORT_EMAIL = 'support@snapfinder.local';

  /** How old (hours) a confirmed account must be for its "not accepting EBT" report to count toward
   * the public mark: 24; a test installation whose members are minutes old sets 0. */
  @Type(() => Number)
  @IsInt()
  @Min(0)
  @Max(720)
  EBT_REFUSAL_ACCOUNT_MIN_AGE_HOURS = 24;

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

  /** The abuse limits of the operator's load-test members only (made by `npm run load -- --url` with
   * OPS_TOKEN), over RATE_LIMITS, in the same form: e.g. reviews=100000/3600,uploads=100000/3600. */
  @Matches(/^([a-z-]+=\d+\/\d+)?(,[a-z-]+=\d+\/\d+)*$/, {
    message: 'LOAD_TEST_RATE_LIMITS must be name=points/seconds pairs separated by commas',
  })
  LOAD_TEST_RATE_LIMITS = '';

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

  /** 'production' turns off GraphiQL (unless GRAPHIQL=true) and GraphQL's field suggestions. */
  @IsIn(['development', 'production', 'test'])
  NODE_ENV = 'development';

  /** The analytics id the web app was built with (G- and letters or digits); the Content-Security-Policy
   * allows the Google tag's hosts only when it is set. */
  @IsOptional()
  @Matches(/^G-[A-Z0-9]+$/, {
    message: 'VITE_GA_ID must be G- followed by capital letters or digits',
  })
  VITE_GA_ID?: string;

  /** Operators' bearer token for /metrics and engine details on /health/ready (see the deploy guide);
   * without it only a direct local caller sees them. */
  @Secret()
  @IsOptional()
  @IsString()
  @MinLength(32)
  OPS_TOKEN?: string;

  /** Maps provider calls allowed per day before the site falls back to basic store data. */
  @Type(() => Number)
  @IsInt()
  @Min(0)
  PLACES_DAILY_LIMIT = 1000;

  /** New stores (never looked up, or out of date) one address or one member may have looked up
   * from the provider an hour; past it their store pages show stored data and the stores wait for
   * the background refresher. */
  @Type(() => Number)
  @IsInt()
  @Min(1)
  PLACES_LOOKUPS_PER_VISITOR_HOUR = 30;

  /** The maps-places provider's key; without one the provider is off and stores show USDA and community data only. */
  @Secret()
  @IsOptional()
  @IsString()
  PLACES_API_KEY?: string;

  /** The maps-places web service root (text search, details, photo). */
  @IsUrl(
    { require_tld: false, protocols: ['http', 'https'], require_protocol: true },
    { message: 'PLACES_API_URL must be an http(s) URL' },
  )
  PLACES_API_URL = 'https://maps.googleapis.com/maps/api/place';

  /** Each provider call gives up after this many milliseconds (then one retry). */
  @Type(() => Number)
  @IsInt()
  @Min(100)
  PLACES_TIMEOUT_MS = 5000;

  /** The Overpass (open-map) interpreter, e.g. https://overpass-api.de/api/interpreter; empty turns open-map matching off. */
  @IsOptional()
  @IsUrl(
    { require_tld: false, protocols: ['http', 'https'], require_protocol: true },
    { message: 'OVERPASS_URL must be an http(s) URL' },
  )
  OVERPASS_URL?: string;

  /** How often stale enriched stores are refreshed in the background, most viewed first; 0 turns it off. */
  @Type(() => Number)
  @IsInt()
  @Min(0)
  ENRICHMENT_REFRESH_INTERVAL_MS = 600000;
}
