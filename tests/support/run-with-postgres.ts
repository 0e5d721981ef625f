/**
 * npm run test:pg: the server tests again, on a PostgreSQL server (TEST_DATABASE_URL, a role that
 * may create databases); TEST_PG_WORKERS caps vitest's workers. Without it the run is skipped, unless REQUIRE_POSTGRES=1 (CI) makes it fail.
 */
import { spawnSync } from 'node:child_process';
import path from 'node:path';

const url = process.env.TEST_DATABASE_URL;
if (!url) {
  if (process.env.REQUIRE_POSTGRES === '1') {
    console.error('test:pg: TEST_DATABASE_URL is not set but REQUIRE_POSTGRES=1');
    process.exit(1);
  }
  console.log('test:pg: skipped (set TEST_DATABASE_URL=postgres://… to run the server tests on PostgreSQL)');
  process.exit(0);
}

const root = path.resolve(import.meta.dirname, '..', '..');
const result = spawnSync(
  process.execPath,
  [
    path.join(root, 'node_modules/vitest/vitest.mjs'),
    'run',
    '--project',
    'server',
  ],
  {
    cwd: root,
    stdio: 'inherit',
    // npm test runs this beside Playwright on one worker (tests/support/run-suite.ts). vitest.config.ts sets each
    // project's workers, which --maxWorkers (the root's) does not override; VITEST_MAX_WORKERS does.
    env: { ...process.env, TEST_DATABASE_URL: url, ...(process.env.TEST_PG_WORKERS ? { VITEST_MAX_WORKERS: process.env.TEST_PG_WORKERS } : {}) },
  },
);
process.exit(result.status ?? 1);
