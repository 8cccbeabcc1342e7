import { fileURLToPath } from 'node:url';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import featureBoundaries from './apps/web/build/feature-boundaries.js';

const webSources = fileURLToPath(new URL('./apps/web/src', import.meta.url));

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      'var/**',
      'coverage/**',
      'apps/web/src/gql/**',
      'apps/server/src/graphql/*.generated.ts',
      'test-results/**',
      'playwright-report/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
    },
  },
  {
    // How features import each other: README "How features import each other".
    files: ['apps/web/src/**/*.{ts,tsx}'],
    plugins: { features: featureBoundaries },
    rules: {
      'features/boundaries': ['error', { root: webSources }],
      'features/no-cycle': ['error', { root: webSources }],
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: 'react-i18next',
              importNames: ['useTranslation'],
              message: "Use lib/i18n/use-translation's useTranslation (decision 0049).",
            },
          ],
        },
      ],
      'no-restricted-syntax': [
        'error',
        {
          selector: "CallExpression[callee.name='useMediaQuery'] > Identifier[name='MOBILE_QUERY']",
          message:
            "Use lib/breakpoints' useMobileLayout(): it knows the layout at the first render, so a phone is not built in the desktop one first.",
        },
      ],
    },
  },
  {
    // The one place that reads the mobile query.
    files: ['apps/web/src/lib/breakpoints.ts'],
    rules: { 'no-restricted-syntax': 'off' },
  },
);
