import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { loggedInCustomer, orderNoOf, type Account } from '../support/e2e-steps';

/**
 * The second order (README "the second order"): a returning member (logged in, a saved address, an order placed
 * before on this phone) orders again in a few taps: the saved address on home is one tap to the menu, and the
 * checkout has the last payment method chosen and the terms already accepted; "Reorder" on a past order opens a
 * ready checkout (its address, store and time). Each tap is counted. On a 390 px phone with the browser's clock and
 * this browser's server clock (POST /sandbox/clock) both fixed at lunch in Ho Chi Minh City the day after the real
 * one, so the store is open whatever the real hour is. Chromium's native Temporal ignores Playwright's clock.
 */
const PHONE = { width: 390, height: 844 };

const words = {
  vi: { deliverTo: /^Giao đến /, add: 'Thêm Phở cuốn vào giỏ hàng', cart: /Giỏ hàng/, checkout: 'Thanh toán', cash: 'Tiền mặt', terms: /Tôi đồng ý với/, place: 'Đặt hàng', confirmTime: 'Xác nhận thời gian', reorder: 'Đặt lại' },
  en: { deliverTo: /^Deliver to /, add: 'Add Phở Rolls to the cart', cart: /Cart/, checkout: 'Checkout', cash: 'Cash', terms: /I agree to the/, place: 'Place order', confirmTime: 'Confirm the time', reorder: 'Reorder' },
} as const;
type Locale = keyof typeof words;

/** Saves the Bến Thành place (the local gazetteer's) as the member's default address through the API. */
async function saveAddress(request: APIRequestContext, account: Account) {
  const created = await request.post('/api/v2/address/google_address_create/', {
    headers: { authorization: `Bearer ${account.access}` },
    data: {
      lat: 10.7725,
      lng: 106.698,
      address: 'Chợ Bến Thành, Lê Lợi, Phường Bến Thành, Quận 1, Hồ Chí Minh',
      contact_name: 'Khách Quay Lại',
      phone_number: account.phone,
      google_data: { place_id: 'hcm-lm-cho-ben-thanh', name: 'Chợ Bến Thành' },
      customer: account.customerId,
    },
  });
  expect(created.status(), await created.text()).toBe(200);
}

/** Counts the customer's taps (a click, or a field typed) from the moment it is made. */
function tapCounter() {
  let taps = 0;
  return {
    tap: async (target: Locator) => {
      taps += 1;
      await target.click();
    },
    get count() {
      return taps;
    },
  };
}

/** Places the order on the open checkout with the taps it needs: confirm, and the time dialog when it asks. */
async function place(page: Page, locale: Locale, tap: (target: Locator) => Promise<void>) {
  await tap(page.getByRole('button', { name: words[locale].place, exact: true }));
  const dialog = page.getByRole('dialog', { name: words[locale].confirmTime });
  const outcome = await Promise.race([
    page.waitForURL(/\/delivery-status\?/, { timeout: 30_000 }).then(() => 'sent' as const),
    dialog.waitFor({ state: 'visible', timeout: 30_000 }).then(() => 'dialog' as const),
  ]);
  if (outcome === 'dialog') {
    await tap(dialog.getByRole('button', { name: words[locale].confirmTime }));
    await page.waitForURL(/\/delivery-status\?/, { timeout: 30_000 });
  }
}

/** The saved address's one tap, the dish, the cart and the checkout (the menu is drawn as it nears the screen). */
async function orderPhoRolls(page: Page, locale: Locale, tap: (target: Locator) => Promise<void>) {
  await tap(page.getByRole('main').getByRole('button', { name: words[locale].deliverTo }));
  await expect(page).toHaveURL(/\/main-menu$/);
  const add = page.getByRole('button', { name: words[locale].add });
  await expect(page.getByRole('heading', { level: 2 }).first()).toBeVisible();
  for (let screens = 0; (await add.count()) === 0 && screens < 40; screens += 1) await page.mouse.wheel(0, 600);
  await tap(add);
  await tap(page.getByRole('banner').getByRole('link', { name: words[locale].cart }));
  await expect(page).toHaveURL(/\/my-cart\/?$/);
  await tap(page.getByRole('main').getByRole('button', { name: words[locale].checkout }).last());
  await expect(page).toHaveURL(/\/checkout$/);
}

