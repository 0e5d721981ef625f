// @ts-check
import js from '@eslint/js';
import importPlugin from 'eslint-plugin-import';
import lingui from 'eslint-plugin-lingui';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

/** Packages that tie code to a UI, a transport or a database; pure layers must not import them. */
const UI_AND_IO_PACKAGES = [
  'react',
  'react/*',
  'react-dom',
  'react-dom/*',
  '@xstate/react',
  '@tanstack/*',
  'openapi-fetch',
  'wouter',
  'wouter/*',
  'fastify',
  '@fastify/*',
  'pg',
  '@electric-sql/*',
];

/** Folders besides src/ and tests/; none of them may import the SPA. */
const NON_APP_FOLDERS = ['./domain', './machines', './server', './openapi', './bench'];

const testFiles = ['**/*.test.ts', '**/*.test.tsx', 'tests/**'];

export default tseslint.config(
  {
    ignores: [
      'dist/**',
      'node_modules/**',
      'openapi/schema.d.ts',
      'public/**',
      'coverage/**',
      'test-results/**',
      'playwright-report/**',
      '.data/**',
      'bench/.tmp/**',
    ],
  },
  js.configs.recommended,
  tseslint.configs.recommended,
  {
    files: ['**/*.js', '**/*.mjs'],
    languageOptions: { globals: { process: 'readonly', console: 'readonly', URL: 'readonly' } },
  },
  {
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },

  // ------------------------------------------------------------ import boundaries (DESIGN.md "One picture")
  {
    files: ['**/*.ts', '**/*.tsx', '**/*.js'],
    plugins: { import: importPlugin },
    settings: {
      'import/resolver': { node: { extensions: ['.ts', '.tsx', '.d.ts', '.js', '.mjs', '.json'] } },
    },
    rules: {
      'import/no-restricted-paths': [
        'error',
        {
          zones: [
            {
              target: './domain',
              from: ['./src', './server', './machines', './tests'],
              message: 'domain/ holds pure rules: it imports nothing but temporal-polyfill and domain/.',
            },
            {
              target: './machines',
              from: ['./src', './server'],
              message: 'machines/ is pure XState: no views, no server code.',
            },
            {
              target: './server',
              from: ['./src', './machines'],
              message: 'The server never imports the SPA or the machines.',
            },
            {
              target: ['./server/services', './server/providers', './server/db'],
              from: './server/routes',
              message: 'Server layers run routes → services → db, never back: shared types live in server/context.ts.',
            },
            {
              target: NON_APP_FOLDERS,
              from: './src',
              message: 'Nothing outside src/ and tests/ imports src/.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['domain/**/*.ts'],
    ignores: testFiles,
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: UI_AND_IO_PACKAGES, message: 'domain/ is pure: no UI, transport or database packages.' },
            {
              regex: '^(?!temporal-polyfill(/|$)|\\.{1,2}/)',
              message: 'domain/ imports nothing but temporal-polyfill and domain/.',
            },
            { regex: '(^|/)openapi/', allowTypeImports: true, message: 'domain/ may use openapi/ types only.' },
          ],
        },
      ],
    },
  },
  {
    files: ['machines/**/*.ts'],
    ignores: testFiles,
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: UI_AND_IO_PACKAGES,
              message: 'machines/ is pure XState: effects are actors provided by the app.',
            },
            { regex: '(^|/)openapi/', allowTypeImports: true, message: 'machines/ may use openapi/ types only.' },
          ],
        },
      ],
    },
  },

  // ------------------------------------------------------------ the SPA
  {
    files: ['src/**/*.ts', 'src/**/*.tsx'],
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  {
    files: ['src/**/*.tsx'],
    ignores: testFiles,
    plugins: { lingui },
    rules: {
      ...lingui.configs['flat/recommended'].rules,
      'lingui/no-unlocalized-strings': [
        'error',
        {
          ignore: [
            // URLs, paths, module specifiers, mail and phone links
            '^(https?:|mailto:|tel:|/|#|\\.{1,2}/)',
            // single identifiers: keys, enum-like values, CSS keywords
            '^[a-z][a-zA-Z0-9_.:-]*$',
            // CSS values and lengths
            '^[\\d.]+(px|rem|em|%|vh|vw|ms|s)?$',
          ],
          ignoreNames: [
            { regex: { pattern: 'className', flags: 'i' } },
            { regex: { pattern: '^(data-|aria-(?!label$))' } },
            'href',
            'to',
            'path',
            'src',
            'id',
            'key',
            'role',
            'type',
            'lang',
            'style',
            'viewBox',
          ],
          ignoreFunctions: ['console.*', 'Error', 'useDocumentTitle', 'document.*', 'window.*', 'new URL'],
        },
      ],
    },
  },
);
