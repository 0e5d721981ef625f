/**
 * npm run bench: prints figures, asserts nothing. Sections, all by default or those named:
 *   --lighthouse  Lighthouse mobile (simulated throttling), median of 3, on /, /main-menu with a chosen store
 *                 and /checkout with a cart (the storage a customer would have, prepared through the app itself)
 *   --js          JS each of those routes downloads, in bytes as sent with accept-encoding br
 *   --api         p50/p99 of get-master-menu at 1,000 req/s and get-all-store at 500 req/s (autocannon at a
 *                 fixed rate), with the server's CPU time per answer (steadier than latency on a shared machine)
 *   --orders      orders per second through insert + confirm over HTTP, on PGlite and, with TEST_DATABASE_URL,
 *                 on PostgreSQL
 *   --processes   the same orders per second on 1 and 3 server processes (WORKERS=3) on one PostgreSQL
 *                 (TEST_DATABASE_URL), printed as a ratio
 *   --streams     1,000 open order status streams (Server-Sent Events) on one process (PGlite and, with
 *                 TEST_DATABASE_URL, PostgreSQL) and on two processes on one PostgreSQL (the streams split between
 *                 them, every change made through the first): p50/p99 of the time from just before a change's request
 *                 (the sandbox's advance of one order, 50 a second, each on its own order) to its event on the order's
 *                 stream, over all 1,000, and the server's memory per open stream (RSS and heap after a full GC, after
 *                 opening minus before, divided by 1,000; two processes summed; the heap is the steady figure, RSS
 *                 moves by more than 1,000 streams take), its CPU while the streams idle one heartbeat, and per change.
 *                 Guest pickup orders, inserted over HTTP and never confirmed: no step falls due by itself meanwhile
 *   --account     p50/p99 of the account lists of a customer with 1,000 orders (PGlite, in process)
 *   --trace       long tasks (over 50 ms) of each route's main thread in a Chrome trace at 4x CPU slowdown, their
 *                 blocking time after the first contentful paint and the layout shifts, median of 3 (steadier
 *                 than Lighthouse's simulated TBT on a loaded machine)
 * Every server is started here on a free port with a fresh DATA_DIR (or a fresh PostgreSQL database) and stopped.
 *   --route=/main-menu  (repeatable) Lighthouse and JS on the routes named only
 * BENCH_LIGHTHOUSE_DIR=<dir> keeps each Lighthouse report there as JSON (LCP element and phases, long tasks), and the trace it simulated from (.trace.json);
 * BENCH_LIGHTHOUSE_JS_SAMPLES=1 adds the JS samples to that trace (slower tasks: for finding a task's functions, not its length);
 * BENCH_LIGHTHOUSE_TRACE_CATEGORIES=fonts,blink,... adds Chromium trace categories to it (what a layout or style task did);
 * BENCH_PROFILE_DIR=<dir> keeps a CPU profile (4x CPU slowdown, as Lighthouse's) of each --js visit;
 * BENCH_SERVER_PROFILE_DIR=<dir> a CPU profile of each server process (node --cpu-prof, written when it stops).
 * BENCH_TRACE_DIR=<dir> keeps the Chrome trace (4x CPU slowdown, with JS samples) of each --trace visit;
 * BENCH_TRACE_CPU_RATE=1 traces without the slowdown (the tasks Lighthouse's simulation multiplies by 4);
 * `npx tsx bench/long-tasks.ts <trace>` lists its long tasks and what runs in them.
 * SKIP_BUILD=1 uses dist/ as it is; BENCH_SERVER_ROOT=<checkout> measures another checkout's server (before/after).
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import lighthouse from 'lighthouse';
import { chromium, type BrowserContext, type Cookie } from 'playwright-core';
import { openDatabase } from '../server/db/database';
import { SANDBOX_RECAPTCHA_SITE_KEY } from '../server/sandbox/recaptcha';
import { ORDER_STREAM_HEARTBEAT_MS } from '../server/services/order-streams';
import { accountLists } from './account-lists';

const root = path.resolve(import.meta.dirname, '..');
const serverRoot = process.env.BENCH_SERVER_ROOT ? path.resolve(process.env.BENCH_SERVER_ROOT) : root;
const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const CHROMIUM_FLAGS = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'];
const SECTIONS = ['lighthouse', 'js', 'api', 'orders', 'processes', 'streams', 'account', 'trace'] as const;
type Section = (typeof SECTIONS)[number];

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/** Rows of the table printed at the end. */
const figures: Array<[string, string]> = [];
function report(figure: string, value: string) {
  figures.push([figure, value]);
  console.log(`  ${figure}: ${value}`);
}

function selectedSections(argv: string[]): Set<Section> {
  const named = SECTIONS.filter((section) => argv.includes(`--${section}`));
  return new Set(named.length > 0 ? named : SECTIONS);
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

function buildSpa() {
  if (process.env.SKIP_BUILD === '1' && existsSync(path.join(root, 'dist/index.html'))) return;
  const result = spawnSync(process.execPath, [path.join(root, 'node_modules/vite/bin/vite.js'), 'build', '--logLevel', 'warn'], { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) throw new Error('vite build failed');
}

interface Running {
  origin: string;
  child: ChildProcess;
  stop(): Promise<void>;
}

/**
 * A server process (`server/start.ts`) on a free port; `env` chooses the database and WORKERS. `memoryProbe` loads
 * bench/memory-probe.ts into it (with --expose-gc and an IPC channel): serverMemory asks it for its memory.
 */
async function startServer(env: Record<string, string>, { memoryProbe = false } = {}): Promise<Running> {
  const port = await freePort();
  const profileDir = process.env.BENCH_SERVER_PROFILE_DIR;
  const profile = profileDir ? ['--cpu-prof', `--cpu-prof-dir=${path.resolve(profileDir)}`] : [];
  const probe = memoryProbe ? ['--expose-gc'] : [];
  const probeImport = memoryProbe ? ['--import', path.join(root, 'bench/memory-probe.ts')] : [];
  const child = spawn(process.execPath, [...profile, ...probe, '--import', 'tsx', ...probeImport, path.join(serverRoot, 'server/start.ts')], {
    cwd: serverRoot,
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', SKIP_BUILD: '1', NODE_ENV: 'development', ...env },
    stdio: memoryProbe ? ['ignore', 'pipe', 'inherit', 'ipc'] : ['ignore', 'pipe', 'inherit'],
  });
  return new Promise((resolve, reject) => {
    let output = '';
    child.stdout!.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes('Ready on')) {
        resolve({
          origin: `http://127.0.0.1:${port}`,
          child,
          stop: () =>
            new Promise((done) => {
              child.once('exit', () => done());
              child.kill('SIGTERM');
            }),
        });
      }
    });
    child.once('exit', (code) => reject(new Error(`server exited with ${code}: ${output}`)));
  });
}

