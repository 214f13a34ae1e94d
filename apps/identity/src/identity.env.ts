import { Type } from 'class-transformer';
import { IsInt, IsString, IsUrl, Max, Min } from 'class-validator';
import { IsStrongSecret, Secret } from '@snap/platform-config';
import { RealEnginesEnv } from '@snap/platform-runtime';

/** The identity service: accounts, roles, sessions and the e-mails that confirm them. */
export class IdentityEnv extends RealEnginesEnv {
  override PORT = 3002;

  /** Signs access tokens: the same value as the gateway's. */
  @Secret()
  @IsString()
  @IsStrongSecret()
  JWT_SECRET!: string;

  /** Where the web app lives (the gateway's public address), for the links in e-mails. */
  @IsUrl(
    { require_tld: false, protocols: ['http', 'https'], require_protocol: true },
    { message: 'PUBLIC_URL must be an http:// or https:// URL' },
  )
  PUBLIC_URL = 'http://127.0.0.1:3000';

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
}
