/**
 * The README's phone screenshots: the menu with its cart bar and the checkout, at 390 px in Chromium.
 * Run against a running app: `BASE_URL=http://localhost:3000 npx tsx scripts/readme-screenshots.ts`
 * (writes docs/screenshots/*.png).
 */
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { chromium, request as apiRequest } from '@playwright/test';
import { fillCart, loggedInCustomer, openCheckout } from '../tests/support/e2e-steps';

const baseURL = process.env.BASE_URL ?? 'http://localhost:3000';
const out = path.resolve(import.meta.dirname, '../docs/screenshots');

async function main() {
  mkdirSync(out, { recursive: true });
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
  });
  const request = await apiRequest.newContext({ baseURL });
  try {
    const context = await browser.newContext({ baseURL, viewport: { width: 390, height: 844 }, deviceScaleFactor: 2, locale: 'en-US', serviceWorkers: 'block' });
    const page = await context.newPage();
    await loggedInCustomer(page, request, 'Nguyễn Thị Mai');
    await page.addInitScript(() => {
      if (!window.localStorage.getItem('locale')) window.localStorage.setItem('locale', 'en');
    });
    await fillCart(page);
    // The menu as a Vietnamese customer reads it, the checkout in English.
    await page.evaluate(() => window.localStorage.setItem('locale', 'vi'));
    await page.goto('/main-menu');
    await page.getByRole('navigation').first().waitFor();
    await page.evaluate(() => window.scrollTo(0, 700));
    await page.waitForTimeout(600);
    await page.screenshot({ path: path.join(out, 'phone-menu-vi.png') });
    await page.evaluate(() => window.localStorage.setItem('locale', 'en'));
    await page.goto('/my-cart/');
    await openCheckout(page);
    await page.waitForTimeout(400);
    await page.screenshot({ path: path.join(out, 'phone-checkout-en.png') });
    await context.close();
  } finally {
    await request.dispose();
    await browser.close();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
