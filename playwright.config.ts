import { defineConfig, devices } from '@playwright/test';
import os from 'node:os';
import path from 'node:path';

// E2E_PORT lets a second run (e.g. a CI dry run beside a developer's) use another port.
const PORT = Number(process.env.E2E_PORT ?? 4173);
const BASE_URL = `http://localhost:${PORT}`;
// The specs that switch app-wide settings get a server of their own, on the next port.
const SETTINGS_PORT = PORT + 1;
const SETTINGS_URL = `http://localhost:${SETTINGS_PORT}`;
const isCI = Boolean(process.env.CI);

// A fresh database per run; computed once and inherited by the worker processes.
process.env.E2E_DATA_DIR ??= path.join(os.tmpdir(), `ordering-e2e-${Date.now()}`);

const GLOBAL_SETTINGS_SPECS = /((fee|radius|feature)-settings|store-calendar)\.spec\.ts$/;

const chromium = {
  ...devices['Desktop Chrome'],
  launchOptions: {
    executablePath: '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
  },
};

export default defineConfig({
  testDir: 'tests/e2e',
  globalSetup: './tests/support/e2e-global-setup.ts',
  fullyParallel: true,
  forbidOnly: isCI,
  workers: 2,
  retries: isCI ? 1 : 0,
  reporter: [
    ['list'],
    ...(isCI ? [['html', { open: 'never' }] as const] : []),
    // Prints the machines' states and transitions walked by tests/e2e/machine-paths.
    ['./tests/e2e/machine-paths/coverage-reporter.ts'],
  ],
  use: {
    baseURL: BASE_URL,
    // Recording a trace for every test costs a fifth of the walks' time and a third of their CPU on 2 cores
    // (screencast and DOM snapshots): in CI only a retry records one, so a failure that repeats keeps its trace.
    trace: isCI ? 'on-first-retry' : 'retain-on-failure',
    locale: 'ja-JP',
    // page.route does not see a service worker's requests: specs that need the worker allow it (offline.spec.ts).
    serviceWorkers: 'block',
  },
  projects: [
    { name: 'chromium', use: chromium, testIgnore: GLOBAL_SETTINGS_SPECS },
    // Specs that switch app-wide settings in /sandbox/settings run one at a time against a server and database of
    // their own, so that no other test sees a fee or feature it did not expect (a radius shrunk by one put another's
    // address out of range); beside the others rather than after them, which left one of the two workers idle.
    { name: 'global-settings', use: { ...chromium, baseURL: SETTINGS_URL }, testMatch: GLOBAL_SETTINGS_SPECS, workers: 1 },
  ],
  webServer: [
    {
      // npm test builds beside the type check and lint (tests/support/run-suite.ts) and sets E2E_PREBUILT=1
      command: process.env.E2E_PREBUILT === '1' ? 'node --import tsx server/start.ts' : 'npm run build && node --import tsx server/start.ts',
      url: `${BASE_URL}/api/v2/variable/`,
      env: { PORT: String(PORT), DATA_DIR: process.env.E2E_DATA_DIR, ORDER_CLOCK_SPEED: '60', SKIP_BUILD: '1' },
      reuseExistingServer: !isCI,
      timeout: 180_000,
      stdout: 'pipe',
      stderr: 'pipe',
    },
    {
      // started after the first, which has built dist/
      command: 'node --import tsx server/start.ts',
      url: `${SETTINGS_URL}/api/v2/variable/`,
      env: { PORT: String(SETTINGS_PORT), DATA_DIR: `${process.env.E2E_DATA_DIR}-settings`, ORDER_CLOCK_SPEED: '60', SKIP_BUILD: '1' },
      reuseExistingServer: !isCI,
      timeout: 180_000,
      stdout: 'pipe',
      stderr: 'pipe',
    },
  ],
});
