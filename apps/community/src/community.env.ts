import { WithCommunityEnv } from '@snap/community-feature';
import { RealEnginesEnv } from '@snap/platform-runtime';

/** The community service: favorites, reviews, tips, photos, points and badges. */
export class CommunityEnv extends WithCommunityEnv(RealEnginesEnv) {
  override PORT = 3003;
}
