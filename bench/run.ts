/**
 * npm run bench: prints figures, asserts nothing.
 * - gzip size of the JS that / loads first, and of all JS
 * - server start-up time on a fresh and on an existing data directory
 * - requests per second and p99 latency of get-master-menu under load from a second process (autocannon)
 * - p50/p99 of get-master-menu and get-all-store at fixed rates, asked as a browser asks (br, gzip)
 * `npm run bench -- --api` measures only the API figures (the built dist/ must exist).
 * `npm run bench -- --account` measures only the account lists of a customer with 1,000 orders (PGlite, in process).
 */
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';
import { Temporal } from 'temporal-polyfill';
import { buildApp } from '../server/app';
import { readConfig } from '../server/config';
import { openDatabase } from '../server/db/database';
import { migrate } from '../server/db/migrate';
import { seed } from '../server/db/seed';
import { hashPassword } from '../server/services/passwords';

const root = path.resolve(import.meta.dirname, '..');
const dist = path.join(root, 'dist');
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const gzipSize = (file: string) => gzipSync(readFileSync(file), { level: 9 }).length;

function buildSpa() {
  const result = spawnSync(process.execPath, [path.join(root, 'node_modules/vite/bin/vite.js'), 'build', '--logLevel', 'warn'], { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) throw new Error('vite build failed');
}

function jsSizes() {
  const html = readFileSync(path.join(dist, 'index.html'), 'utf8');
  const initial = new Set(
    [...html.matchAll(/<(?:script[^>]*src|link[^>]*rel="modulepreload"[^>]*href)="([^"]+\.js)"/g)].map((m) => m[1]),
  );
  const assets = readdirSync(path.join(dist, 'assets')).filter((f) => f.endsWith('.js'));
  const sizes = assets.map((file) => ({ file, gzip: gzipSize(path.join(dist, 'assets', file)) }));
  const initialBytes = sizes.filter((s) => initial.has(`/assets/${s.file}`)).reduce((sum, s) => sum + s.gzip, 0);
  const totalBytes = sizes.reduce((sum, s) => sum + s.gzip, 0);
  return { initialBytes, totalBytes, initialFiles: initial.size, initial, sizes: sizes.sort((a, b) => b.gzip - a.gzip) };
}

/**
 * gzip bytes a lazy route adds after `/`: its chunk (found by file name prefix) and every
 * chunk it statically imports that `/` has not loaded already.
 */
function routeChunkBytes(prefix: string, initial: Set<string>) {
  const assets = readdirSync(path.join(dist, 'assets'));
  const entry = assets.find((f) => f.startsWith(prefix) && f.endsWith('.js'));
  if (!entry) return null;
  const seen = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file) || initial.has(`/assets/${file}`)) return;
    seen.add(file);
    const code = readFileSync(path.join(dist, 'assets', file), 'utf8');
    for (const m of code.matchAll(/(?:^|[;}\s])import\s*(?:[^'"()]*?from\s*)?["']\.\/([^"']+\.js)["']/g)) visit(m[1]);
  };
  visit(entry);
  const files = [...seen];
  return { files, gzip: files.reduce((sum, f) => sum + gzipSize(path.join(dist, 'assets', f)), 0) };
}

/**
 * gzip bytes of every JS file a first visit to / fetches in Chromium until the network is idle:
 * the entry and its preloads, plus what the app imports before and right after its first render.
 */
async function jsFetchedByFirstVisit(origin: string) {
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
  });
  try {
    const page = await browser.newPage();
    const files = new Set<string>();
    page.on('response', (response) => {
      const { pathname } = new URL(response.url());
      if (pathname.startsWith('/assets/') && pathname.endsWith('.js')) files.add(pathname.slice('/assets/'.length));
    });
    await page.goto(`${origin}/`, { waitUntil: 'networkidle' });
    return { files: files.size, gzip: [...files].reduce((sum, f) => sum + gzipSize(path.join(dist, 'assets', f)), 0) };
  } finally {
    await browser.close();
  }
}

interface Running {
  readyMs: number;
  stop(): Promise<void>;
}

