import { mkdirSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { fillCart, useLocale } from '../support/e2e-steps';

/**
 * The cart names its dishes in the interface language. A dish added from the English menu is
 * called as the Vietnamese and Japanese menus call it once the customer switches language.
 */

test.describe.configure({ timeout: 60_000 });

const SHOTS = '/tmp/shots-h-rows-end';
const NAMES = { en: 'Phở Rolls', vi: 'Phở cuốn', ja: 'フォー・クオン（牛肉の米麺巻き）' } as const;

test('should name a dish added in English in the language the customer switches to', async ({ page }) => {
  mkdirSync(SHOTS, { recursive: true });
  await page.setViewportSize({ width: 390, height: 844 });
  await useLocale(page, 'en');
  await fillCart(page);
  const lines = page.getByRole('list', { name: /Dishes in your cart|Các món trong giỏ hàng|カート内の料理/ });
  await expect(lines.getByRole('listitem', { name: NAMES.en })).toBeVisible();

  for (const locale of ['vi', 'ja', 'en'] as const) {
    await page.getByRole('group', { name: /Language|Ngôn ngữ|言語/ }).locator(`button[lang="${locale}"]`).click();
    await expect(lines.locator(':scope > li')).toHaveCount(1);
    await expect(lines.getByRole('listitem', { name: NAMES[locale] })).toBeVisible();
    await page.screenshot({ path: `${SHOTS}/cart-${locale}.png` });
    expect(await page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth)).toBe(false);
  }
  // a reload keeps the names of the language the cart was last shown in
  await page.reload();
  await expect(lines.getByRole('listitem', { name: NAMES.en })).toBeVisible();
});
