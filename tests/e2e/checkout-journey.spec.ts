import { expect, test, type Page } from '@playwright/test';
import { fillCart, fillCheckout, loggedInCustomer, newPhone, openCheckout, PASSWORD, placeOrder, smsCodes, useLocale } from '../support/e2e-steps';

/**
 * The checkout journey on a 390 px phone: what the customer entered is never asked again
 * (the home address, a registering guest's name and phone), errors appear only after the customer
 * acts, pickup shows the store's address, hours and a map link, and an empty cart totals 0 with no fee.
 * With SHOTS_DIR set, each screen is also saved there as a PNG to look at.
 */

test.describe.configure({ timeout: 90_000 });
test.use({ viewport: { width: 390, height: 844 } });

async function shot(page: Page, name: string) {
  const dir = process.env.SHOTS_DIR;
  if (dir) await page.screenshot({ path: `${dir}/${name}.png`, fullPage: true });
}

/** No sideways scroll: the page is no wider than the screen. */
async function expectNoSidewaysScroll(page: Page) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
}

test.beforeAll(async ({ request }) => {
  const reset = await request.post('/sandbox/sms/reset-limits', { headers: { accept: 'application/json' } });
  expect(reset.ok()).toBe(true);
});

test('should carry the home address and a registering guest’s name and phone to checkout, with errors only after blur', async ({ page, request }) => {
  await page.clock.install();
  await useLocale(page, 'en');
  await fillCart(page);
  const phone = newPhone();

  /** Checkout as a guest: log in with an unknown phone, register, then go on as a guest. */
  await page.getByRole('main').getByRole('button', { name: 'Checkout' }).last().click();
  await expect(page).toHaveURL(/\/login\/?/);
  const main = page.getByRole('main');
  await main.getByLabel('Phone number').fill(phone);
  await main.getByRole('button', { name: 'Next' }).click();
  await expect(page).toHaveURL(/\/register/);
  await main.getByLabel('Full name').fill('Trần Thị Bình');
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
  if (!/\/checkout$/.test(page.url())) {
    await expect(page).toHaveURL(/\/my-cart\/?$/);
    await openCheckout(page);
  }

  const form = page.getByRole('form', { name: 'Checkout' });
  await expect(form.getByLabel('Full name')).toHaveValue('Trần Thị Bình');
  await expect(form.getByLabel('Phone number', { exact: true })).toHaveValue(new RegExp(`${phone.slice(1)}$`));
  await expect(form.getByTestId('delivery-address')).toContainText('Bến Thành');
  /** Nothing is red on arrival. */
  await expect(form.getByText('This field is required.')).toHaveCount(0);
  await expect(form.locator('[aria-invalid="true"]')).toHaveCount(0);
  await expectNoSidewaysScroll(page);
  await shot(page, 'checkout-delivery-en');

  /** A reload keeps the guest at checkout with what they typed: the allowance is kept for the tab. */
  await page.reload();
  await expect(page).toHaveURL(/\/checkout$/);
  await expect(form.getByLabel('Full name')).toHaveValue('Trần Thị Bình');
  await expect(form.getByLabel('Phone number', { exact: true })).toHaveValue(new RegExp(`${phone.slice(1)}$`));

  /** Leaving an emptied field shows its error. */
  await form.getByLabel('Full name').fill('');
  await form.getByLabel('Full name').blur();
  await expect(form.getByText('This field is required.')).toHaveCount(1);
  await expect(form.getByLabel('Full name')).toHaveAttribute('aria-invalid', 'true');
});