async function withPgliteServer<T>(work: (server: Running) => Promise<T>, options: { memoryProbe?: boolean } = {}): Promise<T> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'ordering-bench-'));
  try {
    const server = await startServer({ DATA_DIR: dataDir, DATABASE_URL: '' }, options);
    try {
      return await work(server);
    } finally {
      await server.stop();
    }
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/** A new, empty PostgreSQL database beside TEST_DATABASE_URL's (the servers migrate and seed it), dropped afterwards. */
async function withPostgresDatabase<T>(serverUrl: string, work: (databaseUrl: string) => Promise<T>): Promise<T> {
  const admin = await openDatabase({ databaseUrl: serverUrl });
  const name = `ordering_bench_${randomUUID().replaceAll('-', '')}`;
  await admin.exec(`create database ${name}`);
  try {
    const url = new URL(serverUrl);
    url.pathname = `/${name}`;
    return await work(url.toString());
  } finally {
    await admin.exec(`drop database if exists ${name} with (force)`);
    await admin.close();
  }
}

/** CPU seconds (user + system) a process has used, from /proc (Linux); 0 once it is gone. */
function cpuSeconds(pid: number): number {
  if (!existsSync(`/proc/${pid}/stat`)) return 0;
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
  // utime and stime are fields 14 and 15 of stat, in clock ticks (100 per second on Linux)
  return (Number(fields[11]) + Number(fields[12])) / 100;
}

/** A process and its children (the cluster's workers), from /proc. */
function withChildren(pid: number): number[] {
  const file = `/proc/${pid}/task/${pid}/children`;
  const children = existsSync(file) ? readFileSync(file, 'utf8').trim().split(/\s+/).filter(Boolean).map(Number) : [];
  return [pid, ...children.flatMap(withChildren)];
}

/**
 * CPU seconds of the PostgreSQL backends serving `databaseUrl`'s database, when the server runs on this machine
 * (its backends' /proc entries are readable); null otherwise. Backends are sampled by pid at each call.
 */
async function backendCpu(databaseUrl: string): Promise<Map<number, number> | null> {
  const db = await openDatabase({ databaseUrl });
  try {
    const rows = await db.query<{ pid: number }>('select pid from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()');
    if (rows.length === 0 || !existsSync(`/proc/${rows[0].pid}/stat`)) return null;
    return new Map(rows.map((row) => [row.pid, cpuSeconds(row.pid)]));
  } finally {
    await db.close();
  }
}

// ---------------------------------------------------------------------------------------------- browser

const MEMBER_PASSWORD = 'bench-secret-12';

/** A member registered through the API (code read from the sandbox outbox); answers the phone (national form). */
async function registerMember(origin: string): Promise<string> {
  const phone = `09${String(Math.floor(Math.random() * 100_000_000)).padStart(8, '0')}`;
  // the app's reCAPTCHA response, from the sandbox's widget
  const { token } = (await post(origin, '/sandbox/recaptcha/userverify', { sitekey: SANDBOX_RECAPTCHA_SITE_KEY })) as unknown as { token: string };
  await post(origin, '/api/v2/otp/send/', { phone, purpose: 'register', lang: 'en', recaptcha_token: token });
  const outbox = await fetch(`${origin}/sandbox/sms?phone=${encodeURIComponent(`+84${phone.slice(1)}`)}`, { headers: { accept: 'application/json' } });
  const codes = ((await outbox.json()) as Array<{ channel: string; code: string | null }>).filter((row) => row.channel === 'sms' && row.code);
  const verified = await post(origin, '/api/v2/otp/verify/', { phone, purpose: 'register', code: codes[0].code });
  await post(origin, '/api/v2/customer/register.json', {
    username: phone, fullName: 'Khách Đo Tốc Độ', password: MEMBER_PASSWORD, tos: true, idToken: (verified.data as { idToken: string }).idToken,
  });
  return phone;
}

/**
 * What a member's browser holds after logging in, choosing a store by address and adding a dish (localStorage),
 * all done through the app's screens; the checkout also needs the tab's record that it was opened from the cart.
 */
async function customerStorage(origin: string): Promise<Record<string, string>> {
  const phone = await registerMember(origin);
  benchMemberPhone = phone;
  const browser = await chromium.launch({ executablePath: chromiumPath, args: CHROMIUM_FLAGS });
  try {
    const page = await browser.newPage({ viewport: { width: 390, height: 844 } });
    await page.addInitScript(() => {
      if (!window.localStorage.getItem('locale')) window.localStorage.setItem('locale', 'en');
    });
    await page.goto(`${origin}/login/`);
    const main = page.getByRole('main');
    await main.getByLabel('Phone number').fill(phone);
    await main.getByRole('button', { name: 'Next' }).click();
    await main.getByLabel('Password').fill(MEMBER_PASSWORD);
    await main.getByRole('button', { name: 'Log in' }).click();
    await page.waitForFunction(() => !!window.localStorage.getItem('token'));
    // the app goes home after a login and checks the account there: let it finish before the next page
    await page.waitForLoadState('networkidle');
    await page.goto(`${origin}/`);
    await page.getByRole('combobox', { name: /Delivery address/ }).fill('Chợ Bến Thành');
    await page.getByRole('option', { name: /Chợ Bến Thành/ }).first().click();
    await page.getByRole('button', { name: 'Confirm location' }).click();
    await page.waitForURL(/\/main-menu$/);
    await page.getByRole('button', { name: 'Add Phở Rolls to the cart' }).click();
    await page.waitForFunction(() => (JSON.parse(window.localStorage.getItem('cart') ?? '{"lines":[]}') as { lines: unknown[] }).lines.length > 0);
    benchMemberCookies = await page.context().cookies(origin);
    return await page.evaluate(() => Object.fromEntries(Object.entries(window.localStorage)));
  } finally {
    await browser.close();
  }
}

/** The member customerStorage logged in, so that each measured visit can start with tokens of its own. */
let benchMemberPhone: string | null = null;
/** The cookies the app wrote beside that storage (the kept store and language, src/adapters/cookies.ts). */
let benchMemberCookies: Cookie[] = [];

/**
 * `storage` with tokens from a new login: the app refreshes its token at start and the server rotates refresh tokens
 * (an old one is refused), so a second visit with the same stored tokens would be logged out and land on /login/.
 */
async function withFreshTokens(origin: string, storage: Record<string, string>): Promise<Record<string, string>> {
  if (!benchMemberPhone || !storage.token) return storage;
  const login = await post(origin, '/api/v2/login/', { user_name: `+84${benchMemberPhone.slice(1)}`, password: MEMBER_PASSWORD });
  const { access, refresh, user, customer } = login as unknown as { access: string; refresh: string; user: unknown; customer: unknown };
  return { ...storage, token: access, refreshToken: refresh, session: JSON.stringify({ user, customer }) };
}

/** sessionStorage of a tab whose checkout was opened from the cart (src/lib/checkout-entry.ts), and the cookie it writes. */
const CHECKOUT_TAB_STORAGE = { checkoutEntry: '/my-cart' };
const CHECKOUT_ENTRY_COOKIE = { name: 'checkout_entry', value: '1' };

interface Route {
  path: string;
  /** the localStorage the visit starts with (none: a first visit) */
  storage?: Record<string, string>;
  /** the tab's sessionStorage */
  tabStorage?: Record<string, string>;
}

function routesToMeasure(storage: Record<string, string>, only: string[]): Route[] {
  const routes: Route[] = [{ path: '/' }, { path: '/main-menu', storage }, { path: '/checkout', storage, tabStorage: CHECKOUT_TAB_STORAGE }];
  return only.length > 0 ? routes.filter((route) => only.includes(route.path)) : routes;
}

function selectedRoutes(argv: string[]): string[] {
  return argv.filter((arg) => arg.startsWith('--route=')).map((arg) => arg.slice('--route='.length));
}

/** A Chromium whose default context Lighthouse drives through its debugging port. */
async function launchForLighthouse() {
  const port = await freePort();
  const profile = mkdtempSync(path.join(os.tmpdir(), 'ordering-bench-chromium-'));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: chromiumPath,
    args: [...CHROMIUM_FLAGS, `--remote-debugging-port=${port}`],
    // no emulation from Playwright on the tabs Lighthouse opens: Lighthouse emulates its mobile device itself
    viewport: null,
  });
  // Playwright attaches to the tab Lighthouse opens: an init script gives that tab the sessionStorage a route needs.
  // Init scripts cannot be removed: the routes with tab storage come last.
  return {
    context,
    port,
    async addTabStorage(entries: Record<string, string>) {
      await context.addInitScript((values) => {
        for (const [key, value] of Object.entries(values)) window.sessionStorage.setItem(key, value);
      }, entries);
    },
    async close() {
      await context.close();
      rmSync(profile, { recursive: true, force: true });
    },
  };
}

