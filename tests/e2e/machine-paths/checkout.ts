import { expect, type Page } from '@playwright/test';
import type { AnyEventObject, AnyMachineSnapshot } from 'xstate';
import { DELIVERY_TIME_REFRESH_MS } from '../../../domain/constants';
import { checkoutMachine as machine, formErrorsOf, type CheckoutContext, type CheckoutInput } from '../../../machines/checkout/machine';
import { closedNow, lateNow, now, promotionsSnapshot, quietPromotions, store } from '../../../machines/checkout/test-fixtures';
import { fillCart, insertOpenOrder, international, loggedInCustomer, newPhone, openCheckout, PASSWORD, registerViaApi, sendOtp, useLocale } from '../../support/e2e-steps';
import { loggedInMember } from './member';
import type { MachineAdapter, Screen, WalkContext } from './adapter';

const error = (code: string, details?: Record<string, unknown>) => ({ code, message: code, field: null, ...(details ? { details } : {}) });
const form = (walk: WalkContext) => walk.page.getByRole('form', { name: 'Checkout' });
/** The busy states whose call must have left before the walk cuts the network (else it fails instead of being held). */
const callInFlight: Record<string, string> = { '{paying:submitting}': 'submitOrder', savingAddress: 'saveAddress' };
const alert = (text: string | RegExp): Screen => ({ check: async ({ page }) => expect(page.getByRole('alert').filter({ hasText: text })).toBeVisible() });

/**
 * Whether a step changes what the form holds: choosing again what is already chosen (a checked
 * radio, the same option, the same text) sends nothing in the browser, so the path may not take it.
 */
function changesTheForm(snapshot: AnyMachineSnapshot, event: AnyEventObject): boolean {
  const c = snapshot.context as CheckoutContext;
  const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);
  if (event.type === 'paymentMethod.select') return c.paymentMethod !== event.method;
  if (event.type === 'draft.edit') return Object.entries(event.patch as Record<string, unknown>).some(([key, value]) => !same(c.draft[key as keyof typeof c.draft], value));
  if (event.type === 'schedule.change') return !same(c.schedule, event.schedule);
  if (event.type === 'address.change') return !same(c.destination, event.destination);
  return true;
}

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
    'order.change(language)': { type: 'order.change', order: null },
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
    // The ordering system sends checkout.start as it opens the checkout: nothing (network, language) meets it idle.
    (!snapshot.matches('idle') || event.type === 'checkout.start') &&
    // Only the failure message has a dismiss button.
    (event.type !== 'message.dismiss' || snapshot.matches('orderFailed')) &&
    // The order's facts change as the customer switches the language on the form (the order is sent in it).
    (event.type !== 'order.change' || snapshot.matches('confirming')) &&
    changesTheForm(snapshot, event),
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
    'network.change(offline)': {
      ui: async ({ page }, { from, callMade }) => {
        const inFlight = callInFlight[from];
        if (inFlight) await callMade(inFlight);
        await page.context().setOffline(true);
      },
    },
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
    // The ordering system tells the open checkout the order's new language (machines/ordering forwardCheckoutFacts).
    'order.change(language)': {
      ui: async ({ page }) => {
        const language = (locale: string) => page.getByRole('banner').locator(`button[lang="${locale}"]`);
        await language('vi').click();
        await expect(page.getByRole('button', { name: 'Đặt hàng', exact: true })).toBeVisible();
        await language('en').click();
        await expect(page.getByRole('button', { name: 'Place order' })).toBeVisible();
      },
    },
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
    'checkout.confirming xstate.error.actor.watchDeliveryTime#0':
      'the delivery-time watcher is the page clock\'s interval (src/lib/clock everyInterval), which nothing can make fail; machine.test.ts walks the logged failure',
    'checkout xstate.error.actor.taxCodeLookup#0':
      'the tax-code lookup handles its call\'s failure itself (notFound), so nothing makes the child fail; paths.test.ts takes the logged failure',
    ...Object.fromEntries(
      ['addressNotCompleted', 'scheduleExpired', 'confirming', 'noSlotsToday', 'outOfServiceHours'].flatMap((state) =>
        ['taxCode.change', 'taxCode.lookUp', 'company.found'].map((event) => [
          `checkout.${state} ${event}#0`,
          'the e-invoice section\'s events: the tax-code-lookup adapter walks them in the browser (on the open form), the checkout\'s paths.test.ts in every form state',
        ]),
      ),
    ),
  },
};

/** The form scenario's own events, by name, for a scenario that walks some of them. */
const formEvents = (...names: string[]): Record<string, AnyEventObject> =>
  Object.fromEntries(names.map((name) => [name, checkoutFormAdapter.events[name]!]));

/** The same form for an address not yet saved, which the customer asks to save: saveAddress's outcomes. */
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
    ...formEvents('checkout.start', 'paymentMethod.select', 'draft.edit(valid)'),
    'draft.edit(save address)': { type: 'draft.edit', patch: { saveAddress: true } },
    ...formEvents('checkout.confirm', 'time.confirm', 'done:notifyNotAsap'),
    'done:saveAddress': { type: 'xstate.done.actor.saveAddress', output: undefined },
    'error:saveAddress': { type: 'xstate.error.actor.saveAddress', error: { code: 'COMMON_ERROR' } },
  },
};

/** Monday 2025-01-06 in the model; in the browser, the day after the real one (the server lists open days from its own today). */
const modelSchedules = {
  asap: { date: '2025-01-06', time: null, isAsap: true },
  missed: { date: '2025-01-06', time: '10:15', isAsap: false },
  future: { date: '2025-01-07', time: '12:00', isAsap: false },
  noTime: { date: '2025-01-06', time: null, isAsap: false },
} as const;
const browserToday = () => new Date(Date.now() + 24 * 60 * 60 * 1000).toLocaleDateString('sv-SE', { timeZone: 'Asia/Ho_Chi_Minh' });
/** `HH:MM` or `HH:MM:SS` on the browser's day in Ho Chi Minh City. */
const at = (time: string) => new Date(`${browserToday()}T${time.length === 5 ? `${time}:00` : time}+07:00`);
/** The first clock time (not "as soon as possible") the form offers on the date at `dateIndex`. */
async function pickFirstSlot(walk: WalkContext, dateIndex: number) {
  const checkout = form(walk);
  await checkout.getByLabel('Date', { exact: true }).selectOption({ index: dateIndex });
  const time = checkout.getByLabel('Time', { exact: true });
  const first = await time.locator('option').evaluateAll((options) => (options as HTMLOptionElement[]).map((o) => o.value).find((v) => /^\d\d:\d\d$/.test(v)));
  await time.selectOption(first!);
}

