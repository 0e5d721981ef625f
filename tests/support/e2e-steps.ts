/** Shared Playwright steps: locale, accounts through the API, and the ordering path up to the checkout. */
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { randomInt } from 'node:crypto';
import { SANDBOX_RECAPTCHA_SITE_KEY } from '../../server/sandbox/recaptcha';

export type Locale = 'ja' | 'vi' | 'en';
export const PASSWORD = 'secret12';

/** A fresh Vietnamese mobile number (national form) per test. */
export const newPhone = () => `09${String(randomInt(0, 100_000_000)).padStart(8, '0')}`;
export const international = (phone: string) => `+84${phone.slice(1)}`;

/**
 * A browser that keeps `locale` as the app keeps a choice of language: in its storage, and in the cookie the server
 * draws the first screens in (src/lib/i18n.ts activateLocale).
 */
export async function useLocale(page: Page, locale: Locale) {
  await page.addInitScript((value) => {
    if (!window.localStorage.getItem('locale')) window.localStorage.setItem('locale', value);
  }, locale);
  const { baseURL } = test.info().project.use;
  if (baseURL) await page.context().addCookies([{ name: 'kept_locale', value: locale, url: baseURL }]);
}

/** POST /api/v2/otp/send/ as the app makes it: with a fresh response of the sandbox's reCAPTCHA widget. */
export async function sendOtp(request: APIRequestContext, body: { phone: string; purpose: 'register' | 'reset_password'; lang?: Locale }) {
  const widget = await request.post('/sandbox/recaptcha/userverify', { data: { sitekey: SANDBOX_RECAPTCHA_SITE_KEY } });
  const { token } = (await widget.json()) as { token: string };
  return request.post('/api/v2/otp/send/', { data: { ...body, recaptcha_token: token } });
}

/** The SMS codes sent to `phone`, latest first, once at least `count` arrived. */
export async function smsCodes(request: APIRequestContext, phone: string, count = 1): Promise<string[]> {
  let codes: string[] = [];
  await expect
    .poll(async () => {
      const response = await request.get(`/sandbox/sms?phone=${encodeURIComponent(international(phone))}`, { headers: { accept: 'application/json' } });
      const rows = (await response.json()) as { channel: string; code: string | null }[];
      codes = rows.filter((row) => row.channel === 'sms' && row.code).map((row) => row.code as string);
      return codes.length;
    })
    .toBeGreaterThanOrEqual(count);
  return codes;
}

/**
 * A member with `phone`, made by the sandbox without a one-time code: setups that are not about registering
 * spend none of the OTP sends the server allows a client address per hour (identity.spec walks registration).
 */
export async function registerViaApi(request: APIRequestContext, phone: string, fullName = 'Khách Kiểm Thử') {
  const created = await request.post('/sandbox/customers', { data: { phone, fullName, password: PASSWORD } });
  expect(created.status(), await created.text()).toBe(201);
}

export interface Account {
  phone: string;
  access: string;
  customerId: number;
}

/**
 * A new customer, registered and logged in through the API; the page starts with the session
 * the app would have stored after a login.
 */
export async function loggedInCustomer(page: Page, request: APIRequestContext, fullName = 'Khách Kiểm Thử'): Promise<Account> {
  const phone = newPhone();
  await registerViaApi(request, phone, fullName);
  return { phone, ...(await logInAs(page, request, phone)) };
}

/** Logs `phone` in through the API; the page starts with the session the app would have stored after a login. */
export async function logInAs(page: Page, request: APIRequestContext, phone: string): Promise<Omit<Account, 'phone'>> {
  const login = await request.post('/api/v2/login/', { data: { user_name: international(phone), password: PASSWORD } });
  expect(login.status()).toBe(200);
  const session = (await login.json()) as { access: string; refresh: string; user: unknown; customer: { id: number } };
  // Once per browser context, not on every navigation: a logout (which reloads home) or an ended session is not
  // undone behind the test's back by the next page.
  await page.addInitScript((stored) => {
    if (window.localStorage.getItem('e2e-session-seeded') || window.localStorage.getItem('token')) return;
    window.localStorage.setItem('e2e-session-seeded', '1');
    window.localStorage.setItem('token', stored.access);
    window.localStorage.setItem('refreshToken', stored.refresh);
    window.localStorage.setItem('session', JSON.stringify({ user: stored.user, customer: stored.customer }));
  }, session);
  return { access: session.access, customerId: session.customer.id };
}

/** Home → address → menu → a dish in the cart → the cart (English labels). */
export async function fillCart(page: Page, dish = 'Phở Rolls', address = { typed: 'Chợ Bến Thành', suggestion: /Chợ Bến Thành/ }) {
  await page.goto('/');
  await page.getByRole('combobox', { name: /Delivery address/ }).fill(address.typed);
  await page.getByRole('option', { name: address.suggestion }).click();
  await page.getByRole('button', { name: 'Confirm location' }).click();
  await expect(page).toHaveURL(/\/main-menu$/);
  await addFromMenu(page, dish);
  await page.getByRole('banner').getByRole('link', { name: /Cart/ }).click();
  await expect(page).toHaveURL(/\/my-cart\/?$/);
}

