import { expect, test } from '@playwright/test';
import { loggedInCustomer, openCheckout, useLocale } from '../support/e2e-steps';

/**
 * A closed store says so and when it opens, and the checkout offers no ASAP. The browser's
 * clock is fixed at 07:45 in Ho Chi Minh City on the day after the real one (the server lists the
 * store's open days from its own today), so the store (10:00–21:00) has not opened yet whatever the
 * real time is. Chromium's native Temporal ignores Playwright's clock, so the page uses the polyfill.
 */

test.describe.configure({ timeout: 60_000 });

test('should show a closed store with its next opening and offer no ASAP before it opens', async ({ page, request }) => {
  const tomorrow = new Date(Date.now() + 24 * 60 * 60 * 1000).toLocaleDateString('sv-SE', { timeZone: 'Asia/Ho_Chi_Minh' });
  await page.addInitScript(() => {
    delete (globalThis as { Temporal?: unknown }).Temporal;
  });
  await page.clock.setFixedTime(new Date(`${tomorrow}T07:45:00+07:00`));
  await useLocale(page, 'en');
  await loggedInCustomer(page, request);

  await page.goto('/');
  await page.getByRole('combobox', { name: /Delivery address/ }).fill('Chợ Bến Thành');
  await page.getByRole('option', { name: /Chợ Bến Thành/ }).click();
  await expect(page.getByTestId('store-open-state')).toHaveText(/^Closed now · opens at 10:00$/);
  await page.getByRole('button', { name: 'Confirm location' }).click();
  await expect(page).toHaveURL(/\/main-menu$/);
  // on the menu itself, not only in the side panel a phone folds away
  await expect(page.getByRole('main').getByTestId('closed-store-notice')).toContainText('Closed now · opens at 10:00');
  await expect(page.getByRole('main').getByTestId('closed-store-notice')).toContainText('You can still order now for later: choose the time at checkout.');
  await page.getByRole('button', { name: 'Add Phở Rolls to the cart' }).click();
  await expect(page.getByRole('complementary', { name: 'Store and delivery' }).getByTestId('store-open-state')).toHaveText(/^Closed now · opens at 10:00$/);

  await page.getByRole('banner').getByRole('link', { name: /Cart/ }).click();
  await openCheckout(page);
  await expect(page.getByRole('main').getByTestId('store-open-state')).toHaveText(/^Closed now · opens at 10:00$/);
  const time = page.getByRole('form', { name: 'Checkout' }).getByLabel('Time', { exact: true });
  await expect(time.locator('option[value="10:00"]')).toHaveCount(1);
  await expect(time.locator('option[value="asap"]')).toHaveCount(0);
});