// the walks run in en: the voucher's English name (020_promotion_languages.sql)
const voucher = '25,000 ₫ gift voucher';
/** A new customer, logged in on the page, who owns one voucher (the sandbox grants it). */
async function customerWithVoucher(walk: WalkContext) {
  const account = await loggedInCustomer(walk.page, walk.request);
  const granted = await walk.request.post('/sandbox/promotions/grant', { data: { phone: international(account.phone), code: 'PMT-VOUCHER25K', quantity: 1 } });
  expect(granted.status()).toBe(200);
}

const aMinuteLater = new Date(Date.parse(now) + DELIVERY_TIME_REFRESH_MS).toISOString();
const clockEvents = {
  'checkout.start': checkoutFormAdapter.events['checkout.start']!,
  'paymentMethod.select': checkoutFormAdapter.events['paymentMethod.select']!,
  'paymentMethod.select(MoMo)': { type: 'paymentMethod.select', method: 'momo' },
  'draft.edit(contact)': { type: 'draft.edit', patch: { name: 'Nguyễn An', phone: '0901234567', policyAgreed: true } },
  'draft.edit(another name)': { type: 'draft.edit', patch: { name: 'Trần Bình' } },
  'field.blur(phone)': checkoutFormAdapter.events['field.blur(phone)']!,
  'schedule.change(today, first slot)': { type: 'schedule.change', schedule: modelSchedules.missed, now },
  'schedule.change(next date)': { type: 'schedule.change', schedule: modelSchedules.future, now },
  'schedule.change(next date, at 20:50)': { type: 'schedule.change', schedule: modelSchedules.future, now: lateNow },
  'schedule.change(asap)': { type: 'schedule.change', schedule: modelSchedules.asap, now },
  'schedule.change(no time)': { type: 'schedule.change', schedule: modelSchedules.noTime, now },
  'schedule.change(choose another time)': { type: 'schedule.change', schedule: modelSchedules.noTime, now },
  'checkout.confirm(at 10:59:30)': { type: 'checkout.confirm', now },
  'checkout.confirm(no time chosen)': { type: 'checkout.confirm', now },
  'checkout.confirm(at 20:50)': { type: 'checkout.confirm', now: lateNow },
  'checkout.confirm(before opening)': { type: 'checkout.confirm', now: closedNow },
  'error:submitOrder(EMPTY_ORDER)': checkoutFormAdapter.events['error:submitOrder(EMPTY_ORDER)']!,
  'message.dismiss': checkoutFormAdapter.events['message.dismiss']!,
  // the watcher's minute: the app's clock a minute on (10:01 in the model, whose ASAP then moves from 10:45 to 11:00)
  'deliveryTime.refresh(no time chosen)': { type: 'deliveryTime.refresh', now: aMinuteLater },
  'deliveryTime.refresh(time moved on)': { type: 'deliveryTime.refresh', now: aMinuteLater },
  'promotions.change(voucher)': promotionsSnapshot([{ promotion_id: 3, quantity: 1 }]),
} satisfies Record<string, AnyEventObject>;
const only = (snapshot: AnyMachineSnapshot, ...states: string[]) => states.some((state) => snapshot.matches(state));

/**
 * The checkout's clock-bound checks at "Place order" (SPEC §2 step 3, §8, §9): the browser's clock
 * is fixed at 10:30 in Ho Chi Minh City on the day after the real one (as store-hours.spec.ts), where
 * the form starts on "as soon as possible", and a step moves it before the customer confirms: to
 * 10:59:30 (a chosen time is missed; ASAP is fixed at 11:45), to 20:50 (no slot left today) or back
 * to 07:45 (the store is not open yet: ASAP is withdrawn). The minute's delivery-time refresh runs
 * on the page's clock: a minute after 10:59:30 ASAP is 12:00, so the fixed 11:45 moves on (half a
 * minute before the quarter, so that the steps' own seconds do not cross it). The model runs on the
 * path tests' Monday at 10:00 (ASAP 10:45; at 10:01 11:00), 20:50 and 07:45.
 */