function startServer(port: number, dataDir: string): Promise<Running> {
  const started = performance.now();
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(root, 'server/start.ts')], {
    cwd: root,
    env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, SKIP_BUILD: '1', NODE_ENV: 'development' },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  return new Promise((resolve, reject) => {
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes('Ready on')) {
        resolve({
          readyMs: performance.now() - started,
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

function autocannon(url: string, body: object) {
  const result = spawnSync(
    process.execPath,
    [
      path.join(root, 'node_modules/autocannon/autocannon.js'),
      '--json', '--connections', '10', '--duration', '10', '--method', 'POST',
      '--headers', 'content-type=application/json', '--body', JSON.stringify(body), url,
    ],
    { cwd: root, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 },
  );
  if (result.status !== 0) throw new Error(result.stderr);
  return JSON.parse(result.stdout) as { requests: { average: number }; latency: { p99: number; average: number }; non2xx: number; errors: number };
}

/** The store list and the menu as the app asks for them, and the rates they are measured at (issue 17's goals). */
const FIXED_RATE_CALLS = [
  { name: 'get-master-menu', url: '/api/delivery/get-master-menu', body: { brandcd: 'BNSG', storecd: 'S001', bumoncd: '', bunruicd: '', language: 'ja', theme: 'light' }, rates: [500, 1000] },
  { name: 'get-all-store', url: '/api/delivery/get-all-store', body: { brand_id: 1 }, rates: [250, 500] },
];

/** Latency at a fixed offered rate (autocannon --overallRate), 10 s each, from a second process. */
function atFixedRate(url: string, body: object, rate: number) {
  const result = spawnSync(
    process.execPath,
    [
      path.join(root, 'node_modules/autocannon/autocannon.js'),
      '--json', '--connections', '20', '--duration', '10', '--overallRate', String(rate), '--method', 'POST',
      '--headers', 'content-type=application/json', '--headers', 'accept-encoding=br, gzip', '--body', JSON.stringify(body), url,
    ],
    { cwd: root, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 },
  );
  if (result.status !== 0) throw new Error(result.stderr);
  const json = JSON.parse(result.stdout) as { requests: { average: number }; latency: { p50: number; p99: number }; throughput: { average: number }; non2xx: number; errors: number };
  return { ...json, bytesPerRequest: json.requests.average > 0 ? json.throughput.average / json.requests.average : 0 };
}

function printFixedRates(origin: string) {
  console.log('API at fixed rates (autocannon, 20 connections, 10 s each, accept-encoding br, gzip)');
  for (const call of FIXED_RATE_CALLS) {
    for (const rate of call.rates) {
      const r = atFixedRate(`${origin}${call.url}`, call.body, rate);
      console.log(
        `  ${call.name.padEnd(16)} asked ${String(rate).padStart(4)}/s: served ${r.requests.average.toFixed(0).padStart(4)}/s  p50 ${r.latency.p50} ms  p99 ${r.latency.p99} ms  ` +
          `${kb(r.bytesPerRequest)}/answer  non-2xx ${r.non2xx}  errors ${r.errors}`,
      );
    }
  }
}

/**
 * Orders per second through insert-delivery-info + update-delivery-info (confirm, re-priced by the
 * server) on a fresh embedded database, in process, at a fixed business time (a Monday 09:00).
 */
async function ordersPerSecond(seconds: number) {
  const db = await openDatabase({});
  await migrate(db);
  await seed(db);
  const now = Temporal.Instant.from('2026-11-23T02:00:00Z');
  const app = await buildApp({ db, config: { ...readConfig({}), distDir: '/nonexistent' }, clock: () => now });
  const line = {
    menucd: 'PHO001', menuid: 'PHO001_mT001', menunm: 'Phở bò tái', price: 65000, quantity: 2, stuckb: 2, tax_rate: 8, meisaikb: 0, active_flag: true,
    toppings: [{ menucd: 'T001', menunm: 'Tô vừa', price: 0, quantity: 1, meisaikb: 2 }],
  };
  const info = {
    foods: [line], storeId: 1, storeCode: 'S001', tencd: 'S001', status: 'ordering', name: 'Nguyễn Văn A', phone: '0901234567',
    deliveryTo: '135 Nam Kỳ Khởi Nghĩa, Quận 1', deliveryLocation: { lat: 10.78, lng: 106.7 }, deliveryFee: 15000,
    pickUpAtStore: false, isASAP: false, servsTime: '2026-11-23 12:00', orderTime: '12:00', emoneyType: 0, customerId: null,
  };
  let orders = 0;
  const started = performance.now();
  while (performance.now() - started < seconds * 1000) {
    const inserted = await app.inject({ method: 'POST', url: '/api/delivery/insert-delivery-info', payload: { info, lang: 'vi' } });
    const { id, order_capability: capability } = inserted.json().data;
    const confirmed = await app.inject({
      method: 'POST',
      url: '/api/delivery/update-delivery-info',
      headers: { 'x-order-capability': capability },
      payload: { id, isConfirm: true, lang: 'vi', info: { ...info, status: 'orderSent', start_time_check_out: now.toString(), start_time_payment: now.toString() } },
    });
    if (confirmed.statusCode !== 200) throw new Error(`confirm failed: ${confirmed.body}`);
    orders += 1;
  }
  const elapsed = (performance.now() - started) / 1000;
  await app.close();
  await db.close();
  return orders / elapsed;
}

/** Milliseconds at the given quantile of sorted timings. */
const quantile = (sorted: number[], q: number) => sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)]!;

/**
 * Issue 11: a customer with 1,000 orders (one every 90 minutes back from a Monday 09:00) opens the order
 * lists: get-user-order first and last page, get-order-history's default range, and the menu with the
 * favourites overlay, each asked 100 times one after another through the app on a fresh PGlite database.
 */
async function accountLists() {
  const db = await openDatabase({});
  await migrate(db);
  await seed(db);
  const now = Temporal.Instant.from('2026-11-23T02:00:00Z');
  const app = await buildApp({ db, config: { ...readConfig({}), distDir: '/nonexistent' }, clock: () => now });
  const [{ id: customerId }] = await db.query<{ id: number }>(
    `insert into customer (phone, full_name, password_hash, created_at) values ('+84906999999', 'Bench', $1, now()) returning id`,
    [await hashPassword('secret-123')],
  );
  await db.query(
    `insert into delivery_order (order_no, status, payment_status, cus_id, tencd, lang, info, foods, created_at, updated_at)
     select 'B' || n, 'completed', 'success', $1, 'S001', 'vi',
            jsonb_build_object('name', 'Bench', 'phone', '+84906999999', 'deliveryTo', '135 Nam Kỳ Khởi Nghĩa', 'subTotal', 65000, 'deliveryFee', 15000),
            '[{"menucd": "PHO001", "menunm": "Phở bò tái", "price": 65000, "quantity": 1}]'::jsonb,
            $2::timestamptz - make_interval(mins => 90 * n), $2::timestamptz - make_interval(mins => 90 * n)
       from generate_series(0, 999) as n`,
    [customerId, now.toString()],
  );
  await db.query('analyze delivery_order');
  const login = await app.inject({ method: 'POST', url: '/api/v2/login/', payload: { user_name: '+84906999999', password: 'secret-123' } });
  const authorization = `Bearer ${login.json().access}`;
  await app.inject({
    method: 'POST', url: '/api/delivery/set-favorite-menu', headers: { authorization },
    payload: { brandCode: 'BNSG', storeCode: 'S001', customerId, menucd: ['PHO001', 'PHO002'] },
  });
  const calls = [
    { name: 'get-user-order page 1', url: '/api/delivery/get-user-order', payload: { user_id: customerId, tab: 'all', page: 1, size: 20 } },
    { name: 'get-user-order page 50', url: '/api/delivery/get-user-order', payload: { user_id: customerId, tab: 'all', page: 50, size: 20 } },
    { name: 'get-order-history 30 days', url: '/api/delivery/get-order-history', payload: { user_id: customerId } },
    { name: 'get-master-menu + favourites', url: '/api/delivery/get-master-menu', payload: { brandcd: 'BNSG', storecd: 'S001', bumoncd: '', bunruicd: '', language: 'vi' } },
  ];
  console.log('Account lists of a customer with 1,000 orders (PGlite, in process, 100 requests each, one at a time; budget 200 ms)');
  for (const call of calls) {
    const timings: number[] = [];
    for (let i = 0; i < 100; i += 1) {
      const started = performance.now();
      const response = await app.inject({ method: 'POST', url: call.url, headers: { authorization }, payload: call.payload });
      timings.push(performance.now() - started);
      if (response.statusCode !== 200) throw new Error(`${call.name}: ${response.statusCode} ${response.body}`);
    }
    timings.sort((a, b) => a - b);
    const ms = (v: number) => `${v.toFixed(1)} ms`;
    console.log(`  ${call.name.padEnd(30)} p50 ${ms(quantile(timings, 0.5))}  p99 ${ms(quantile(timings, 0.99))}  max ${ms(timings.at(-1)!)}`);
  }
  await app.close();
  await db.close();
}

async function apiOnly() {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'ordering-bench-'));
  const port = 18080 + Math.floor(Math.random() * 1000);
  try {
    const server = await startServer(port, dataDir);
    printFixedRates(`http://127.0.0.1:${port}`);
    await server.stop();
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

async function main() {
  if (process.argv.includes('--api')) return apiOnly();
  if (process.argv.includes('--account')) return accountLists();
  buildSpa();
  const js = jsSizes();
  console.log('JavaScript (gzip)');
  console.log(`  loaded first by /: ${kb(js.initialBytes)} in ${js.initialFiles} file(s) (budget 120 KB)`);
  console.log(`  all JS:            ${kb(js.totalBytes)} in ${js.sizes.length} file(s)`);
  for (const { file, gzip } of js.sizes.slice(0, 8)) console.log(`    ${kb(gzip).padStart(9)}  ${file}`);
  const menu = routeChunkBytes('main-menu-screen-', js.initial);
  if (menu) console.log(`  added by /main-menu: ${kb(menu.gzip)} in ${menu.files.length} file(s) (${menu.files.join(', ')})`);
  for (const [route, prefix] of [['/checkout', 'checkout-page-'], ['/payment-result', 'payment-result-page-'], ['/delivery-status', 'delivery-status-page-']]) {
    const chunk = routeChunkBytes(prefix, js.initial);
    if (chunk) console.log(`  added by ${route}: ${kb(chunk.gzip)} in ${chunk.files.length} file(s)`);
  }

  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'ordering-bench-'));
  const port = 18080 + Math.floor(Math.random() * 1000);
  try {
    const fresh = await startServer(port, dataDir);
    await fresh.stop();
    const existing = await startServer(port, dataDir);
    console.log('Server start-up (process spawn to listening)');
    console.log(`  fresh data directory (migrate + seed): ${Math.round(fresh.readyMs)} ms`);
    console.log(`  existing data directory:               ${Math.round(existing.readyMs)} ms`);
    const visit = await jsFetchedByFirstVisit(`http://127.0.0.1:${port}`);
    console.log(`JS fetched by a first visit to / in Chromium (until network idle): ${kb(visit.gzip)} gzip in ${visit.files} file(s)`);
    const load = autocannon(`http://127.0.0.1:${port}/api/delivery/get-master-menu`, {
      brandcd: 'BNSG', storecd: 'S001', bumoncd: '', bunruicd: '', language: 'ja', theme: 'light',
    });
    console.log('get-master-menu under load (autocannon, 10 connections, 10 s, PGlite)');
    console.log(`  requests/s: ${load.requests.average.toFixed(0)}  latency avg ${load.latency.average.toFixed(1)} ms  p99 ${load.latency.p99} ms  non-2xx ${load.non2xx}  errors ${load.errors}`);
    printFixedRates(`http://127.0.0.1:${port}`);
    await existing.stop();
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
  const rate = await ordersPerSecond(5);
  console.log('Orders through insert + update (confirm) on the embedded database, one at a time, in process');
  console.log(`  orders/s: ${rate.toFixed(1)}`);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
