import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import importX from 'eslint-plugin-import-x';
import lingui from 'eslint-plugin-lingui';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const webFeatures = readdirSync('apps/web/src/features', { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
const apiFeatures = readdirSync('apps/api/src/features', { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

/** Only the client writes a path under /api: screens call the API by a call's name (callApi). */
const noApiPaths = [
  {
    selector: 'Literal[value=/^\\/api\\//]',
    message: 'No API paths outside the client: call the API by name (callApi).',
  },
  {
    selector: 'TemplateElement[value.raw=/^\\/api\\//]',
    message: 'No API paths outside the client: call the API by name (callApi).',
  },
];

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/dist-server/**',
      '**/node_modules/**',
      'apps/api/drizzle/**',
      '.data/**',
      'coverage/**',
      // Compiled message catalogues (npm run messages).
      '**/locales/**/*.ts',
    ],
  },
  js.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    extends: [tseslint.configs.strictTypeChecked],
    languageOptions: {
      parserOptions: {
        projectService: true,
        tsconfigRootDir: import.meta.dirname,
      },
    },
    rules: {
      '@typescript-eslint/restrict-template-expressions': ['error', { allowNumber: true }],
      '@typescript-eslint/no-confusing-void-expression': 'off',
      '@typescript-eslint/no-unnecessary-condition': ['error', { allowConstantLoopConditions: true }],
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-explicit-any': 'error',
      // Fastify plugins are async by contract even when they register routes synchronously.
      '@typescript-eslint/require-await': 'off',
    },
  },
  {
    files: ['**/*.{js,mjs}'],
    languageOptions: { globals: { ...globals.node } },
  },
  {
    files: ['apps/web/src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks, 'import-x': importX },
    languageOptions: { globals: { ...globals.browser } },
    rules: {
      ...reactHooks.configs.recommended.rules,
      // One-way imports (CONVENTIONS 2): shared -> features -> app; features never reach into each other.
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            { target: './apps/web/src/shared', from: ['./apps/web/src/features', './apps/web/src/app'] },
            { target: './apps/web/src/features', from: './apps/web/src/app' },
            ...webFeatures.map((feature) => ({
              target: `./apps/web/src/features/${feature}`,
              from: './apps/web/src/features',
              except: [`./${feature}`],
            })),
            { target: './apps/web', from: './apps/api' },
          ],
        },
      ],
    },
  },
  {
    // One API client (CONVENTIONS 12): screens call the API by a call's name (callApi); only the client
    // itself writes a path under /api.
    files: ['apps/web/src/**/*.{ts,tsx}'],
    ignores: [
      'apps/web/src/shared/api/client.ts',
      'apps/web/src/shared/api/client.test.ts',
      'apps/web/src/test/**',
    ],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/api/client.ts'],
              importNames: ['requestEntity', 'requestEnvelope', 'requestWithHeaders', 'requestFile'],
              message: 'Call the API by name: callApi, callApiWithHeaders or callApiFile.',
            },
          ],
        },
      ],
      'no-restricted-syntax': ['error', ...noApiPaths],
    },
  },
  {
    // One way to hold a form (CONVENTIONS 12): a field's value lives in the contract form
    // (useContractForm), never in a state of its own.
    files: [
      'apps/web/src/features/*/pages/**/*.tsx',
      'apps/web/src/features/*/components/**/*.tsx',
      'apps/web/src/shared/phone-auth/**/*.tsx',
      'apps/web/src/shared/simple-auth/**/*.tsx',
    ],
    ignores: ['**/*.test.tsx'],
    rules: {
      'no-restricted-syntax': [
        'error',
        ...noApiPaths,
        {
          selector: "CallExpression[callee.name='useState'] > Literal.arguments[value='']",
          message: 'A form field belongs to the contract form: useContractForm, not a state per field.',
        },
      ],
    },
  },
  {
    // Every string a person reads is in the message catalogue (docs/languages.md): Korean in a screen is
    // written inside Lingui's macros (t``, msg``, <Trans>), which put it in the catalogue with its English.
    // Only Korean is checked: addresses, class names and codes are not words to translate.
    files: ['apps/web/src/**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}', 'apps/web/src/test/**', '**/locales/**'],
    plugins: { lingui },
    rules: {
      'lingui/no-unlocalized-strings': [
        'error',
        { ignore: ['^[^\\uAC00-\\uD7A3\\u3131-\\u318E]*$'], useTsTypes: false },
      ],
      'lingui/t-call-in-function': 'error',
      'lingui/no-single-variables-to-translate': 'error',
      'lingui/no-trans-inside-trans': 'error',
    },
  },
  {
    files: ['apps/api/src/**/*.ts'],
    plugins: { 'import-x': importX },
    rules: {
      // Inside the API a feature reaches another only through its service.
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            { target: './apps/api', from: './apps/web' },
            // The database layer knows no feature, provider, seed or auth: they are built on it.
            {
              target: './apps/api/src/db',
              from: [
                './apps/api/src/features',
                './apps/api/src/providers',
                './apps/api/src/seed',
                './apps/api/src/auth',
              ],
            },
            // Shared code and the auth module serve features; they never reach into one.
            { target: ['./apps/api/src/shared', './apps/api/src/auth'], from: './apps/api/src/features' },
            ...apiFeatures.map((feature) => ({
              target: `./apps/api/src/features/${feature}`,
              from: `./apps/api/src/features/!(${feature})/*.{repository,routes}.ts`,
            })),
          ],
        },
      ],
    },
  },
  {
    files: ['**/*.test.{ts,tsx}', 'e2e/**/*.ts', 'bench/**/*'],
    rules: {
      '@typescript-eslint/no-non-null-assertion': 'off',
    },
  },
);