export const checkoutClockAdapter: MachineAdapter<typeof machine> = {
  ...checkoutFormAdapter,
  scenario: 'clock',
  input: { ...input, schedule: modelSchedules.asap },
  serializeState: (snapshot: AnyMachineSnapshot) => {
    const c = snapshot.context as CheckoutContext;
    // The edits under the no-slot message (another method, name, voucher) are told apart, so that one path takes them all.
    return JSON.stringify([snapshot.value, c.paymentMethod, Object.keys(formErrorsOf(c)).length === 0, c.notice, c.schedule, c.touched, c.draft.name, c.promotions.length]);
  },
  events: clockEvents,
  filterEvents: (snapshot, event) => {
    const c = snapshot.context as CheckoutContext;
    const is = (label: keyof typeof clockEvents) => event === clockEvents[label];
    if (snapshot.matches('idle')) return is('checkout.start');
    if (!changesTheForm(snapshot, event)) return false;
    // The page's clock stays before opening once ASAP was withdrawn there; the voucher is the last edit under the no-slot message.
    if (c.notice === 'asapUnavailable' || c.promotions.length > 0) return false;
    // The missed-time modal covers the form: its one button asks for another time (the list answered under it is the `missed time list` scenario's).
    if (snapshot.matches('missedTime')) return is('schedule.change(choose another time)');
    if (is('schedule.change(choose another time)')) return false;
    // Edits under the no-slot message (the form stays open); elsewhere the form scenario has them.
    if (is('paymentMethod.select(MoMo)') || is('draft.edit(another name)')) return only(snapshot, 'noSlotsToday');
    if (is('promotions.change(voucher)')) return only(snapshot, 'noSlotsToday') && c.promotions.length === 0;
    // Once the page's clock is at 20:50 it stays there: the form offers no time today (and no ASAP), only later dates.
    const late = c.now === lateNow;
    if (is('schedule.change(next date)')) return !late;
    if (is('schedule.change(next date, at 20:50)')) return late;
    if (late && (event.type === 'schedule.change' || is('deliveryTime.refresh(time moved on)') || is('checkout.confirm(before opening)'))) return false;
    // The form offers ASAP today while the store serves: from "Choose a time" at 10:30 or after a missed time at 10:59:30.
    if (is('schedule.change(asap)')) return only(snapshot, 'confirming') && c.schedule.date === modelSchedules.missed.date && c.schedule.time === null;
    // "Choose a time" keeps the date: the model's event is today's.
    if (is('schedule.change(no time)')) return only(snapshot, 'confirming') && c.schedule.date === modelSchedules.noTime.date;
    const noTime = c.schedule.time === null && !c.schedule.isAsap;
    if (is('checkout.confirm(no time chosen)')) return noTime;
    if (is('checkout.confirm(at 10:59:30)')) return !noTime;
    if (is('checkout.confirm(at 20:50)')) return c.schedule.time !== null;
    if (is('checkout.confirm(before opening)')) return c.schedule.isAsap && c.schedule.time === null;
    // An ASAP time fixed at the confirm moves on at the next minute; with no time chosen nothing moves.
    if (is('deliveryTime.refresh(no time chosen)')) return c.schedule.time === null;
    if (is('deliveryTime.refresh(time moved on)')) return c.schedule.isAsap && c.schedule.time !== null && c.notice !== 'deliveryTimeRefreshed';
    if (is('message.dismiss')) return only(snapshot, 'orderFailed');
    return true;
  },
  async arrange(walk) {
    await walk.page.addInitScript(() => {
      // Chromium's native Temporal ignores Playwright's clock: the page uses the polyfill.
      delete (globalThis as { Temporal?: unknown }).Temporal;
    });
    await walk.page.clock.install({ time: at('10:30') });
    await useLocale(walk.page, 'en');
    await customerWithVoucher(walk);
    await fillCart(walk.page);
    await openCheckout(walk.page);
  },
  actions: {
    ...checkoutFormAdapter.actions,
    'promotions.change(voucher)': { ui: async (walk) => form(walk).getByRole('button', { name: `More ${voucher}` }).click() },
    'paymentMethod.select(MoMo)': { ui: async (walk) => form(walk).getByRole('radio', { name: 'MoMo' }).check() },
    'draft.edit(contact)': {
      ui: async (walk) => {
        const checkout = form(walk);
        await checkout.getByLabel('Full name').fill('Nguyễn An');
        await checkout.getByLabel('Phone number', { exact: true }).fill('0901234567');
        await checkout.getByRole('checkbox', { name: /I agree to the/ }).check();
      },
    },
    'draft.edit(another name)': { ui: async (walk) => form(walk).getByLabel('Full name').fill('Trần Bình') },
    'schedule.change(today, first slot)': { ui: async (walk) => pickFirstSlot(walk, 0) },
    'schedule.change(next date)': { ui: async (walk) => pickFirstSlot(walk, 1) },
    'schedule.change(next date, at 20:50)': { ui: async (walk) => pickFirstSlot(walk, 1) },
    'schedule.change(asap)': {
      ui: async (walk) => {
        await form(walk).getByLabel('Time', { exact: true }).selectOption('asap');
      },
    },
    'schedule.change(no time)': {
      ui: async (walk) => {
        await form(walk).getByLabel('Time', { exact: true }).selectOption('');
      },
    },
    'schedule.change(choose another time)': {
      ui: async ({ page }) => page.getByRole('dialog', { name: 'Delivery time missed' }).getByRole('button', { name: 'Choose another time' }).click(),
    },
    'checkout.confirm(at 10:59:30)': {
      ui: async ({ page }) => {
        await page.clock.setSystemTime(at('10:59:30'));
        await page.getByRole('button', { name: 'Place order' }).click();
      },
    },
    'checkout.confirm(no time chosen)': {
      ui: async ({ page }) => {
        await page.getByRole('button', { name: 'Place order' }).click();
        await expect(page.getByText('Please choose a delivery time.')).toBeVisible();
      },
    },
    'checkout.confirm(at 20:50)': {
      ui: async ({ page }) => {
        await page.clock.setSystemTime(at('20:50'));
        await page.getByRole('button', { name: 'Place order' }).click();
      },
    },
    'checkout.confirm(before opening)': {
      ui: async (walk) => {
        await walk.page.clock.setSystemTime(at('07:45'));
        await walk.page.getByRole('button', { name: 'Place order' }).click();
        await expect(walk.page.getByText('The store is not taking orders for as soon as possible now.')).toBeVisible();
        await expect(form(walk).getByLabel('Time', { exact: true })).not.toHaveValue('asap');
      },
    },
    // SPEC §9: the form refreshes the delivery time every minute, on the page's clock.
    'deliveryTime.refresh(no time chosen)': {
      ui: async ({ page }) => {
        await page.clock.runFor(60_000);
        await expect(page.getByText('The delivery time was refreshed')).toHaveCount(0);
      },
    },
    'deliveryTime.refresh(time moved on)': {
      ui: async ({ page }) => {
        await page.clock.runFor(60_000);
        await expect(page.getByText('The delivery time was refreshed')).toBeVisible();
      },
    },
  },
  screens: {
    ...checkoutFormAdapter.screens,
    missedTime: { check: async ({ page }) => expect(page.getByRole('dialog', { name: 'Delivery time missed' })).toBeVisible() },
    noSlotsToday: { check: async ({ page }) => expect(page.getByText('There are no delivery times left today.')).toBeVisible() },
  },
  unreachable: {},
  untakeable: {},
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
    ...formEvents('checkout.start', 'paymentMethod.select'),
    'draft.edit(contact)': checkoutClockAdapter.events['draft.edit(contact)']!,
    'field.blur(phone)': checkoutFormAdapter.events['field.blur(phone)']!,
    'schedule.change(next date)': checkoutClockAdapter.events['schedule.change(next date)']!,
  },
  filterEvents: (snapshot, event) => (!snapshot.matches('idle') || event.type === 'checkout.start') && changesTheForm(snapshot, event),
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

