import 'reflect-metadata';
import { COMMUNITY_ENGINES, CommunityModule } from '@snap/community-feature';
import { runService } from '@snap/platform-runtime';
import { CommunityEnv } from './community.env';

runService('community', CommunityEnv, (env) => ({
  engines: COMMUNITY_ENGINES,
  feature: CommunityModule.forRoot({
    supportEmail: env.SUPPORT_EMAIL,
    ebtRefusalAccountMinAgeHours: env.EBT_REFUSAL_ACCOUNT_MIN_AGE_HOURS,
  }),
}));
