import 'reflect-metadata';
import {
  COMMUNITY_ENGINES,
  CommunityModule,
  communityOptionsFromEnv,
} from '@snap/community-feature';
import { runService } from '@snap/platform-runtime';
import { CommunityEnv } from './community.env';

runService('community', CommunityEnv, (env) => ({
  engines: COMMUNITY_ENGINES,
  feature: CommunityModule.forRoot(communityOptionsFromEnv(env)),
}));
