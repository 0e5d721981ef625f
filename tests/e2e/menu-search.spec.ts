import { expect, test, type Page } from '@playwright/test';
import { useLocale } from '../support/e2e-steps';

/** The menu on a 390 px phone: search without diacritics, the sold-out stamp in the interface language, the detail's Add. */
const PHONE = { width: 390, height: 844 };

async function menuIn(page: Page, locale: 'vi' | 'ja') {
  await page.setViewportSize(PHONE);
  // kept as the app keeps it, in storage and in the cookie the server draws home in: the page it drew is hydrated,
  // and what is typed before that reaches the app
  await useLocale(page, locale);
  await page.goto('/');
  await page.getByRole('combobox').first().fill('Chợ Bến Thành');
  await page.getByRole('option', { name: /Chợ Bến Thành/ }).click();
  await page.locator('main').getByRole('button', { name: locale === 'vi' ? 'Xác nhận địa điểm' : '場所を確定' }).click();
  await expect(page).toHaveURL(/\/main-menu$/);
}

test('should find "Phở bò" dishes typed "pho bo" without diacritics, and say when nothing matches (vi)', async ({ page }) => {
  await menuIn(page, 'vi');
  const search = page.getByRole('searchbox', { name: 'Tìm món' });
  await search.fill('pho bo');
  const names = page.getByRole('heading', { level: 3 });
  await expect(names.first()).toBeVisible();
  const found = await names.allTextContents();
  expect(found.length).toBeGreaterThan(0);
  for (const name of found) expect(name.normalize('NFD').replace(/[\u0300-\u036f]/g, '').toLowerCase()).toMatch(/pho.*bo|bo.*pho/);
  expect(found.some((name) => name.startsWith('Phở bò'))).toBe(true);
  await page.screenshot({ path: '/tmp/menu-search-vi.png' });

  await search.fill('zzz');
  await expect(page.getByRole('status').filter({ hasText: 'Không có món nào khớp với “zzz”.' })).toBeVisible();
  await expect(names).toHaveCount(0);
  await search.fill('');
  expect(await names.count()).toBeGreaterThan(found.length);
});

for (const [locale, stamp] of [['vi', 'Hết hàng'], ['ja', '売り切れ']] as const) {
  test(`should stamp a sold-out dish in the interface language (${locale})`, async ({ page }) => {
    await menuIn(page, locale);
    const stamps = page.getByRole('img', { name: stamp });
    await stamps.first().scrollIntoViewIfNeeded();
    await expect(stamps.first()).toHaveText(stamp);
    await expect(page.getByText('SOLD OUT', { exact: true })).toHaveCount(0);
    await page.screenshot({ path: `/tmp/menu-sold-out-${locale}.png` });
  });
}

test('should keep the detail page\'s Add button on a phone\'s screen while the toppings scroll (ja)', async ({ page }) => {
  // home, the address, the menu and the detail: more steps than one screen's test on a shared 2-core machine
  test.setTimeout(60_000);
  await menuIn(page, 'ja');
  await page.getByRole('link', { name: /のオプションを選ぶ$/ }).first().click();
  await expect(page).toHaveURL(/\/detail/);
  const add = page.getByRole('button', { name: 'カートに追加' });
  await expect(add).toBeVisible();
  await page.evaluate(() => window.scrollTo(0, 0));
  await expect(add).toBeInViewport();
  const box = await add.boundingBox();
  expect(box!.y + box!.height).toBeLessThanOrEqual(PHONE.height);
  await page.screenshot({ path: '/tmp/detail-add-ja.png' });
});

for (const [locale, words] of [
  ['vi', { button: 'Ý nghĩa của các biểu tượng này', title: 'Ý nghĩa các biểu tượng', shrimp: 'Tôm', close: 'Đóng' }],
  ['ja', { button: 'これらのアイコンの意味', title: 'アイコンの意味', shrimp: 'エビ', close: '閉じる' }],
] as const) {
  test(`should explain every label and allergen icon from a dish card's own button (${locale})`, async ({ page }) => {
    await menuIn(page, locale);
    await page.getByRole('button', { name: words.button }).first().click();
    const legend = page.getByRole('dialog', { name: words.title });
    await expect(legend).toBeVisible();
    // SPEC §2: six labels and ten allergens, each named in the interface language
    await expect(legend.getByRole('listitem')).toHaveCount(16);
    await expect(legend.getByRole('listitem').filter({ hasText: words.shrimp })).toHaveCount(1);
    await page.screenshot({ path: `/tmp/menu-legend-${locale}.png` });
    await legend.getByRole('button', { name: words.close }).click();
    await expect(legend).toBeHidden();
  });
}