/**
 * Adds `dish` (its English name) from the menu: a category far from the screen is drawn only as it nears it
 * (src/lib/use-near-screen.ts), so the menu is scrolled down a screen at a time, as a customer would, until it is there.
 */
export async function addFromMenu(page: Page, dish: string) {
  const add = page.getByRole('button', { name: `Add ${dish} to the cart` });
  await expect(page.getByRole('heading', { level: 2 }).first()).toBeVisible();
  for (let screens = 0; (await add.count()) === 0; screens += 1) {
    if (screens === 40) throw new Error(`${dish} is not on the menu`);
    await page.mouse.wheel(0, 600);
    await page.waitForTimeout(100);
  }
  await add.click();
}

/** The cart's checkout button, then the checkout form. */
export async function openCheckout(page: Page) {
  await page.getByRole('main').getByRole('button', { name: 'Checkout' }).last().click();
  await expect(page).toHaveURL(/\/checkout$/);
  await expect(page.getByRole('heading', { name: 'Checkout', level: 1 })).toBeVisible();
}

export interface CheckoutChoices {
  pickup?: boolean;
  name?: string;
  phone?: string;
  method: 'Cash' | 'MoMo' | 'Payoo';
  /** Another person picks up or receives the order. */
  receiver?: { name: string; phone: string };
}

/**
 * Fills the checkout (English): type, contact, tomorrow's first slot (so the test runs at any
 * hour), payment method and the policy; answers the chosen date and time.
 */
export async function fillCheckout(page: Page, choices: CheckoutChoices): Promise<{ date: string; time: string }> {
  const form = page.getByRole('form', { name: 'Checkout' });
  if (choices.pickup) await form.getByRole('radio', { name: 'Pickup at the store' }).check();
  if (choices.name !== undefined) await form.getByLabel('Full name').fill(choices.name);
  if (choices.phone !== undefined) await form.getByLabel('Phone number', { exact: true }).fill(choices.phone);
  if (choices.receiver) {
    await form.getByRole('radio', { name: 'Another person' }).check();
    await form.getByLabel("Receiver's name").fill(choices.receiver.name);
    await form.getByLabel("Receiver's phone number").fill(choices.receiver.phone);
  }
  const date = form.getByLabel('Date', { exact: true });
  await date.selectOption({ index: 1 });
  const time = form.getByLabel('Time', { exact: true });
  await time.selectOption({ index: 1 });
  await form.getByRole('radio', { name: choices.method }).check();
  await form.getByRole('checkbox', { name: /I agree to the/ }).check();
  return { date: await date.inputValue(), time: await time.inputValue() };
}

/** Presses "Place order" and confirms the chosen time in the dialog. */
export async function placeOrder(page: Page, button = 'Place order') {
  await page.getByRole('button', { name: button }).click();
  const dialog = page.getByRole('dialog', { name: 'Confirm the time' });
  await dialog.getByRole('button', { name: 'Confirm the time' }).click();
  await expect(dialog).toBeHidden();
}

/** The orders /sandbox/orders lists (the latest 50 placed), as its JSON answer gives them. */
export async function sandboxOrders(request: APIRequestContext): Promise<{ id: number; order_no: string; status: string }[]> {
  return (await request.get('/sandbox/orders', { headers: { accept: 'application/json' } })).json();
}

/** The server's id of an order, from the sandbox's order list. */
export async function orderIdOf(request: APIRequestContext, orderNo: string): Promise<number> {
  const row = (await sandboxOrders(request)).find((r) => r.order_no === orderNo);
  expect(row, `order ${orderNo} in /sandbox/orders`).toBeTruthy();
  return row!.id;
}

/** The order number of the delivery-status page. */
export const orderNoOf = (page: Page) => new URL(page.url()).searchParams.get('orderNo') ?? '';

/** A dish or topping row of an order as the checkout sends it (`foods` of insert-delivery-info). */
export interface OrderFood {
  menucd: string;
  menuid?: string;
  menunm: string;
  price: number;
  quantity: number;
  meisaikb: number;
  stuckb?: number;
  tax_rate?: number;
  active_flag?: boolean;
}

/** A bowl of phở with its size (a mandatory topping), as the seed's menu sells it. */
export const PHO_BOWL: OrderFood[] = [
  { menucd: 'PHO001', menuid: 'PHO001_mT001', menunm: 'Phở bò tái', price: 65000, quantity: 1, meisaikb: 0, stuckb: 2, tax_rate: 8, active_flag: true },
  { menucd: 'T001', menuid: 'PHO001_mT001', menunm: 'Tô vừa', price: 0, quantity: 1, meisaikb: 2 },
];

