/**
 * JavaScript a first visit downloads, as sent (Chromium asks br, gzip; the server answers the
 * precompressed files), per route, and the layout shift seen while it loads. Prints figures,
 * asserts nothing.
 *   npx tsx bench/first-load.ts http://127.0.0.1:4521
 * against a running built server (`npm run build`, then `SKIP_BUILD=1 PORT=4521 npm start`).
 * /main-menu is visited with a chosen store and /checkout with a cart, prepared through the app
 * as a customer would (English interface); `/checkout (no cart)` is a fresh visit, which redirects.
 */
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';

const origin = process.argv[2] ?? 'http://127.0.0.1:4521';
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

type StorageState = Awaited<ReturnType<BrowserContext['storageState']>>;

interface Visit {
  files: string[];
  bytes: number;
  layoutShift: number;
  finalPath: string;
}

async function recordLayoutShift(page: Page) {
  await page.addInitScript(() => {
    const w = window as unknown as { __cls: number };
    w.__cls = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) {
        if (!entry.hadRecentInput) w.__cls += entry.value;
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

async function visit(browser: Browser, route: string, state?: StorageState, tabStorage: Record<string, string> = {}): Promise<Visit> {
  const context = await browser.newContext({ storageState: state, viewport: { width: 390, height: 844 }, locale: 'en-US' });
  const page = await context.newPage();
  await page.addInitScript((entries) => {
    for (const [key, value] of Object.entries(entries)) window.sessionStorage.setItem(key, value);
  }, tabStorage);
  await recordLayoutShift(page);
  const pending: Promise<{ file: string; bytes: number }>[] = [];
  page.on('requestfinished', (request) => {
    const { pathname } = new URL(request.url());
    if (!pathname.endsWith('.js')) return;
    pending.push(request.sizes().then((sizes) => ({ file: pathname, bytes: sizes.responseBodySize })));
  });
  await page.goto(`${origin}${route}`, { waitUntil: 'networkidle' });
  await page.waitForTimeout(500);
  const loaded = await Promise.all(pending);
  const layoutShift = await page.evaluate(() => (window as unknown as { __cls: number }).__cls);
  const finalPath = new URL(page.url()).pathname;
  await context.close();
  return { files: loaded.map((l) => l.file), bytes: loaded.reduce((sum, l) => sum + l.bytes, 0), layoutShift, finalPath };
}

/** Home → address → store confirmed → a dish in the cart: the storage a returning customer has. */
async function customerWithCart(browser: Browser): Promise<StorageState> {
  const context = await browser.newContext({ locale: 'en-US' });
  const page = await context.newPage();
  await page.addInitScript(() => {
    if (!window.localStorage.getItem('locale')) window.localStorage.setItem('locale', 'en');
  });
  await page.goto(`${origin}/`);
  await page.getByRole('combobox', { name: /Delivery address/ }).fill('Chợ Bến Thành');
  await page.getByRole('option', { name: /Chợ Bến Thành/ }).click();
  await page.getByRole('button', { name: 'Confirm location' }).click();
  await page.waitForURL(/\/main-menu$/);
  await page.getByRole('button', { name: 'Add Phở Rolls to the cart' }).click();
  await page.waitForFunction(() => (window.localStorage.getItem('cart') ?? '').includes('lines'));
  const state = await context.storageState();
  await context.close();
  return state;
}

async function main() {
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
  });
  try {
    const withCart = await customerWithCart(browser);
    const visits: [string, Visit][] = [
      ['/', await visit(browser, '/')],
      ['/checkout (no cart)', await visit(browser, '/checkout')],
      ['/main-menu (store chosen)', await visit(browser, '/main-menu', withCart)],
      ['/checkout (cart)', await visit(browser, '/checkout', withCart, { checkoutEntry: '/my-cart' })],
    ];
    console.log('JS downloaded by a first visit (bytes as sent), layout shift');
    for (const [label, v] of visits) {
      console.log(`  ${label.padEnd(28)} ${kb(v.bytes).padStart(9)} in ${String(v.files.length).padStart(2)} file(s)  CLS ${v.layoutShift.toFixed(3)}  ends at ${v.finalPath}`);
    }
    if (process.argv.includes('--files')) {
      for (const [label, v] of visits) console.log(`${label}: ${v.files.map((f) => f.replace('/assets/', '')).join(' ')}`);
    }
  } finally {
    await browser.close();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
