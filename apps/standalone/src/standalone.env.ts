import { Type } from 'class-transformer';
import { IsIn, IsInt, IsOptional, IsString, Max, Min, MinLength } from 'class-validator';
import { WithCommunityEnv } from '@snap/community-feature';
import { WithEnrichmentEnv } from '@snap/enrichment-feature';
import { WithGatewayEdgeEnv } from '@snap/gateway-feature';
import { WithIdentityEnv } from '@snap/identity-feature';
import { IsStrongSecret, Secret } from '@snap/platform-config';
import { WithMailEnv } from '@snap/platform-mailer';
import { WithSearchEnv } from '@snap/search-feature';

/** Configuration of the one-process runtime. Every variable has a default so `npm start` works on a
 * fresh machine; .env.example lists them. */
export class StandaloneEnv extends WithMailEnv(
  WithCommunityEnv(WithIdentityEnv(WithSearchEnv(WithEnrichmentEnv(WithGatewayEdgeEnv(class {}))))),
) {
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

  /** The schedule of refreshes from USDA's service, off (0) here unless asked; otherwise its layer's
   * edition is checked daily and the catalog refreshed when USDA published a new one (or after this
   * many days when the layer gives no edition). */
  override USDA_SYNC_INTERVAL_DAYS = 0;

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
