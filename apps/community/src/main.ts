import 'reflect-metadata';
import { CommunityModule } from '@snap/community-feature';
import { runService } from '@snap/platform-runtime';
import { CommunityEnv } from './community.env';

runService('community', CommunityEnv, () => ({ feature: CommunityModule }));
