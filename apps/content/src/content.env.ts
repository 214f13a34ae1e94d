import { RealEnginesEnv } from '@snap/platform-runtime';

/** The content service: blog posts, categories, images and alert sign-ups. */
export class ContentEnv extends RealEnginesEnv {
  override PORT = 3005;
}