for (const locale of ['vi', 'en'] as const) {
  test(`should let a returning member order again in at most 6 taps and reorder in at most 4 (${locale})`, async ({ page, request }) => {
    test.setTimeout(120_000);
    const tomorrow = new Date(Date.now() + 24 * 60 * 60 * 1000).toLocaleDateString('sv-SE', { timeZone: 'Asia/Ho_Chi_Minh' });
    await page.addInitScript(() => {
      delete (globalThis as { Temporal?: unknown }).Temporal;
    });
    await page.clock.setFixedTime(new Date(`${tomorrow}T12:15:00+07:00`));
    // the server answers this browser at the same time (sandbox only), so ASAP and the last order never depend on the hour
    const fixed = await page.request.post('/sandbox/clock', { data: { now: `${tomorrow}T12:15:00+07:00` } });
    expect(fixed.status(), await fixed.text()).toBe(200);
    await page.setViewportSize(PHONE);
    await page.addInitScript((value) => {
      if (!window.localStorage.getItem('locale')) window.localStorage.setItem('locale', value);
    }, locale);
    const account = await loggedInCustomer(page, request, 'Khách Quay Lại');
    await saveAddress(request, account);

    // the first order on this phone: the payment method and the terms are chosen here, once
    const first = tapCounter();
    await page.goto('/');
    await orderPhoRolls(page, locale, first.tap);
    const form = page.locator('form').filter({ has: page.getByRole('checkbox', { name: words[locale].terms }) });
    await form.getByRole('radio', { name: words[locale].cash }).check();
    await form.getByRole('checkbox', { name: words[locale].terms }).check();
    await place(page, locale, first.tap);
    const firstOrderNo = orderNoOf(page);
    expect(firstOrderNo).not.toBe('');

    // the second order: from opening the app, the same dish to the saved address
    const second = tapCounter();
    await page.goto('/');
    await orderPhoRolls(page, locale, second.tap);
    await expect(page.getByRole('radio', { name: words[locale].cash })).toBeChecked();
    await expect(page.getByRole('checkbox', { name: words[locale].terms })).toBeChecked();
    await place(page, locale, second.tap);
    expect(orderNoOf(page)).not.toBe(firstOrderNo);
    expect(second.count).toBeLessThanOrEqual(6);

    // a reorder of the first order: straight to a ready checkout for its address
    await page.goto(`/order-detail/${firstOrderNo}`);
    await page.getByRole('button', { name: words[locale].reorder, exact: true }).click();
    const reorder = tapCounter();
    await expect(page).toHaveURL(/\/checkout$/);
    await expect(page.getByRole('radio', { name: words[locale].cash })).toBeChecked();
    await expect(page.getByRole('checkbox', { name: words[locale].terms })).toBeChecked();
    await page.screenshot({ path: `/tmp/second-order-reorder-${locale}.png` });
    await place(page, locale, reorder.tap);
    expect(reorder.count).toBeLessThanOrEqual(4);
  });
}

test('should close a wallet order left unpaid after its window, say so, and order the same again to a ready checkout (en)', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const tomorrow = new Date(Date.now() + 24 * 60 * 60 * 1000).toLocaleDateString('sv-SE', { timeZone: 'Asia/Ho_Chi_Minh' });
  await page.addInitScript(() => {
    delete (globalThis as { Temporal?: unknown }).Temporal;
    if (!window.localStorage.getItem('locale')) window.localStorage.setItem('locale', 'en');
  });
  await page.clock.setFixedTime(new Date(`${tomorrow}T12:15:00+07:00`));
  expect((await page.request.post('/sandbox/clock', { data: { now: `${tomorrow}T12:15:00+07:00` } })).status()).toBe(200);
  await page.setViewportSize(PHONE);
  const account = await loggedInCustomer(page, request, 'Khách Chưa Trả');
  await saveAddress(request, account);

  // a MoMo order handed to the wallet's page, and left there unpaid: back in the app, the payment is checked
  await page.goto('/');
  await orderPhoRolls(page, 'en', (target) => target.click());
  const form = page.locator('form').filter({ has: page.getByRole('checkbox', { name: words.en.terms }) });
  await form.getByRole('radio', { name: 'MoMo' }).check();
  await form.getByRole('checkbox', { name: words.en.terms }).check();
  await page.getByRole('button', { name: words.en.place, exact: true }).click();
  const dialog = page.getByRole('dialog', { name: words.en.confirmTime });
  await Promise.race([page.waitForURL(/\/sandbox\/momo/), dialog.waitFor({ state: 'visible' })]);
  if (await dialog.isVisible()) await dialog.getByRole('button', { name: words.en.confirmTime }).click();
  await page.waitForURL(/\/sandbox\/momo/);
  await page.goBack();
  await page.waitForURL(/\/delivery-status\?/, { timeout: 30_000 });
  const orderNo = orderNoOf(page);

  // the payment window (time_interval_payload, 5 minutes) runs out on the server's clock: the order is closed
  expect((await page.request.post('/sandbox/clock', { data: { now: `${tomorrow}T12:30:00+07:00` } })).status()).toBe(200);
  await page.goto(`/delivery-status?orderNo=${orderNo}`);
  await expect(page.getByTestId('order-status')).toHaveText('Closed: not paid in time');
  // it will never be paid, and the notice above says it was closed: no "not paid yet", no second "cancelled"
  await expect(page.getByTestId('payment-status')).toHaveText('MoMo · Not paid');
  await expect(page.getByTestId('payment-notice')).toContainText('This order was closed: it was not paid in time');
  await expect(page.getByText('This order was cancelled.')).toHaveCount(0);
  await page.screenshot({ path: '/tmp/second-order-closed-en.png' });

  // one tap: the same dish in the cart and the checkout ready for the saved address
  await page.getByRole('button', { name: 'Order the same again' }).click();
  await expect(page).toHaveURL(/\/checkout$/);
  await expect(page.getByRole('main')).toContainText('Phở Rolls');
  await expect(page.getByRole('main')).toContainText('Chợ Bến Thành');
});
