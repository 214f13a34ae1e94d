import { defineConfig } from '@lingui/conf';
import { formatter } from '@lingui/format-po';

/** The public site's message catalogs: English (the source, worded as docs/product-rules.md says) and Spanish
 * (docs/spanish-glossary.md). `lingui extract` writes them from the code's macros; the Vite plugin
 * compiles the active language's catalog into its own chunk. */
/** The shell and the home page's first screen. */
export const FIRST_SCREEN = [
  '<rootDir>/src/app',
  '<rootDir>/src/hooks',
  '<rootDir>/src/prerender.tsx',
  // The layout's first paint (the footer, breadcrumbs and content pages come with the other pages).
  '<rootDir>/src/components/layouts/app-layout.tsx',
  '<rootDir>/src/components/layouts/navigation.ts',
  '<rootDir>/src/components/layouts/language-switch.tsx',
  '<rootDir>/src/components/layouts/identity-area.tsx',
  '<rootDir>/src/components/layouts/identity-variants.tsx',
  '<rootDir>/src/components/layouts/sign-in-button.tsx',
  '<rootDir>/src/components/category-bar',
  '<rootDir>/src/lib',
  '<rootDir>/src/features/home',
  // The layout's national late-benefits notices, shown on the home page's first screen too.
  '<rootDir>/src/features/state-rules/components/benefit-notices.tsx',
];
const NOT_MESSAGES = ['**/*.spec.ts', '**/*.spec.tsx', '**/testing/**', '**/locales/**'];

export default defineConfig({
  sourceLocale: 'en',
  locales: ['en', 'es'],
  // Compiled catalogs show the English text for a message Spanish lacks (CI's catalog check fails on it).
  fallbackLocales: { default: 'en' },
  // Two catalogs per language, so the home page's first download stays small: `first` holds what the
  // shell and the home page's first screen say (loaded before the page renders), `pages` the rest
  // (loaded right after, and before any other page renders).
  catalogs: [
    {
      path: '<rootDir>/src/locales/{locale}/first',
      include: FIRST_SCREEN,
      exclude: NOT_MESSAGES,
    },
    {
      path: '<rootDir>/src/locales/{locale}/pages',
      include: ['<rootDir>/src'],
      exclude: [...NOT_MESSAGES, ...FIRST_SCREEN],
    },
  ],
  format: formatter({ lineNumbers: false }),
  orderBy: 'messageId',
});
