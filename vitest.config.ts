import { availableParallelism } from 'node:os';
import { defineConfig, mergeConfig } from 'vitest/config';
import viteConfig from './vite.config.js';

const shared = ['**/node_modules/**', 'dist/**', 'tests/e2e/**'];

export default mergeConfig(
  viteConfig,
  defineConfig({
    test: {
      // vitest's default is one worker fewer than the cores, which is one on the 2-core CI: the whole unit run went
      // through one worker while the main thread, which only collects the results, left the second core idle. The
      // projects inherit this, so --maxWorkers on the command line does not change it: VITEST_MAX_WORKERS=1 does.
      maxWorkers: Math.max(availableParallelism() - 1, 2),
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
            name: 'domain',
            environment: 'node',
            // domain/ is pure (no module state, no mocks, no timers): its files share one module graph per worker
            // thread, a third of the CPU time of a fresh graph per file. machines/ stays isolated: its graph-path
            // files keep thousands of paths in module scope, which a shared graph would hold on to.
            pool: 'threads',
            isolate: false,
            testTimeout: 30_000,
            include: ['domain/**/*.test.ts'],
            exclude: shared,
          },
        },
        {
          extends: true,
          test: {
            name: 'node',
            environment: 'node',
            // threads start faster than forked processes; each file still gets its own module graph (vi.mock, stubbed globals)
            pool: 'threads',
            // a graph-path test replays hundreds of paths in one test: seconds on an idle machine, more on a busy 2-core CI
            testTimeout: 30_000,
            include: [
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
            // with the server's first screens hydrated by the app: a test that needs both a database and a DOM
            include: ['server/**/*.test.ts', 'tests/support/first-screen-hydration.test.tsx'],
            exclude: shared,
            // Forked processes still: in threads, the files' password hashing shares one process's libuv pool
            // (sessions-and-limits timed out once at 30 s on a machine loaded 10 times over; 21% less CPU otherwise).
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
