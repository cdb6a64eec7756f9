/** API tests: real PostgreSQL (embedded, one database per test file), real images, real SMTP. */
const fs = require('node:fs');
const path = require('node:path');

const swcrc = JSON.parse(fs.readFileSync(path.join(__dirname, '.swcrc'), 'utf8'));

module.exports = {
  testEnvironment: 'node',
  roots: ['<rootDir>/src', '<rootDir>/test'],
  testMatch: ['**/*.test.ts'],
  transform: {
    '^.+\\.ts$': ['@swc/jest', { ...swcrc, swcrc: false }],
    // meilisearch ships ES modules only; Node >= 20.19 require()s them, jest's runtime needs them as CommonJS.
    'node_modules/meilisearch/.+\\.js$': [
      '@swc/jest',
      { jsc: { target: 'es2022' }, module: { type: 'commonjs' }, swcrc: false },
    ],
  },
  transformIgnorePatterns: ['/node_modules/(?!meilisearch/)'],
  globalSetup: '<rootDir>/test/global-setup.ts',
  globalTeardown: '<rootDir>/test/global-teardown.ts',
  setupFiles: ['<rootDir>/test/setup-env.ts'],
  // Two cores: one worker per core keeps PostgreSQL and sharp from thrashing.
  maxWorkers: 2,
  testTimeout: 30000,
};