/** Where a delivery goes, as the checkout keeps it: the text, and the suggestion's place the server checks it against. */
export interface OrderDelivery {
  deliveryTo: string;
  deliveryLocation?: { lat: number; lng: number };
  deliveryPlaceId?: string;
}

/** Chợ Bến Thành, the local gazetteer's place (its id and position), as home's suggestion gives it. */
export const BEN_THANH_DELIVERY: OrderDelivery = {
  deliveryTo: 'Chợ Bến Thành, Lê Lợi, Phường Bến Thành, Quận 1, Hồ Chí Minh',
  deliveryLocation: { lat: 10.7725, lng: 106.698 },
  deliveryPlaceId: 'hcm-lm-cho-ben-thanh',
};

/**
 * An open order (status ordering) at the seed's first store, inserted through the API as the checkout does: a
 * logged-in customer's (ASAP, cash, with their token) or a guest's (a name and phone, no token); picked up at the
 * store unless `delivery` says where it goes. Returns its id, its number and the capability the server answered.
 */
export async function insertOpenOrder(
  request: APIRequestContext,
  by: { customer: Account } | { guest: string },
  { foods = PHO_BOWL, delivery = null }: { foods?: OrderFood[]; delivery?: OrderDelivery | null } = {},
): Promise<{ id: number; orderNo: string; capability: string }> {
  const who = 'customer' in by ? { customerId: by.customer.customerId, isASAP: true, emoneyType: 0 } : { name: by.guest, phone: '0912345678' };
  const where = delivery ? { pickUpAtStore: false, ...delivery } : { pickUpAtStore: true };
  const inserted = await request.post('/api/delivery/insert-delivery-info', {
    data: { lang: 'en', info: { foods, storeId: 1, storeCode: 'S001', tencd: 'S001', status: 'ordering', ...who, ...where } },
    headers: 'customer' in by ? { Authorization: `Bearer ${by.customer.access}` } : {},
  });
  expect(inserted.status(), await inserted.text()).toBe(200);
  const { data } = (await inserted.json()) as { data: { id: number; order_no: string; order_capability: string } };
  return { id: data.id, orderNo: data.order_no, capability: data.order_capability };
}

/** An open guest order (delivery, one Phở bò tái without its size) with the capability the server answered. */
export const insertGuestOrder = (request: APIRequestContext, name = 'Khách Riêng Tư') =>
  insertOpenOrder(request, { guest: name }, {
    foods: [{ menucd: 'PHO001', menunm: 'Phở bò tái', price: 65000, quantity: 1, meisaikb: 0 }],
    delivery: { deliveryTo: '135 Nam Kỳ Khởi Nghĩa, Quận 1' },
  });

/**
 * Changes the kept language of a page already open as the app's language menu does (storage and the kept_locale
 * cookie), so that the next page the server draws is in it and the app hydrates what it drew.
 */
export async function keepLocale(page: Page, locale: Locale) {
  await page.evaluate((value) => window.localStorage.setItem('locale', value), locale);
  const { baseURL } = test.info().project.use;
  if (baseURL) await page.context().addCookies([{ name: 'kept_locale', value: locale, url: baseURL }]);
}

/** `keepLocale`, then the page drawn again in that language. */
export async function switchLocale(page: Page, locale: Locale) {
  await keepLocale(page, locale);
  await page.reload();
}

/**
 * Switches settings for this browser only (the sandbox's per-browser overrides, by its qa_session cookie): the server
 * honours them where it draws the first screens and where the app reads them, and the other tests' browsers keep the
 * server's own settings. A route mock in the browser would reach only the app, never the page the server draws.
 */
export async function withSettings(page: Page, settings: Record<string, string>) {
  const answer = await page.request.post('/sandbox/overrides', { data: { settings }, headers: { Accept: 'application/json' } });
  expect(answer.ok(), await answer.text()).toBeTruthy();
}

/**
 * The browser's install offer (Chromium's beforeinstallprompt), fired on every page once the app's entry has run, as
 * a browser does for an installable app. `installHeld` tells the app held it; `installPrompted` that it was shown.
 */
export async function offerInstallOnEveryPage(page: Page) {
  await page.addInitScript(() => {
    const offer = () => {
      const event = Object.assign(new Event('beforeinstallprompt', { cancelable: true }), {
        prompt: () => {
          (window as { installPrompted?: boolean }).installPrompted = true;
          return Promise.resolve();
        },
        userChoice: Promise.resolve({ outcome: 'dismissed' as const }),
      });
      window.dispatchEvent(event);
      (window as { installHeld?: boolean }).installHeld = event.defaultPrevented;
    };
    // as early as a browser may: before a first screen drawn by the server has asked for the app's entry
    document.addEventListener('DOMContentLoaded', offer);
  });
}
