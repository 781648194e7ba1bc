import { readdirSync, existsSync } from 'node:fs';
import path from 'node:path';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import { serverLayers } from './scripts/eslint/server-layers.js';

const featuresDir = 'src/client/features';
const featureNames = existsSync(featuresDir) ? readdirSync(featuresDir) : [];
const otherFeatures = (feature) => featureNames.filter((other) => other !== feature);

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

const sharedMayNotImport = {
  group: ['#server/*', '#client/*', '**/server/**', '**/client/**', 'fastify', 'drizzle-orm*', 'react', 'react-dom', '@mantine/*', 'node:*'],
  message: 'src/shared holds pure rules: it may not import server, client or I/O code.',
};

export default tseslint.config(
  { ignores: ['dist/', 'node_modules/', 'data/', 'test-results/', 'playwright-report/', '.tmp/', 'src/server/db/migrations/'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    plugins: { local: { rules: { 'kebab-case-file-name': kebabCaseFileName, 'server-layers': serverLayers } } },
    rules: {
      'local/kebab-case-file-name': 'error',
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      'no-restricted-syntax': [
        'error',
        { selector: 'ExportDefaultDeclaration', message: 'Use named exports.' },
      ],
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
    files: ['src/client/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: ['#server/*', '**/server/**'], message: 'The client never imports server code.' }] },
      ],
    },
  },
  {
    files: ['src/server/**/*.ts'],
    rules: {
      'local/server-layers': 'error',
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: ['#client/*', '**/client/**'], message: 'The server never imports client code.' }] },
      ],
    },
  },
  {
    files: ['src/client/app/**/*.{ts,tsx}', 'src/client/components/**/*.{ts,tsx}', 'src/client/lib/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['#server/*', '**/server/**'], message: 'The client never imports server code.' },
            {
              group: ['#client/features/*/**', '!#client/features/*/index.ts'],
              message: "Import a feature through its index.ts; its internals are its own (lazy routes may import pages dynamically).",
            },
          ],
        },
      ],
    },
  },
  ...featureNames.map((feature) => ({
    files: [`${featuresDir}/${feature}/**/*.{ts,tsx}`],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['#server/*', '**/server/**'], message: 'The client never imports server code.' },
            ...otherFeatures(feature).map((other) => ({
              group: [`#client/features/${other}/**`, `**/features/${other}/**`, `!#client/features/${other}/index.ts`],
              message:
                "A feature reaches another feature only through its index.ts (e.g. the cart prices from products' useProducts); its internals are its own. Move what both share to src/client/components or src/shared.",
            })),
          ],
        },
      ],
    },
  })),
);
