import type { CodegenConfig } from '@graphql-codegen/cli';

/** Typed documents for the web app, from the schema the gateway prints into schema.graphql. */
const config: CodegenConfig = {
  schema: 'libs/api-client/schema.graphql',
  documents: ['apps/web/src/**/*.{ts,tsx}', '!apps/web/src/**/*.spec.{ts,tsx}'],
  ignoreNoDocuments: true,
  generates: {
    'libs/api-client/src/generated/': {
      preset: 'client',
      presetConfig: { fragmentMasking: false },
      config: {
        // Plain strings instead of parsed ASTs: smaller bundle, and the fetch client only needs the text.
        documentMode: 'string',
        enumsAsTypes: true,
        useTypeImports: true,
        avoidOptionals: { field: true, inputValue: false, object: false, defaultValue: false },
        scalars: { ID: 'string' },
      },
    },
  },
};

export default config;