const promotionAlert = ({ page }: WalkContext) => page.getByRole('alert').filter({ has: page.getByRole('button', { name: 'OK' }) });

/**
 * A customer who owns a voucher (the sandbox grants it) and applies it in the form: step 7 checks
 * the applied promotions (check-apply) before the order is sent (SPEC §2 step 7, §8 "Promotion
 * invalid"). The server's own answer is the valid one; a refusal and a failure are the contract's
 * answers on that call (the server refuses only what its rules refuse, and cannot fail on demand).
 */
export const checkoutPromotionsAdapter: MachineAdapter<typeof machine> = {
  ...checkoutFormAdapter,
  scenario: 'promotions',
  input: { ...input, destination: { pickUpAtStore: false, address: '12 Nguyễn Huệ, Quận 1', isTemporary: true } },
  serializeState: (snapshot: AnyMachineSnapshot) => {
    const c = snapshot.context as CheckoutContext;
    return JSON.stringify([snapshot.value, c.paymentMethod !== null, Object.keys(formErrorsOf(c)).length === 0, c.notice, c.promotions.length > 0]);
  },
  events: {
    ...formEvents('checkout.start', 'paymentMethod.select', 'draft.edit(valid)'),
    'promotions.change(voucher)': promotionsSnapshot([{ promotion_id: 3, quantity: 1 }]),
    ...formEvents('checkout.confirm', 'time.confirm', 'done:notifyNotAsap'),
    'done:checkPromotions(valid)': { type: 'xstate.done.actor.checkPromotions', output: { valid: true, promotion_name: null, reason: null } },
    'done:checkPromotions(refused)': {
      type: 'xstate.done.actor.checkPromotions',
      output: { valid: false, promotion_name: voucher, reason: 'minimum_total' },
    },
    'error:checkPromotions': { type: 'xstate.error.actor.checkPromotions', error: { code: 'COMMON_ERROR' } },
    'promotion.dismiss': { type: 'promotion.dismiss' },
    'done:submitOrder': checkoutFormAdapter.events['done:submitOrder']!,
  },
  filterEvents: (snapshot, event) =>
    (!snapshot.matches('idle') || event.type === 'checkout.start') &&
    // The voucher is applied once, before "Place order": the scenario is about the check of an applied promotion.
    (event.type !== 'xstate.snapshot.promotions' || (snapshot.context as CheckoutContext).promotions.length === 0) &&
    (event.type !== 'checkout.confirm' || (snapshot.context as CheckoutContext).promotions.length > 0) &&
    changesTheForm(snapshot, event),
  calls: {
    ...checkoutFormAdapter.calls,
    checkPromotions: { method: 'POST', path: /\/api\/v2\/promotion\/check-apply\/$/ },
  },
  async arrange(walk) {
    await useLocale(walk.page, 'en');
    await customerWithVoucher(walk);
    await fillCart(walk.page);
    await openCheckout(walk.page);
  },
  actions: {
    ...checkoutFormAdapter.actions,
    'promotions.change(voucher)': { ui: async (walk) => form(walk).getByRole('button', { name: `More ${voucher}` }).click() },
    'done:checkPromotions(valid)': { answer: { actor: 'checkPromotions', server: true } },
    'done:checkPromotions(refused)': {
      answer: { actor: 'checkPromotions', status: 200, json: { valid: false, promotion_name: voucher, reason: 'minimum_total' } },
    },
    'error:checkPromotions': { answer: { actor: 'checkPromotions', status: 500, json: error('COMMON_ERROR') } },
    'promotion.dismiss': { ui: async (walk) => promotionAlert(walk).getByRole('button', { name: 'OK' }).click() },
  },
  screens: {
    ...checkoutFormAdapter.screens,
    '{paying:checkingPromotions}': {},
    promotionInvalid: { check: async (walk) => expect(promotionAlert(walk)).toBeVisible() },
  },
};

/** The app's settings with the default store on (SPEC §9 useDefaultStore), for this page only: /sandbox/settings would change them for every test running beside. */
async function withDefaultStore(page: WalkContext['page']) {
  await page.route(/\/api\/v2\/variable\//, async (route) => {
    const response = await route.fetch();
    const json = (await response.json()) as { results: { code: string; value: string }[] };
    for (const row of json.results) if (row.code === 'useDefaultStore') row.value = 'true';
    await route.fulfill({ response, json });
  });
}

const destinations = {
  none: { pickUpAtStore: false, address: null, isTemporary: false },
  pickup: { pickUpAtStore: true, address: null, isTemporary: false },
} as const;

/**
 * The default store's order (useDefaultStore): it starts at a store, with no address, so a delivery
 * has none (SPEC §8 "Missing address"); choosing pickup in the form completes it, delivery again
 * takes it away. The customer owns a voucher, so that the promotions too can change meanwhile.
 */
