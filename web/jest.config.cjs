/** Jest runs the web tests in jsdom; @swc/jest compiles TS/TSX to CommonJS. */
module.exports = {
  testEnvironment: 'jsdom',
  roots: ['<rootDir>/src'],
  testMatch: ['**/*.test.ts', '**/*.test.tsx'],
  setupFilesAfterEnv: ['<rootDir>/src/test/setup.ts'],
  transform: {
    '^.+\\.(t|j)sx?$': [
      '@swc/jest',
      {
        jsc: {
          parser: { syntax: 'typescript', tsx: true },
          transform: { react: { runtime: 'automatic' } },
          target: 'es2022',
        },
        module: { type: 'commonjs' },
      },
    ],
    // Vite's `?raw` imports of the API examples (docs/api-examples/*.graphql): the text.
    '\\.graphql$': '<rootDir>/src/test/rawTransform.cjs',
  },
  moduleNameMapper: {
    '^(.+\\.graphql)\\?raw$': '$1',
    '^@shared/limits$': '<rootDir>/../api/src/config/limits.ts',
    '^@shared/error-codes$': '<rootDir>/../api/src/shared/error-codes.ts',
    '\\.css$': 'identity-obj-proxy',
    '\\.(svg|png|jpe?g|webp|gif)$': '<rootDir>/src/test/fileStub.cjs',
  },
  clearMocks: true,
};
