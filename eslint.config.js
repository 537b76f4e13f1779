import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import globals from 'globals';
import importX, { createNodeResolver } from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  {
    ignores: ['**/dist/**', '**/node_modules/**', 'data/**', 'coverage/**', 'test-results/**'],
  },
  js.configs.recommended,
  {
    files: ['**/*.js', '**/*.mjs'],
    languageOptions: { globals: { ...globals.node } },
  },
  ...tseslint.configs.strict.map((config) => ({ ...config, files: ['**/*.ts', '**/*.tsx'] })),
  {
    files: ['**/*.ts', '**/*.tsx'],
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/no-non-null-assertion': 'off',
      '@typescript-eslint/no-invalid-void-type': 'off',
      '@typescript-eslint/no-dynamic-delete': 'off',
    },
  },
  {
    files: ['frontend/**/*.ts', 'frontend/**/*.tsx'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
    },
  },
  {
    // Dependencies point one way: the domain is pure, services never import each other.
    files: ['domain/**/*.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: ['@academy/*', 'node:*', 'pg', 'express'] }],
    },
  },
  {
    files: ['command-service/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: ['@academy/query-service', '@academy/projections', '@academy/app'] },
      ],
    },
  },
  {
    files: ['query-service/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: ['@academy/command-service', '@academy/projections', '@academy/app'] },
      ],
    },
  },
  {
    files: ['frontend/**/*.ts', 'frontend/**/*.tsx'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            '@academy/platform',
            '@academy/command-service',
            '@academy/query-service',
            '@academy/projections',
            '@academy/app',
          ],
        },
      ],
    },
  },
  {
    // frontend floors: config < api < components < features < app (router, store, providers, hooks).
    // No feature imports another; what they share lives lower. Nothing below the app imports it,
    // but a feature may use the typed hooks. Tests may import the app: they render it whole.
    files: ['frontend/src/**/*.ts', 'frontend/src/**/*.tsx'],
    plugins: { 'import-x': importX },
    settings: { 'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.js'] })] },
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        {
          basePath: import.meta.dirname,
          zones: [
            ...readdirSync(new URL('frontend/src/features', import.meta.url), { withFileTypes: true })
              .filter((entry) => entry.isDirectory())
              .map(({ name }) => ({
                target: `frontend/src/features/${name}`,
                from: 'frontend/src/features',
                except: [`./${name}`],
                message:
                  'A feature never imports another: move what both need to components/, api/ or config/.',
              })),
            {
              target: ['components', 'api', 'config', 'access', 'cookies', 'sign-in-redirect', 'wiki'].map(
                (floor) => `frontend/src/${floor}`,
              ),
              from: 'frontend/src/features',
              message: 'Shared code imports no feature: let the app layer pass the feature in.',
            },
            {
              target: ['components', 'api', 'config', 'access', 'cookies', 'sign-in-redirect', 'wiki'].map(
                (floor) => `frontend/src/${floor}/**/!(*.test).{ts,tsx}`,
              ),
              from: 'frontend/src/app',
              message: 'The app is the top floor: nothing below imports it.',
            },
            {
              target: 'frontend/src/features/**/!(*.test).{ts,tsx}',
              from: 'frontend/src/app',
              except: ['./hooks.ts'],
              message: 'Features import only the typed hooks from the app.',
            },
          ],
        },
      ],
    },
  },
);