export const checkoutMissingAddressAdapter: MachineAdapter<typeof machine> = {
  ...checkoutFormAdapter,
  scenario: 'missing address',
  input: { ...input, destination: destinations.none },
  modelActors: { promotions: quietPromotions },
  serializeState: (snapshot: AnyMachineSnapshot) => {
    const c = snapshot.context as CheckoutContext;
    return JSON.stringify([
      snapshot.value,
      c.paymentMethod !== null,
      Object.keys(formErrorsOf(c)).length === 0,
      c.notice,
      c.touched,
      c.destination.pickUpAtStore,
      c.promotions.length > 0,
    ]);
  },
  events: {
    ...formEvents('checkout.start', 'paymentMethod.select'),
    'draft.edit(contact)': checkoutClockAdapter.events['draft.edit(contact)']!,
    'field.blur(phone)': checkoutFormAdapter.events['field.blur(phone)']!,
    'promotions.change(voucher)': checkoutPromotionsAdapter.events['promotions.change(voucher)']!,
    'address.change(pickup)': { type: 'address.change', destination: destinations.pickup, now },
    'address.change(delivery, none)': { type: 'address.change', destination: destinations.none, now },
  },
  filterEvents: (snapshot, event) =>
    (!snapshot.matches('idle') || event.type === 'checkout.start') &&
    (event.type !== 'xstate.snapshot.promotions' || (snapshot.context as CheckoutContext).promotions.length === 0) &&
    changesTheForm(snapshot, event),
  async arrange(walk) {
    await useLocale(walk.page, 'en');
    await withDefaultStore(walk.page);
    await customerWithVoucher(walk);
    // withDefaultStore changes the settings this page reads, not the server's: home is opened from a page the server
    // does not draw, as the app reads them
    await walk.page.goto('/privacy-policy');
    await walk.page.getByRole('banner').getByRole('link', { name: / – home$/ }).click();
    await walk.page.getByRole('button', { name: 'Confirm location' }).click();
    await expect(walk.page).toHaveURL(/\/main-menu$/);
    await walk.page.getByRole('button', { name: 'Add Phở Rolls to the cart' }).click();
    await walk.page.getByRole('banner').getByRole('link', { name: /Cart/ }).click();
    await expect(walk.page).toHaveURL(/\/my-cart\/?$/);
    await openCheckout(walk.page);
  },
  actions: {
    ...checkoutClockAdapter.actions,
    'promotions.change(voucher)': checkoutPromotionsAdapter.actions['promotions.change(voucher)']!,
    'address.change(pickup)': { ui: async (walk) => form(walk).getByRole('radio', { name: 'Pickup at the store' }).check() },
    'address.change(delivery, none)': { ui: async (walk) => form(walk).getByRole('radio', { name: 'Delivery', exact: true }).check() },
  },
  screens: {
    ...checkoutFormAdapter.screens,
    addressNotCompleted: { check: async ({ page }) => expect(page.getByText('The delivery address is not completed. Please choose an address.')).toBeVisible() },
  },
};

/**
 * A guest allowed to order without an account (SPEC §2 step 5: the registration's "Continue as a
 * guest", whose allowance the app keeps for the tab): step 5 goes on to payment without a login.
 */
const guestPhones = new WeakMap<Page, string>();

export const checkoutGuestAdapter: MachineAdapter<typeof machine> = {
  ...checkoutFormAdapter,
  scenario: 'guest',
  input: { ...input, session: { loggedIn: false, allowAnonymous: true, customerId: null } },
  events: {
    ...formEvents('checkout.start', 'paymentMethod.select', 'draft.edit(valid)', 'checkout.confirm', 'time.confirm', 'done:notifyNotAsap', 'done:submitOrder'),
  },
  async arrange(walk) {
    await useLocale(walk.page, 'en');
    // The server grants the allowance when a phone's registration code is sent and resent (SPEC §9: resend limit 1):
    // a phone of this walk's own, so that no other walk's sends count against its hourly limit.
    const phone = `09${String(Date.now()).slice(-8)}`;
    guestPhones.set(walk.page, phone);
    for (let send = 0; send < 2; send += 1) {
      const sent = await sendOtp(walk.page.request, { phone, purpose: 'register' });
      if (!sent.ok()) throw new Error(`the registration code for ${phone} was not sent: ${sent.status()}`);
    }
    // What the registration's "Continue as a guest" keeps for the tab (session-storage.ts); identity.spec.ts walks that screen.
    await walk.page.addInitScript((guestPhone) => {
      window.sessionStorage.setItem('guestAllowance', JSON.stringify({ contact: { name: 'Khách Vãng Lai', phone: guestPhone } }));
    }, phone);
    await fillCart(walk.page);
    await openCheckout(walk.page);
  },
  actions: {
    ...checkoutFormAdapter.actions,
    // the guest orders for the phone the allowance was granted to: the server refuses any other (ANONYMOUS_NOT_ALLOWED)
    'draft.edit(valid)': {
      ui: async (walk, step) => {
        const fill = checkoutFormAdapter.actions['draft.edit(valid)'];
        if (fill && 'ui' in fill) await fill.ui(walk, step);
        await form(walk).getByLabel('Phone number', { exact: true }).fill(guestPhones.get(walk.page)!);
      },
    },
  },
  screens: {
    ...checkoutFormAdapter.screens,
    // A guest's order leaves for its delivery status like a member's.
    '{paying:submitted}': checkoutFormAdapter.screens['{paying:submitted}']!,
  },
};

/**
 * The checkout opened before the store opens (07:45 on the page's clock): the form's "as soon as
 * possible" is refused as the checkout starts, and the earliest time the store serves is chosen
 * (SPEC §2 step 3, §9). The model starts at the path tests' 07:45.
 */
export const checkoutBeforeOpeningAdapter: MachineAdapter<typeof machine> = {
  ...checkoutClockAdapter,
  scenario: 'before opening',
  events: { 'checkout.start(before opening)': { type: 'checkout.start', now: closedNow } },
  filterEvents: () => true,
  async arrange(walk) {
    await walk.page.addInitScript(() => {
      delete (globalThis as { Temporal?: unknown }).Temporal;
    });
    await walk.page.clock.install({ time: at('07:45') });
    await useLocale(walk.page, 'en');
    await loggedInMember(walk.page, walk.request);
    await fillCart(walk.page);
    await openCheckout(walk.page);
  },
  actions: { 'checkout.start(before opening)': { follow: true } },
  screens: {
    idle: { marker: false },
    confirming: { check: async (walk) => expect(form(walk).getByLabel('Time', { exact: true })).toHaveValue(/^\d\d:\d\d$/) },
  },
  unreachable: {},
  untakeable: {},
};

/** What the walk keeps of the checkout's snapshots, as the app's inspection relay posts them. */
interface RelayedCheckout {
  eventType: string;
  value: unknown;
  session: { loggedIn: boolean } | undefined;
}

/** The walk's second tab of each page, which listens to the page's inspection relay. */
const relayListeners = new WeakMap<Page, Page>();

/**
 * A member logs out on the checkout (the header's account menu, SPEC §6): the session tells the ordering
 * system, which tells the open checkout (`session.change`, taken at its root: the state stays `confirming`),
 * and the logout reloads home. No marker can show a state that does not change on a page that is gone, so
 * the walk reads the checkout's own snapshots as the app's inspection relays them to the inspector
 * (`?inspect=1`, the BroadcastChannel of src/inspector/relay.ts), from a second tab of the origin: the
 * logging-out page unloads before it could hear its own relay.
 */
