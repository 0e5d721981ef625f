import { expect, test } from '@playwright/test';
import { fillCart, fillCheckout, loggedInCustomer, openCheckout, placeOrder, useLocale } from '../support/e2e-steps';

/**
 * The payment result a customer reads is what the server verified: a return query
 * whose signature does not check out, or a hand-written delivery-status URL, never shows "paid".
 */

test.describe.configure({ timeout: 60_000 });

test.beforeAll(async ({ request }) => {
  await request.post('/sandbox/sms/reset-limits', { headers: { accept: 'application/json' } });
});

test('should show not-paid when the return query says resultCode=0 with a bad signature', async ({ page, request }) => {
  await useLocale(page, 'en');
  await loggedInCustomer(page, request);
  await fillCart(page);
  await openCheckout(page);
  await fillCheckout(page, { pickup: true, method: 'MoMo' });
  await placeOrder(page);
  await expect(page).toHaveURL(/\/sandbox\/momo\?/);
  const link = new URL(page.url()).searchParams;
  const orderNo = link.get('orderId')!.replace(/-\d+$/, '');

  const forged = new URLSearchParams({
    partnerCode: link.get('partnerCode')!,
    orderId: link.get('orderId')!,
    requestId: link.get('requestId')!,
    amount: link.get('amount')!,
    orderInfo: link.get('orderInfo') ?? '',
    orderType: 'momo_wallet',
    transId: '4000000001',
    resultCode: '0',
    message: 'Successful.',
    payType: 'qr',
    responseTime: '1',
    extraData: '',
    signature: 'f'.repeat(64),
  });
  await page.goto(`/payment-result?${forged}`);

  await expect(page).toHaveURL(new RegExp(`/delivery-status\\?orderNo=${orderNo}`));
  expect(page.url()).not.toContain('paymentMessage=success');
  await expect(page.getByTestId('payment-status')).not.toHaveText('MoMo · Paid');
  await expect(page.getByText('Your payment was received.')).toBeHidden();
  await expect(page.getByRole('button', { name: 'Pay again with MoMo' })).toBeVisible();

  // a hand-written status URL claiming success shows the order's own (unpaid) status too
  await page.goto(`/delivery-status?orderNo=${orderNo}&paymentMessage=success&prePaymentStatus=success`);
  await expect(page.getByTestId('payment-status')).toBeVisible();
  await expect(page.getByTestId('payment-status')).not.toHaveText('MoMo · Paid');
  await expect(page.getByText('Your payment was received.')).toBeHidden();
});
