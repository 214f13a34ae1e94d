import 'reflect-metadata';
import { CONTENT_ENGINES, ContentModule } from '@snap/content-feature';
import { runService } from '@snap/platform-runtime';
import { ContentEnv } from './content.env';

runService('content', ContentEnv, () => ({
  engines: CONTENT_ENGINES,
  feature: ContentModule,
}));
