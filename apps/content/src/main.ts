import 'reflect-metadata';
import { ContentModule } from '@snap/content-feature';
import { runService } from '@snap/platform-runtime';
import { ContentEnv } from './content.env';

runService('content', ContentEnv, () => ({ feature: ContentModule }));
