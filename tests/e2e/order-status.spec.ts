import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { guestOrderWithToppings } from '../support/e2e-orders';
import { fillCart, fillCheckout, loggedInCustomer, openCheckout, orderNoOf, placeOrder, useLocale, type Account } from '../support/e2e-steps';

/**
 * The order status page: each dish with its toppings, names in the interface language,
 * the never-confirmed order's breakdown, and the cash order's one-time confirmation.
 */

test.describe.configure({ timeout: 60_000 });

test.beforeAll(async ({ request }) => {
  await request.post('/sandbox/sms/reset-limits', { headers: { accept: 'application/json' } });
});

test('should list toppings under their dish, switch names with the language and price a never-confirmed order', async ({ page, request }) => {
  await useLocale(page, 'en');
  const { link } = await guestOrderWithToppings(request);
  await page.goto(link);
  const items = page.getByTestId('order-items');
  await expect(items).toHaveAccessibleName('Items');
  await expect(items.getByRole('listitem').first()).toContainText('Rare Beef Phở ×2');
  const toppings = items.getByRole('list', { name: 'Toppings' });
  await expect(toppings.getByRole('listitem')).toHaveText(['Regular', 'Poached egg ×1 +8,000 ₫']);
  // (65,000 + 8,000) x 2 + 15,000: the order was never confirmed, its lines still add up
  await expect(page.getByTestId('order-total')).toHaveText('161,000 ₫');

  const header = page.getByRole('banner');
  await header.getByRole('button', { name: 'VI', exact: true }).click();
  await expect(items.getByRole('listitem').first()).toContainText('Phở bò tái ×2');
  await expect(items.getByRole('list').last().getByRole('listitem')).toHaveText(['Tô vừa', 'Trứng chần ×1 +8.000 ₫']);
  await header.getByRole('button', { name: 'JA', exact: true }).click();
  await expect(items.getByRole('listitem').first()).toContainText('牛肉のフォー（レア） ×2');
  await expect(items.getByRole('list').last().getByRole('listitem')).toHaveText(['並', '落とし卵 ×1 +8,000 ₫']);
});

/** Saves the Bến Thành place as the customer's default address through the API. */
async function saveAddressViaApi(request: APIRequestContext, account: Account, contactName: string) {
  const suggestions = await request.get(`/api/maps/autocomplete?input=${encodeURIComponent('Chợ Bến Thành')}&language=en`);
  const [prediction] = ((await suggestions.json()) as { predictions: { place_id: string }[] }).predictions;
  const details = await request.get(`/api/maps/place-details?place_id=${encodeURIComponent(prediction!.place_id)}&language=en`);
  const place = ((await details.json()) as { result: { place_id: string; name: string; formatted_address: string; lat: number; lng: number } }).result;
  const created = await request.post('/api/v2/address/google_address_create/', {
    headers: { authorization: `Bearer ${account.access}` },
    data: {
      lat: place.lat,
      lng: place.lng,
      address: place.formatted_address,
      contact_name: contactName,
      phone_number: account.phone,
      google_data: { place_id: place.place_id, name: place.name },
      customer: account.customerId,
    },
  });
  expect(created.status()).toBe(200);
}

async function expectPlacedOnce(page: Page, heading: string, text: RegExp) {
  await expect(page).toHaveURL(/\/delivery-status\?orderNo=\d+$/);
  const placed = page.getByTestId('order-placed');
  await expect(placed.getByRole('heading', { name: heading })).toBeVisible();
  await expect(placed).toContainText(`Your order number is ${orderNoOf(page)}.`);
  await expect(placed).toContainText(text);
  await page.reload();
  await expect(page.getByRole('region', { name: 'Items' })).toBeVisible();
  await expect(placed).toBeHidden();
}

test('should confirm a placed cash delivery order once, with its number', async ({ page, request }) => {
  await useLocale(page, 'en');
  const account = await loggedInCustomer(page, request, 'Nguyễn Văn An');
  await saveAddressViaApi(request, account, 'Nguyễn Văn An');
  await fillCart(page);
  await openCheckout(page);
  await fillCheckout(page, { method: 'Cash' });
  await placeOrder(page);
  await expectPlacedOnce(page, 'Order placed — pay on delivery', /pay the driver in cash when your order arrives/);
  await expect(page.getByTestId('payment-status')).toHaveText('Cash · pay on delivery');
});

test('should confirm a placed cash pickup order once, with its number', async ({ page, request }) => {
  await useLocale(page, 'en');
  await loggedInCustomer(page, request, 'Nguyễn Văn An');
  await fillCart(page);
  await openCheckout(page);
  await fillCheckout(page, { pickup: true, method: 'Cash' });
  await placeOrder(page);
  await expectPlacedOnce(page, 'Order placed — pay at the store', /pay in cash at the store when you pick it up/);
  await expect(page.getByTestId('payment-status')).toHaveText('Cash · pay at the store');
});
