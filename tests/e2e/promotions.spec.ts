import { expect, test, type Locator } from '@playwright/test';
import { fillCart, fillCheckout, international, loggedInCustomer, openCheckout, placeOrder, useLocale } from '../support/e2e-steps';

/**
 * Promotions the customer owns and the one money breakdown: the checkout summary and the
 * order's status page show the same lines, and the lines add up to the total.
 */

test.describe.configure({ timeout: 60_000 });

test.beforeAll(async ({ request }) => {
  await request.post('/sandbox/sms/reset-limits', { headers: { accept: 'application/json' } });
});

/** The rows of a breakdown as [term, amount] pairs, the total last. */
async function breakdownRows(list: Locator): Promise<[string, string][]> {
  const terms = await list.locator('dt').allTextContents();
  const amounts = await list.locator('dd').allTextContents();
  // Prices hold a no-break space before the sign; compare them as a reader sees them.
  return terms.map((term, i) => [term, amounts[i]!.replace(/\s+/g, ' ')]);
}

const dong = (text: string) => (text.startsWith('−') ? -1 : 1) * Number(text.replace(/[^\d]/g, ''));

test('should show one breakdown with the voucher at checkout and on the status page, adding up to the total', async ({ page, request }) => {
  await useLocale(page, 'en');
  const account = await loggedInCustomer(page, request);
  const granted = await request.post('/sandbox/promotions/grant', { data: { phone: international(account.phone), code: 'PMT-VOUCHER25K', quantity: 1 } });
  expect(granted.status()).toBe(200);
  await fillCart(page);
  await openCheckout(page);
  await fillCheckout(page, { pickup: true, method: 'Cash' });
  await page.getByRole('button', { name: 'More 25,000 ₫ gift voucher' }).click();
  const summary = page.getByRole('region', { name: 'Your order' }).locator('dl');
  await expect(summary).toContainText('Bill discount');
  const atCheckout = await breakdownRows(summary);
  expect(atCheckout).toContainEqual(['Bill discount', '−25,000 ₫']);
  const [, total] = atCheckout.at(-1)!;
  expect(atCheckout.slice(0, -1).reduce((sum, [, amount]) => sum + dong(amount), 0)).toBe(dong(total));
  await placeOrder(page);
  await expect(page).toHaveURL(/\/delivery-status\?orderNo=/);
  const onStatus = page.getByRole('region', { name: 'Items' }).locator('dl');
  await expect(onStatus.getByTestId('order-total')).toHaveText(total);
  expect(await breakdownRows(onStatus)).toEqual(atCheckout);
});
