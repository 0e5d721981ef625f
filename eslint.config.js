// @ts-check
import js from '@eslint/js';
import importPlugin from 'eslint-plugin-import';
import lingui from 'eslint-plugin-lingui';
import reactHooks from 'eslint-plugin-react-hooks';
import path from 'node:path';
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

/** The SPA's shared code: importable by every part of src/, importing none of src/app and src/features. */
const SHARED_APP_FOLDERS = ['./src/components', './src/lib', './src/adapters', './src/config', './src/styles', './src/i18n'];

/** App-wide state under src/app, each area with its provider, actors and the views bound to it; features import them. */
const APP_STATE_FOLDERS = ['./src/app/session', './src/app/settings', './src/app/ordering', './src/app/payment', './src/app/favourites'];

const testFiles = ['**/*.test.ts', '**/*.test.tsx', 'tests/**'];

/** One dot-separated part of a file name: lower-case words joined by hyphens. */
const KEBAB_CASE = /^[a-z0-9]+(-[a-z0-9]+)*$/;

/** Rules of this codebase's design that no published plugin states. */
const local = {
  rules: {
    'feature-boundaries': {
      meta: {
        type: 'problem',
        messages: {
          crossFeature:
            "Features do not import each other, not even through an index.ts: move what '{{feature}}' shares to src/app (app-wide state and the views bound to it), src/components or src/lib.",
        },
        schema: [],
      },
      create(context) {
        const features = `${path.sep}src${path.sep}features${path.sep}`;
        const at = context.filename.indexOf(features);
        if (at < 0) return {};
        const root = context.filename.slice(0, at + features.length);
        const own = context.filename.slice(root.length).split(path.sep)[0];
        const check = (node) => {
          const source = node.source && typeof node.source.value === 'string' ? node.source.value : null;
          if (!source || !source.startsWith('.')) return;
          const target = path.resolve(path.dirname(context.filename), source);
          if (!target.startsWith(root)) return;
          const [feature] = target.slice(root.length).split(path.sep);
          if (!feature || feature === own) return;
          context.report({ node: node.source, messageId: 'crossFeature', data: { feature } });
        };
        return { ImportDeclaration: check, ExportNamedDeclaration: check, ExportAllDeclaration: check, ImportExpression: check };
      },
    },
    'kebab-case-files': {
      meta: { type: 'suggestion', messages: { name: "File names are kebab-case ('{{name}}')." }, schema: [] },
      create(context) {
        return {
          Program(node) {
            const name = path.basename(context.filename);
            if (!name.split('.').every((part) => KEBAB_CASE.test(part))) context.report({ node, messageId: 'name', data: { name } });
          },
        };
      },
    },
  },
};

/** What machines/ and domain/ must never reach: the clock, the network, randomness and timers. */
const IMPURE_GLOBALS = ['fetch', 'XMLHttpRequest', 'WebSocket', 'EventSource', 'setTimeout', 'setInterval', 'setImmediate', 'requestAnimationFrame', 'requestIdleCallback'].map(
  (name) => ({ name, message: 'machines/ and domain/ are pure: effects are actors, delays are named (setup({ delays })), time comes in events.' }),
);
const IMPURE_PROPERTIES = [
  ['Date', 'now'],
  ['performance', 'now'],
  ['Temporal', 'Now'],
  ['Math', 'random'],
  ['crypto', 'randomUUID'],
  ['crypto', 'getRandomValues'],
  ['globalThis', 'fetch'],
  ['window', 'fetch'],
].map(([object, property]) => ({
  object,
  property,
  message: 'machines/ and domain/ are pure: the clock and randomness come from the caller (now in events, ids from actors).',
}));

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
              target: ['./server/services', './server/providers', './server/db'],
              from: './server/sandbox',
              message: "Services never reach for the sandbox: its overrides are handed to them where the app is composed (server/app.ts).",
            },
            {
              target: NON_APP_FOLDERS,
              from: './src',
              message: 'Nothing outside src/ and tests/ imports src/.',
            },
            {
              target: SHARED_APP_FOLDERS,
              from: ['./src/app', './src/features'],
              message: 'src/components, src/lib and the other shared folders hold code any screen may use: they import neither src/app nor src/features.',
            },
            {
              target: APP_STATE_FOLDERS,
              from: './src/features',
              message: "App-wide state (src/app/<area>) is what features share: it never imports a feature, so no feature's import runs back into it.",
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

  // ------------------------------------------------------------ purity of machines/ and domain/
  {
    files: ['machines/**/*.ts', 'domain/**/*.ts'],
    ignores: testFiles,
    rules: {
      'no-restricted-globals': ['error', ...IMPURE_GLOBALS],
      'no-restricted-properties': ['error', ...IMPURE_PROPERTIES],
      'no-restricted-syntax': [
        'error',
        {
          selector: "NewExpression[callee.name='Date'][arguments.length=0]",
          message: 'machines/ and domain/ never read the clock: take now as an argument.',
        },
      ],
    },
  },

  // ------------------------------------------------------------ names and feature boundaries
  {
    files: ['src/**/*.{ts,tsx}', 'machines/**/*.ts', 'domain/**/*.ts', 'server/**/*.ts', 'tests/**/*.ts'],
    plugins: { local },
    rules: { 'local/kebab-case-files': 'error' },
  },
  {
    files: ['src/features/**/*.{ts,tsx}'],
    plugins: { local },
    rules: { 'local/feature-boundaries': 'error' },
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
  {
    // /sandbox/inspector is a developers' console: English only, like the rest of the sandbox (docs/decisions/settings.md).
    files: ['src/inspector/**/*.tsx'],
    rules: { 'lingui/no-unlocalized-strings': 'off' },
  },
);