test('should keep the home address as a member’s recipient over a saved default elsewhere, and save it when ticked', async ({ page, request }) => {
  await useLocale(page, 'en');
  const account = await loggedInCustomer(page, request, 'Lê Minh Châu');
  const auth = { authorization: `Bearer ${account.access}` };
  const crescent = await request.post('/api/v2/address/google_address_create/', {
    headers: auth,
    data: { lat: 10.7291, lng: 106.7187, address: 'Crescent Mall, 101 Tôn Dật Tiên, Tân Phú, Quận 7, Hồ Chí Minh', contact_name: 'Lê Minh Châu', phone_number: account.phone, customer: account.customerId },
  });
  expect(crescent.status()).toBe(200);
  await fillCart(page);
  await openCheckout(page);

  const form = page.getByRole('form', { name: 'Checkout' });
  await expect(form.getByTestId('delivery-address')).toContainText('Bến Thành');
  await expect(form.getByRole('radio', { name: /Crescent Mall/ })).not.toBeChecked();
  await expect(form.getByText('Choose a recipient address.')).toHaveCount(0);
  await expect(form.locator('[aria-invalid="true"]')).toHaveCount(0);
  await form.getByRole('checkbox', { name: 'Save this address to my addresses' }).check();
  await fillCheckout(page, { method: 'Cash' });
  await placeOrder(page);
  await expect(page).toHaveURL(/\/delivery-status/);
  const addresses = await request.get(`/api/v2/address/?customer=${account.customerId}&limit=100`, { headers: auth });
  expect(JSON.stringify(await addresses.json())).toContain('Bến Thành');
});

test('should show the pickup store with its address, hours and a map link on home and at checkout (vi)', async ({ page, request }) => {
  await useLocale(page, 'vi');
  await loggedInCustomer(page, request);
  await page.goto('/');
  await page.getByRole('radio', { name: 'Nhận tại cửa hàng' }).check();
  /** Pickup asks where the customer is, not for a delivery address. */
  await expect(page.getByRole('combobox', { name: /Địa chỉ giao hàng/ })).toHaveCount(0);
  await page.getByRole('combobox', { name: /Vị trí của bạn/ }).fill('Chợ Bến Thành');
  await page.getByRole('option', { name: /Chợ Bến Thành/ }).click();
  const homeCard = page.getByRole('main').getByTestId('store-card');
  await expect(homeCard).toContainText('Giờ mở cửa');
  await expect(homeCard.getByRole('link', { name: 'Mở trong Google Maps' })).toHaveAttribute('href', /^https:\/\/www\.google\.com\/maps\/search\/\?api=1&query=[\d.]+,[\d.]+$/);
  await expectNoSidewaysScroll(page);
  await shot(page, 'home-pickup-vi');

  await page.getByRole('button', { name: 'Xác nhận địa điểm' }).click();
  await expect(page).toHaveURL(/\/main-menu$/);
  await page.getByRole('button', { name: 'Thêm Phở cuốn vào giỏ hàng' }).click();
  await page.getByRole('banner').getByRole('link', { name: /Giỏ hàng/ }).first().click();
  await expect(page).toHaveURL(/\/my-cart\/?$/);
  await page.getByRole('main').getByRole('button', { name: 'Thanh toán' }).last().click();
  await expect(page).toHaveURL(/\/checkout$/);

  const card = page.getByRole('form').getByTestId('store-card');
  await expect(card).toContainText('Giờ mở cửa');
  await expect(card.getByRole('link', { name: 'Mở trong Google Maps' })).toHaveAttribute('href', /^https:\/\/www\.google\.com\/maps\/search\/\?api=1&query=/);
  await expect(page.getByRole('form').getByText('Vui lòng nhập trường này.')).toHaveCount(0);
  await expectNoSidewaysScroll(page);
  await shot(page, 'checkout-pickup-vi');
});

test('should total 0 with no fee line for an empty cart (vi)', async ({ page }) => {
  await useLocale(page, 'vi');
  /** A store is chosen, so a delivery fee is known (15.000 ₫), but nothing is in the cart. */
  await page.goto('/');
  await page.getByRole('combobox', { name: /Địa chỉ giao hàng/ }).fill('Chợ Bến Thành');
  await page.getByRole('option', { name: /Chợ Bến Thành/ }).click();
  await page.getByRole('button', { name: 'Xác nhận địa điểm' }).click();
  await expect(page).toHaveURL(/\/main-menu$/);
  await page.getByRole('banner').getByRole('link', { name: /Giỏ hàng/ }).first().click();
  await expect(page).toHaveURL(/\/my-cart\/?$/);
  const totals = page.getByRole('main');
  await expect(totals.getByTestId('cart-total')).toHaveText(/^0\s₫$/);
  await expect(totals.getByText('Phí giao hàng')).toHaveCount(0);
  await expectNoSidewaysScroll(page);
  await shot(page, 'cart-empty-vi');
});
