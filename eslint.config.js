import path from 'node:path';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';
import { serverLayers } from './scripts/eslint/server-layers.js';
import { sourceBoundaries } from './scripts/eslint/source-boundaries.js';

const kebabCaseFileName = {
  meta: { type: 'suggestion', schema: [] },
  create(context) {
    return {
      Program(node) {
        const base = path.basename(context.filename);
        if (!/^[a-z0-9]+(-[a-z0-9]+)*(\.[a-z0-9]+)*$/.test(base)) {
          context.report({ node, message: `File name '${base}' must be kebab-case.` });
        }
      },
    };
  },
};

// Packages only: where src/ imports src/ is judged on resolved paths by local/source-boundaries.
const sharedMayNotImport = {
  group: ['fastify', 'drizzle-orm*', 'react', 'react-dom', '@mantine/*', 'node:*'],
  message: 'src/shared holds pure rules: it may not import server, client or I/O code.',
};

export default tseslint.config(
  {
    ignores: [
      'dist/',
      'node_modules/',
      'data/',
      'test-results/',
      'playwright-report/',
      '.tmp/',
      'src/server/db/migrations/',
      'tests/unit/lint/fixtures/',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    plugins: {
      local: {
        rules: {
          'kebab-case-file-name': kebabCaseFileName,
          'server-layers': serverLayers,
          'source-boundaries': sourceBoundaries,
        },
      },
    },
    rules: {
      'local/kebab-case-file-name': 'error',
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      'no-restricted-syntax': ['error', { selector: 'ExportDefaultDeclaration', message: 'Use named exports.' }],
    },
  },
  {
    files: ['*.config.{js,ts}', 'playwright.config.ts'],
    rules: { 'no-restricted-syntax': 'off' },
  },
  {
    files: ['src/client/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
    },
  },
  {
    files: ['src/shared/**/*.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: [sharedMayNotImport] }] },
  },
  {
    // The fixtures are outside the lint run; their test lints them on purpose, with ignore patterns off.
    files: ['src/**/*.{ts,tsx}', 'tests/unit/lint/fixtures/**/*.ts'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/extensions': ['.ts', '.tsx', '.js'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.js'] })],
    },
    rules: {
      'local/source-boundaries': 'error',
      // import-x skips type-only imports, which the compiler erases; none loop today either.
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
    },
  },
  {
    files: ['src/server/**/*.ts'],
    rules: { 'local/server-layers': 'error' },
  },
);
