// Catalogs are compiled by @lingui/vite-plugin when imported (apps/web/lingui.config.ts).
declare module '*.po' {
  import type { Messages } from '@lingui/core';
  export const messages: Messages;
}
