import nx from '@nx/eslint-plugin';
import lingui from 'eslint-plugin-lingui';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

// Every file of the public site: each user-visible text goes through the catalogs (apps/web/lingui.config.ts,
// docs/i18n.md), so an English text written as a plain string fails lint (issue 26).
const TRANSLATED_WEB_FILES = ['apps/web/src/**/*.{ts,tsx}'];

// What is not a text for people: identifiers, CSS, keys, addresses, attributes that are never read out.
const NOT_TEXT_NAMES =
  '^(className|sx|variant|color|size|component|type|id|key|role|name|href|to|path|queryKey|target|rel|autoComplete|inputMode|edge|align|direction|justifyContent|alignItems|display|position|fontWeight|textTransform|data-.*|aria-(controls|describedby|labelledby|live|haspopup|current)|htmlFor|method|src|mode|placement|severity|fontSize|width|height|loading|decoding|fetchPriority|lang|hrefLang|spacing|underline|orientation|textAlign|whiteSpace|overflow|gap|pattern|enterKeyHint|value|defaultValue|behavior|block|cursor|__typename|code|category|icon|status|slug|sort|state|@context|@type|query-input|labelColor|aria-labelledby|aria-hidden)$';

// The back-end services: each may use only its own feature, the platform, the contracts and the domain.
const SERVICES = ['search', 'identity', 'community', 'enrichment', 'content', 'gateway'];

export default [
  ...nx.configs['flat/base'],
  ...nx.configs['flat/typescript'],
  ...nx.configs['flat/javascript'],
  {
    ignores: [
      '**/dist',
      '**/node_modules',
      '**/.data',
      '**/generated/**',
      '**/vite.config.*.timestamp*',
      '**/playwright-report/**',
      '**/test-results/**',
    ],
  },
  {
    // Scripts, tools and the browser suite run on Node.
    files: ['**/*.mjs', '**/*.cjs', '**/*.js'],
    languageOptions: { globals: { ...globals.node } },
  },
  {
    files: ['**/*.ts', '**/*.tsx', '**/*.mjs', '**/*.js'],
    rules: {
      '@nx/enforce-module-boundaries': [
        'error',
        {
          enforceBuildableLibDependency: true,
          allow: [],
          depConstraints: [
            // Layers: apps > features > platform > messaging; contracts and domain are shared vocabulary.
            {
              sourceTag: 'type:app',
              onlyDependOnLibsWithTags: [
                'type:feature',
                'type:platform',
                'type:contracts',
                'type:messaging',
                'type:domain',
                'type:ui',
                'type:api-client',
              ],
            },
            {
              sourceTag: 'type:feature',
              onlyDependOnLibsWithTags: [
                'type:platform',
                'type:contracts',
                'type:messaging',
                'type:domain',
              ],
            },
            // The platform knows how messages travel, never which business messages exist.
            {
              sourceTag: 'type:platform',
              onlyDependOnLibsWithTags: ['type:platform', 'type:messaging', 'type:domain'],
            },
            {
              sourceTag: 'type:contracts',
              onlyDependOnLibsWithTags: ['type:contracts', 'type:messaging', 'type:domain'],
            },
            { sourceTag: 'type:messaging', onlyDependOnLibsWithTags: ['type:messaging'] },
            { sourceTag: 'type:domain', onlyDependOnLibsWithTags: ['type:domain'] },
            {
              sourceTag: 'type:ui',
              onlyDependOnLibsWithTags: ['type:ui', 'type:domain', 'type:api-client'],
            },
            { sourceTag: 'type:api-client', onlyDependOnLibsWithTags: ['type:domain'] },
            { sourceTag: 'type:tool', onlyDependOnLibsWithTags: ['*'] },
            // Scopes: a service's app and feature use their own scope, the server platform and shared libs.
            ...SERVICES.map((service) => ({
              sourceTag: `scope:${service}`,
              onlyDependOnLibsWithTags: [`scope:${service}`, 'scope:server', 'scope:shared'],
            })),
            {
              sourceTag: 'scope:server',
              onlyDependOnLibsWithTags: ['scope:server', 'scope:shared'],
            },
            { sourceTag: 'scope:shared', onlyDependOnLibsWithTags: ['scope:shared'] },
            // The standalone runtime composes every service in one process.
            {
              sourceTag: 'scope:standalone',
              onlyDependOnLibsWithTags: [
                'scope:standalone',
                ...SERVICES.map((service) => `scope:${service}`),
                'scope:server',
                'scope:shared',
              ],
            },
            { sourceTag: 'scope:tools', onlyDependOnLibsWithTags: ['*'] },
            { sourceTag: 'scope:web', onlyDependOnLibsWithTags: ['scope:web', 'scope:shared'] },
            { sourceTag: 'scope:admin', onlyDependOnLibsWithTags: ['scope:admin', 'scope:shared'] },
          ],
        },
      ],
    },
  },
  {
    files: ['**/*.ts', '**/*.tsx'],
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
    },
  },
  {
    files: ['**/*.mjs', '**/*.cjs', '**/*.js'],
    rules: {
      'no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    // The React front-ends: the rules of hooks and complete effect dependencies.
    files: ['apps/web/**/*.{ts,tsx}', 'apps/admin/**/*.{ts,tsx}', 'libs/ui/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: { ...reactHooks.configs.recommended.rules },
  },
  {
    files: TRANSLATED_WEB_FILES,
    // Specs and their fixtures hold sample data, not texts of the site.
    ignores: ['**/*.spec.{ts,tsx}', 'apps/web/src/**/testing/**'],
    plugins: { lingui },
    rules: {
      'lingui/no-unlocalized-strings': [
        'error',
        {
          // Words in lower case with no space (keys, CSS values), constants, addresses.
          ignore: ['^(?![A-Z])\\S+$', '^[A-Z0-9_-]+$', '^https?:', '^/', '^<'],
          ignoreNames: [{ regex: { pattern: NOT_TEXT_NAMES } }],
          ignoreFunctions: [
            'console.*',
            'Error',
            'graphql',
            'TypedDocumentString',
            'import',
            'lazy',
            'RegExp',
            '*.test',
            '*.includes',
            '*.querySelectorAll',
          ],
        },
      ],
      'lingui/t-call-in-function': 'error',
      'lingui/no-trans-inside-trans': 'error',
    },
  },
];
