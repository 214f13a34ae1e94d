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
import { WithEnrichmentEnv } from '@snap/enrichment-feature';
import { WithGatewayEdgeEnv } from '@snap/gateway-feature';
import { IsStrongSecret, Secret } from '@snap/platform-config';
import { USDA_RETAILER_SERVICE_DEFAULT_URL } from '@snap/search-feature';

/** Configuration of the one-process runtime. Every variable has a default so `npm start` works on a
 * fresh machine; .env.example lists them. */
export class StandaloneEnv extends WithEnrichmentEnv(WithGatewayEdgeEnv(class {})) {
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

  /** 'production' turns off GraphiQL (unless GRAPHIQL=true) and GraphQL's field suggestions. */
  @IsIn(['development', 'production', 'test'])
  NODE_ENV = 'development';

  /** Operators' bearer token for /metrics and engine details on /health/ready (see the deploy guide);
   * without it only a direct local caller sees them. */
  @Secret()
  @IsOptional()
  @IsString()
  @MinLength(32)
  OPS_TOKEN?: string;
}