export const checkoutLogoutAdapter: MachineAdapter<typeof machine> = {
  ...checkoutFormAdapter,
  scenario: 'logout',
  events: {
    'checkout.start': checkoutFormAdapter.events['checkout.start']!,
    'session.change(logout)': { type: 'session.change', session: { loggedIn: false, allowAnonymous: false, customerId: null } },
  },
  serializeState: (snapshot: AnyMachineSnapshot) => JSON.stringify([snapshot.value, (snapshot.context as CheckoutContext).session.loggedIn]),
  filterEvents: (snapshot, event) =>
    (!snapshot.matches('idle') || event.type === 'checkout.start') && (event.type !== 'session.change' || (snapshot.context as CheckoutContext).session.loggedIn),
  async arrange(walk) {
    const listener = await walk.page.context().newPage();
    await listener.goto('/robots.txt');
    await listener.evaluate(() => {
      const seen: RelayedCheckout[] = [];
      (window as unknown as { relayedCheckout: RelayedCheckout[] }).relayedCheckout = seen;
      new BroadcastChannel('ordering-inspection').addEventListener('message', ({ data }: MessageEvent) => {
        if (data?.kind === 'snapshot' && data.actorId === 'checkout') seen.push({ eventType: data.eventType, value: data.value, session: data.context?.session });
      });
    });
    relayListeners.set(walk.page, listener);
    // the new tab took the front: a page left behind it is hidden, and its animation frames wait
    await walk.page.bringToFront();
    await walk.page.addInitScript(() => window.sessionStorage.setItem('inspect', '1'));
    await useLocale(walk.page, 'en');
    await loggedInMember(walk.page, walk.request);
    await fillCart(walk.page);
    await openCheckout(walk.page);
  },
  actions: {
    'checkout.start': { follow: true },
    'session.change(logout)': {
      ui: async (walk) => {
        await walk.page.getByRole('banner').getByRole('button', { name: 'Account menu' }).click();
        await walk.page.getByRole('list', { name: 'Account' }).getByRole('button', { name: 'Log out' }).click();
        walk.data.loggedOut = 'yes';
      },
    },
  },
  screens: {
    idle: { marker: false },
    confirming: {
      marker: false,
      check: async (walk) => {
        if (!walk.data.loggedOut) {
          await expect(walk.page.locator('[data-machine="checkout"]')).toHaveAttribute('data-state', 'confirming');
          return;
        }
        const listener = relayListeners.get(walk.page)!;
        const relayed = () => listener.evaluate(() => (window as unknown as { relayedCheckout: RelayedCheckout[] }).relayedCheckout);
        await expect.poll(async () => (await relayed()).find((s) => s.eventType === 'session.change'), 'the checkout took the logout').toEqual({
          eventType: 'session.change',
          value: 'confirming',
          session: expect.objectContaining({ loggedIn: false }),
        });
        await expect(walk.page).toHaveURL(/\/$/);
        // home reloaded without the session: nothing kept it, and the header offers the login
        expect(await walk.page.evaluate(() => window.localStorage.getItem('token'))).toBeNull();
        await expect(walk.page.getByRole('banner').getByRole('link', { name: 'Log in' })).toBeVisible();
        await expect(walk.page.getByRole('banner').getByRole('button', { name: /Account menu/ })).toHaveCount(0);
      },
    },
  },
  unreachable: {},
  untakeable: {},
};

/**
 * A visitor without a login or the anonymous allowance opens the checkout from the cart (SPEC §2
 * "Requires login or anonymous allowance, else /login/"): the checkout starts in `loginRequired`,
 * which the form projects to /login/ with the way back; logging in there (`session.change`, which
 * the ordering system forwards) brings the customer back to the form, with the draft the tab keeps.
 */
export const checkoutLoginRequiredAdapter: MachineAdapter<typeof machine> = {
  ...checkoutFormAdapter,
  scenario: 'login required',
  input: { ...input, session: { loggedIn: false, allowAnonymous: false, customerId: null } },
  events: {
    'checkout.start': checkoutFormAdapter.events['checkout.start']!,
    'session.change(login)': { type: 'session.change', session: input.session },
  },
  // Logging in is what /login/ does; once back on the form the customer is logged in.
  filterEvents: (snapshot, event) =>
    (!snapshot.matches('idle') || event.type === 'checkout.start') && (event.type !== 'session.change' || snapshot.matches('loginRequired')),
  async arrange(walk) {
    await useLocale(walk.page, 'en');
    const phone = newPhone();
    await registerViaApi(walk.request, phone, 'Khách Đăng Nhập');
    walk.data.phone = phone;
    await fillCart(walk.page);
    await walk.page.getByRole('main').getByRole('button', { name: 'Checkout' }).last().click();
  },
  actions: {
    'checkout.start': { follow: true },
    'session.change(login)': {
      ui: async ({ page, data }) => {
        const main = page.getByRole('main');
        await main.getByLabel('Phone number').fill(data.phone!);
        await main.getByRole('button', { name: 'Next' }).click();
        await main.getByLabel('Password', { exact: true }).fill(PASSWORD);
        await main.getByRole('button', { name: 'Log in' }).click();
        await expect(page).toHaveURL(/\/checkout$/);
      },
    },
  },
  screens: {
    idle: { marker: false },
    // The form is never drawn for a visitor who may not send it: the login opens, with the way back.
    loginRequired: {
      marker: false,
      check: async ({ page }) => {
        await expect(page).toHaveURL(/\/login\/?\?from=%2Fcheckout$/);
        await expect(page.getByRole('form', { name: 'Checkout' })).toHaveCount(0);
      },
    },
    // Back on the checkout, logged in: the member's name fills the empty draft.
    confirming: {
      check: async (walk) => {
        await expect(form(walk).getByRole('button', { name: 'Place order' })).toBeVisible();
        await expect(form(walk).getByLabel('Full name')).toHaveValue('Khách Đăng Nhập');
      },
    },
  },
  unreachable: {},
  untakeable: {
    'checkout.loginRequired address.change#0': 'the customer is on /login/ meanwhile (the checkout screen closed): nothing there changes the destination',
    'checkout.checkingLogin (always)#2':
      'every way a session ends in the app leaves the checkout screen itself (logout reloads home, an expired session or failed account check goes to /login/, SPEC §4), so a confirmed form never meets step 5 without the right; the machine keeps SPEC §4 step 5 for a session.change that arrives while the form is open',
  },
};

