import { expect } from '@playwright/test';
import type { AnyMachineSnapshot } from 'xstate';
import { checkoutMachine as machine, formErrorsOf, type CheckoutContext, type CheckoutInput } from '../../../machines/checkout/machine';
import { lateNow, now, quietPromotions, store } from '../../../machines/checkout/test-fixtures';
import { fillCart, loggedInCustomer, openCheckout, useLocale } from '../../support/e2e-steps';
import { loggedInMember } from './member';
import type { MachineAdapter, Screen, WalkContext } from './adapter';

const error = (code: string, details?: Record<string, unknown>) => ({ code, message: code, field: null, ...(details ? { details } : {}) });
const form = (walk: WalkContext) => walk.page.getByRole('form', { name: 'Checkout' });
const alert = (text: string | RegExp): Screen => ({ check: async ({ page }) => expect(page.getByRole('alert').filter({ hasText: text })).toBeVisible() });

const input: CheckoutInput = {
  store,
  orderId: null,
  orderNo: null,
  destination: { pickUpAtStore: false, address: '65 Lê Lợi, Quận 1', isTemporary: false },
  schedule: { date: '2025-01-07', time: '12:00', isAsap: false },
  session: { loggedIn: true, allowAnonymous: false, customerId: 7 },
};

/**
 * /checkout for a logged-in member delivering to an address, from the form to the order sent
 * (SPEC §2 steps 1–7). The form's own facts (date, slots, store hours) come from the real store; the
 * model runs on the path tests' store at 10:00, where the same events reach the same states.
 */
