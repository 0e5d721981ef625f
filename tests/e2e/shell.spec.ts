import { expect, test } from '@playwright/test';
import { useLocale } from '../support/e2e-steps';

type Locale = 'ja' | 'vi' | 'en';

/** Policy paths with their headings in each language (the catalogs' translations). */
const POLICIES: readonly { path: string; title: Record<Locale, string> }[] = [
  {
    path: '/website-owners',
    title: { en: 'Website owner information', vi: 'Thông tin chủ sở hữu website', ja: 'ウェブサイト運営者情報' },
  },
  {
    path: '/general-trading-conditions',
    title: { en: 'General trading conditions', vi: 'Điều kiện giao dịch chung', ja: '一般取引条件' },
  },
  {
    path: '/e-invoice-policy',
    title: { en: 'E-invoice policy', vi: 'Chính sách hóa đơn điện tử', ja: '電子インボイスポリシー' },
  },
  { path: '/privacy-policy', title: { en: 'Privacy policy', vi: 'Chính sách bảo mật', ja: 'プライバシーポリシー' } },
  { path: '/payment-policy', title: { en: 'Payment policy', vi: 'Chính sách thanh toán', ja: 'お支払いポリシー' } },
  { path: '/delivery-policy', title: { en: 'Delivery policy', vi: 'Chính sách giao hàng', ja: '配達ポリシー' } },
  {
    path: '/return-policy',
    title: { en: 'Return and refund policy', vi: 'Chính sách đổi trả và hoàn tiền', ja: '返品・返金ポリシー' },
  },
];

const CART: Record<Locale, RegExp> = { ja: /カート/, vi: /Giỏ hàng/, en: /Cart/ };

test('should open the home page in Japanese by default', async ({ page }) => {
  await page.goto('/');
  await expect(page.locator('html')).toHaveAttribute('lang', 'ja');
  await expect(page.getByRole('heading', { level: 1, name: 'Bếp Nhà Sài Gòn' })).toBeVisible();
  await expect(page.getByRole('banner').getByRole('link', { name: CART.ja })).toBeVisible();
  await expect(page.getByRole('button', { name: 'JA' })).toHaveAttribute('aria-pressed', 'true');
});

test('should switch the language and keep it across reloads', async ({ page }) => {
  await page.goto('/');
  const header = page.getByRole('banner');

  await header.getByRole('button', { name: 'VI' }).click();
  // a first visit's home loads the app on this first press and gives it the press once hydrated: on a loaded machine
  // (the CI's browser tests beside the PostgreSQL suite) that took over 5 s
  await expect(header.getByRole('link', { name: CART.vi })).toBeVisible({ timeout: 15_000 });
  await expect(page.locator('html')).toHaveAttribute('lang', 'vi');
  await page.reload();
  await expect(header.getByRole('link', { name: CART.vi })).toBeVisible();
  await expect(header.getByRole('button', { name: 'VI' })).toHaveAttribute('aria-pressed', 'true');

  await header.getByRole('button', { name: 'EN' }).click();
  await expect(header.getByRole('link', { name: CART.en })).toBeVisible();
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(header.getByRole('link', { name: CART.en })).toBeVisible();
});

for (const locale of ['ja', 'vi', 'en'] as const) {
  test(`should open every policy page by URL in ${locale}`, async ({ page }) => {
    await useLocale(page, locale);
    for (const policy of POLICIES) {
      await page.goto(policy.path);
      await expect(page.getByRole('heading', { level: 1, name: policy.title[locale] })).toBeVisible();
      await expect(page.locator('html')).toHaveAttribute('lang', locale);
    }
  });
}

test('should accept a trailing slash on a route', async ({ page }) => {
  await page.goto('/privacy-policy/');
  await expect(page.getByRole('heading', { level: 1, name: 'プライバシーポリシー' })).toBeVisible();
});

// /your-favorite is a screen now (account.spec.ts opens every account menu entry)
for (const path of ['/no-such-page']) {
  test(`should show the 404 page for ${path}`, async ({ page }) => {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: 'ページが見つかりません' })).toBeVisible();
    const image = page.getByRole('img', { name: '空のお皿：ページが見つかりません' });
    await expect(image).toBeVisible();
    await expect(image).toHaveAttribute('src', '/media/404.svg');
    await page.getByRole('link', { name: 'ホームに戻る' }).click();
    await expect(page).toHaveURL(/\/$/);
  });
}

test('should show delivery hours and policy links in the footer', async ({ page }) => {
  await useLocale(page, 'en');
  await page.goto('/');
  const footer = page.getByRole('contentinfo');
  await expect(footer.getByText('Delivery from 10:00 to 21:00')).toBeVisible();
  await expect(footer.getByText('Last order at 20:00')).toBeVisible();
  await expect(footer.getByRole('link', { name: '1900 8012' })).toHaveAttribute('href', 'tel:19008012');
  const policies = footer.getByRole('navigation', { name: 'Policies' }).getByRole('link');
  await expect(policies).toHaveCount(POLICIES.length);
  await footer.getByRole('link', { name: 'Delivery policy' }).click();
  await expect(page).toHaveURL(/\/delivery-policy$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Delivery policy' })).toBeVisible();
  await expect(page.getByRole('cell', { name: '25 minutes' })).toBeVisible();
});
