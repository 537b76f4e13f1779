import js from '@eslint/js';
import globals from 'globals';
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
);
