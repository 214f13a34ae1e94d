import type { CodegenConfig } from '@graphql-codegen/cli';

/** Typed documents for the web and admin apps, from the schema the gateway prints into schema.graphql. */
const clientConfig = {
  // Plain strings instead of parsed ASTs: smaller bundle, and the fetch client only needs the text.
  documentMode: 'string',
  enumsAsTypes: true,
  useTypeImports: true,
  avoidOptionals: { field: true, inputValue: false, object: false, defaultValue: false },
  scalars: { ID: 'string' },
} as const;

const config: CodegenConfig = {
  schema: 'libs/api-client/schema.graphql',
  ignoreNoDocuments: true,
  generates: {
    'libs/api-client/src/generated/': {
      documents: ['apps/web/src/**/*.{ts,tsx}', '!apps/web/src/**/*.spec.{ts,tsx}'],
      preset: 'client',
      // persisted-documents.json: every operation of the public site by its sha256, the allow-list of
      // GraphQL over GET (libs/gateway/feature/src/graphql/persisted-queries.ts).
      presetConfig: { fragmentMasking: false, persistedDocuments: { hashAlgorithm: 'sha256' } },
      config: clientConfig,
    },
    // The back-office has its own documents (imported as @snap/api-client/admin), so neither app ships the other's.
    'libs/api-client/src/admin-generated/': {
      documents: ['apps/admin/src/**/*.{ts,tsx}', '!apps/admin/src/**/*.spec.{ts,tsx}'],
      preset: 'client',
      presetConfig: { fragmentMasking: false },
      config: clientConfig,
    },
  },
};

export default config;
