import { expect, test } from '@playwright/test';
import { fillCart, useLocale } from '../support/e2e-steps';

/**
 * SPEC §8 "Menu availability check failed: the customer is contacted if a dish is unavailable". Opening the
 * cart checks its dishes at the chosen store (check-menu-exist); here that call fails, and the customer is told
 * in the interface language.
 */

test.describe.configure({ timeout: 90_000 });

const NOTICE = {
  en: 'We could not check that the dishes in your cart are available at this store. If a dish is unavailable, we will contact you.',
  vi: 'Chúng tôi chưa kiểm tra được các món trong giỏ hàng có sẵn tại cửa hàng này hay không. Nếu có món không còn phục vụ, chúng tôi sẽ liên hệ với bạn.',
  ja: 'カート内の料理がこの店舗でご用意できるか確認できませんでした。ご用意できない料理がある場合は、こちらからご連絡いたします。',
} as const;

test('should tell the customer when the menu availability check fails, in en, vi and ja', async ({ page }) => {
  await page.route('**/api/delivery/check-menu-exist', (route) =>
    route.fulfill({ status: 500, contentType: 'application/json', body: JSON.stringify({ code: 'COMMON_ERROR', message: 'Internal error' }) }),
  );
  await useLocale(page, 'en');
  await fillCart(page);
  const notice = (locale: keyof typeof NOTICE) => page.getByRole('status').filter({ hasText: NOTICE[locale] });
  await expect(notice('en')).toBeVisible();
  await expect(page.getByRole('main')).toContainText('Phở Rolls');

  const header = page.getByRole('banner');
  await header.getByRole('button', { name: 'VI' }).click();
  await expect(notice('vi')).toBeVisible();
  await header.getByRole('button', { name: 'JA' }).click();
  await expect(notice('ja')).toBeVisible();

  // a check that succeeds takes the notice away
  await page.unroute('**/api/delivery/check-menu-exist');
  await page.reload();
  await expect(page.getByRole('main')).toContainText('フォー・クオン');
  await expect(notice('ja')).toHaveCount(0);
});
