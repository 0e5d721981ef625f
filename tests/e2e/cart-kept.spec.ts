import { expect, test, type Page } from '@playwright/test';
import { useLocale } from '../support/e2e-steps';

/**
 * A cart is never lost on the way back to home (README "The cart"): the phone's Back button from the menu and the
 * brand logo both keep its dishes, and the store chosen next rechecks them. On a 390 px phone with the browser's
 * clock fixed at lunch in Ho Chi Minh City (the day after the real one, as the server lists open days from its own
 * today), so the menu is open whatever the real hour is. Chromium's native Temporal ignores Playwright's clock.
 */
const PHONE = { width: 390, height: 844 };

const words = {
  vi: { confirm: 'Xác nhận địa điểm', add: 'Thêm Phở cuốn vào giỏ hàng', cart: /Giỏ hàng/, home: /trang chủ$/i },
  en: { confirm: 'Confirm location', add: 'Add Phở Rolls to the cart', cart: /Cart/, home: /home$/i },
} as const;

async function menuWithTwoDishes(page: Page, locale: keyof typeof words) {
  const tomorrow = new Date(Date.now() + 24 * 60 * 60 * 1000).toLocaleDateString('sv-SE', { timeZone: 'Asia/Ho_Chi_Minh' });
  await page.addInitScript(() => {
    delete (globalThis as { Temporal?: unknown }).Temporal;
  });
  await page.clock.setFixedTime(new Date(`${tomorrow}T12:15:00+07:00`));
  await page.setViewportSize(PHONE);
  // kept as the app keeps it, in storage and in the cookie the server draws home in: the page it drew is hydrated,
  // and what is typed before that reaches the app
  await useLocale(page, locale);
  await page.goto('/');
  await page.getByRole('combobox').first().fill('Chợ Bến Thành');
  await page.getByRole('option', { name: /Chợ Bến Thành/ }).click();
  await page.locator('main').getByRole('button', { name: words[locale].confirm }).click();
  await expect(page).toHaveURL(/\/main-menu$/);
  const add = page.getByRole('button', { name: words[locale].add });
  await add.click();
  await add.click();
}

/** The count the header's cart link shows. */
const cartCount = (page: Page, locale: keyof typeof words) => page.getByRole('banner').getByRole('link', { name: words[locale].cart });

for (const locale of ['vi', 'en'] as const) {
  test(`should keep the cart when the phone's Back or the logo goes home, and recheck it at the store chosen next (${locale})`, async ({ page }) => {
    await menuWithTwoDishes(page, locale);
    await expect(cartCount(page, locale)).toContainText('2');

    // the phone's Back button: from the menu to home
    await page.goBack();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.locator('main').getByRole('button', { name: words[locale].confirm })).toBeVisible();
    await expect(cartCount(page, locale)).toContainText('2');
    await page.screenshot({ path: `/tmp/cart-kept-home-${locale}.png` });

    // the store chosen again: the menu opens with the same two dishes
    await page.getByRole('combobox').first().fill('Chợ Bến Thành');
    await page.getByRole('option', { name: /Chợ Bến Thành/ }).click();
    await page.locator('main').getByRole('button', { name: words[locale].confirm }).click();
    await expect(page).toHaveURL(/\/main-menu$/);
    await expect(cartCount(page, locale)).toContainText('2');

    // the brand logo
    await page.getByRole('banner').getByRole('link', { name: words[locale].home }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(cartCount(page, locale)).toContainText('2');
    await page.reload();
    await expect(cartCount(page, locale)).toContainText('2');
  });
}

test('should list the kept dishes in the cart after going home', async ({ page }) => {
  await menuWithTwoDishes(page, 'en');
  await page.goBack();
  await expect(page).toHaveURL(/\/$/);
  await page.getByRole('banner').getByRole('link', { name: /Cart/ }).click();
  await expect(page).toHaveURL(/\/my-cart\/?$/);
  const lines = page.getByRole('list', { name: 'Dishes in your cart' }).getByRole('listitem');
  await expect(lines).toHaveCount(1);
  await expect(lines.first()).toContainText('Phở Rolls');
});