/**
 * Leaves only `storage` in the origin's localStorage (and the member's cookies with it), with no HTTP cache, service
 * worker or cache storage (a cold load).
 */
async function prepareOrigin(context: BrowserContext, origin: string, storage: Record<string, string>, tabStorage?: Record<string, string>) {
  const page = await context.newPage();
  try {
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.clearBrowserCache');
    await cdp.send('Storage.clearDataForOrigin', { origin, storageTypes: 'all' });
    await page.goto(`${origin}/robots.txt`).catch(() => undefined);
    await page.evaluate((entries) => {
      window.localStorage.clear();
      for (const [key, value] of Object.entries(entries)) window.localStorage.setItem(key, value);
    }, storage);
    if (Object.keys(storage).length > 0) await context.addCookies(benchMemberCookies);
    if (tabStorage) await context.addCookies([{ ...CHECKOUT_ENTRY_COOKIE, url: origin }]);
  } finally {
    await page.close();
  }
}

interface LighthouseFigures {
  performance: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  landedOn: string;
}

async function lighthouseOnce(port: number, url: string, keepStorage: boolean): Promise<LighthouseFigures> {
  const extraCategories = [process.env.BENCH_LIGHTHOUSE_JS_SAMPLES ? 'disabled-by-default-v8.cpu_profiler' : '', process.env.BENCH_LIGHTHOUSE_TRACE_CATEGORIES ?? ''].filter(Boolean).join(',');
  const result = await lighthouse(url, { port, output: 'json', logLevel: 'error', onlyCategories: ['performance'], disableStorageReset: keepStorage, ...(extraCategories ? { additionalTraceCategories: extraCategories } : {}) });
  if (!result) throw new Error(`Lighthouse gave no result for ${url}`);
  const { lhr } = result;
  if (lhr.runtimeError) throw new Error(`Lighthouse on ${url}: ${lhr.runtimeError.message}`);
  const reportDir = process.env.BENCH_LIGHTHOUSE_DIR;
  if (reportDir) {
    mkdirSync(reportDir, { recursive: true });
    const name = `${new URL(url).pathname.replace(/\W+/g, '-').replace(/^-|-$/g, '') || 'home'}-${Date.now()}.json`;
    writeFileSync(path.join(reportDir, name), JSON.stringify(lhr));
    // the trace Lighthouse simulated from, for DevTools' performance panel or bench/long-tasks.ts
    const trace = (result.artifacts as { Trace?: unknown }).Trace;
    if (trace) writeFileSync(path.join(reportDir, name.replace(/\.json$/, '.trace.json')), JSON.stringify(trace));
  }
  return {
    performance: Math.round((lhr.categories.performance.score ?? 0) * 100),
    lcpMs: lhr.audits['largest-contentful-paint'].numericValue ?? NaN,
    tbtMs: lhr.audits['total-blocking-time'].numericValue ?? NaN,
    cls: lhr.audits['cumulative-layout-shift'].numericValue ?? NaN,
    landedOn: new URL(lhr.finalDisplayedUrl).pathname,
  };
}

