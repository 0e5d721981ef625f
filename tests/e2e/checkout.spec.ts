import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import {
  fillCart,
  fillCheckout,
  international,
  loggedInCustomer,
  newPhone,
  offerInstallOnEveryPage,
  openCheckout,
  orderIdOf,
  orderNoOf,
  placeOrder,
  smsCodes,
  useLocale,
  PASSWORD,
  type Account,
} from '../support/e2e-steps';

/**
 * Checkout, payment and order status against the real server. Every order is for
 * tomorrow's first slot, so the suite runs at any hour. A logged-in delivery needs a saved
 * address (address management is on); the other logged-in tests take pickup orders.
 */

const deliveryStatus = /\/delivery-status\?orderNo=/;

test.describe.configure({ timeout: 60_000 });

test.beforeAll(async ({ request }) => {
  await request.post('/sandbox/sms/reset-limits', { headers: { accept: 'application/json' } });
});

/** The gateway page's buttons (sandbox MoMo or Payoo). */
async function decideOnGateway(page: Page, decision: 'Pay' | 'Decline' | 'Cancel') {
  await expect(page).toHaveURL(/\/sandbox\/(momo|payoo)\?/);
  await page.getByRole('button', { name: decision }).click();
}

test('should take a guest cash delivery order for tomorrow from the address to completed', async ({ page, request }) => {
  await page.clock.install();
  await useLocale(page, 'en');
  await fillCart(page);

  // Guest: registration's code cannot be received, so the guest option is granted.
  const phone = newPhone();
  await page.goto(`/register?usernameProp=${phone}`);
  const main = page.getByRole('main');
  await main.getByLabel('Full name').fill('Khách Vãng Lai');
  await main.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await main.getByLabel('Confirm the password').fill(PASSWORD);
  await main.getByRole('checkbox').check();
  await main.getByRole('button', { name: 'Register' }).click();
  await smsCodes(request, phone, 1);
  await page.clock.runFor(10_000);
  await main.getByRole('button', { name: 'Send the code again' }).click();
  await smsCodes(request, phone, 2);
  await page.clock.runFor(10_000);
  await main.getByRole('button', { name: 'Continue as a guest' }).click();
  await expect(page).toHaveURL(/\/my-cart\/?$/);

  await openCheckout(page);
  await expect(page.getByTestId('delivery-address')).toContainText('Bến Thành');
  const confirm = page.getByRole('button', { name: 'Place order' });
  await expect(confirm).toBeDisabled();
  const { date, time } = await fillCheckout(page, { name: 'Khách Vãng Lai', phone, method: 'Cash' });
  await expect(confirm).toBeEnabled();
  const total = await page.getByTestId('checkout-total').textContent();
  await placeOrder(page);

  await expect(page).toHaveURL(deliveryStatus);
  await expect(page.getByTestId('order-status')).toHaveText('Order sent');
  await expect(page.getByText(`${date} ${time}`)).toBeVisible();
  await expect(page.getByTestId('order-total')).toHaveText(total ?? '');
  await expect(page.getByText('Bến Thành').first()).toBeVisible();
  await expect(page.getByRole('main').getByRole('link', { name: '1900 8012' })).toBeVisible();
  // A cash order is paid at the door: it does not read as paid before it is completed.
  await expect(page.getByTestId('payment-status')).toHaveText('Cash · pay on delivery');

  const id = await orderIdOf(request, orderNoOf(page));
  for (let i = 0; i < 5; i += 1) await request.post(`/sandbox/orders/${id}/advance`, { headers: { accept: 'application/json' } });
  await page.reload();
  await expect(page.getByTestId('order-status')).toHaveText('Completed');
  await expect(page.getByTestId('payment-status')).toHaveText('Cash · Paid');
  const steps = page.getByRole('list', { name: 'Order progress' }).getByRole('listitem');
  await expect(steps).toHaveCount(5);
  await expect(steps.last()).toHaveAttribute('aria-current', 'step');
  // The cart was emptied by the order; back goes home for a guest.
  await page.getByRole('link', { name: 'Back' }).click();
  await expect(page).toHaveURL(/\/$/);
});

