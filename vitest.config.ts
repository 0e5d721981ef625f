import { defineConfig, mergeConfig } from 'vitest/config';
import viteConfig from './vite.config.js';

const shared = ['**/node_modules/**', 'dist/**', 'tests/e2e/**'];

export default mergeConfig(
  viteConfig,
  defineConfig({
    test: {
      projects: [
        {
          extends: true,
          test: {
            name: 'dom',
            environment: 'jsdom',
            include: ['src/**/*.test.tsx'],
            exclude: shared,
          },
        },
        {
          extends: true,
          test: {
            name: 'node',
            environment: 'node',
            // a graph-path test replays hundreds of paths in one test: seconds on an idle machine, more on a busy 2-core CI
            testTimeout: 30_000,
            include: [
              'domain/**/*.test.ts',
              'machines/**/*.test.ts',
              'src/**/*.test.ts',
              'tests/support/**/*.test.ts',
              'tests/paths/**/*.test.ts',
            ],
            exclude: shared,
          },
        },
        {
          extends: true,
          test: {
            name: 'server',
            environment: 'node',
            include: ['server/**/*.test.ts'],
            exclude: shared,
            // Builds the migrated, seeded database once; each server test file copies it.
            globalSetup: ['tests/support/global-setup.ts'],
            // PGlite and PostgreSQL-backed server tests start a database per file
            testTimeout: 30_000,
            hookTimeout: 60_000,
          },
        },
      ],
    },
  }),
);