async function measureLighthouse(origin: string, routes: Route[], runs = 3) {
  console.log(`Lighthouse mobile, simulated throttling, median of ${runs} (each figure its own median)`);
  const browser = await launchForLighthouse();
  try {
    for (const route of routes) {
      const results: LighthouseFigures[] = [];
      if (route.tabStorage) await browser.addTabStorage(route.tabStorage);
      for (let run = 0; run < runs; run += 1) {
        if (route.storage) await prepareOrigin(browser.context, origin, await withFreshTokens(origin, route.storage), route.tabStorage);
        // a trace lost on a loaded machine (NO_NAVSTART and the like) is measured once more
        const measure = () => lighthouseOnce(browser.port, `${origin}${route.path}`, !!route.storage);
        results.push(await measure().catch(async (error: unknown) => {
          console.log(`  (run again: ${error instanceof Error ? error.message.slice(0, 120) : error})`);
          if (route.storage) await prepareOrigin(browser.context, origin, await withFreshTokens(origin, route.storage), route.tabStorage);
          return measure();
        }));
      }
      const pick = (key: Exclude<keyof LighthouseFigures, 'landedOn'>) => median(results.map((r) => r[key]));
      const landed = [...new Set(results.map((r) => r.landedOn))].filter((landedOn) => landedOn !== route.path);
      report(
        `Lighthouse ${route.path}${route.storage ? ' (member, store and cart kept)' : ''}${landed.length ? ` (landed on ${landed.join(', ')})` : ''}`,
        `performance ${pick('performance')}, LCP ${(pick('lcpMs') / 1000).toFixed(2)} s, TBT ${Math.round(pick('tbtMs'))} ms, CLS ${pick('cls').toFixed(3)} ` +
          `(runs: ${results.map((r) => r.performance).join(', ')}; TBT ${results.map((r) => Math.round(r.tbtMs)).join(', ')} ms)`,
      );
    }
  } finally {
    await browser.close();
  }
}

/** Bytes of a response body as sent (not decoded), asked with `accept-encoding: br`. */
function bytesAsSent(url: string): Promise<{ bytes: number; encoding: string }> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers: { 'accept-encoding': 'br' } }, (response) => {
        let bytes = 0;
        response.on('data', (chunk: Buffer) => (bytes += chunk.length));
        response.on('end', () => resolve({ bytes, encoding: String(response.headers['content-encoding'] ?? 'identity') }));
        response.on('error', reject);
      })
      .on('error', reject);
  });
}

/** BENCH_TRACE_CPU_RATE=1 traces at full speed: the tasks that Lighthouse's simulation multiplies by 4. */
const traceCpuRate = Number(process.env.BENCH_TRACE_CPU_RATE ?? 4);

/** What a --trace visit records (kept by BENCH_TRACE_DIR; read by bench/long-tasks.ts): tasks, scripts, paints. */
const TRACE_CATEGORIES = ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'loading', 'blink.user_timing', 'v8.execute', 'toplevel'];

/** The JS files a visit to each route fetches until the network is idle, and their bytes as sent with br. */
async function measureJsPerRoute(origin: string, routes: Route[]) {
  console.log('JavaScript each route downloads (Chromium until network idle; bytes as sent with accept-encoding br)');
  const browser = await chromium.launch({ executablePath: chromiumPath, args: CHROMIUM_FLAGS });
  try {
    for (const route of routes) {
      const context = await browser.newContext({ viewport: { width: 390, height: 844 }, serviceWorkers: 'block' });
      if (route.storage) await context.addCookies(benchMemberCookies);
      if (route.tabStorage) await context.addCookies([{ ...CHECKOUT_ENTRY_COOKIE, url: origin }]);
      await context.addInitScript(
        ({ storage, tabStorage }) => {
          if (window.localStorage.length > 0) return;
          for (const [key, value] of Object.entries(storage)) window.localStorage.setItem(key, value);
          for (const [key, value] of Object.entries(tabStorage)) window.sessionStorage.setItem(key, value);
        },
        { storage: route.storage ? await withFreshTokens(origin, route.storage) : {}, tabStorage: route.tabStorage ?? {} },
      );
      const page = await context.newPage();
      const scripts = new Set<string>();
      page.on('request', (request) => {
        if (request.resourceType() === 'script' || new URL(request.url()).pathname.endsWith('.js')) scripts.add(request.url());
      });
      const profileDir = process.env.BENCH_PROFILE_DIR;
      const cdp = profileDir ? await context.newCDPSession(page) : null;
      if (cdp) {
        await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
        await cdp.send('Profiler.enable');
        await cdp.send('Profiler.start');
      }
      await page.goto(`${origin}${route.path}`, { waitUntil: 'networkidle' });
      const landed = new URL(page.url()).pathname;
      if (cdp && profileDir) {
        const { profile } = await cdp.send('Profiler.stop');
        mkdirSync(profileDir, { recursive: true });
        writeFileSync(path.join(profileDir, `${route.path.replace(/\W+/g, '') || 'home'}.cpuprofile`), JSON.stringify(profile));
      }
      await context.close();
      const sizes = await Promise.all([...scripts].filter((url) => url.startsWith(origin)).map(bytesAsSent));
      const encodings = [...new Set(sizes.map((s) => s.encoding))].join('/');
      report(
        `JS for ${route.path}${landed !== route.path ? ` (landed on ${landed})` : ''}`,
        `${kb(sizes.reduce((sum, s) => sum + s.bytes, 0))} in ${sizes.length} file(s), ${encodings}`,
      );
    }
  } finally {
    await browser.close();
  }
}

interface TraceFigures {
  longTasks: number[];
  blockingMs: number;
  fcpMs: number;
  layoutShift: number;
}

/** Reads a Chrome trace of one visit: the main thread is the one that painted the first contentful paint. */
function traceFigures(trace: { traceEvents: Array<{ name: string; ph: string; ts: number; dur?: number; pid: number; tid: number; args?: { data?: { had_recent_input?: boolean; weighted_score_delta?: number; score?: number } } }> }): TraceFigures {
  const events = trace.traceEvents;
  const fcp = events.find((event) => event.name === 'firstContentfulPaint');
  const navigation = events.find((event) => event.name === 'navigationStart' && (!fcp || event.pid === fcp.pid)) ?? events.find((event) => event.name === 'TracingStartedInBrowser');
  if (!fcp || !navigation) throw new Error('trace without a first contentful paint');
  const onMain = (event: { pid: number; tid: number }) => event.pid === fcp.pid && event.tid === fcp.tid;
  const tasks = events.filter((event) => event.name === 'RunTask' && event.ph === 'X' && onMain(event) && (event.dur ?? 0) > 50_000);
  const blockingMs = tasks
    .map((task) => (Math.max(task.ts, fcp.ts) < task.ts + task.dur! ? (task.ts + task.dur! - Math.max(task.ts, fcp.ts)) / 1000 : 0))
    .reduce((sum, afterFcp) => sum + Math.max(0, afterFcp - 50), 0);
  const layoutShift = events
    .filter((event) => event.name === 'LayoutShift' && event.pid === fcp.pid && !event.args?.data?.had_recent_input)
    .reduce((sum, event) => sum + (event.args?.data?.weighted_score_delta ?? event.args?.data?.score ?? 0), 0);
  return { longTasks: tasks.map((task) => Math.round(task.dur! / 1000)), blockingMs, fcpMs: (fcp.ts - navigation.ts) / 1000, layoutShift };
}