/** Saves the Bến Thành place as an address of the customer through the API; answers its text. */
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
  const { data } = (await created.json()) as { data: { id: number; address: string; is_default: boolean } };
  expect(data.is_default).toBe(true);
  return data;
}

/** Saves an address at Crescent Mall (Quận 7, by store S004) through the API, not the default. */
async function saveCrescentAddressViaApi(request: APIRequestContext, account: Account, contactName: string) {
  const created = await request.post('/api/v2/address/google_address_create/', {
    headers: { authorization: `Bearer ${account.access}` },
    data: {
      lat: 10.7291,
      lng: 106.7187,
      address: 'Crescent Mall, 101 Tôn Dật Tiên, Tân Phú, Quận 7, Hồ Chí Minh',
      contact_name: contactName,
      phone_number: account.phone,
      customer: account.customerId,
    },
  });
  expect(created.status()).toBe(200);
  return ((await created.json()) as { data: { id: number; address: string } }).data;
}

test('should take a logged-in cash delivery order to a saved address, and add another address inline', async ({ page, request }) => {
  await useLocale(page, 'en');
  const account = await loggedInCustomer(page, request, 'Nguyễn Văn An');
  const saved = await saveAddressViaApi(request, account, 'Nguyễn Văn An');
  const crescent = await saveCrescentAddressViaApi(request, account, 'Lê Minh Châu');
  await fillCart(page);
  await openCheckout(page);

  // The default address is preselected in the recipient list and is the delivery address.
  const recipients = page.getByRole('region', { name: 'Recipient address' });
  const defaultRadio = recipients.getByRole('radio', { name: /Nguyễn Văn An/ });
  await expect(defaultRadio).toBeChecked();
  await expect(page.getByTestId('delivery-address')).toHaveText(saved.address);
  const main = page.getByRole('main');
  const crescentStore = main.getByText(/Nearest store: Bếp Nhà Sài Gòn – Crescent Mall/);
  await expect(main.getByText(/Nearest store: /)).toBeVisible();
  await expect(crescentStore).toBeHidden();

  // A recipient near another store: that store now serves the order (SPEC §4), and back.
  await recipients.getByRole('radio', { name: /Lê Minh Châu/ }).check();
  await expect(page.getByTestId('delivery-address')).toHaveText(crescent.address);
  await expect(crescentStore).toBeVisible();
  await defaultRadio.check();
  await expect(page.getByTestId('delivery-address')).toHaveText(saved.address);
  await expect(main.getByText(/Nearest store: /)).toBeVisible();
  await expect(crescentStore).toBeHidden();

  // A new address through the maps suggestions, then selected.
  await recipients.getByRole('button', { name: 'Add a new address' }).click();
  const added = recipients.getByRole('group', { name: 'New address' });
  await expect(added.getByRole('button', { name: 'Save the address' })).toBeDisabled();
  await expect(added.getByText('Choose the address from the suggestions.')).toBeVisible();
  await added.getByRole('combobox', { name: 'Address' }).fill('Chợ Bến Thành');
  await added.getByRole('option', { name: /Chợ Bến Thành/ }).click();
  await added.getByLabel('Contact name').fill('Trần Thị Hoa');
  await added.getByLabel('Contact phone number').fill('0912345678');
  await added.getByRole('button', { name: 'Save the address' }).click();
  await expect(added).toBeHidden();
  const newRadio = recipients.getByRole('radio', { name: /Trần Thị Hoa/ });
  await expect(newRadio).toBeChecked();
  await expect(defaultRadio).not.toBeChecked();
  // And back to the default one.
  await defaultRadio.check();

  const { date, time } = await fillCheckout(page, { method: 'Cash' });
  const confirm = page.getByRole('button', { name: 'Place order' });
  await expect(confirm).toBeEnabled();
  const confirmed = page.waitForRequest(
    (r) => r.url().endsWith('/api/delivery/update-delivery-info') && (r.postDataJSON() as { isConfirm?: boolean }).isConfirm === true,
  );
  await placeOrder(page);
  const info = ((await confirmed).postDataJSON() as { info: { customerAddressId: number; pickUpAtStore: boolean } }).info;
  expect(info).toMatchObject({ customerAddressId: saved.id, pickUpAtStore: false });

  await expect(page).toHaveURL(deliveryStatus);
  await expect(page.getByTestId('order-status')).toHaveText('Order sent');
  await expect(page.getByText(`${date} ${time}`)).toBeVisible();
  await expect(page.getByText('Bến Thành').first()).toBeVisible();
  const addresses = await request.get(`/api/v2/address/?customer=${account.customerId}&limit=100`, { headers: { authorization: `Bearer ${account.access}` } });
  expect(((await addresses.json()) as { count: number }).count).toBe(3);
});

