import { IsString, IsUrl } from 'class-validator';
import { WithIdentityEnv } from '@snap/identity-feature';
import { IsStrongSecret, Secret } from '@snap/platform-config';
import { RealEnginesEnv } from '@snap/platform-runtime';

/** The identity service: accounts, roles, sessions and the e-mails that confirm them. */
export class IdentityEnv extends WithIdentityEnv(RealEnginesEnv) {
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
}