/** Each route visited `runs` times at 4x CPU slowdown (390 x 844) under a Chrome trace: its long tasks and layout shifts. */
async function measureLongTasks(origin: string, routes: Route[], runs = 3) {
  console.log(`Long tasks in a Chrome trace, 4x CPU slowdown, median of ${runs}`);
  const browser = await chromium.launch({ executablePath: chromiumPath, args: CHROMIUM_FLAGS });
  try {
    for (const route of routes) {
      const results: TraceFigures[] = [];
      for (let run = 0; run < runs; run += 1) {
        const context = await browser.newContext({ viewport: { width: 390, height: 844 }, serviceWorkers: 'block' });
        if (route.storage) await context.addCookies(benchMemberCookies);
        if (route.tabStorage) await context.addCookies([{ ...CHECKOUT_ENTRY_COOKIE, url: origin }]);
        await context.addInitScript(
          ({ storage, tabStorage }) => {
            if (window.localStorage.length > 0) return;
            for (const [key, value] of Object.entries(storage)) window.localStorage.setItem(key, value);
            for (const [key, value] of Object.entries(tabStorage)) window.sessionStorage.setItem(key, value);
          },
          { storage: route.storage ? await withFreshTokens(origin, route.storage) : {}, tabStorage: route.tabStorage ?? {} },
        );
        const page = await context.newPage();
        const cdp = await context.newCDPSession(page);
        await cdp.send('Emulation.setCPUThrottlingRate', { rate: traceCpuRate });
        const traceDir = process.env.BENCH_TRACE_DIR;
        // a kept trace carries the JS samples too, for DevTools' performance panel
        await browser.startTracing(page, { categories: traceDir ? [...TRACE_CATEGORIES, 'disabled-by-default-v8.cpu_profiler'] : TRACE_CATEGORIES });
        await page.goto(`${origin}${route.path}`, { waitUntil: 'networkidle' });
        await page.waitForTimeout(2000);
        const trace = JSON.parse((await browser.stopTracing()).toString('utf8'));
        if (traceDir) {
          mkdirSync(traceDir, { recursive: true });
          writeFileSync(path.join(traceDir, `${route.path.replace(/\W+/g, '') || 'home'}-${run + 1}.json`), JSON.stringify(trace));
        }
        results.push(traceFigures(trace));
        await context.close();
      }
      const byBlocking = [...results].sort((a, b) => a.blockingMs - b.blockingMs);
      const middle = byBlocking[Math.floor(byBlocking.length / 2)]!;
      report(
        `Long tasks ${route.path} (4x CPU)`,
        `blocking after FCP ${Math.round(middle.blockingMs)} ms, tasks over 50 ms [${middle.longTasks.join(', ')}] ms, FCP ${Math.round(middle.fcpMs)} ms, ` +
          `layout shift ${middle.layoutShift.toFixed(3)} (runs: ${results.map((r) => `${Math.round(r.blockingMs)} ms`).join(', ')})`,
      );
    }
  } finally {
    await browser.close();
  }
}

// ---------------------------------------------------------------------------------------------- API

/** The store list and the menu as the app asks for them, at the rates of the budgets' goals (1,000 and 500 req/s). */
const FIXED_RATE_CALLS = [
  { name: 'get-master-menu', url: '/api/delivery/get-master-menu', body: { brandcd: 'BNSG', storecd: 'S001', bumoncd: '', bunruicd: '', language: 'ja', theme: 'light' }, rate: 1000 },
  { name: 'get-all-store', url: '/api/delivery/get-all-store', body: { brand_id: 1 }, rate: 500 },
];

interface AutocannonResult {
  requests: { average: number; total: number };
  latency: { p50: number; p99: number };
  throughput: { average: number };
  non2xx: number;
  errors: number;
}

/** autocannon from a second process at a fixed offered rate (`overallRate`), as a browser asks (br, gzip). */
function autocannon(url: string, body: object, rate: number | null, seconds: number): AutocannonResult {
  const result = spawnSync(
    process.execPath,
    [
      path.join(root, 'node_modules/autocannon/autocannon.js'),
      '--json', '--connections', '20', '--duration', String(seconds), ...(rate ? ['--overallRate', String(rate)] : []), '--method', 'POST',
      '--headers', 'content-type=application/json', '--headers', 'accept-encoding=br, gzip', '--body', JSON.stringify(body), url,
    ],
    { cwd: root, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 },
  );
  if (result.status !== 0) throw new Error(result.stderr);
  return JSON.parse(result.stdout) as AutocannonResult;
}

function measureApi(server: Running, seconds = 10) {
  console.log(`API at fixed rates (autocannon, 20 connections, ${seconds} s each after a 3 s warm-up, accept-encoding br, gzip)`);
  for (const call of FIXED_RATE_CALLS) {
    autocannon(`${server.origin}${call.url}`, call.body, call.rate, 3);
    const cpuBefore = cpuSeconds(server.child.pid!);
    const r = autocannon(`${server.origin}${call.url}`, call.body, call.rate, seconds);
    const cpuMsPerAnswer = ((cpuSeconds(server.child.pid!) - cpuBefore) * 1000) / Math.max(1, r.requests.total);
    report(
      `${call.name} at ${call.rate}/s`,
      `served ${r.requests.average.toFixed(0)}/s, p50 ${r.latency.p50} ms, p99 ${r.latency.p99} ms, server CPU ${cpuMsPerAnswer.toFixed(2)} ms/answer, ` +
        `${kb(r.throughput.average / Math.max(1, r.requests.average))}/answer, non-2xx ${r.non2xx}, errors ${r.errors}`,
    );
  }
  // how far one process goes: as many requests as 20 connections can get answered
  const [menu] = FIXED_RATE_CALLS;
  const most = autocannon(`${server.origin}${menu.url}`, menu.body, null, seconds);
  report(`${menu.name}, one process flat out`, `${most.requests.average.toFixed(0)}/s, p50 ${most.latency.p50} ms, p99 ${most.latency.p99} ms, non-2xx ${most.non2xx}`);
}

