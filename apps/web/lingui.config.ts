import { defineConfig } from '@lingui/conf';
import { formatter } from '@lingui/format-po';

/** The public site's message catalogs: English (the source, worded as the spec says) and Spanish
 * (docs/spanish-glossary.md). `lingui extract` writes them from the code's macros; the Vite plugin
 * compiles the active language's catalog into its own chunk. */
export default defineConfig({
  sourceLocale: 'en',
  locales: ['en', 'es'],
  // Compiled catalogs show the English text for a message Spanish lacks (CI's catalog check fails on it).
  fallbackLocales: { default: 'en' },
  catalogs: [
    {
      path: '<rootDir>/src/locales/{locale}/messages',
      include: ['<rootDir>/src'],
      exclude: ['**/*.spec.ts', '**/*.spec.tsx', '**/testing/**', '**/locales/**'],
    },
  ],
  format: formatter({ lineNumbers: false }),
  orderBy: 'messageId',
});
