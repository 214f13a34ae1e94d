import nx from '@nx/eslint-plugin';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

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
];
