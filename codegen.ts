import type { CodegenConfig } from '@graphql-codegen/cli';

// Reads the committed schema file (never a live server) so CI needs no running API.
// Output is deterministic: no timestamps, and `codegen:check` fails on any drift.
const config: CodegenConfig = {
  overwrite: true,
  schema: 'schema.graphql',
  documents: ['web/src/**/*.{ts,tsx}', '!web/src/gql/**/*'],
  ignoreNoDocuments: true,
  generates: {
    'web/src/gql/': {
      preset: 'client',
      presetConfig: {
        fragmentMasking: false,
      },
      config: {
        useTypeImports: true,
        enumsAsTypes: true,
        strictScalars: true,
        scalars: {
          DateTimeISO: 'string',
          Upload: 'File',
        },
      },
    },
  },
};

export default config;
