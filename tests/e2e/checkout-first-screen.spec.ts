import { expect, test, type Page } from '@playwright/test';
import { fillCart, loggedInCustomer, openCheckout, useLocale, type Locale } from '../support/e2e-steps';

/**
 * A reload of /checkout paints the server's first screen before any script (the app's own checkout page, waiting for
 * the session, drawn by react-dom/server), its delivery section drawn with placeholders (not a blank band), and the app
 * hydrates it and fills it in without moving it. With SHOTS_DIR set, the held screen and the app's are saved there as
 * PNGs to look at.
 */

test.describe.configure({ timeout: 120_000 });
// the service worker would answer the scripts itself, past page.route
test.use({ viewport: { width: 390, height: 844 }, serviceWorkers: 'block' });

const PLACE_ORDER: Record<Locale, string> = { vi: 'Đặt hàng', en: 'Place order', ja: '注文する' };

async function shot(page: Page, name: string) {
  const dir = process.env.SHOTS_DIR;
  if (dir) await page.screenshot({ path: `${dir}/${name}.png` });
}

for (const locale of ['vi', 'en', 'ja'] as const satisfies readonly Locale[]) {
  test(`should draw placeholders in the server's delivery section until the app takes over, moving nothing, in ${locale}`, async ({ page, request }) => {
    await useLocale(page, 'en');
    await loggedInCustomer(page, request);
    await fillCart(page);
    await openCheckout(page);
    await page.evaluate((kept) => window.localStorage.setItem('locale', kept), locale);
    await page.context().addCookies([{ name: 'kept_locale', value: locale, url: page.url() }]);
    await page.addInitScript(() => {
      const shifts: number[] = [];
      (window as unknown as { layoutShifts: number[] }).layoutShifts = shifts;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as Array<PerformanceEntry & { value: number; hadRecentInput: boolean }>) {
          if (!entry.hadRecentInput) shifts.push(entry.value);
        }
      }).observe({ type: 'layout-shift', buffered: true });
    });

    // the app's scripts held: what shows is the server's HTML alone
    let release = () => {};
    const released = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/*.js', async (route) => {
      await released;
      await route.continue();
    });
    await page.reload({ waitUntil: 'commit' });
    const rooms = page.getByTestId('checkout-placeholder');
    await expect(rooms).toHaveCount(2);
    for (const room of await rooms.all()) {
      await expect(room).toBeVisible();
      // two lines of text, grey bars inside
      expect((await room.boundingBox())?.height).toBeCloseTo(51.2, 0);
      expect(await room.evaluate((element) => [...element.querySelectorAll('span')].filter((bar) => bar.getBoundingClientRect().height === 14).length)).toBeGreaterThanOrEqual(2);
    }
    await expect(page.getByRole('heading', { level: 2, name: { vi: 'Giao hàng hoặc nhận tại cửa hàng', en: 'Delivery or pickup', ja: '配達または店舗受け取り' }[locale] })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', locale);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await shot(page, `checkout-server-${locale}`);

    release();
    await expect(page.getByRole('button', { name: PLACE_ORDER[locale], exact: true })).toBeVisible({ timeout: 30_000 });
    await expect(rooms).toHaveCount(0);
    await expect(page.getByTestId('delivery-address')).toContainText('Bến Thành');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    const shifted = await page.evaluate(() => (window as unknown as { layoutShifts: number[] }).layoutShifts.reduce((sum, value) => sum + value, 0));
    expect(shifted).toBeLessThanOrEqual(0.05);
    await shot(page, `checkout-app-${locale}`);
  });
}