export const checkoutFormAdapter: MachineAdapter<typeof machine> = {
  name: 'checkout',
  scenario: 'form',
  machine,
  input,
  modelActors: { promotions: quietPromotions },
  events: {
    'checkout.start': { type: 'checkout.start', now },
    'paymentMethod.select': { type: 'paymentMethod.select', method: 'cash' },
    'draft.edit(valid)': { type: 'draft.edit', patch: { name: 'Nguyễn An', phone: '0901234567', policyAgreed: true } },
    'draft.edit(invalid)': { type: 'draft.edit', patch: { phone: '' } },
    'checkout.confirm': { type: 'checkout.confirm', now },
    'time.confirm': { type: 'time.confirm' },
    'time.cancel': { type: 'time.cancel' },
    'done:notifyNotAsap': { type: 'xstate.done.actor.notifyNotAsap', output: undefined },
    'field.blur(phone)': { type: 'field.blur', field: 'phone' },
    'checkout.attempt': { type: 'checkout.attempt' },
    'network.change(offline)': { type: 'network.change', online: false },
    'network.change(online)': { type: 'network.change', online: true },
    'done:submitOrder': { type: 'xstate.done.actor.submitOrder', output: { orderId: 41, orderNo: 'A0041' } },
    'error:submitOrder(INVALID_ORDER)': {
      type: 'xstate.error.actor.submitOrder',
      error: { code: 'INVALID_ORDER', details: { changed_items: [{ menucd: 'X', menuname: 'X', old_price: 1, new_price: 2 }] } },
    },
    'error:submitOrder(ERROR_CUSTOMER)': { type: 'xstate.error.actor.submitOrder', error: { code: 'ERROR_CUSTOMER' } },
    'error:submitOrder(EMPTY_ORDER)': { type: 'xstate.error.actor.submitOrder', error: { code: 'EMPTY_ORDER' } },
    'prices.accept': { type: 'prices.accept' },
    'message.dismiss': { type: 'message.dismiss' },
  },
  serializeState: (snapshot: AnyMachineSnapshot) => {
    const c = snapshot.context as CheckoutContext;
    return JSON.stringify([
      snapshot.value,
      c.paymentMethod !== null,
      Object.keys(formErrorsOf(c)).length === 0,
      c.notice,
      c.online,
      c.submitAttempted,
      c.touched,
      c.draft.saveAddress,
    ]);
  },
  filterEvents: (snapshot, event) =>
    // The ordering system starts the checkout as the screen opens: nothing is typed before.
    (!snapshot.matches('idle') || event.type === 'checkout.start') &&
    // Only the failure message has a dismiss button.
    (event.type !== 'message.dismiss' || snapshot.matches('orderFailed')),
  calls: {
    notifyNotAsap: { method: 'POST', path: /\/api\/delivery\/confirm-not-asap$/ },
    // The payment's sendOrder posts to the same operation, unconfirmed.
    submitOrder: { method: 'POST', path: /\/api\/delivery\/update-delivery-info$/, body: (json) => json.isConfirm === true },
    saveAddress: { method: 'POST', path: /\/api\/v2\/address\/google_address_create\/$/ },
  },
  async arrange(walk) {
    await useLocale(walk.page, 'en');
    await loggedInMember(walk.page, walk.request);
    await fillCart(walk.page);
    await openCheckout(walk.page);
  },
  actions: {
    'checkout.start': { follow: true },
    'paymentMethod.select': { ui: async (walk) => form(walk).getByRole('radio', { name: 'Cash' }).check() },
    'draft.edit(valid)': {
      ui: async (walk) => {
        const checkout = form(walk);
        await checkout.getByLabel('Full name').fill('Nguyễn An');
        await checkout.getByLabel('Phone number', { exact: true }).fill('0901234567');
        // Tomorrow's first slot: a time the confirm dialog asks about, whatever the hour.
        await checkout.getByLabel('Date', { exact: true }).selectOption({ index: 1 });
        await checkout.getByLabel('Time', { exact: true }).selectOption({ index: 1 });
        await checkout.getByRole('checkbox', { name: /I agree to the/ }).check();
      },
    },
    'draft.edit(invalid)': { ui: async (walk) => form(walk).getByLabel('Phone number', { exact: true }).fill('') },
    'checkout.confirm': { ui: async ({ page }) => page.getByRole('button', { name: 'Place order' }).click() },
    'time.confirm': { ui: async ({ page }) => page.getByRole('dialog', { name: 'Confirm the time' }).getByRole('button', { name: 'Confirm the time' }).click() },
    'time.cancel': { ui: async ({ page }) => page.getByRole('dialog', { name: 'Confirm the time' }).getByRole('button', { name: 'Change the time' }).click() },
    // A new order has no number yet: the actor settles at once without a call (features/checkout/actors.ts).
    'done:notifyNotAsap': { follow: true },
    'field.blur(phone)': {
      ui: async (walk) => {
        await form(walk).getByLabel('Phone number', { exact: true }).focus();
        await form(walk).getByLabel('Full name').focus();
      },
    },
    // "Place order" on an incomplete form shows every field error.
    'checkout.attempt': { ui: async ({ page }) => page.getByRole('button', { name: 'Place order' }).click() },
    'network.change(offline)': { ui: async ({ page }) => page.context().setOffline(true) },
    'network.change(online)': { ui: async ({ page }) => page.context().setOffline(false) },
    'draft.edit(save address)': { ui: async (walk) => form(walk).getByRole('checkbox', { name: 'Save this address to my addresses' }).check() },
    'done:saveAddress': { answer: { actor: 'saveAddress', server: true } },
    'error:saveAddress': { answer: { actor: 'saveAddress', status: 500, json: error('COMMON_ERROR') } },
    'done:submitOrder': { answer: { actor: 'submitOrder', server: true } },
    'error:submitOrder(INVALID_ORDER)': {
      answer: {
        actor: 'submitOrder',
        status: 409,
        json: error('INVALID_ORDER', { changed_items: [{ menucd: 'PHO01', menuname: 'Phở Rolls', old_price: 65_000, new_price: 69_000 }] }),
      },
    },
    'error:submitOrder(ERROR_CUSTOMER)': { answer: { actor: 'submitOrder', status: 400, json: error('ERROR_CUSTOMER') } },
    'error:submitOrder(EMPTY_ORDER)': { answer: { actor: 'submitOrder', status: 400, json: error('EMPTY_ORDER') } },
    'prices.accept': { ui: async ({ page }) => page.getByRole('button', { name: 'Accept the new prices' }).click() },
    'message.dismiss': { ui: async ({ page }) => page.getByRole('alert').getByRole('button', { name: 'OK' }).click() },
  },
  screens: {
    // The form renders once the ordering system has opened the checkout and sent checkout.start.
    idle: { marker: false },
    confirming: { check: async (walk) => expect(form(walk).getByRole('button', { name: 'Place order' })).toBeVisible() },
    confirmingTime: { check: async ({ page }) => expect(page.getByRole('dialog', { name: 'Confirm the time' })).toBeVisible() },
    // Passed at once (no call for a new order), so never on screen.
    notifyingNotAsap: { marker: false },
    savingAddress: {},
    '{paying:submitting}': {},
    // Handed to the payment step: cash sends the order and leaves for its delivery status.
    '{paying:submitted}': { marker: false, check: async ({ page }) => expect(page).toHaveURL(/\/delivery-status/) },
    pricesChanged: alert('Some prices have changed'),
    orderFailed: alert(/./),
    // ERROR_CUSTOMER ends the session: the app logs out and goes home.
    insufficientOrder: {
      marker: false,
      check: async ({ page }) => {
        await expect(page).toHaveURL(/\/$/);
        await expect(page.getByRole('button', { name: /Account menu/ })).toHaveCount(0);
      },
    },
  },
  unreachable: {},
  untakeable: {
    'checkout.notifyingNotAsap xstate.error.actor.notifyNotAsap#0': 'a new order has no number yet: notifyNotAsap makes no call, so it cannot fail',
    'checkout.confirming message.dismiss#0': 'the form shows no dismiss button outside the failure message',
    'checkout.idle draft.edit#0': 'the ordering system starts the checkout as the screen opens: nothing is typed before',
    'checkout.idle field.blur#0': 'as above',
    'checkout.idle paymentMethod.select#0': 'as above',
  },
};

