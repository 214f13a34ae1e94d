import { Type } from 'class-transformer';
import { IsInt, IsString, Max, Min } from 'class-validator';
import type { EnvClass } from '@snap/platform-config';
import type { IdentityOptions } from './shared/identity.options';

/** The identity variables, declared once: the identity service's environment and the one-process
 * runtime's are both built on them (see .env.example). */
export function WithIdentityEnv<TBase extends EnvClass>(Base: TBase) {
  class IdentityEnvVariables extends Base {
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
  return IdentityEnvVariables;
}

export type IdentityEnvVariables = InstanceType<ReturnType<typeof WithIdentityEnv<EnvClass>>>;

/** The identity options from its variables. The signing secret and the public address are the
 * runtime's: required of the service, generated or derived by the one-process runtime. */
export function identityOptionsFromEnv(
  env: IdentityEnvVariables,
  site: Pick<IdentityOptions, 'jwtSecret' | 'publicUrl'>,
): IdentityOptions {
  return {
    ...site,
    accessTokenTtlSeconds: env.ACCESS_TOKEN_TTL_SECONDS,
    refreshTokenTtlDays: env.REFRESH_TOKEN_TTL_DAYS,
    signUpsPerHour: env.SIGN_UPS_PER_HOUR,
  };
}
