import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { fillCart, fillCheckout, loggedInCustomer, openCheckout, orderNoOf, placeOrder, useLocale, type Account } from '../support/e2e-steps';

/**
 * The delivery fee follows the settings of /sandbox/settings: the app prices delivery
 * with the same domain rule as the server, so a switch changes the fee the customer sees at
 * checkout and pays, and the order still confirms.
 */

test.describe.configure({ timeout: 90_000 });

const FLAT_FEE = 12_345;

async function switchSetting(page: Page, code: string, value: string) {
  await page.goto('/sandbox/settings');
  const row = page.getByRole('row', { name: new RegExp(`^${code}\\b`) });
  const control = row.getByRole(value === 'true' || value === 'false' ? 'combobox' : 'textbox', { name: code, exact: true });
  if (value === 'true' || value === 'false') await control.selectOption(value);
  else await control.fill(value);
  await row.getByRole('button', { name: 'Save' }).click();
  await expect(page).toHaveURL(/\/sandbox\/settings$/);
}

const restore = (request: APIRequestContext, code: string, value: string) =>
  request.post(`/sandbox/settings/${code}`, { form: { value }, headers: { accept: 'application/json' } });

/** The Bến Thành place saved as the customer's default address through the API. */
async function saveAddressViaApi(request: APIRequestContext, account: Account) {
  const suggestions = await request.get(`/api/maps/autocomplete?input=${encodeURIComponent('Chợ Bến Thành')}&language=en`);
  const [prediction] = ((await suggestions.json()) as { predictions: { place_id: string }[] }).predictions;
  const details = await request.get(`/api/maps/place-details?place_id=${encodeURIComponent(prediction!.place_id)}&language=en`);
  const place = ((await details.json()) as { result: { place_id: string; name: string; formatted_address: string; lat: number; lng: number } }).result;
  const created = await request.post('/api/v2/address/google_address_create/', {
    headers: { authorization: `Bearer ${account.access}` },
    data: { lat: place.lat, lng: place.lng, address: place.formatted_address, contact_name: 'Nguyễn Văn An', phone_number: account.phone, customer: account.customerId },
  });
  expect(created.status()).toBe(200);
}

test('should charge the flat fee switched on in /sandbox/settings at checkout and on the confirmed order', async ({ page, request }) => {
  try {
    await switchSetting(page, 'fee', String(FLAT_FEE));
    await switchSetting(page, 'useDeliveryFeeV1', 'true');

    await useLocale(page, 'en');
    const account = await loggedInCustomer(page, request, 'Nguyễn Văn An');
    await saveAddressViaApi(request, account);
    await fillCart(page);
    await expect(page.getByRole('main').getByText('12,345 ₫').first()).toBeVisible();
    await openCheckout(page);
    const summary = page.getByRole('main').locator('dl').filter({ hasText: 'Delivery fee' });
    await expect(summary.locator('dt:has-text("Delivery fee") + dd')).toHaveText('12,345 ₫');

    await fillCheckout(page, { method: 'Cash' });
    await placeOrder(page);
    await expect(page).toHaveURL(/\/delivery-status\?orderNo=/);
    // read as the customer who placed it (a stranger sees no amounts)
    const token = await page.evaluate(() => localStorage.getItem('token'));
    const read = await request.post('/api/delivery/get-delivery-info-by-order-no', { data: { order_no: orderNoOf(page) }, headers: { authorization: `Bearer ${token}` } });
    expect(((await read.json()) as { data: { info: { delivery_fee: number } } }).data.info.delivery_fee).toBe(FLAT_FEE);
  } finally {
    await restore(request, 'useDeliveryFeeV1', 'false');
    await restore(request, 'fee', '15000');
  }
});