test('should ask for the saved addresses once when the checkout opens, and still know them in the inline form', async ({ page, request }) => {
  await useLocale(page, 'en');
  const account = await loggedInCustomer(page, request, 'Nguyễn Văn An');
  await saveAddressViaApi(request, account, 'Nguyễn Văn An');
  await fillCart(page);
  await openCheckout(page);

  const listed: string[] = [];
  page.on('request', (sent) => {
    if (sent.method() === 'GET' && new URL(sent.url()).pathname === '/api/v2/address/') listed.push(sent.url());
  });
  await page.reload();
  const recipients = page.getByRole('region', { name: 'Recipient address' });
  await expect(recipients.getByRole('radio', { name: /Nguyễn Văn An/ })).toBeChecked();
  await page.waitForLoadState('networkidle');
  // the session's list, which the checkout's inline address book uses too
  expect(listed).toHaveLength(1);

  // the inline form knows the saved one: the same place for the same contact is a copy
  await recipients.getByRole('button', { name: 'Add a new address' }).click();
  const added = recipients.getByRole('group', { name: 'New address' });
  await added.getByRole('combobox', { name: 'Address' }).fill('Chợ Bến Thành');
  await added.getByRole('option', { name: /Chợ Bến Thành/ }).click();
  await expect(added.getByLabel('Contact name')).toHaveValue('Nguyễn Văn An');
  await expect(added.getByText('This address is saved already.')).toBeVisible();
  await expect(added.getByRole('button', { name: 'Save the address' })).toBeDisabled();
  expect(listed).toHaveLength(1);
});

test('should send an expired session from the checkout to the login with the message and keep the cart', async ({ page, request }) => {
  await useLocale(page, 'en');
  await loggedInCustomer(page, request);
  await fillCart(page);
  await openCheckout(page);
  const cart = await page.evaluate(() => window.localStorage.getItem('cart'));
  expect(cart).toMatch(/menucd/);

  // The server no longer accepts the token: the account check on entering the checkout fails.
  await page.evaluate(() => window.localStorage.setItem('token', 'not-a-valid-token'));
  await page.getByRole('banner').getByRole('link', { name: /Cart/ }).click();
  await expect(page).toHaveURL(/\/my-cart\/?$/);
  await page.getByRole('main').getByRole('button', { name: 'Checkout' }).last().click();

  // Back to the checkout after logging in again.
  await expect(page).toHaveURL(/\/login\/?\?from=%2Fcheckout$/);
  await expect(page.getByRole('main').getByRole('status')).toContainText('Your session has expired. Please log in again.');
  await expect(page.getByRole('banner').getByRole('link', { name: 'Log in' })).toBeVisible();
  expect(await page.evaluate(() => window.localStorage.getItem('token'))).toBeNull();
  expect(await page.evaluate(() => window.localStorage.getItem('cart'))).toBe(cart);
});

