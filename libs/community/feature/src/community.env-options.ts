import { Type } from 'class-transformer';
import { IsEmail, IsInt, Max, Min } from 'class-validator';
import type { EnvClass } from '@snap/platform-config';
import type { CommunityOptions } from './community.options';

/** The community variables, declared once: the community service's environment and the one-process
 * runtime's are both built on them (see .env.example). */
export function WithCommunityEnv<TBase extends EnvClass>(Base: TBase) {
  class CommunityEnvVariables extends Base {
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
  }
  return CommunityEnvVariables;
}

export type CommunityEnvVariables = InstanceType<ReturnType<typeof WithCommunityEnv<EnvClass>>>;

export function communityOptionsFromEnv(env: CommunityEnvVariables): CommunityOptions {
  return {
    supportEmail: env.SUPPORT_EMAIL,
    ebtRefusalAccountMinAgeHours: env.EBT_REFUSAL_ACCOUNT_MIN_AGE_HOURS,
  };
}
