import { expect, test, type Page } from '@playwright/test';
import { mkdirSync } from 'node:fs';
import { fillCart, fillCheckout, loggedInCustomer, openCheckout, useLocale, type Locale } from '../support/e2e-steps';

/**
 * On a phone, the gateway's deeplink opens the wallet app: the sandbox MoMo answers its
 * creation with a QR and a deeplink (its own pay page, as the live MoMo answers momo://…), the
 * browser is sent there, and the payment it takes is recorded from the sandbox's IPN over HTTP.
 */

const IPHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';
test.use({ viewport: { width: 390, height: 844 }, userAgent: IPHONE, isMobile: true, hasTouch: true });
test.describe.configure({ timeout: 90_000 });

const SHOTS = '/tmp/shots-h-pay-live';
const words: Record<Locale, { qr: string; confirm: string; wallet: string; code: string }> = {
  en: { qr: 'Pay with a QR code', confirm: 'Confirm the time', wallet: 'Open the wallet app', code: 'QR code of the payment' },
  vi: { qr: 'Thanh toán bằng mã QR', confirm: 'Xác nhận thời gian', wallet: 'Mở ứng dụng ví', code: 'Mã QR thanh toán' },
  ja: { qr: 'QRコードで支払う', confirm: '時間の確認', wallet: 'ウォレットアプリを開く', code: '支払い用QRコード' },
};

test.beforeAll(async ({ request }) => {
  await request.post('/sandbox/sms/reset-limits', { headers: { accept: 'application/json' } });
});

async function checkoutWithMomo(page: Page, request: Parameters<typeof loggedInCustomer>[1]) {
  await useLocale(page, 'en');
  await loggedInCustomer(page, request);
  await fillCart(page);
  await openCheckout(page);
  await fillCheckout(page, { pickup: true, method: 'MoMo' });
}

test('should send a phone to the wallet deeplink and record the payment the wallet took', async ({ page, request }) => {
  await checkoutWithMomo(page, request);
  await page.getByRole('button', { name: 'Place order' }).click();
  await page.getByRole('dialog', { name: 'Confirm the time' }).getByRole('button', { name: 'Confirm the time' }).click();
  await expect(page).toHaveURL(/\/sandbox\/momo\?.*&app=momo/);
  await page.getByRole('button', { name: 'Pay' }).click();
  await expect(page).toHaveURL(/\/delivery-status\?orderNo=/);
  await expect(page.getByTestId('payment-status')).toHaveText('MoMo · Paid');
});

for (const locale of ['vi', 'en', 'ja'] as const) {
  test(`should offer the wallet app beside the gateway's QR on a phone (${locale})`, async ({ page, request }) => {
    await checkoutWithMomo(page, request);
    if (locale !== 'en') await page.getByRole('group', { name: 'Language' }).locator(`button[lang="${locale}"]`).click();
    const w = words[locale];
    await page.getByRole('button', { name: w.qr }).click();
    await page.getByRole('dialog', { name: w.confirm }).getByRole('button', { name: w.confirm }).click();
    const modal = page.getByRole('dialog', { name: w.qr });
    await expect(modal.getByRole('img', { name: w.code })).toBeVisible();
    const wallet = modal.getByRole('link', { name: w.wallet });
    await expect(wallet).toHaveAttribute('href', /\/sandbox\/momo\?.*&app=momo$/);
    const box = (await modal.boundingBox())!;
    expect(box.x).toBeGreaterThan(0);
    expect(box.x + box.width).toBeLessThan(390);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    mkdirSync(SHOTS, { recursive: true });
    await page.screenshot({ path: `${SHOTS}/qr-modal-${locale}.png` });
  });
}
