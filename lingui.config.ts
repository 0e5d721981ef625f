import { defineConfig } from '@lingui/cli';
import { formatter } from '@lingui/format-po';

export default defineConfig({
  locales: ['ja', 'vi', 'en'],
  sourceLocale: 'en',
  fallbackLocales: { default: 'ja' },
  catalogs: [
    {
      path: '<rootDir>/src/i18n/locales/{locale}/messages',
      include: ['<rootDir>/src'],
      exclude: [
        '**/node_modules/**',
        '**/*.test.ts',
        '**/*.test.tsx',
        '<rootDir>/src/features/policies/*-page.tsx',
        '<rootDir>/src/inspector/**',
      ],
    },
    // The sandbox inspector's own words (src/inspector/inspector-i18n.ts): built into its page, never the app's.
    {
      path: '<rootDir>/src/i18n/locales/{locale}/inspector',
      include: ['<rootDir>/src/inspector'],
      exclude: ['**/*.test.ts', '**/*.test.tsx'],
    },
    // The long policy texts load only with the policy pages (src/features/policies/policy-catalog.ts).
    {
      path: '<rootDir>/src/i18n/locales/{locale}/policies',
      include: ['<rootDir>/src/features/policies/*-page.tsx'],
    },
    // QA steps: read by the path generator and /sandbox/qa, never loaded by the app.
    {
      path: '<rootDir>/tests/paths/locales/{locale}/qa',
      include: ['<rootDir>/tests/paths/wording'],
    },
  ],
  format: formatter({ lineNumbers: false }),
});