/** An open order (status ordering) of a logged-in customer, picked up at the seed's first store: a bowl of phở with its size. */
async function placeOpenOrder(walk: WalkContext): Promise<string> {
  const account = await loggedInCustomer(walk.page, walk.request);
  return (await insertOpenOrder(walk.request, { customer: account })).orderNo;
}

/**
 * An open order found by its number on home and finished at the checkout (src/app/ordering/resume-order.ts): it
 * has its number, so step 4 tells the server the chosen time (confirm-not-asap), whose failure is
 * ignored (SPEC §7 "errors ignored"): the checkout goes on to the payment.
 */
export const checkoutResumedAdapter: MachineAdapter<typeof machine> = {
  ...checkoutFormAdapter,
  scenario: 'resumed order',
  input: { ...input, orderId: 41, orderNo: 'A0041', destination: { pickUpAtStore: true, address: null, isTemporary: false } },
  events: {
    ...formEvents('checkout.start', 'paymentMethod.select', 'draft.edit(valid)', 'checkout.confirm', 'time.confirm', 'done:notifyNotAsap'),
    'error:notifyNotAsap': { type: 'xstate.error.actor.notifyNotAsap', error: { code: 'COMMON_ERROR' } },
    'done:submitOrder': checkoutFormAdapter.events['done:submitOrder']!,
  },
  async arrange(walk) {
    await useLocale(walk.page, 'en');
    const orderNo = await placeOpenOrder(walk);
    await walk.page.goto('/');
    const search = walk.page.getByRole('search', { name: 'Find an order' });
    await search.getByLabel('Order number').fill(orderNo);
    await search.getByRole('button', { name: 'Search' }).click();
    await expect(walk.page).toHaveURL(/\/my-cart\/$/);
    await openCheckout(walk.page);
  },
  actions: {
    ...checkoutFormAdapter.actions,
    'done:notifyNotAsap': { answer: { actor: 'notifyNotAsap', server: true } },
    'error:notifyNotAsap': { answer: { actor: 'notifyNotAsap', status: 500, json: error('COMMON_ERROR') } },
  },
  screens: {
    ...checkoutFormAdapter.screens,
    // The order has a number: the call is made and held, so the busy step is on screen.
    notifyingNotAsap: {},
  },
  unreachable: {},
  untakeable: {},
};

/** The store list as this page reads it once the stores' hours changed: every store closes at `time`. */
async function storesCloseAt(page: Page, time: string) {
  await page.route(/\/api\/delivery\/get-all-store$/, async (route) => {
    const response = await route.fetch();
    const body = (await response.json()) as { data: { store: { end_time: string | null }[] } };
    for (const row of body.data.store) row.end_time = time;
    await route.fulfill({ response, json: body });
  });
}

/** The time select's clock times (not "Choose a time" nor "as soon as possible"). */
const clockTimes = (walk: WalkContext) =>
  form(walk)
    .getByLabel('Time', { exact: true })
    .locator('option')
    .evaluateAll((options) => (options as HTMLOptionElement[]).map((o) => o.value).filter((v) => /^\d\d:\d\d$/.test(v)));

/** The model's store after the change (closing at 19:00) and the kept time it no longer serves. */
const outOfHours = { store: { ...store, end_time: '19:00' }, schedule: { date: '2025-01-07', time: '20:30', isAsap: false } } as const;
const outOfHoursEvents = {
  'checkout.start': checkoutFormAdapter.events['checkout.start']!,
  'draft.edit(contact)': clockEvents['draft.edit(contact)'],
  'paymentMethod.select': clockEvents['paymentMethod.select'],
  'checkout.confirm(kept time)': { type: 'checkout.confirm', now },
  'draft.edit(another name)': clockEvents['draft.edit(another name)'],
  'paymentMethod.select(MoMo)': clockEvents['paymentMethod.select(MoMo)'],
  'field.blur(phone)': clockEvents['field.blur(phone)'],
  'promotions.change(voucher)': clockEvents['promotions.change(voucher)'],
  'schedule.change(first slot)': { type: 'schedule.change', schedule: modelSchedules.future, now },
} satisfies Record<string, AnyEventObject>;

/**
 * A draft kept in the tab from an earlier checkout, whose time the store no longer serves (SPEC §8
 * "Store out of service hours"): the customer chose the day after's last slot, went home, and ordered
 * again after the store's hours changed (the store list this page reads now closes every store at
 * 19:00). The checkout opens on the kept time, which the form no longer offers ("Choose a time" shows);
 * "Place order" finds the store closed then, and the form stays open under the notice (the edits, a
 * voucher) until another time is chosen. The page's clock is fixed as in the clock scenario; the model
 * runs on the path tests' store closing at 19:00, with 20:30 kept.
 */
