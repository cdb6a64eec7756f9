// Flat ESLint config for the whole repository (`npm run lint` = `eslint . --max-warnings 0`).
// Type-aware rules are left out on purpose: `npm run typecheck` already runs tsc, and
// non-type-aware linting keeps `npm run lint` fast on a 2-core CI machine.
// With --max-warnings 0 a warning fails CI like an error, so rules are either on or off.
import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  {
    // Generated or third-party output: never linted.
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      'web/dist-server/**',
      '**/coverage/**',
      '**/.data/**',
      'web/src/gql/**',
      'api/src/db/migrations/**',
      'e2e/artifacts/**',
      'bench/results/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    linterOptions: { reportUnusedDisableDirectives: 'error' },
    rules: {
      // Unused code is an error; a leading underscore marks an intentionally unused name
      // (e.g. the `_type` of a type-graphql `@Field((_type) => String)`).
      '@typescript-eslint/no-unused-vars': [
        'error',
        {
          args: 'after-used',
          argsIgnorePattern: '^_',
          varsIgnorePattern: '^_',
          caughtErrorsIgnorePattern: '^_',
          destructuredArrayIgnorePattern: '^_',
          ignoreRestSiblings: true,
        },
      ],
      // type-graphql and MikroORM decorators do not need `any`; where a library type
      // really is unknowable, use `unknown` or an eslint-disable with a reason.
      '@typescript-eslint/no-explicit-any': 'error',
      // `declare global { namespace Express { ... } }` request augmentation is fine.
      '@typescript-eslint/no-namespace': ['error', { allowDeclarations: true }],
      eqeqeq: ['error', 'always', { null: 'ignore' }],
      'no-console': 'off',
      'prefer-const': 'error',
    },
  },
  {
    // Node code: the API, root scripts, the e2e harness and tool configs.
    files: [
      'api/**/*.{ts,js,mjs,cjs}',
      'scripts/**/*.{js,mjs,cjs}',
      'e2e/**/*.{js,mjs}',
      '*.{js,mjs,cjs,ts}',
      'web/*.{js,mjs,cjs,ts}',
    ],
    languageOptions: { globals: { ...globals.node } },
  },
  {
    files: ['web/src/**/*.{ts,tsx,js,jsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs['recommended-latest'].rules,
      // A missing effect dependency is a bug, not a style choice.
      'react-hooks/exhaustive-deps': 'error',
      // These only matter when the React Compiler is enabled, and it is not: they would
      // flag ordinary code (e.g. react-hook-form's `watch`) without finding bugs.
      'react-hooks/incompatible-library': 'off',
      'react-hooks/preserve-manual-memoization': 'off',
      'react-hooks/unsupported-syntax': 'off',
      'react-hooks/gating': 'off',
      'react-hooks/config': 'off',
    },
  },
  {
    // Functions passed to page.evaluate()/waitForFunction() run in the browser.
    files: ['e2e/**/*.{js,mjs}'],
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
  },
  {
    // Tests may use loose types for mocks and fixtures.
    files: [
      '**/*.{test,spec}.{ts,tsx,js,mjs}',
      '**/__tests__/**',
      'api/test/**',
      'web/src/test/**',
      'e2e/**',
    ],
    languageOptions: { globals: { ...globals.node, ...globals.jest } },
    rules: {
      '@typescript-eslint/no-explicit-any': 'off',
      '@typescript-eslint/no-non-null-assertion': 'off',
    },
  },
  {
    // CommonJS config files (jest) load their dependencies with require().
    files: ['**/*.cjs', '**/jest.config.js'],
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
);
