import { Type } from 'class-transformer';
import { IsEmail, IsIn, IsInt, IsOptional, IsString, Max, Min, MinLength } from 'class-validator';
import { Secret } from '@snap/platform-config';

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

  @IsOptional()
  @IsString()
  PUBLIC_URL?: string;

  /** Signs access tokens. When absent, one is generated once and kept in DATA_DIR/secrets. */
  @Secret()
  @IsOptional()
  @IsString()
  @MinLength(32)
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

  /** Comma-separated e-mails that become admins when they sign up (the first admin of an installation). */
  @IsString()
  ADMIN_EMAILS = '';

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

  /** Maps provider calls allowed per day before the site falls back to basic store data. */
  @Type(() => Number)
  @IsInt()
  @Min(0)
  PLACES_DAILY_LIMIT = 1000;
}