test('should pay with MoMo on the gateway page, surviving a reload there, for another person picking up', async ({ page, request }) => {
  await useLocale(page, 'en');
  await loggedInCustomer(page, request, 'Nguyễn Văn An');
  await fillCart(page);
  await openCheckout(page);
  await fillCheckout(page, { pickup: true, method: 'MoMo', receiver: { name: 'Trần Thị Hoa', phone: '0912345678' } });
  await placeOrder(page);
  await expect(page).toHaveURL(/\/sandbox\/momo\?.*locale=en_US/);
  await page.reload();
  await decideOnGateway(page, 'Pay');

  await expect(page).toHaveURL(deliveryStatus);
  await expect(page.getByRole('status').filter({ hasText: 'Your payment was received.' })).toBeVisible();
  await expect(page.getByTestId('payment-status')).toHaveText('MoMo · Paid');
  const recipient = page.getByRole('region', { name: 'Recipient' });
  await expect(recipient).toContainText('Trần Thị Hoa');
  await expect(recipient).toContainText('+84912345678');
  await expect(page.getByRole('button', { name: 'Pay again with MoMo' })).toBeHidden();
});

test('should offer repay after MoMo declines and then take the payment', async ({ page, request }) => {
  await useLocale(page, 'en');
  await loggedInCustomer(page, request);
  await fillCart(page);
  await openCheckout(page);
  await fillCheckout(page, { pickup: true, method: 'MoMo' });
  await placeOrder(page);
  await decideOnGateway(page, 'Decline');

  await expect(page).toHaveURL(/paymentMessage=failed/);
  await expect(page.getByRole('alert').filter({ hasText: 'The payment failed.' })).toBeVisible();
  await expect(page.getByTestId('payment-status')).toHaveText('MoMo · Payment failed');
  await page.getByRole('button', { name: 'Pay again with MoMo' }).click();
  await decideOnGateway(page, 'Pay');
  await expect(page).toHaveURL(/paymentMessage=success/);
  await expect(page.getByTestId('payment-status')).toHaveText('MoMo · Paid');
});

/** A member's MoMo delivery, declined at the gateway: back on its status page with the failure. */
async function declinedMomoDelivery(page: Page, request: APIRequestContext) {
  await useLocale(page, 'en');
  await loggedInCustomer(page, request);
  await fillCart(page);
  await openCheckout(page);
  await fillCheckout(page, { method: 'MoMo' });
  await placeOrder(page);
  await decideOnGateway(page, 'Decline');
}

