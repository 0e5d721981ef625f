import { expect, test } from '@playwright/test';
import { insertOpenOrder, loggedInCustomer, useLocale } from '../support/e2e-steps';

/** SPEC §2 "/order-detail: opened by order number": the query form and the path form open the same detail. */

test.describe.configure({ timeout: 60_000 });

test('should open an order detail from /order-detail?orderNo= and from /order-detail/<no> (en)', async ({ page, request }) => {
  await useLocale(page, 'en');
  const customer = await loggedInCustomer(page, request);
  const { orderNo } = await insertOpenOrder(request, { customer });

  for (const url of [`/order-detail?orderNo=${orderNo}`, `/order-detail/${orderNo}`]) {
    await page.goto(url);
    await expect(page.getByRole('heading', { level: 1, name: `Order ${orderNo}` })).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toHaveCount(0);
    await expect(page.getByTestId('order-items')).toContainText('Rare Beef Phở');
    await expect(page.getByTestId('order-total')).toBeVisible();
  }
});
