import 'reflect-metadata';
import { CommunityModule } from '@snap/community-feature';
import { runService } from '@snap/platform-runtime';
import { CommunityEnv } from './community.env';

runService('community', CommunityEnv, (env) => ({
  feature: CommunityModule.forRoot({ supportEmail: env.SUPPORT_EMAIL }),
}));
