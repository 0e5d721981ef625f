import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { loggedInCustomer, openCheckout, useLocale, type Locale } from '../support/e2e-steps';

/**
 * The store calendar and restricted delivery areas, as a customer meets them. The server
 * lists a store's open days and calendar from its own today, so the closure is written relative to
 * it (the day after tomorrow to the day after that); the browser's clock is fixed at 11:00 tomorrow in
 * Ho Chi Minh City, when the store is open, as in store-hours.spec.ts. The entry is app-wide, so this
 * spec runs with the global-settings specs, after the others (playwright.config.ts).
 */

test.describe.configure({ timeout: 90_000, mode: 'serial' });

const businessDate = (daysFromToday: number) =>
  new Date(Date.now() + daysFromToday * 24 * 60 * 60 * 1000).toLocaleDateString('sv-SE', { timeZone: 'Asia/Ho_Chi_Minh' });
const shotsDir = process.env.SHOTS_DIR;

async function fixBrowserClock(page: Page) {
  await page.addInitScript(() => {
    delete (globalThis as { Temporal?: unknown }).Temporal;
  });
  await page.clock.setFixedTime(new Date(`${businessDate(1)}T11:00:00+07:00`));
}

async function addClosure(request: APIRequestContext) {
  const answer = await request.post('/sandbox/calendar/entries', {
    headers: { accept: 'application/json' },
    form: { store_code: 'S001', kind: 'closure', from: businessDate(2), to: businessDate(3), reopen: businessDate(4) },
  });
  expect(answer.status()).toBe(200);
  return ((await answer.json()) as { id: number }).id;
}

const removeEntry = (request: APIRequestContext, id: number) =>
  request.post(`/sandbox/calendar/entries/${id}/delete`, { headers: { accept: 'application/json' } });

const pickAddress = async (page: Page, typed: string, suggestion: RegExp) => {
  await page.goto('/');
  await page.getByRole('combobox', { name: /Delivery address|Địa chỉ giao hàng|お届け先住所/ }).fill(typed);
  await page.getByRole('option', { name: suggestion }).click();
};

test('should show the holiday closure with its dates on home, menu and checkout, and offer no closed date', async ({ page, request }) => {
  const entry = await addClosure(request);
  try {
    await fixBrowserClock(page);
    await useLocale(page, 'en');
    await loggedInCustomer(page, request);
    const [from, to, reopen] = [businessDate(2), businessDate(3), businessDate(4)];
    const wording = new RegExp(`Holiday closure\\s*Closed from ${from} to ${to}; we reopen on ${reopen}\\.`);

    await pickAddress(page, 'Chợ Bến Thành', /Chợ Bến Thành/);
    await expect(page.getByTestId('store-calendar-notice')).toHaveText(wording);
    await page.getByRole('button', { name: 'Confirm location' }).click();
    await expect(page).toHaveURL(/\/main-menu$/);
    await page.getByRole('button', { name: 'Add Phở Rolls to the cart' }).click();
    await expect(page.getByRole('complementary', { name: 'Store and delivery' }).getByTestId('store-calendar-notice')).toHaveText(wording);

    await page.getByRole('banner').getByRole('link', { name: /Cart/ }).click();
    await openCheckout(page);
    await expect(page.getByRole('main').getByTestId('store-calendar-notice').first()).toHaveText(wording);
    const date = page.getByRole('form', { name: 'Checkout' }).getByLabel('Date', { exact: true });
    await expect(date.locator(`option[value="${businessDate(1)}"]`)).toHaveCount(1);
    await expect(date.locator(`option[value="${from}"]`)).toHaveCount(0);
    await expect(date.locator(`option[value="${to}"]`)).toHaveCount(0);
    await expect(date.locator(`option[value="${reopen}"]`)).toHaveCount(1);
    if (shotsDir) await page.screenshot({ path: `${shotsDir}/checkout-holiday-en.png`, fullPage: true });
  } finally {
    await removeEntry(request, entry);
  }
});

const HOME_WORDING: Record<Exclude<Locale, 'en'>, (from: string, to: string, reopen: string) => RegExp> = {
  vi: (from, to, reopen) => new RegExp(`Nghỉ lễ\\s*Nghỉ từ ${from} đến ${to}; mở cửa lại vào ${reopen}\\.`),
  ja: (from, to, reopen) => new RegExp(`休業のお知らせ\\s*${from}から${to}まで休業します。${reopen}に営業を再開します。`),
};
const vietnamese = (iso: string) => iso.split('-').reverse().join('-');

for (const locale of ['vi', 'ja'] as const) {
  test(`should word the holiday closure in ${locale} with its own date format`, async ({ page, request }) => {
    const entry = await addClosure(request);
    try {
      await fixBrowserClock(page);
      await useLocale(page, locale);
      await page.setViewportSize({ width: 390, height: 844 });
      await pickAddress(page, 'Chợ Bến Thành', /Chợ Bến Thành/);
      const dates = [businessDate(2), businessDate(3), businessDate(4)].map((d) => (locale === 'vi' ? vietnamese(d) : d)) as [string, string, string];
      await expect(page.getByTestId('store-calendar-notice')).toHaveText(HOME_WORDING[locale](...dates));
      if (shotsDir) await page.screenshot({ path: `${shotsDir}/home-holiday-${locale}.png`, fullPage: true });
    } finally {
      await removeEntry(request, entry);
    }
  });
}

test('should tell that delivery is unavailable in a restricted area and not confirm the location', async ({ page }) => {
  await useLocale(page, 'en');
  await page.setViewportSize({ width: 390, height: 844 });
  await pickAddress(page, 'Chợ Tân Định', /Chợ Tân Định/);
  await expect(page.getByRole('alert')).toHaveText(
    'Delivery is unavailable in Phường Tân Định (Quận 1) (a restricted area). Please choose another address, or pick up at the store.',
  );
  await expect(page.getByRole('button', { name: 'Confirm location' })).toBeDisabled();
  if (shotsDir) await page.screenshot({ path: `${shotsDir}/home-restricted-en.png`, fullPage: true });
  // an address outside the area finds its store as before
  await pickAddress(page, 'Chợ Bến Thành', /Chợ Bến Thành/);
  await expect(page.getByRole('button', { name: 'Confirm location' })).toBeEnabled();
});