/** The same form for an address not yet saved, which the customer asks to save (issue 16): saveAddress's outcomes. */
export const checkoutSaveAddressAdapter: MachineAdapter<typeof machine> = {
  ...checkoutFormAdapter,
  scenario: 'save address',
  // A new customer each time: the shared member's address is saved once the first path saves it.
  async arrange(walk) {
    await useLocale(walk.page, 'en');
    await loggedInCustomer(walk.page, walk.request);
    await fillCart(walk.page);
    await openCheckout(walk.page);
  },
  input: { ...input, destination: { pickUpAtStore: false, address: '12 Nguyễn Huệ, Quận 1', isTemporary: true } },
  events: {
    'checkout.start': checkoutFormAdapter.events['checkout.start']!,
    'paymentMethod.select': checkoutFormAdapter.events['paymentMethod.select']!,
    'draft.edit(valid)': checkoutFormAdapter.events['draft.edit(valid)']!,
    'draft.edit(save address)': { type: 'draft.edit', patch: { saveAddress: true } },
    'checkout.confirm': checkoutFormAdapter.events['checkout.confirm']!,
    'time.confirm': checkoutFormAdapter.events['time.confirm']!,
    'done:notifyNotAsap': checkoutFormAdapter.events['done:notifyNotAsap']!,
    'done:saveAddress': { type: 'xstate.done.actor.saveAddress', output: undefined },
    'error:saveAddress': { type: 'xstate.error.actor.saveAddress', error: { code: 'COMMON_ERROR' } },
  },
};

/** Monday 2025-01-06 in the model; in the browser, the day after the real one (the server lists open days from its own today). */
const modelSchedules = {
  missed: { date: '2025-01-06', time: '10:15', isAsap: false },
  future: { date: '2025-01-07', time: '12:00', isAsap: false },
  noTime: { date: '2025-01-06', time: null, isAsap: false },
} as const;
const browserToday = () => new Date(Date.now() + 24 * 60 * 60 * 1000).toLocaleDateString('sv-SE', { timeZone: 'Asia/Ho_Chi_Minh' });
const at = (time: string) => new Date(`${browserToday()}T${time}:00+07:00`);
/** The first clock time (not "as soon as possible") the form offers on the date at `dateIndex`. */
async function pickFirstSlot(walk: WalkContext, dateIndex: number) {
  const checkout = form(walk);
  await checkout.getByLabel('Date', { exact: true }).selectOption({ index: dateIndex });
  const time = checkout.getByLabel('Time', { exact: true });
  const first = await time.locator('option').evaluateAll((options) => (options as HTMLOptionElement[]).map((o) => o.value).find((v) => /^\d\d:\d\d$/.test(v)));
  await time.selectOption(first!);
}

/**
 * The checkout's clock-bound checks at "Place order" (SPEC §2 step 3, §8): the browser's clock is
 * fixed at 10:30 in Ho Chi Minh City on the day after the real one (as store-hours.spec.ts), and a
 * step moves it on before the customer confirms: 30 minutes (the chosen time is missed) or to
 * 20:50 (no slot left today). The model runs on the path tests' Monday at 10:00 and 20:50.
 */
