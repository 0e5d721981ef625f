import AxeBuilder from '@axe-core/playwright';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { mkdirSync } from 'node:fs';
import { fillCart, fillCheckout, international, loggedInCustomer, openCheckout, useLocale, type Locale } from '../support/e2e-steps';

/**
 * Promotions: redeem a promotion with points (SPEC §4 redeem flow), the not-enough-points
 * dialog (SPEC §8), the ticket in /your-promotion and at checkout; on a phone (390 px) in en and vi.
 * The seeded promotions are valid from 2025 to 2030 (migration 012), so the server's clock only needs to be in those years.
 */

test.describe.configure({ timeout: 90_000 });

const PHONE = { width: 390, height: 844 };
const SHOTS = '/tmp/shots-h-loyalty-promo';
/** Seeded (012_loyalty.sql): 50 points for a free jug of iced tea (TRA001, 5,000 off), 120 points for a free delivery. */
/** Each promotion's name in the interface language (020_promotion_languages.sql). */
const ICED_TEA = { id: 7, name: { en: 'Free jug of iced tea', vi: 'Bình trà đá miễn phí', ja: 'チャーダー1ピッチャー無料' } };
const FREE_DELIVERY = { id: 9, name: { en: 'Free delivery for points', vi: 'Giao hàng miễn phí đổi điểm', ja: 'ポイント交換で配達料無料' } };

test.beforeAll(async ({ request }) => {
  await request.post('/sandbox/sms/reset-limits', { headers: { accept: 'application/json' } });
  mkdirSync(SHOTS, { recursive: true });
});

/** /sandbox/loyalty/points: an adjust row of the customer's point ledger (negative spends them). */
async function adjustPoints(request: APIRequestContext, phone: string, points: number) {
  const answer = await request.post('/sandbox/loyalty/points', { data: { phone: international(phone), points }, headers: { accept: 'application/json' } });
  expect(answer.status()).toBe(200);
}

const noSidewaysScroll = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth);

/** axe's serious and critical WCAG 2 A/AA findings on the page as it is (the dialogs are not in the a11y walk). */
async function seriousViolations(page: Page) {
  const { violations } = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa']).analyze();
  return violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id);
}

/** A screen whole, or a dialog as the phone shows it (a full-page shot would stretch the overlay). */
async function shoot(page: Page, name: string, locale: Locale, { dialog = false } = {}) {
  expect(await noSidewaysScroll(page), `${name} in ${locale} scrolls sideways`).toBe(true);
  await page.screenshot({ path: `${SHOTS}/${name}-${locale}.png`, fullPage: !dialog });
}

