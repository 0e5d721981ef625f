import { expect, test } from '@playwright/test';
import {
  fillCart,
  fillCheckout,
  loggedInCustomer,
  openCheckout,
  orderIdOf,
  orderNoOf,
  placeOrder,
  useLocale,
} from '../support/e2e-steps';

/**
 * Order status notifications (Web Push): offered on the status page after an order is placed, never before; turned
 * on, the order's next stage is pushed to the sandbox push service (the browser here reaches no real one), which
 * decrypts it and lists it at /sandbox/pushes with a link that opens the order's status page. The browser's and this
 * browser's server clocks are fixed at lunch the day after the real one, so the order's times never depend on the hour.
 */

test.describe.configure({ timeout: 90_000 });

interface ReceivedPush {
  payload: { title: string; body: string; url: string; order_no: string; stage: string };
}

test.beforeAll(async ({ request }) => {
  await request.post('/sandbox/sms/reset-limits', { headers: { accept: 'application/json' } });
});

test('should push the order status after the customer opts in on the status page, and open the page from it', async ({
  page,
  request,
}) => {
  const tomorrow = new Date(Date.now() + 24 * 60 * 60 * 1000).toLocaleDateString('sv-SE', {
    timeZone: 'Asia/Ho_Chi_Minh',
  });
  await page.addInitScript(() => {
    delete (globalThis as { Temporal?: unknown }).Temporal;
  });
  await page.clock.setFixedTime(new Date(`${tomorrow}T12:15:00+07:00`));
  const fixed = await page.request.post('/sandbox/clock', { data: { now: `${tomorrow}T12:15:00+07:00` } });
  expect(fixed.status(), await fixed.text()).toBe(200);
  await page.context().grantPermissions(['notifications']);
  await useLocale(page, 'en');
  await loggedInCustomer(page, request, 'Khách Thông Báo');

  /** Before an order there is nothing to be notified of: the menu and the checkout offer nothing. */
  await fillCart(page);
  await expect(page.getByRole('region', { name: 'Order notifications' })).toHaveCount(0);
  await openCheckout(page);
  await expect(page.getByRole('region', { name: 'Order notifications' })).toHaveCount(0);
  await fillCheckout(page, { method: 'Cash' });
  await placeOrder(page);
  await expect(page).toHaveURL(/\/delivery-status\?orderNo=\d+$/);
  const orderNo = orderNoOf(page);

  /** On the status page: the offer, then notifications on. */
  const offer = page.getByRole('region', { name: 'Order notifications' });
  await expect(offer).toContainText('Get a notification on this device when your order is accepted');
  await offer.getByRole('button', { name: 'Turn on notifications' }).click();
  await expect(offer.getByRole('status')).toContainText('Notifications are on');
  await expect(offer).toHaveAttribute('data-state', 'on');

  /**
   * The order moves on from the sandbox, on this browser's server clock, until its next stage is pushed (the order
   * clock may take a step by itself too).
   */
  const id = await orderIdOf(request, orderNo);
  const pushesOf = async () =>
    (
      (await (
        await page.request.get('/sandbox/pushes', { headers: { accept: 'application/json' } })
      ).json()) as ReceivedPush[]
    ).filter((push) => push.payload.order_no === orderNo);
  await expect
    .poll(
      async () => {
        await page.request.post(`/sandbox/orders/${id}/advance`, { headers: { accept: 'application/json' } });
        return (await pushesOf()).length;
      },
      { message: 'a push for the order reaches the sandbox push service', intervals: [250], timeout: 20_000 },
    )
    .toBeGreaterThan(0);
  const [push] = await pushesOf();
  // the order was placed in English, and its title names it
  expect(push!.payload.title).toContain(`Order ${orderNo}`);
  expect(push!.payload.url).toBe(`/delivery-status?orderNo=${orderNo}`);

  /** The sandbox lists it, in the tester's language, with a link that opens the order's status page. */
  await page.goto('/sandbox/pushes?lang=vi');
  await expect(page.getByRole('heading', { name: 'Thông báo đẩy', level: 1 })).toBeVisible();
  await page.goto('/sandbox/pushes?lang=en');
  await expect(page.getByRole('heading', { name: 'Push notifications', level: 1 })).toBeVisible();
  const row = page.getByRole('row').filter({ hasText: orderNo }).last();
  await expect(row).toContainText(push!.payload.title);
  await expect(row).toContainText(push!.payload.body);
  await row.getByRole('link', { name: 'Open the status page' }).click();
  await expect(page).toHaveURL(new RegExp(`/delivery-status\\?orderNo=${orderNo}$`));
  await expect(page.getByRole('heading', { name: 'Order status', level: 1 })).toBeVisible();
  await expect(page.getByTestId('order-status')).not.toHaveText('');
  // the customer's own order, in full
  await expect(page.getByRole('region', { name: 'Items' })).toBeVisible();
  // still on for this order on this device
  await expect(page.getByRole('region', { name: 'Order notifications' })).toHaveAttribute('data-state', 'on');
});
