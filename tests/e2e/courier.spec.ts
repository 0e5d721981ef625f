import { expect, test, type Page } from '@playwright/test';
import { fillCart, fillCheckout, keepLocale, loggedInCustomer, openCheckout, orderIdOf, orderNoOf, placeOrder, sandboxOrders, useLocale } from '../support/e2e-steps';

/**
 * A paid delivery order whose courier finds no driver. The sandbox courier is told to find
 * none, the order clock is moved on from /sandbox/orders, and at the search limit the order is
 * cancelled with reason 99, the customer told and the MoMo payment refunded through the gateway.
 */

test.describe.configure({ timeout: 90_000 });

test.beforeAll(async ({ request }) => {
  await request.post('/sandbox/sms/reset-limits', { headers: { accept: 'application/json' } });
});

async function pay(page: Page) {
  await expect(page).toHaveURL(/\/sandbox\/momo\?/);
  await page.getByRole('button', { name: 'Pay' }).click();
}

test('should tell the customer no driver was found and show the refund of a paid delivery order', async ({ page, request }) => {
  await useLocale(page, 'en');
  await loggedInCustomer(page, request);
  await fillCart(page);
  await openCheckout(page);
  await fillCheckout(page, { method: 'MoMo' });
  await placeOrder(page);
  await pay(page);
  await expect(page.getByTestId('payment-status')).toHaveText('MoMo · Paid');

  const id = await orderIdOf(request, orderNoOf(page));
  const json = { headers: { accept: 'application/json' } };
  expect((await request.post(`/sandbox/orders/${id}/courier-outcome`, { ...json, form: { outcome: 'no_driver' } })).ok()).toBe(true);
  // booked, searching, then the search limit: each advance is one step of the order clock. That clock also runs by
  // itself (60x in these tests) and may take a step first; the advance then answers 409. So: advance until cancelled.
  await expect
    .poll(
      async () => {
        await request.post(`/sandbox/orders/${id}/advance`, json);
        return (await sandboxOrders(request)).find((row) => row.id === id)?.status;
      },
      { message: 'the search limit cancels the order', intervals: [100], timeout: 20_000 },
    )
    .toMatch(/^cancell?ed$/);

  await page.reload();
  const notice = page.getByRole('alert').filter({ hasText: 'This order was cancelled.' });
  await expect(notice).toContainText('No driver could be found for your order.');
  await expect(notice).toContainText('The refund is completed.');
  // One message: the paid order's cancellation tells its refund; "payment received" no longer shows above it
  await expect(page).toHaveURL(/prePaymentStatus=success/);
  await expect(notice).toContainText('Your MoMo payment was returned to you.');
  await expect(page.getByText('Your payment was received.')).toBeHidden();
  await expect(page.getByRole('status').filter({ hasText: 'Delivery:' })).toContainText('Delivery cancelled');
  await expect(page.getByTestId('order-status')).toHaveText('Cancelled');

  for (const locale of ['vi', 'ja', 'en'] as const) {
    await keepLocale(page, locale);
    await page.reload();
    await expect(page.getByRole('alert')).toBeVisible();
    await page.setViewportSize({ width: 390, height: 844 });
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(390);
    await page.screenshot({ path: `/tmp/shots-h-courier/no-driver-${locale}.png`, fullPage: true });
    await page.screenshot({ path: `/tmp/shots-h-rows-pay/paid-cancelled-${locale}.png`, fullPage: true });
  }
});