test('should redeem a promotion with points, list the ticket in your promotions and apply it at checkout (en)', async ({ page, request }) => {
  await page.setViewportSize(PHONE);
  await useLocale(page, 'en');
  const account = await loggedInCustomer(page, request);
  await adjustPoints(request, account.phone, 100);

  await page.goto('/promotion');
  await expect(page.getByRole('heading', { name: 'Redeem promotions', level: 1 })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Promotions to redeem' })).toContainText('50 points');
  await shoot(page, 'promotion', 'en');
  await page.getByRole('link', { name: `Explore ${ICED_TEA.name.en}` }).click();
  await expect(page).toHaveURL(new RegExp(`/redeem-promotion/${ICED_TEA.id}$`));
  await expect(page.getByRole('heading', { name: ICED_TEA.name.en, level: 1 })).toBeVisible();
  // SPEC §2: money discount, no minimum, unlimited maximum, the limits, the before-VAT note; points green
  const facts = page.getByRole('main').locator('dl');
  await expect(facts).toContainText('5,000 ₫');
  await expect(facts).toContainText('Limit per day');
  await expect(facts).toContainText('Iced Green Tea (Jug)');
  await expect(page.getByText('Discounts apply to the subtotal before VAT.')).toBeVisible();
  await expect(page.getByTestId('available-points')).toHaveText('100');
  await expect(page.getByTestId('available-points')).toHaveCSS('color', 'rgb(23, 112, 58)');
  await shoot(page, 'redeem', 'en');

  await page.getByRole('button', { name: 'Redeem', exact: true }).click();
  const thanks = page.getByRole('dialog', { name: 'Thank you! Promotion has been redeemed successfully!' });
  await expect(thanks).toContainText('You have 50 points left.');
  await shoot(page, 'redeem-success', 'en', { dialog: true });
  expect(await seriousViolations(page)).toEqual([]);
  await thanks.getByRole('link', { name: 'Your promotions' }).click();

  await expect(page).toHaveURL(/\/your-promotion$/);
  await expect(page.getByRole('button', { name: 'Owned' })).toHaveAttribute('aria-pressed', 'true');
  await page.getByRole('button', { name: `${ICED_TEA.name.en} x 1` }).click();
  const modal = page.getByRole('dialog', { name: ICED_TEA.name.en });
  await expect(modal).toContainText('Money discount');
  await expect(modal).toContainText('Your tickets');
  await shoot(page, 'your-promotion-modal', 'en', { dialog: true });
  expect(await seriousViolations(page)).toEqual([]);
  await modal.getByRole('button', { name: 'Close' }).click();
  await page.getByRole('textbox', { name: 'Promotion code' }).fill('NO-SUCH-CODE');
  await page.getByRole('button', { name: 'Add', exact: true }).click();
  await expect(page.getByRole('alert')).toHaveText('This promotion code does not exist.');
  await shoot(page, 'your-promotion', 'en');

  // the ticket applies at checkout: 5,000 off the jug of iced tea
  await page.setViewportSize({ width: 1280, height: 900 });
  await fillCart(page, 'Iced Green Tea (Jug)');
  await openCheckout(page);
  await fillCheckout(page, { pickup: true, method: 'Cash' });
  await page.getByRole('button', { name: `Apply ${ICED_TEA.name.en}` }).click();
  await expect(page.getByRole('region', { name: 'Your order' }).locator('dl')).toContainText('−5,000 ₫');
});

test('should show the not-enough-points dialog when the points were spent elsewhere, then the red figure (vi)', async ({ page, request }) => {
  await page.setViewportSize(PHONE);
  await useLocale(page, 'vi');
  const account = await loggedInCustomer(page, request);
  await adjustPoints(request, account.phone, 130);

  await page.goto(`/redeem-promotion/${FREE_DELIVERY.id}`);
  await expect(page.getByRole('heading', { name: FREE_DELIVERY.name.vi, level: 1 })).toBeVisible();
  await expect(page.getByTestId('available-points')).toHaveText('130');
  // another device spends 100 of them while the screen is open: the machine reads the points again before redeeming
  await adjustPoints(request, account.phone, -100);
  await page.getByRole('button', { name: 'Đổi điểm', exact: true }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Không đủ điểm' });
  await expect(dialog).toContainText('Khuyến mãi này cần 120 điểm; bạn có 30 điểm.');
  await shoot(page, 'not-enough-points', 'vi', { dialog: true });
  expect(await seriousViolations(page)).toEqual([]);
  await dialog.getByRole('button', { name: 'Đồng ý' }).click();
  await expect(page.getByTestId('available-points')).toHaveText('30');
  await expect(page.getByTestId('available-points')).toHaveCSS('color', 'rgb(159, 31, 22)');
  await expect(page.getByRole('button', { name: 'Đổi điểm', exact: true })).toBeDisabled();
  await shoot(page, 'redeem', 'vi');

  // SPEC §8 "Redeem error": the server refuses a second ticket (one per customer), worded by details.reason
  await adjustPoints(request, account.phone, 300);
  await page.reload();
  await expect(page.getByTestId('available-points')).toHaveText('330');
  await page.getByRole('button', { name: 'Đổi điểm', exact: true }).click();
  await page.getByRole('dialog', { name: 'Cảm ơn bạn! Đổi khuyến mãi thành công!' }).getByRole('button', { name: 'Đồng ý' }).click();
  await page.getByRole('button', { name: 'Đổi điểm', exact: true }).click();
  const refused = page.getByRole('alertdialog', { name: 'Chưa đổi được khuyến mãi' });
  await expect(refused).toContainText('Bạn đã đổi khuyến mãi này đến số lần tối đa.');
  await shoot(page, 'redeem-error', 'vi', { dialog: true });
  await refused.getByRole('button', { name: 'Đồng ý' }).click();

  for (const [path, name] of [['/promotion', 'promotion'], ['/your-promotion', 'your-promotion']] as const) {
    await page.goto(path);
    await expect(page.locator('h1')).toBeVisible();
    await expect(page.locator('[role="progressbar"], [aria-busy="true"]')).toHaveCount(0);
    await shoot(page, name, 'vi');
  }
  await page.setViewportSize({ width: 320, height: 700 });
  for (const path of ['/promotion', `/redeem-promotion/${FREE_DELIVERY.id}`, '/your-promotion']) {
    await page.goto(path);
    await expect(page.locator('h1')).toBeVisible();
    expect(await noSidewaysScroll(page), `${path} at 320 px`).toBe(true);
  }
});

test('should show the promotion screens in Japanese on a phone', async ({ page, request }) => {
  await page.setViewportSize(PHONE);
  await useLocale(page, 'ja');
  const account = await loggedInCustomer(page, request);
  await adjustPoints(request, account.phone, 60);
  await page.goto('/promotion');
  await expect(page.getByRole('link', { name: `${ICED_TEA.name.ja} を詳しく見る` })).toBeVisible();
  await shoot(page, 'promotion', 'ja');
  await page.goto(`/redeem-promotion/${ICED_TEA.id}`);
  await expect(page.getByTestId('available-points')).toHaveText('60');
  await shoot(page, 'redeem', 'ja');
  await page.getByRole('button', { name: '交換する', exact: true }).click();
  await expect(page.getByRole('dialog', { name: 'ありがとうございます！プロモーションの交換が完了しました！' })).toBeVisible();
  await shoot(page, 'redeem-success', 'ja', { dialog: true });
  await page.goto('/your-promotion');
  await page.getByRole('button', { name: `${ICED_TEA.name.ja} x 1` }).click();
  await expect(page.getByRole('dialog', { name: ICED_TEA.name.ja })).toBeVisible();
  await shoot(page, 'your-promotion-modal', 'ja', { dialog: true });
});