test('should let a declined MoMo delivery be paid in cash on delivery instead, placed at once', async ({ page, request }) => {
  // on a phone, where the browser would let the app be installed and show notifications
  await page.setViewportSize({ width: 390, height: 844 });
  await page.context().grantPermissions(['notifications']);
  await offerInstallOnEveryPage(page);
  await declinedMomoDelivery(page, request);

  await expect(page).toHaveURL(/paymentMessage=failed/);
  await expect(page.getByRole('alert').filter({ hasText: 'The payment failed.' })).toBeVisible();
  // paying again is the one thing to do: its buttons follow the notice, on the first screen, one under another, and
  // neither the app nor notifications are offered meanwhile
  const repay = page.getByRole('region', { name: 'Pay again' });
  const first = await repay.getByRole('button', { name: 'Pay again with MoMo' }).boundingBox();
  expect(first).not.toBeNull();
  expect(first!.y + first!.height).toBeLessThanOrEqual(844);
  const cash = await repay.getByRole('button', { name: 'Pay in cash on delivery instead' }).boundingBox();
  expect(cash!.y).toBeGreaterThan(first!.y);
  expect(cash!.width).toBe(first!.width);
  await expect.poll(() => page.evaluate(() => (window as { installHeld?: boolean }).installHeld)).toBe(true);
  await expect(page.getByRole('region', { name: 'Install the app' })).toHaveCount(0);
  await expect(page.getByRole('region', { name: 'Order notifications' })).toHaveCount(0);
  await page.getByRole('button', { name: 'Pay in cash on delivery instead' }).click();
  // no gateway: the order goes on, paid on delivery, and the page says so in place of the failure
  await expect(page.getByTestId('order-placed')).toContainText('Order placed — pay on delivery');
  // settled: the offers are made as after a cash order
  await expect(page.getByRole('region', { name: 'Order notifications' })).toContainText('Get a notification');
  await expect(page.getByRole('region', { name: 'Install the app' })).toBeVisible();
  await expect(page.getByTestId('payment-status')).toHaveText(/^Cash/);
  await expect(page.getByRole('alert').filter({ hasText: 'The payment failed.' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Pay again with MoMo' })).toHaveCount(0);
  await expect(page).not.toHaveURL(/paymentMessage|placed=/);
  // a reload does not confirm it again
  await page.reload();
  await expect(page.getByTestId('payment-status')).toHaveText(/^Cash/);
  await expect(page.getByTestId('order-placed')).toHaveCount(0);
});

test('should settle paying in cash instead when the status stream brings the change before its answer', async ({ page, request }) => {
  await declinedMomoDelivery(page, request);
  await expect(page.getByRole('alert').filter({ hasText: 'The payment failed.' })).toBeVisible();

  // the server makes the change, and its answer is held until the page has heard of it through the stream
  await page.route(/\/api\/delivery\/update-payment-method/, async (route) => {
    const response = await route.fetch();
    await expect(page.getByTestId('payment-status')).toHaveText(/^Cash/);
    await route.fulfill({ response });
  });
  await page.getByRole('button', { name: 'Pay in cash on delivery instead' }).click();
  await expect(page.getByTestId('order-placed')).toContainText('Order placed — pay on delivery');
  await expect(page.getByRole('button', { name: 'Pay again with MoMo' })).toHaveCount(0);
  await page.unrouteAll({ behavior: 'ignoreErrors' });
});

test('should show a cancelled Payoo payment on the order status', async ({ page, request }) => {
  await useLocale(page, 'en');
  await loggedInCustomer(page, request);
  await fillCart(page);
  await openCheckout(page);
  await fillCheckout(page, { pickup: true, method: 'Payoo' });
  await placeOrder(page);
  await decideOnGateway(page, 'Cancel');
  await expect(page).toHaveURL(/paymentMessage=cancelled/);
  await expect(page.getByRole('alert').filter({ hasText: 'The payment was cancelled.' })).toBeVisible();
  await expect(page.getByTestId('payment-status')).toHaveText('Payoo · Payment failed');
  await expect(page.getByRole('button', { name: 'Pay again with Payoo' })).toBeVisible();
});

test('should make one order from a double click on confirm', async ({ page, request }) => {
  await useLocale(page, 'en');
  const account = await loggedInCustomer(page, request);
  await fillCart(page);
  await openCheckout(page);
  await fillCheckout(page, { pickup: true, method: 'Cash' });
  await page.getByRole('button', { name: 'Place order' }).dblclick();
  const dialog = page.getByRole('dialog', { name: 'Confirm the time' });
  await dialog.getByRole('button', { name: 'Confirm the time' }).click();
  await expect(page).toHaveURL(deliveryStatus);
  await expect(page.getByTestId('payment-status')).toHaveText('Cash · pay at the store');
  const orders = await request.post('/api/delivery/get-user-order', {
    headers: { authorization: `Bearer ${account.access}` },
    data: { user_id: account.customerId, tab: 'all' },
  });
  expect(orders.status()).toBe(200);
  const list = ((await orders.json()) as { data: { data: { order_no: string }[] } }).data.data;
  expect(list.map((o) => o.order_no)).toEqual([orderNoOf(page)]);
});

test('should list a price the server changed and order at the new price once accepted', async ({ page, request }) => {
  await useLocale(page, 'en');
  await loggedInCustomer(page, request);
  await fillCart(page);
  await openCheckout(page);
  await fillCheckout(page, { pickup: true, method: 'Cash' });
  const total = await page.getByTestId('checkout-total').textContent();
  // The cart still holds yesterday's price of the dish: the server prices it again.
  let sent = false;
  await page.route('**/api/delivery/update-delivery-info', async (route) => {
    const body = route.request().postDataJSON() as { isConfirm: boolean; info: { foods: { price: number }[] } };
    if (!body.isConfirm || sent) return route.continue();
    sent = true;
    body.info.foods[0].price -= 5000;
    await route.continue({ postData: JSON.stringify(body) });
  });
  await placeOrder(page);
  const alert = page.getByRole('alert').filter({ hasText: 'Some prices have changed.' });
  await expect(alert.getByRole('list', { name: 'Changed prices' })).toContainText('Phở Rolls');
  await alert.getByRole('button', { name: 'Accept the new prices' }).click();
  await expect(page.getByTestId('checkout-total')).toHaveText(total ?? '');
  await placeOrder(page);
  await expect(page).toHaveURL(deliveryStatus);
  await expect(page.getByTestId('order-total')).toHaveText(total ?? '');
});

test('should show why a promotion cannot apply before it is applied', async ({ page, request }) => {
  await useLocale(page, 'en');
  const account = await loggedInCustomer(page, request);
  const granted = await request.post('/sandbox/promotions/grant', { data: { phone: international(account.phone), code: 'PMT-BILL10', quantity: 1 } });
  expect(granted.status()).toBe(200);
  await fillCart(page);
  await openCheckout(page);
  await fillCheckout(page, { pickup: true, method: 'Cash' });
  // the cart is under the bill discount's minimum: the reason shows and the promotion cannot be applied
  const bill = page.getByRole('listitem', { name: '10% off your bill', exact: true });
  await expect(bill).toContainText('For orders from 150,000 ₫.');
  await expect(bill.getByRole('button', { name: 'Apply 10% off your bill' })).toBeDisabled();
  await placeOrder(page);
  await expect(page).toHaveURL(deliveryStatus);
});

test('should pay in the QR modal, and fail with the hotline when its window ends', async ({ page, context, request }) => {
  await page.clock.install();
  await useLocale(page, 'en');
  await loggedInCustomer(page, request);
  await fillCart(page);
  await openCheckout(page);
  await fillCheckout(page, { pickup: true, method: 'MoMo' });
  await placeOrder(page, 'Pay with a QR code');
  const modal = page.getByRole('dialog', { name: 'Pay with a QR code' });
  await expect(modal.getByRole('img', { name: 'QR code of the payment' })).toBeVisible();

  // The window ends unpaid: failure with the hotline; closing offers the payment again.
  await page.clock.runFor(5 * 60_000);
  await expect(modal.getByRole('alert')).toContainText('1900 8012');
  await modal.getByRole('button', { name: 'Close' }).click();
  await expect(modal).toBeHidden();

  await page.getByRole('button', { name: 'Pay with a QR code' }).click();
  const href = await modal.getByRole('link', { name: 'Open the payment page' }).getAttribute('href');
  const wallet = await context.newPage();
  await wallet.goto(href ?? '');
  await wallet.getByRole('button', { name: 'Pay' }).click();
  await wallet.close();
  await expect(async () => {
    await page.clock.runFor(2_000);
    await expect(page).toHaveURL(deliveryStatus, { timeout: 500 });
  }).toPass();
  await expect(page.getByTestId('payment-status')).toHaveText('MoMo · Paid');
});

test('should check an unpaid order for 10 s and then show its status', async ({ page, request }) => {
  await page.clock.install();
  await useLocale(page, 'en');
  await loggedInCustomer(page, request);
  await fillCart(page);
  await openCheckout(page);
  await fillCheckout(page, { pickup: true, method: 'MoMo' });
  await placeOrder(page);
  await expect(page).toHaveURL(/\/sandbox\/momo\?/);
  await page.goBack();
  await expect(page).toHaveURL(/\/checkout$/);
  await expect(page.getByRole('heading', { name: 'Checking your payment' })).toBeVisible();
  await page.clock.runFor(10_000);
  await expect(page).toHaveURL(deliveryStatus);
  await expect(page.getByTestId('payment-status')).toHaveText('MoMo · Not paid yet');
});

test('should send a direct visit to /checkout to the menu and /payment-result to home', async ({ page }) => {
  await useLocale(page, 'en');
  await page.goto('/checkout');
  await expect(page).toHaveURL(/\/(main-menu)?$/);
  await page.goto('/payment-result');
  await expect(page).toHaveURL(/\/$/);
});
