import type { CodegenConfig } from '@graphql-codegen/cli';

// Codegen reads the committed schema, never a running server (STACK.md trap 5),
// so the client can be generated on a fresh clone before anything boots.
// The staleness test generates into a temporary folder and compares.
const outputDir = process.env.CODEGEN_OUTPUT_DIR ?? 'frontend/src/generated/';

export const config: CodegenConfig = {
  schema: 'backend/schema.gql',
  documents: ['frontend/src/**/*.graphql'],
  ignoreNoDocuments: false,
  generates: {
    [outputDir]: {
      preset: 'client',
      presetConfig: { fragmentMasking: false },
      config: {
        enumsAsTypes: true,
        useTypeImports: true,
        avoidOptionals: { field: true, inputValue: false },
        defaultScalarType: 'unknown',
        scalars: { DateTime: 'string' },
      },
    },
  },
};

export default config;
