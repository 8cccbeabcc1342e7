import type { CodegenConfig } from '@graphql-codegen/cli';

/**
 * Typed GraphQL documents for the web app: every `graphql(...)` call in src is checked against the server's
 * schema. `documentMode: 'string'` emits plain strings, so no GraphQL runtime ships to the browser.
 */
const config: CodegenConfig = {
  schema: ['../server/src/graphql/base.graphql', '../server/src/modules/**/*.graphql'],
  documents: ['src/**/*.{ts,tsx}', '!src/gql/**/*'],
  ignoreNoDocuments: true,
  generates: {
    './src/gql/': {
      preset: 'client',
      presetConfig: { fragmentMasking: false },
      config: {
        documentMode: 'string',
        enumsAsTypes: true,
        useTypeImports: true,
        skipTypename: true,
        avoidOptionals: { field: true, inputValue: false, object: true, defaultValue: false },
      },
    },
  },
};

export default config;