export const checkoutOutOfHoursAdapter: MachineAdapter<typeof machine> = {
  ...checkoutClockAdapter,
  scenario: 'out of hours',
  input: { ...input, ...outOfHours },
  events: outOfHoursEvents,
  filterEvents: (snapshot, event) => {
    const c = snapshot.context as CheckoutContext;
    const is = (label: keyof typeof outOfHoursEvents) => event === outOfHoursEvents[label];
    if (snapshot.matches('idle')) return is('checkout.start');
    if (!changesTheForm(snapshot, event)) return false;
    // Before "Place order": the contact and a method, then the confirm on the kept time.
    if (snapshot.matches('confirming')) {
      if (is('checkout.confirm(kept time)')) return c.schedule.time === outOfHours.schedule.time;
      return is('draft.edit(contact)') || (is('paymentMethod.select') && c.paymentMethod === null);
    }
    // Under the notice: every edit the form still takes, once each, and another time, which leaves.
    if (snapshot.matches('outOfServiceHours')) {
      if (is('field.blur(phone)')) return !c.touched.includes('phone');
      if (is('promotions.change(voucher)')) return c.promotions.length === 0;
      return is('draft.edit(another name)') || is('paymentMethod.select(MoMo)') || is('schedule.change(first slot)');
    }
    return false;
  },
  async arrange(walk) {
    await checkoutClockAdapter.arrange(walk);
    // The earlier visit: the day after's last time is chosen and kept with the tab's draft.
    await form(walk).getByLabel('Date', { exact: true }).selectOption({ index: 1 });
    const kept = (await clockTimes(walk)).at(-1)!;
    await form(walk).getByLabel('Time', { exact: true }).selectOption(kept);
    await expect.poll(() => walk.page.evaluate(() => window.sessionStorage.getItem('checkoutDraft') ?? '')).toContain(kept);
    // The store's hours changed since: home again, the same address, a dish, the checkout.
    await storesCloseAt(walk.page, '19:00');
    await fillCart(walk.page);
    await openCheckout(walk.page);
    expect(await clockTimes(walk)).not.toContain(kept);
    await expect(form(walk).getByLabel('Time', { exact: true })).toHaveValue('');
  },
  actions: {
    ...checkoutClockAdapter.actions,
    'checkout.confirm(kept time)': { ui: async ({ page }) => page.getByRole('button', { name: 'Place order' }).click() },
    'schedule.change(first slot)': {
      ui: async (walk) => {
        const [first] = await clockTimes(walk);
        await form(walk).getByLabel('Time', { exact: true }).selectOption(first!);
      },
    },
  },
  screens: {
    ...checkoutClockAdapter.screens,
    // The notice names why: the kept time is after the store's new last order of the day.
    outOfServiceHours: alert("The chosen time is after the store's last order of the day. Please pick an earlier time or another date."),
  },
  unreachable: {},
  untakeable: {},
};

/** Releases the checkout's held promotion list of a page (`holdPromotionList`). */
const heldPromotionLists = new WeakMap<Page, () => void>();

/** The checkout's first my-promotion call of this page is answered by the server only when the walk releases it. */
async function holdPromotionList(page: Page) {
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  heldPromotionLists.set(page, release);
  let held = false;
  await page.route(/\/api\/v2\/promotion\/my-promotion\/$/, async (route) => {
    // The checkout's call carries the cart (the promotions screen's does not); only its first is held.
    if (held || route.request().method() !== 'POST' || !('cart' in ((route.request().postDataJSON() ?? {}) as object))) return route.fallback();
    held = true;
    const response = await route.fetch();
    await released;
    await route.fulfill({ response }).catch(() => {});
  });
}

/** The promotions child's report once the customer's list is loaded: the voucher owned, none applied. */
const promotionsListed = {
  type: 'xstate.snapshot.promotions',
  snapshot: { context: { applied: [], rules: [{ id: 3, name: voucher }] } } as never,
} satisfies AnyEventObject;
const missedTimeListEvents = {
  'checkout.start': clockEvents['checkout.start'],
  'paymentMethod.select': clockEvents['paymentMethod.select'],
  'draft.edit(contact)': clockEvents['draft.edit(contact)'],
  'schedule.change(today, first slot)': clockEvents['schedule.change(today, first slot)'],
  'checkout.confirm(at 10:59:30)': clockEvents['checkout.confirm(at 10:59:30)'],
  'promotions.listed(under the dialog)': promotionsListed,
  'schedule.change(choose another time)': clockEvents['schedule.change(choose another time)'],
} satisfies Record<string, AnyEventObject>;

/**
 * The promotions child reports while the missed-time dialog is open: the customer's promotion list
 * (my-promotion, held for this page only) answers after "Place order" missed the chosen time. The
 * dialog stays, the voucher is listed under it, and its button still asks for another time. The
 * page's clock is the clock scenario's (10:30, then 10:59:30 at "Place order").
 */
export const checkoutMissedTimeListAdapter: MachineAdapter<typeof machine> = {
  ...checkoutClockAdapter,
  scenario: 'missed time list',
  serializeState: (snapshot: AnyMachineSnapshot) => {
    const c = snapshot.context as CheckoutContext;
    return JSON.stringify([snapshot.value, c.paymentMethod, Object.keys(formErrorsOf(c)).length === 0, c.schedule, c.promotionRules.length]);
  },
  events: missedTimeListEvents,
  filterEvents: (snapshot, event) => {
    const c = snapshot.context as CheckoutContext;
    const is = (label: keyof typeof missedTimeListEvents) => event === missedTimeListEvents[label];
    if (snapshot.matches('idle')) return is('checkout.start');
    if (!changesTheForm(snapshot, event)) return false;
    // Under the dialog: first the list's late answer, then the dialog's one button.
    if (snapshot.matches('missedTime')) return c.promotionRules.length === 0 ? is('promotions.listed(under the dialog)') : is('schedule.change(choose another time)');
    // The form again after the dialog: the walk ends there.
    if (c.promotionRules.length > 0) return false;
    if (is('checkout.confirm(at 10:59:30)')) return c.schedule.time === modelSchedules.missed.time;
    return !is('promotions.listed(under the dialog)') && !is('schedule.change(choose another time)');
  },
  async arrange(walk) {
    await holdPromotionList(walk.page);
    await checkoutClockAdapter.arrange(walk);
    await expect(walk.page.getByText(voucher, { exact: true })).toHaveCount(0);
  },
  actions: {
    ...checkoutClockAdapter.actions,
    'promotions.listed(under the dialog)': {
      ui: async ({ page }) => {
        const dialog = page.getByRole('dialog', { name: 'Delivery time missed' });
        await expect(dialog).toBeVisible();
        await expect(page.getByText(voucher, { exact: true })).toHaveCount(0);
        heldPromotionLists.get(page)!();
        // The list draws under the modal (hidden from the accessibility tree while it is open), which stays.
        await expect(page.getByText(voucher, { exact: true })).toBeVisible();
        await expect(dialog.getByRole('button', { name: 'Choose another time' })).toBeEnabled();
      },
    },
    'schedule.change(choose another time)': {
      ui: async (walk) => {
        await walk.page.getByRole('dialog', { name: 'Delivery time missed' }).getByRole('button', { name: 'Choose another time' }).click();
        // The form is back, the voucher listed in it, ready to apply.
        await expect(form(walk).getByRole('button', { name: `More ${voucher}` })).toBeEnabled();
      },
    },
  },
  unreachable: {},
  untakeable: {},
};
