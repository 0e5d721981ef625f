import { expect, test, type Page } from '@playwright/test';

/** Leaving for home with dishes in the cart, on a 390 px phone: the phone's Back and the brand logo ask first. */
const PHONE = { width: 390, height: 844 };

const WORDS = {
  vi: {
    question: 'Đặt đơn hàng mới?',
    keep: 'Giữ giỏ hàng',
    start: 'Đặt đơn hàng mới',
    cart: (n: number) => new RegExp(`Giỏ hàng.*${n}`),
    emptyCart: /^Giỏ hàng$/,
    add: /^Thêm .* vào giỏ hàng$/,
    home: /trang chủ$/,
  },
  ja: {
    question: '新しく注文しますか？',
    keep: 'カートをそのままにする',
    start: '新しく注文する',
    cart: (n: number) => new RegExp(`カート.*${n}`),
    emptyCart: /^カート$/,
    add: /をカートに追加$/,
    home: /ホーム$/,
  },
} as const;
type Locale = keyof typeof WORDS;

/** Home → the Bến Thành address → the menu in `locale`, with two dishes added from their cards. */
async function menuWithTwoDishes(page: Page, locale: Locale) {
  await page.setViewportSize(PHONE);
  await page.addInitScript((value) => {
    if (!window.localStorage.getItem('locale')) window.localStorage.setItem('locale', value);
  }, locale);
  await page.goto('/');
  await page.getByRole('combobox').first().fill('Chợ Bến Thành');
  await page.getByRole('option', { name: /Chợ Bến Thành/ }).click();
  await page.locator('main').getByRole('button').filter({ hasText: locale === 'vi' ? 'Xác nhận địa điểm' : '場所を確定' }).click();
  await expect(page).toHaveURL(/\/main-menu$/);
  const adds = page.getByRole('button', { name: WORDS[locale].add });
  await adds.nth(0).click();
  await adds.nth(1).click();
  await expect(page.getByRole('banner').getByRole('link', { name: WORDS[locale].cart(2) })).toBeVisible();
}

const question = (page: Page, locale: Locale) => page.getByRole('dialog', { name: WORDS[locale].question });

for (const locale of ['vi', 'ja'] as const) {
  const words = WORDS[locale];

  test(`should ask before the phone's Back empties the cart, keep it on "keep" and empty it on "start" (${locale})`, async ({ page }) => {
    await menuWithTwoDishes(page, locale);
    await page.goBack();
    await expect(page).toHaveURL(/\/$/);
    await expect(question(page, locale)).toBeVisible();
    await page.screenshot({ path: `/tmp/new-order-back-${locale}.png` });
    await question(page, locale).getByRole('button', { name: words.keep }).click();
    await expect(page).toHaveURL(/\/main-menu$/);
    await expect(page.getByRole('banner').getByRole('link', { name: words.cart(2) })).toBeVisible();

    await page.goBack();
    await expect(question(page, locale)).toBeVisible();
    await question(page, locale).getByRole('button', { name: words.start, exact: true }).click();
    await expect(question(page, locale)).toHaveCount(0);
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('banner').getByRole('link', { name: words.cart(2) })).toHaveCount(0);
    // the address of the old order is gone: home starts over
    await expect(page.getByRole('combobox').first()).toHaveValue('');
  });

  test(`should ask before the logo leaves the menu, stay on "keep" and open an empty home on "start" (${locale})`, async ({ page }) => {
    await menuWithTwoDishes(page, locale);
    const logo = page.getByRole('banner').getByRole('link', { name: words.home });
    await logo.click();
    await expect(question(page, locale)).toBeVisible();
    await expect(page).toHaveURL(/\/main-menu$/);
    await page.screenshot({ path: `/tmp/new-order-logo-${locale}.png` });
    await question(page, locale).getByRole('button', { name: words.keep }).click();
    await expect(question(page, locale)).toHaveCount(0);
    await expect(page).toHaveURL(/\/main-menu$/);
    await expect(page.getByRole('banner').getByRole('link', { name: words.cart(2) })).toBeVisible();

    await logo.click();
    await question(page, locale).getByRole('button', { name: words.start, exact: true }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(question(page, locale)).toHaveCount(0);
    await expect(page.getByRole('banner').getByRole('link', { name: words.cart(2) })).toHaveCount(0);
  });
}