export const checkoutClockAdapter: MachineAdapter<typeof machine> = {
  ...checkoutFormAdapter,
  scenario: 'clock',
  input: { ...input, schedule: modelSchedules.noTime },
  serializeState: (snapshot: AnyMachineSnapshot) => {
    const c = snapshot.context as CheckoutContext;
    return JSON.stringify([snapshot.value, c.paymentMethod !== null, Object.keys(formErrorsOf(c)).length === 0, c.notice, c.schedule]);
  },
  events: {
    'checkout.start': checkoutFormAdapter.events['checkout.start']!,
    'paymentMethod.select': checkoutFormAdapter.events['paymentMethod.select']!,
    'draft.edit(contact)': { type: 'draft.edit', patch: { name: 'Nguyễn An', phone: '0901234567', policyAgreed: true } },
    'schedule.change(today, first slot)': { type: 'schedule.change', schedule: modelSchedules.missed, now },
    'schedule.change(next date)': { type: 'schedule.change', schedule: modelSchedules.future, now },
    'schedule.change(choose another time)': { type: 'schedule.change', schedule: modelSchedules.noTime, now },
    'checkout.confirm(30 min later)': { type: 'checkout.confirm', now },
    'checkout.confirm(at 20:50)': { type: 'checkout.confirm', now: lateNow },
  },
  filterEvents: (snapshot, event) => {
    const c = snapshot.context as CheckoutContext;
    if (snapshot.matches('idle')) return event.type === 'checkout.start';
    const anotherTime = event.type === 'schedule.change' && (event as unknown as { schedule: { time: string | null } }).schedule.time === null;
    // The missed-time modal covers the form: its one button asks for another time.
    if (snapshot.matches('missedTime')) return anotherTime;
    if (anotherTime) return false;
    // At 20:50 the form offers no time today.
    if (snapshot.matches('noSlotsToday') && event.type === 'schedule.change') return (event as unknown as { schedule: { date: string } }).schedule.date !== modelSchedules.missed.date;
    // The form's time starts empty: a confirm before a time is chosen is another path (serveTimeMissing).
    return event.type !== 'checkout.confirm' || c.schedule.time !== null;
  },
  async arrange(walk) {
    await walk.page.addInitScript(() => {
      // Chromium's native Temporal ignores Playwright's clock: the page uses the polyfill.
      delete (globalThis as { Temporal?: unknown }).Temporal;
    });
    await walk.page.clock.install({ time: at('10:30') });
    await useLocale(walk.page, 'en');
    await loggedInMember(walk.page, walk.request);
    await fillCart(walk.page);
    await openCheckout(walk.page);
  },
  actions: {
    ...checkoutFormAdapter.actions,
    'draft.edit(contact)': {
      ui: async (walk) => {
        const checkout = form(walk);
        await checkout.getByLabel('Full name').fill('Nguyễn An');
        await checkout.getByLabel('Phone number', { exact: true }).fill('0901234567');
        await checkout.getByRole('checkbox', { name: /I agree to the/ }).check();
      },
    },
    'schedule.change(today, first slot)': { ui: async (walk) => pickFirstSlot(walk, 0) },
    'schedule.change(next date)': { ui: async (walk) => pickFirstSlot(walk, 1) },
    'schedule.change(choose another time)': {
      ui: async ({ page }) => page.getByRole('dialog', { name: 'Delivery time missed' }).getByRole('button', { name: 'Choose another time' }).click(),
    },
    'checkout.confirm(30 min later)': {
      ui: async ({ page }) => {
        await page.clock.setSystemTime(at('11:00'));
        await page.getByRole('button', { name: 'Place order' }).click();
      },
    },
    'checkout.confirm(at 20:50)': {
      ui: async ({ page }) => {
        await page.clock.setSystemTime(at('20:50'));
        await page.getByRole('button', { name: 'Place order' }).click();
      },
    },
  },
  screens: {
    ...checkoutFormAdapter.screens,
    missedTime: { check: async ({ page }) => expect(page.getByRole('dialog', { name: 'Delivery time missed' })).toBeVisible() },
    noSlotsToday: { check: async ({ page }) => expect(page.getByText('There are no delivery times left today.')).toBeVisible() },
  },
  unreachable: {
    'checkout.outOfServiceHours':
      "the form offers only the store's open days and in-hours times, and the seed store has no closed day in the week the server lists",
  },
};

/**
 * A checkout kept in the tab (its draft) with today's time, reopened the next day: the chosen date
 * has passed (SPEC §2 step 2). The browser's clock moves a day on, then the page reloads.
 */
export const checkoutExpiredAdapter: MachineAdapter<typeof machine> = {
  ...checkoutClockAdapter,
  scenario: 'expired',
  input: { ...input, schedule: { date: '2025-01-05', time: '12:00', isAsap: false } },
  events: {
    'checkout.start': checkoutFormAdapter.events['checkout.start']!,
    'paymentMethod.select': checkoutFormAdapter.events['paymentMethod.select']!,
    'draft.edit(contact)': checkoutClockAdapter.events['draft.edit(contact)']!,
    'field.blur(phone)': checkoutFormAdapter.events['field.blur(phone)']!,
    'schedule.change(next date)': checkoutClockAdapter.events['schedule.change(next date)']!,
  },
  filterEvents: (snapshot, event) => !snapshot.matches('idle') || event.type === 'checkout.start',
  async arrange(walk) {
    await checkoutClockAdapter.arrange(walk);
    await pickFirstSlot(walk, 0);
    const today = browserToday();
    await expect.poll(() => walk.page.evaluate(() => window.sessionStorage.getItem('checkoutDraft') ?? '')).toContain(today);
    await walk.page.clock.setSystemTime(new Date(at('10:30').getTime() + 24 * 60 * 60 * 1000));
    await walk.page.reload();
  },
  screens: {
    ...checkoutClockAdapter.screens,
    scheduleExpired: { check: async ({ page }) => expect(page.getByText('The chosen date has passed.')).toBeVisible() },
  },
};