// ---------------------------------------------------------------------------------------------- orders

const decoded = (body: Buffer, encoding: string | undefined) =>
  encoding === 'br' ? zlib.brotliDecompressSync(body) : encoding === 'gzip' ? zlib.gunzipSync(body) : encoding === 'deflate' ? zlib.inflateSync(body) : body;
/**
 * The orders' customers share keep-alive connections through node:http, whose client costs a fraction of fetch's CPU:
 * the bench shares the server's cores, so a heavier client would measure itself.
 */
const ordersAgent = new http.Agent({ keepAlive: true, maxSockets: 32 });

function post(origin: string, url: string, body: object, headers: Record<string, string> = {}, retried = false): Promise<{ data: Record<string, unknown> }> {
  const payload = JSON.stringify(body);
  return new Promise<{ data: Record<string, unknown> }>((resolve, reject) => {
    const request = http.request(
      `${origin}${url}`,
      {
        method: 'POST',
        agent: ordersAgent,
        // as a browser asks, so the server compresses what it would compress for a phone
        headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload), 'accept-encoding': 'gzip, deflate, br', ...headers },
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('error', reject);
        response.on('end', () => {
          const text = decoded(Buffer.concat(chunks), response.headers['content-encoding']).toString('utf8');
          if (response.statusCode !== 200) reject(new Error(`${url} answered ${response.statusCode}: ${text.slice(0, 300)}`));
          else resolve(JSON.parse(text) as { data: Record<string, unknown> });
        });
      },
    );
    // a kept connection the server closed while idle (its keep-alive timeout, passed during a long Lighthouse section)
    // fails at once on reuse: asked again on a new one, as Node's documentation advises
    request.on('error', (error: NodeJS.ErrnoException) => {
      if (request.reusedSocket && error.code === 'ECONNRESET' && !retried) resolve(post(origin, url, body, headers, true));
      else reject(error);
    });
    request.end(payload);
  });
}

/** A delivery order at S001 for a slot the server itself lists (its own clock decides which days are open). */
async function orderInfo(origin: string) {
  const { data } = await post(origin, '/api/delivery/get-all-store', { brand_id: 1 });
  const store = (data.store as Array<{ code: string; openDays: string[]; openTimes: string[][] }>).find((s) => s.code === 'S001')!;
  const day = store.openTimes.findIndex((slots, index) => index > 0 && slots.length > 0);
  const date = store.openDays[day];
  const time = store.openTimes[day][Math.floor(store.openTimes[day].length / 2)];
  const line = {
    menucd: 'PHO001', menuid: 'PHO001_mT001', menunm: 'Phở bò tái', price: 65000, quantity: 2, stuckb: 2, tax_rate: 8, meisaikb: 0, active_flag: true,
    toppings: [{ menucd: 'T001', menunm: 'Tô vừa', price: 0, quantity: 1, meisaikb: 2 }],
  };
  return {
    foods: [line], storeId: 1, storeCode: 'S001', tencd: 'S001', status: 'ordering', name: 'Nguyễn Văn A', phone: '0901234567',
    email: null, deliveryTo: '135 Nam Kỳ Khởi Nghĩa, Quận 1', deliveryLocation: { lat: 10.78, lng: 106.7 }, deliveryPlaceId: 'hcm-lm-dinh-doc-lap', deliveryFee: 15000,
    pickUpAtStore: false, isASAP: false, servsTime: `${date.slice(0, 4)}-${date.slice(4, 6)}-${date.slice(6)} ${time}`, orderTime: time,
    emoneyType: 0, customerId: null,
  };
}

/**
 * Orders per second through insert-delivery-info + update-delivery-info (confirm, re-priced by the server)
 * over HTTP, `clients` customers at once, each placing one order after another.
 */
async function ordersPerSecond(origin: string, seconds = 10, clients = 16) {
  const info = await orderInfo(origin);
  let orders = 0;
  const deadline = performance.now() + seconds * 1000;
  ordersPlaced = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: clients }, async () => {
      while (performance.now() < deadline) {
        const inserted = await post(origin, '/api/delivery/insert-delivery-info', { info, lang: 'vi' });
        const { id, order_capability: capability } = inserted.data as { id: number; order_capability: string };
        const now = new Date().toISOString();
        await post(
          origin,
          '/api/delivery/update-delivery-info',
          { id, isConfirm: true, lang: 'vi', info: { ...info, status: 'orderSent', start_time_check_out: now, start_time_payment: now } },
          { 'x-order-capability': capability },
        );
        orders += 1;
        ordersPlaced += 1;
      }
    }),
  );
  return orders / ((performance.now() - started) / 1000);
}

/** Orders placed by the running ordersPerSecond so far. */
let ordersPlaced = 0;

/**
 * Orders per second after a 3 s warm-up (catalogue cache, pool connections, named statements), with the CPU one order
 * costs in the server process(es) and, on a local PostgreSQL, in its backends: steadier than orders/s on a shared machine.
 */
async function measuredOrders(server: Running, databaseUrl: string | null) {
  await ordersPerSecond(server.origin, 3);
  const processes = withChildren(server.child.pid!);
  const serverBefore = processes.reduce((sum, pid) => sum + cpuSeconds(pid), 0);
  const backendsBefore = databaseUrl ? await backendCpu(databaseUrl) : null;
  const clientBefore = process.cpuUsage();
  const perSecond = await ordersPerSecond(server.origin);
  const clientUsed = process.cpuUsage(clientBefore);
  const placed = ordersPlaced;
  const clientMs = (clientUsed.user + clientUsed.system) / 1000 / placed;
  const serverMs = ((processes.reduce((sum, pid) => sum + cpuSeconds(pid), 0) - serverBefore) * 1000) / placed;
  const backendsAfter = databaseUrl ? await backendCpu(databaseUrl) : null;
  let backendMs: number | null = null;
  if (backendsBefore && backendsAfter) {
    const used = [...backendsAfter].reduce((sum, [pid, seconds]) => sum + seconds - (backendsBefore.get(pid) ?? 0), 0);
    backendMs = (used * 1000) / placed;
  }
  return {
    perSecond,
    text: `${perSecond.toFixed(0)} (per order: server CPU ${serverMs.toFixed(2)} ms${backendMs === null ? '' : `, PostgreSQL backends ${backendMs.toFixed(2)} ms`}, the bench's client ${clientMs.toFixed(2)} ms)`,
  };
}

