import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import globals from 'globals';
import importX, { createNodeResolver } from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';
import { kebabCaseFileNames } from './scripts/eslint/kebab-case-file-names.js';
import { noImportCycle } from './scripts/eslint/no-import-cycle.js';

/** The project's own rules. */
const academyRules = {
  rules: { 'kebab-case-file-names': kebabCaseFileNames, 'no-import-cycle': noImportCycle },
};

/** Each command-side use case's folder (`command-service/src/<aggregate>/<use-case>/`), by aggregate. */
const useCases = readdirSync(new URL('command-service/src', import.meta.url), { withFileTypes: true })
  .filter(
    (aggregate) => aggregate.isDirectory() && aggregate.name !== 'pipeline' && aggregate.name !== 'testing',
  )
  .map((aggregate) => {
    const dir = `command-service/src/${aggregate.name}`;
    return readdirSync(new URL(dir, import.meta.url), { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => `./${dir}/${entry.name}`);
  });

const backend = ['domain', 'platform', 'projections', 'command-service', 'query-service', 'app', 'tests'];
/** Each package and what it may never import, by package name or by a relative path into its folder. */
const forbidden = {
  domain: ['platform', 'projections', 'command-service', 'query-service', 'app', 'tests', 'frontend'],
  platform: ['projections', 'command-service', 'query-service', 'app', 'tests', 'frontend'],
  projections: ['command-service', 'query-service', 'app', 'tests', 'frontend'],
  'command-service': ['projections', 'query-service', 'app', 'tests', 'frontend'],
  'query-service': ['projections', 'command-service', 'app', 'tests', 'frontend'],
  app: ['tests', 'frontend'],
};

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/dist-server/**',
      '**/node_modules/**',
      'data/**',
      'coverage/**',
      'test-results/**',
    ],
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
    // No import circles, anywhere, type-only imports included; workspace packages resolve to
    // their sources (tsconfig paths) for the import-x rules below.
    files: ['**/*.ts', '**/*.tsx'],
    plugins: { 'import-x': importX, academy: academyRules },
    settings: {
      'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/resolver-next': [
        createTypeScriptImportResolver({
          project: ['tsconfig.check.json', 'frontend/tsconfig.json'],
          noWarnOnMultipleProjects: true,
        }),
      ],
    },
    rules: { 'academy/no-import-cycle': 'error' },
  },
  {
    // File and folder names in kebab-case.
    files: ['**/*.ts', '**/*.tsx', '**/*.js', '**/*.mjs'],
    plugins: { academy: academyRules },
    rules: { 'academy/kebab-case-file-names': 'error' },
  },
  {
    // Each package's index names what it exports.
    files: ['*/src/index.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: 'ExportAllDeclaration',
          message: 'Name what the package exports: no `export *` in index.ts.',
        },
      ],
    },
  },
  {
    // The import direction, for relative paths too: domain <- platform <- projections and the
    // services, which never import each other; app alone wires them; tests sit on top.
    files: backend.map((folder) => `${folder}/**/*.ts`),
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            ...Object.entries(forbidden).map(([target, from]) => ({
              target: `./${target}`,
              from: from.map((f) => `./${f}`),
              message: `${target} may not import this package (see the import direction in README.md).`,
            })),
            // A use case never imports another's files: what two share lives in the aggregate's folder.
            ...useCases.flatMap((folders) =>
              folders
                .filter(() => folders.length > 1)
                .map((target) => ({
                  target,
                  from: folders.filter((f) => f !== target),
                  message: 'A use case never imports another: move what both need to the aggregate folder.',
                })),
            ),
          ],
        },
      ],
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
    files: ['platform/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            '@academy/command-service',
            '@academy/query-service',
            '@academy/projections',
            '@academy/app',
            '@academy/tests',
          ],
        },
      ],
    },
  },
  {
    files: ['projections/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: ['@academy/command-service', '@academy/query-service', '@academy/app', '@academy/tests'],
        },
      ],
    },
  },
  {
    files: ['command-service/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: ['@academy/query-service', '@academy/projections', '@academy/app', '@academy/tests'] },
      ],
    },
  },
  {
    files: ['query-service/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: ['@academy/command-service', '@academy/projections', '@academy/app', '@academy/tests'] },
      ],
    },
  },
  {
    files: ['app/**/*.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: ['@academy/tests'] }] },
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
    settings: {
      'import-x/resolver-next': [
        createNodeResolver({
          extensions: ['.ts', '.tsx', '.js'],
          extensionAlias: { '.js': ['.ts', '.tsx', '.js'] },
        }),
      ],
    },
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
