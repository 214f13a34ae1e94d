import { Type } from 'class-transformer';
import { IsEmail, IsInt, Max, Min } from 'class-validator';
import { RealEnginesEnv } from '@snap/platform-runtime';

/** The community service: favorites, reviews, tips, photos, points and badges. */
export class CommunityEnv extends RealEnginesEnv {
  override PORT = 3003;

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