async function measureOrders(sections: Set<Section>) {
  console.log('Orders through insert + confirm over HTTP (16 customers at once, 10 s after a 3 s warm-up)');
  if (sections.has('orders')) {
    const onPglite = await withPgliteServer((server) => measuredOrders(server, null));
    report('orders/s, PGlite, 1 process', onPglite.text);
  }
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) {
    console.log('  (PostgreSQL: set TEST_DATABASE_URL to measure it and several processes)');
    return;
  }
  const onPostgres = async (workers: number) =>
    withPostgresDatabase(serverUrl, async (databaseUrl) => {
      const server = await startServer({ DATABASE_URL: databaseUrl, WORKERS: String(workers) });
      try {
        return await measuredOrders(server, databaseUrl);
      } finally {
        await server.stop();
      }
    });
  const one = await onPostgres(1);
  report('orders/s, PostgreSQL, 1 process', one.text);
  if (sections.has('processes')) {
    const three = await onPostgres(3);
    report(
      'orders/s, PostgreSQL, 3 processes (WORKERS=3)',
      `${three.text}, x${(three.perSecond / one.perSecond).toFixed(2)} of 1 process, on ${os.cpus().length} cores`,
    );
  }
}

// ---------------------------------------------------------------------------------------------- status streams

/** Open status streams in each --streams configuration. */
const STREAMS = 1_000;
/** Changes per second --streams makes, each on its own order, at a fixed rate (it does not wait for arrivals). */
const CHANGES_PER_SECOND = 50;
/** Streams opened at once (each open reads the order and checks its access). */
const OPENING_AT_ONCE = 50;

/** The value at percentile `p` (nearest rank) of `values`. */
const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))];
};

/** A server's memory after a full collection, asked through bench/memory-probe.ts (a server started with memoryProbe). */
function serverMemory(server: Running): Promise<NodeJS.MemoryUsage> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('the server did not answer bench:memory')), 15_000);
    const answer = (message: unknown) => {
      if (!message || typeof message !== 'object' || !('benchMemory' in message)) return;
      clearTimeout(timer);
      server.child.off('message', answer);
      resolve((message as { benchMemory: NodeJS.MemoryUsage }).benchMemory);
    };
    server.child.on('message', answer);
    server.child.send('bench:memory');
  });
}

/** The summed memory of `servers` (each after a full collection). */
async function memoryOf(servers: Running[]) {
  const each = await Promise.all(servers.map(serverMemory));
  return { rss: each.reduce((sum, m) => sum + m.rss, 0), heap: each.reduce((sum, m) => sum + m.heapUsed, 0) };
}

interface WatchedOrder {
  id: number;
  orderNo: string;
  capability: string;
}

/**
 * `count` guest orders inserted over HTTP as --orders inserts them (16 customers at once), picked up at the store so
 * that the sandbox's advance is the status step alone (no courier booking in the timed request), and not confirmed:
 * no lifecycle step of theirs falls due by itself while they are watched.
 */
async function watchedOrders(origin: string, count: number): Promise<WatchedOrder[]> {
  const info = { ...(await orderInfo(origin)), pickUpAtStore: true };
  const orders: WatchedOrder[] = [];
  let claimed = 0;
  await Promise.all(
    Array.from({ length: 16 }, async () => {
      while (claimed < count) {
        claimed += 1;
        const { data } = await post(origin, '/api/delivery/insert-delivery-info', { info, lang: 'vi' });
        const { id, order_no: orderNo, order_capability: capability } = data as { id: number; order_no: string; order_capability: string };
        orders.push({ id, orderNo, capability });
      }
    }),
  );
  return orders;
}

/** One order's status stream, held by fetch (undici): when each of its events arrived. */
interface HeldStream {
  order: WatchedOrder;
  /** performance.now() of each event (id and data: an order's state), the opening one first. */
  arrivals: number[];
  ended: boolean;
  close(): void;
}

/** Opens `order`'s stream with its capability (as the status page's fetch does); resolves at its opening event. */
async function holdStream(origin: string, order: WatchedOrder): Promise<HeldStream> {
  const abort = new AbortController();
  const response = await fetch(`${origin}/api/delivery/order-status-stream?order_no=${order.orderNo}&lang=vi`, {
    headers: { 'x-order-capability': order.capability },
    signal: abort.signal,
  });
  if (response.status !== 200 || !response.body) throw new Error(`the stream of ${order.orderNo} answered ${response.status}: ${(await response.text()).slice(0, 200)}`);
  const held: HeldStream = { order, arrivals: [], ended: false, close: () => abort.abort() };
  let opened: () => void = () => undefined;
  const opening = new Promise<void>((resolve) => (opened = resolve));
  const reader = response.body.getReader();
  const decoder = new TextDecoder();
  void (async () => {
    let buffer = '';
    try {
      for (;;) {
        const { value, done } = await reader.read();
        if (done) break;
        buffer += decoder.decode(value, { stream: true });
        let end: number;
        while ((end = buffer.indexOf('\n\n')) >= 0) {
          // an event of the order is `id: <version>` then its data; `retry:` and `: heartbeat` are not
          if (buffer.startsWith('id: ')) {
            held.arrivals.push(performance.now());
            opened();
          }
          buffer = buffer.slice(end + 2);
        }
      }
    } catch {
      // closed by the bench
    }
    held.ended = true;
    opened();
  })();
  await opening;
  if (held.arrivals.length === 0) throw new Error(`the stream of ${order.orderNo} ended before its first event`);
  return held;
}

/** Waits until `done` or `ms` have passed. */
async function until(done: () => boolean, ms: number) {
  const deadline = performance.now() + ms;
  while (!done() && performance.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 50));
}

/**
 * STREAMS streams, one per order, opened on `servers` in turn (order i on servers[i % n]), then one change per order
 * made through servers[0] at CHANGES_PER_SECOND: each change timed from just before its request to the event on its
 * order's stream. Memory is measured after a full GC before the streams open and once they all are.
 */
