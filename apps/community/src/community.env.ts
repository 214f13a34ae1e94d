import { IsEmail } from 'class-validator';
import { RealEnginesEnv } from '@snap/platform-runtime';

/** The community service: favorites, reviews, tips, photos, points and badges. */
export class CommunityEnv extends RealEnginesEnv {
  override PORT = 3003;

  /** Where issue reports and business claims are announced. */
  @IsEmail({}, { message: 'SUPPORT_EMAIL must be an e-mail address' })
  SUPPORT_EMAIL = 'support@snapfinder.local';
}
