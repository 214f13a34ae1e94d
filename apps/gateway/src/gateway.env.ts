import { IsString, MinLength } from 'class-validator';
import { IsStrongSecret, Secret } from '@snap/platform-config';
import { RealEnginesEnv } from '@snap/platform-runtime';

/** The gateway of the distributed runtime: the public HTTP edge (GraphQL, REST, both front-ends). */
export class GatewayEnv extends RealEnginesEnv {
  override PORT = 3000;

  /** Verifies the access tokens the identity service signs: the same value as the identity service's. */
  @Secret()
  @IsString()
  @MinLength(32)
  @IsStrongSecret()
  JWT_SECRET!: string;

  /** The built front-ends it serves (`nx build web`, `nx build admin`); not served when the folder is missing. */
  @IsString()
  WEB_DIST = 'dist/apps/web';

  @IsString()
  ADMIN_DIST = 'dist/apps/admin';
}
