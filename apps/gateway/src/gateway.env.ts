import { IsIn, IsString, IsUrl } from 'class-validator';
import { IsStrongSecret, Secret } from '@snap/platform-config';
import { WithGatewayEdgeEnv } from '@snap/gateway-feature';
import { RealEnginesEnv } from '@snap/platform-runtime';

/** The gateway of the distributed runtime: the public HTTP edge (GraphQL, REST, both front-ends). */
export class GatewayEnv extends WithGatewayEdgeEnv(RealEnginesEnv) {
  override PORT = 3000;

  /** Verifies the access tokens the identity service signs: the same value as the identity service's. */
  @Secret()
  @IsString()
  @IsStrongSecret()
  JWT_SECRET!: string;

  /** The built front-ends it serves (`nx build web`, `nx build admin`); not served when the folder is missing. */
  @IsString()
  WEB_DIST = 'dist/apps/web';

  @IsString()
  ADMIN_DIST = 'dist/apps/admin';

  /** The public address of the site, for the cookie policy. */
  @IsUrl(
    { require_tld: false, protocols: ['http', 'https'], require_protocol: true },
    { message: 'PUBLIC_URL must be an http:// or https:// URL' },
  )
  PUBLIC_URL = 'http://127.0.0.1:3000';

  /** 'production' turns off GraphiQL (unless GRAPHIQL=true) and GraphQL's field suggestions. */
  @IsIn(['development', 'production', 'test'])
  override NODE_ENV = 'development';
}