async function measuredStreams(servers: Running[], databaseUrl: string | null) {
  const [first] = servers;
  const orders = await watchedOrders(first.origin, STREAMS);
  const before = await memoryOf(servers);
  const openingStarted = performance.now();
  const streams: HeldStream[] = [];
  for (let start = 0; start < orders.length; start += OPENING_AT_ONCE) {
    streams.push(
      ...(await Promise.all(orders.slice(start, start + OPENING_AT_ONCE).map((order, offset) => holdStream(servers[(start + offset) % servers.length].origin, order)))),
    );
  }
  const openingSeconds = (performance.now() - openingStarted) / 1000;
  // the opened sockets and their buffers settle
  await new Promise((resolve) => setTimeout(resolve, 1_000));
  const after = await memoryOf(servers);
  try {
    const pids = servers.flatMap((server) => withChildren(server.child.pid!));
    const serversCpu = () => pids.reduce((sum, pid) => sum + cpuSeconds(pid), 0);
    // what the open streams cost while nothing changes: one heartbeat period (a comment and a due-step check each)
    const idleBefore = serversCpu();
    await new Promise((resolve) => setTimeout(resolve, ORDER_STREAM_HEARTBEAT_MS));
    const idleShare = (serversCpu() - idleBefore) / (ORDER_STREAM_HEARTBEAT_MS / 1000);
    const cpuBefore = serversCpu();
    const backendsBefore = databaseUrl ? await backendCpu(databaseUrl) : null;
    const changedAt = new Map<HeldStream, number>();
    const started = performance.now();
    const requests: Array<Promise<unknown>> = [];
    for (const [index, stream] of streams.entries()) {
      const due = started + (index * 1000) / CHANGES_PER_SECOND;
      if (due > performance.now()) await new Promise((resolve) => setTimeout(resolve, due - performance.now()));
      changedAt.set(stream, performance.now());
      requests.push(post(first.origin, `/sandbox/orders/${stream.order.id}/advance`, {}, { accept: 'application/json' }));
    }
    await Promise.all(requests);
    await until(() => streams.every((stream) => stream.arrivals.length > 1), 30_000);
    const issuingSeconds = (performance.now() - started) / 1000;
    const serverMs = ((serversCpu() - cpuBefore) * 1000) / streams.length;
    const backendsAfter = databaseUrl ? await backendCpu(databaseUrl) : null;
    let backendMs: number | null = null;
    if (backendsBefore && backendsAfter) {
      backendMs = ([...backendsAfter].reduce((sum, [pid, seconds]) => sum + seconds - (backendsBefore.get(pid) ?? 0), 0) * 1000) / streams.length;
    }
    const latency = (held: HeldStream[]) => held.filter((stream) => stream.arrivals.length > 1).map((stream) => stream.arrivals[1] - changedAt.get(stream)!);
    const all = latency(streams);
    const missing = streams.length - all.length;
    const ms = (value: number) => `${value.toFixed(1)} ms`;
    const others = servers.length > 1 ? latency(streams.filter((_, index) => index % servers.length !== 0)) : [];
    return {
      text:
        `change → arrival p50 ${ms(percentile(all, 50))}, p99 ${ms(percentile(all, 99))}, max ${ms(Math.max(...all))}` +
        (others.length ? ` (streams on the other process: p50 ${ms(percentile(others, 50))}, p99 ${ms(percentile(others, 99))})` : '') +
        `${missing ? `, ${missing} never arrived` : ''}; per open stream RSS ${kb((after.rss - before.rss) / STREAMS)}, heap ${kb((after.heap - before.heap) / STREAMS)}` +
        `; ${STREAMS} opened in ${openingSeconds.toFixed(1)} s, idle ${(idleShare * 100).toFixed(1)}% of a core; per change server CPU ${serverMs.toFixed(2)} ms` +
        `${backendMs === null ? '' : `, PostgreSQL backends ${backendMs.toFixed(2)} ms`} (${STREAMS} changes at ${CHANGES_PER_SECOND}/s, all in ${issuingSeconds.toFixed(1)} s)`,
    };
  } finally {
    for (const stream of streams) stream.close();
  }
}

async function measureStreams() {
  console.log(`Order status streams: ${STREAMS} open, one change per order at ${CHANGES_PER_SECOND}/s through the sandbox's advance`);
  const onPglite = await withPgliteServer((server) => measuredStreams([server], null), { memoryProbe: true });
  report(`status streams, PGlite, 1 process`, onPglite.text);
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) {
    console.log('  (PostgreSQL: set TEST_DATABASE_URL to measure it and two processes)');
    return;
  }
  const onPostgres = async (processes: number) =>
    withPostgresDatabase(serverUrl, async (databaseUrl) => {
      // separate processes (not WORKERS' cluster, which shares one port): the bench chooses which one holds a stream
      const servers: Running[] = [];
      try {
        for (let index = 0; index < processes; index += 1) servers.push(await startServer({ DATABASE_URL: databaseUrl, WORKERS: '1' }, { memoryProbe: true }));
        return await measuredStreams(servers, databaseUrl);
      } finally {
        await Promise.all(servers.map((server) => server.stop()));
      }
    });
  report('status streams, PostgreSQL, 1 process', (await onPostgres(1)).text);
  report(`status streams, PostgreSQL, 2 processes (${STREAMS / 2} streams each, changes through the first)`, (await onPostgres(2)).text);
}

async function main() {
  const sections = selectedSections(process.argv.slice(2));
  console.log(`npm run bench: ${[...sections].join(', ')} (${os.cpus().length} cores, load average ${os.loadavg()[0].toFixed(1)} at the start)`);
  const inBrowser = sections.has('lighthouse') || sections.has('js') || sections.has('trace');
  if (inBrowser) buildSpa();
  if (inBrowser || sections.has('api')) {
    await withPgliteServer(async (server) => {
      if (inBrowser) {
        const routes = routesToMeasure(await customerStorage(server.origin), selectedRoutes(process.argv.slice(2)));
        if (sections.has('trace')) await measureLongTasks(server.origin, routes);
        if (sections.has('lighthouse')) await measureLighthouse(server.origin, routes);
        if (sections.has('js')) await measureJsPerRoute(server.origin, routes);
      }
      if (sections.has('api')) measureApi(server);
    });
  }
  if (sections.has('orders') || sections.has('processes')) await measureOrders(sections);
  if (sections.has('streams')) await measureStreams();
  if (sections.has('account')) await accountLists();

  console.log(`\n| figure | measured (load average ${os.loadavg()[0].toFixed(1)} at the end) |\n|---|---|`);
  for (const [figure, value] of figures) console.log(`| ${figure} | ${value} |`);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
