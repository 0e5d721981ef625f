import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { AnyEventObject, AnyMachineSnapshot, EventObject } from 'xstate';
import {
  allStateNodes,
  allTransitionKeys,
  describePath,
  emptyCoverage,
  graphPaths,
  missing,
  replayPath,
} from '../test-support/replay-paths';
import {
  checkoutMachine,
  formErrorsOf,
  hasNoSlotsLeftToday,
  isAddressMissing,
  isMissedTime,
  isOutOfServiceHours,
  isScheduleDatePast,
  shownErrorsOf,
  type CheckoutContext,
  type CheckoutInput,
  type Destination,
  type Schedule,
  type SessionFacts,
} from './machine';
import { closedNow, lateNow, now, promotionsSnapshot, quietPromotions, store, validDraft } from './test-fixtures';
import { checkoutResultSelector } from './selectors';

/** The clock of the app's first delivery-time refresh, a minute after the checkout started. */
const oneMinuteLater = '2025-01-06T03:01:00Z';

const schedules = {
  asap: { date: '2025-01-06', time: null, isAsap: true },
  future: { date: '2025-01-07', time: '12:00', isAsap: false },
  past: { date: '2025-01-05', time: '12:00', isAsap: false },
  missed: { date: '2025-01-06', time: '10:15', isAsap: false },
  closed: { date: '2025-01-13', time: '12:00', isAsap: false },
  noTime: { date: '2025-01-07', time: null, isAsap: false },
} satisfies Record<string, Schedule>;
const destinations = {
  saved: { pickUpAtStore: false, address: '65 Lê Lợi, Quận 1', isTemporary: false },
  temp: { pickUpAtStore: false, address: '12 Nguyễn Huệ, Quận 1', isTemporary: true },
  none: { pickUpAtStore: false, address: null, isTemporary: false },
  pickup: { pickUpAtStore: true, address: null, isTemporary: false },
} satisfies Record<string, Destination>;
const sessions = {
  member: { loggedIn: true, allowAnonymous: false, customerId: 7 },
  guest: { loggedIn: false, allowAnonymous: false, customerId: null },
  anonymous: { loggedIn: false, allowAnonymous: true, customerId: null },
} satisfies Record<string, SessionFacts>;
const isFormValid = (c: CheckoutContext) => Object.keys(formErrorsOf(c)).length === 0;
const apiError = (code: string, details?: object) => ({ code, message: code, details });

/** Every event the app or an actor can deliver, named by the label the path lists show. */
const labelled: Record<string, AnyEventObject> = {
  ...Object.fromEntries(
    Object.entries(destinations).map(([name, destination]) => [`address.change(${name})`, { type: 'address.change', destination, now }]),
  ),
  ...Object.fromEntries(
    Object.entries(schedules).map(([name, schedule]) => [`schedule.change(${name})`, { type: 'schedule.change', schedule, now }]),
  ),
  ...Object.fromEntries(
    Object.entries(sessions).map(([name, session]) => [`session.change(${name})`, { type: 'session.change', session }]),
  ),
  'checkout.start': { type: 'checkout.start', now },
  'checkout.start(closed)': { type: 'checkout.start', now: closedNow },
  'schedule.change(asap, closed)': { type: 'schedule.change', schedule: schedules.asap, now: closedNow },
  'checkout.confirm(closed)': { type: 'checkout.confirm', now: closedNow },
  'checkout.attempt': { type: 'checkout.attempt' },
  'field.blur(phone)': { type: 'field.blur', field: 'phone' },
  'order.change': { type: 'order.change', order: null },
  'paymentMethod.select': { type: 'paymentMethod.select', method: 'cash' },
  'draft.edit(valid)': { type: 'draft.edit', patch: validDraft },
  'draft.edit(invalid)': { type: 'draft.edit', patch: { phone: '' } },
  'promotions.change(one)': promotionsSnapshot([{ promotion_id: 3, quantity: 1 }]),
  'promotions.change(none)': promotionsSnapshot([]),
  'checkout.confirm': { type: 'checkout.confirm', now },
  'checkout.confirm(late)': { type: 'checkout.confirm', now: lateNow },
  'time.confirm': { type: 'time.confirm' },
  'time.cancel': { type: 'time.cancel' },
  'draft.edit(save address)': { type: 'draft.edit', patch: { saveAddress: true } },
  'prices.accept': { type: 'prices.accept' },
  'promotion.dismiss': { type: 'promotion.dismiss' },
  'message.dismiss': { type: 'message.dismiss' },
  'deliveryTime.refresh': { type: 'deliveryTime.refresh', now: oneMinuteLater },
  'network.change(offline)': { type: 'network.change', online: false },
  'network.change(online)': { type: 'network.change', online: true },
  'done:notifyNotAsap': { type: 'xstate.done.actor.notifyNotAsap', output: undefined },
  'error:notifyNotAsap': { type: 'xstate.error.actor.notifyNotAsap', error: apiError('COMMON_ERROR') },
  'done:saveAddress': { type: 'xstate.done.actor.saveAddress', output: undefined },
  'error:saveAddress': { type: 'xstate.error.actor.saveAddress', error: apiError('COMMON_ERROR') },
  'error:watchDeliveryTime': { type: 'xstate.error.actor.watchDeliveryTime', error: new Error('clock') },
  'taxCode.change': { type: 'taxCode.change', taxCode: '0123456789' },
  'taxCode.lookUp': { type: 'taxCode.lookUp' },
  'company.found': {
    type: 'company.found',
    taxCode: '0123456789',
    companyName: 'Công ty Cổ phần Sữa Việt Nam',
    companyAddress: '10 Tân Trào, Quận 7',
  },
  'error:taxCodeLookup': { type: 'xstate.error.actor.taxCodeLookup', error: new Error('lookup') },
  'done:checkPromotions': { type: 'xstate.done.actor.checkPromotions', output: { valid: true, promotion_name: null, reason: null } },
  'done:checkPromotions(invalid)': {
    type: 'xstate.done.actor.checkPromotions',
    output: { valid: false, promotion_name: 'Tết -10%', reason: 'Minimum subtotal 200,000' },
  },
  'error:checkPromotions': { type: 'xstate.error.actor.checkPromotions', error: apiError('COMMON_ERROR') },
  'done:submitOrder': { type: 'xstate.done.actor.submitOrder', output: { orderId: 41, orderNo: 'A0041' } },
  'error:submitOrder(INVALID_ORDER)': {
    type: 'xstate.error.actor.submitOrder',
    error: apiError('INVALID_ORDER', {
      changed_items: [{ menucd: 'PHO01', menuname: 'Phở bò', old_price: 65_000, new_price: 69_000 }],
      delivery_fee: { old: 15_000, new: 20_500 },
    }),
  },
  'error:submitOrder(ERROR_CUSTOMER)': { type: 'xstate.error.actor.submitOrder', error: apiError('ERROR_CUSTOMER') },
  'error:submitOrder(EMPTY_ORDER)': { type: 'xstate.error.actor.submitOrder', error: apiError('EMPTY_ORDER') },
};
const labels = new Map(Object.entries(labelled).map(([name, event]) => [event as EventObject, name]));
const label = (event: EventObject) => labels.get(event);
const pick = (...names: string[]) =>
  names.map((name) => {
    const event = labelled[name];
    if (!event) throw new Error(`no event ${name}`);
    return event;
  });

const classOf = <T,>(table: Record<string, T>, value: T) =>
  Object.entries(table).find(([, v]) => JSON.stringify(v) === JSON.stringify(value))?.[0] ?? 'other';

/** States are told apart by their value and the facts the guards read; texts and clocks are left out. */
const serializeState = (snapshot: AnyMachineSnapshot) => {
  const c = snapshot.context as CheckoutContext;
  return JSON.stringify([
    snapshot.value,
    c.paymentMethod !== null,
    isFormValid(c),
    c.schedule.isAsap ? 'asap' : classOf(schedules, c.schedule),
    classOf(sessions, c.session),
    classOf<Destination>(destinations, c.destination),
    c.promotions.length > 0,
    c.notice,
    c.online,
    c.submitAttempted,
    c.touched,
    c.draft.saveAddress,
  ]);
};

const busyStates = [
  'notifyingNotAsap',
  'savingAddress',
  { paying: 'checkingPromotions' },
  { paying: 'submitting' },
] as const;

/** Invariants of every state, asserted at every step of every path. */
function checkInvariants(snapshot: AnyMachineSnapshot) {
  const c = snapshot.context as CheckoutContext;
  const s = snapshot;
  expect(s.hasTag('busy')).toBe(busyStates.some((state) => s.matches(state)));
  if (s.matches('confirming')) {
    expect(s.can({ type: 'checkout.confirm', now })).toBe(c.online && c.paymentMethod !== null && isFormValid(c));
    expect(s.can({ type: 'checkout.attempt' })).toBe(c.paymentMethod !== null && !isFormValid(c));
  } else {
    expect(c.notice === 'serveTimeMissing').toBe(false);
  }
  // Errors show only after the customer acts: a field they left, or all once they pressed confirm.
  const shown = Object.keys(shownErrorsOf(c));
  if (c.submitAttempted) expect(shown).toEqual(Object.keys(formErrorsOf(c)));
  else expect(shown.every((field) => (c.touched as string[]).includes(field))).toBe(true);
  // ASAP is never kept while the store is closed at the clock last sent.
  if (c.now === closedNow && !s.matches('idle')) expect(c.schedule.isAsap).toBe(false);
  if (c.notice === 'asapUnavailable') expect(c.schedule.isAsap).toBe(false);
  if (s.matches('addressNotCompleted')) expect(isAddressMissing(c.destination)).toBe(true);
  expect(c.now === null).toBe(s.matches('idle'));
  if (s.matches('scheduleExpired')) expect(isScheduleDatePast(c)).toBe(true);
  if (s.matches('noSlotsToday')) expect(hasNoSlotsLeftToday(c)).toBe(true);
  if (s.matches('outOfServiceHours')) expect(isOutOfServiceHours(c)).toBe(true);
  if (s.matches('missedTime')) expect(isMissedTime(c)).toBe(true);
  if (s.matches('confirmingTime') || s.matches('notifyingNotAsap')) {
    expect(c.schedule.isAsap).toBe(false);
    expect(c.schedule.time).not.toBeNull();
  }
  if (s.matches('loginRequired')) expect(c.session.loggedIn || c.session.allowAnonymous).toBe(false);
  if (s.matches('savingAddress')) {
    expect(c.destination.isTemporary).toBe(true);
    expect(c.draft.saveAddress).toBe(true);
  }
  if (s.matches('paying')) {
    expect(c.paymentMethod).not.toBeNull();
    expect(isFormValid(c)).toBe(true);
    expect(c.schedule.time).not.toBeNull();
    expect(isMissedTime(c) || isOutOfServiceHours(c) || hasNoSlotsLeftToday(c)).toBe(false);
  }
  if (s.matches({ paying: 'checkingPromotions' })) expect(c.promotions.length).toBeGreaterThan(0);
  expect(checkoutResultSelector(s as never) !== null).toBe(s.matches({ paying: 'submitted' }));
  if (s.matches('pricesChanged')) {
    expect(c.changedItems.length > 0 || c.deliveryFeeChange !== null).toBe(true);
  } else {
    expect(c.changedItems).toEqual([]);
  }
  if (s.matches('promotionInvalid')) expect(c.promotionRefusal).not.toBeNull();
  if (s.matches('insufficientOrder')) expect(c.submitError?.code).toBe('ERROR_CUSTOMER');
  if (s.matches('orderFailed')) expect(c.submitError).not.toBeNull();
}

const base: CheckoutInput = {
  store,
  orderId: 41,
  orderNo: 'A0041',
  destination: destinations.saved,
  schedule: schedules.future,
  session: sessions.member,
};

/** Each scenario varies a few facts with a few events, so its graph stays small. */
const scenarios: Record<string, { input: CheckoutInput; events: AnyEventObject[] }> = {
  /** The store is closed (07:45, opens 10:00): ASAP is refused and the earliest slot chosen. */
  closedStore: {
    input: { ...base, schedule: schedules.asap, paymentMethod: 'cash', draft: validDraft },
    events: pick(
      'checkout.start(closed)',
      'checkout.start',
      'schedule.change(asap, closed)',
      'schedule.change(asap)',
      'checkout.confirm(closed)',
      'time.cancel',
    ),
  },
  /** No error shows on arrival; leaving a field or pressing confirm shows them. */
  errors: {
    input: { ...base, paymentMethod: 'cash' },
    events: pick('checkout.start', 'field.blur(phone)', 'checkout.attempt', 'draft.edit(valid)', 'draft.edit(invalid)'),
  },
  form: {
    input: base,
    events: pick(
      'checkout.start',
      'order.change',
      'paymentMethod.select',
      'draft.edit(valid)',
      'draft.edit(invalid)',
      'checkout.confirm',
      'time.confirm',
      'time.cancel',
      'done:notifyNotAsap',
      'error:notifyNotAsap',
      'done:submitOrder',
      'error:submitOrder(INVALID_ORDER)',
      'error:submitOrder(ERROR_CUSTOMER)',
      'error:submitOrder(EMPTY_ORDER)',
      'prices.accept',
      'message.dismiss',
    ),
  },
  schedule: {
    input: { ...base, schedule: schedules.past, paymentMethod: 'cash', draft: validDraft },
    events: pick(
      'checkout.start',
      ...Object.keys(schedules).map((name) => `schedule.change(${name})`),
      'address.change(none)',
      'address.change(pickup)',
      'checkout.confirm',
      'checkout.confirm(late)',
      'time.cancel',
      'message.dismiss',
      'deliveryTime.refresh',
      'error:watchDeliveryTime',
      'draft.edit(invalid)',
      'paymentMethod.select',
      'promotions.change(none)',
      'field.blur(phone)',
      'taxCode.change',
      'taxCode.lookUp',
      'company.found',
      'error:taxCodeLookup',
    ),
  },
  login: {
    input: {
      ...base,
      destination: destinations.temp,
      schedule: schedules.asap,
      session: sessions.guest,
      paymentMethod: 'cash',
      draft: validDraft,
    },
    events: pick(
      'checkout.start',
      'checkout.confirm',
      'session.change(guest)',
      'session.change(anonymous)',
      'session.change(member)',
      'draft.edit(save address)',
      'done:saveAddress',
      'error:saveAddress',
      'address.change(saved)',
      'message.dismiss',
    ),
  },
  promotions: {
    input: { ...base, schedule: schedules.asap, paymentMethod: 'cash', draft: validDraft },
    events: pick(
      'checkout.start',
      'checkout.confirm',
      'promotions.change(none)',
      'promotions.change(one)',
      'done:checkPromotions',
      'done:checkPromotions(invalid)',
      'error:checkPromotions',
      'promotion.dismiss',
      'done:submitOrder',
    ),
  },
  network: {
    input: { ...base, schedule: schedules.asap, paymentMethod: 'cash', draft: validDraft },
    events: pick('checkout.start', 'network.change(offline)', 'network.change(online)', 'checkout.confirm'),
  },
};

const replayOptions = {
  check: checkInvariants,
  serialize: serializeState,
  provide: { actors: { promotions: quietPromotions }, actions: { applyChangedPrices: () => {} } },
};

describe('checkout graph paths', () => {
  beforeAll(() => vi.useFakeTimers());
  afterAll(() => vi.useRealTimers());
  const coverage = emptyCoverage();
  const all = Object.fromEntries(
    Object.entries(scenarios).map(([name, { input, events }]) => [
      name,
      graphPaths(checkoutMachine, { input, events, serializeState, limit: 20_000 }),
    ]),
  );

  for (const [name, { input }] of Object.entries(scenarios)) {
    describe(name, () => {
      const { statePaths, transitionPaths } = all[name]!;
      it.each(statePaths.map((p) => [describePath(p, label), p] as const))('should replay %s', (_, path) => {
        replayPath(checkoutMachine, path, { ...replayOptions, input, coverage });
      });
      // about two thousand replays in one test: 17-22 s on a loaded 2-core machine, so it gets more than the default 30 s
      it(`should take each of the ${transitionPaths.length} transitions from every state`, { timeout: 120_000 }, () => {
        for (const path of transitionPaths) {
          try {
            replayPath(checkoutMachine, path, { ...replayOptions, input, coverage });
          } catch (error) {
            throw new Error(`${describePath(path, label)}: ${String(error)}`);
          }
        }
      });
    });
  }

  it('should list the same state paths (review added or removed ones)', () => {
    expect(
      Object.fromEntries(Object.entries(all).map(([n, p]) => [n, p.statePaths.map((path) => describePath(path, label))])),
    ).toMatchInlineSnapshot(`
      {
        "closedStore": [
          "idle <- (initial)",
          "confirming <- checkout.start(closed)",
          "confirming <- checkout.start",
          "confirmingTime <- checkout.start(closed) > checkout.confirm(closed)",
          "confirming <- checkout.start > checkout.confirm(closed)",
        ],
        "errors": [
          "idle <- (initial)",
          "confirming <- checkout.start",
          "confirming <- checkout.start > field.blur(phone)",
          "confirming <- checkout.start > checkout.attempt",
          "confirming <- checkout.start > draft.edit(valid)",
          "confirming <- checkout.start > field.blur(phone) > checkout.attempt",
          "confirming <- checkout.start > field.blur(phone) > draft.edit(valid)",
          "confirming <- checkout.start > checkout.attempt > draft.edit(valid)",
          "confirming <- checkout.start > field.blur(phone) > checkout.attempt > draft.edit(valid)",
        ],
        "form": [
          "idle <- (initial)",
          "confirming <- checkout.start",
          "confirming <- checkout.start > paymentMethod.select",
          "confirming <- checkout.start > paymentMethod.select > draft.edit(valid)",
          "confirmingTime <- checkout.start > paymentMethod.select > draft.edit(valid) > checkout.confirm",
          "notifyingNotAsap <- checkout.start > paymentMethod.select > draft.edit(valid) > checkout.confirm > time.confirm",
          "{paying:submitting} <- checkout.start > paymentMethod.select > draft.edit(valid) > checkout.confirm > time.confirm > done:notifyNotAsap",
          "{paying:submitted} <- checkout.start > paymentMethod.select > draft.edit(valid) > checkout.confirm > time.confirm > done:notifyNotAsap > done:submitOrder",
          "pricesChanged <- checkout.start > paymentMethod.select > draft.edit(valid) > checkout.confirm > time.confirm > done:notifyNotAsap > error:submitOrder(INVALID_ORDER)",
          "insufficientOrder <- checkout.start > paymentMethod.select > draft.edit(valid) > checkout.confirm > time.confirm > done:notifyNotAsap > error:submitOrder(ERROR_CUSTOMER)",
          "orderFailed <- checkout.start > paymentMethod.select > draft.edit(valid) > checkout.confirm > time.confirm > done:notifyNotAsap > error:submitOrder(EMPTY_ORDER)",
        ],
        "login": [
          "idle <- (initial)",
          "loginRequired <- checkout.start",
          "idle <- session.change(anonymous)",
          "idle <- session.change(member)",
          "confirming <- checkout.start > session.change(anonymous)",
          "confirming <- checkout.start > session.change(member)",
          "loginRequired <- checkout.start > address.change(saved)",
          "{paying:submitting} <- checkout.start > session.change(anonymous) > checkout.confirm",
          "confirming <- checkout.start > session.change(anonymous) > session.change(guest)",
          "confirming <- checkout.start > session.change(anonymous) > draft.edit(save address)",
          "confirming <- checkout.start > session.change(anonymous) > address.change(saved)",
          "{paying:submitting} <- checkout.start > session.change(member) > checkout.confirm",
          "confirming <- checkout.start > session.change(member) > draft.edit(save address)",
          "confirming <- checkout.start > session.change(member) > address.change(saved)",
          "{paying:submitting} <- checkout.start > session.change(anonymous) > checkout.confirm > session.change(guest)",
          "confirming <- checkout.start > session.change(anonymous) > session.change(guest) > draft.edit(save address)",
          "confirming <- checkout.start > session.change(anonymous) > session.change(guest) > address.change(saved)",
          "{paying:submitting} <- checkout.start > session.change(anonymous) > draft.edit(save address) > checkout.confirm",
          "confirming <- checkout.start > session.change(anonymous) > draft.edit(save address) > address.change(saved)",
          "{paying:submitting} <- checkout.start > session.change(anonymous) > address.change(saved) > checkout.confirm",
          "savingAddress <- checkout.start > session.change(member) > draft.edit(save address) > checkout.confirm",
          "confirming <- checkout.start > session.change(member) > draft.edit(save address) > address.change(saved)",
          "{paying:submitting} <- checkout.start > session.change(member) > address.change(saved) > checkout.confirm",
          "loginRequired <- checkout.start > session.change(anonymous) > session.change(guest) > draft.edit(save address) > checkout.confirm",
          "confirming <- checkout.start > session.change(anonymous) > session.change(guest) > draft.edit(save address) > address.change(saved)",
          "{paying:submitting} <- checkout.start > session.change(anonymous) > draft.edit(save address) > checkout.confirm > session.change(guest)",
          "{paying:submitting} <- checkout.start > session.change(anonymous) > draft.edit(save address) > checkout.confirm > session.change(member)",
          "{paying:submitting} <- checkout.start > session.change(anonymous) > draft.edit(save address) > address.change(saved) > checkout.confirm",
          "{paying:submitting} <- checkout.start > session.change(anonymous) > address.change(saved) > checkout.confirm > session.change(guest)",
          "savingAddress <- checkout.start > session.change(member) > draft.edit(save address) > checkout.confirm > session.change(guest)",
          "savingAddress <- checkout.start > session.change(member) > draft.edit(save address) > checkout.confirm > session.change(anonymous)",
          "{paying:submitting} <- checkout.start > session.change(member) > draft.edit(save address) > checkout.confirm > error:saveAddress",
          "{paying:submitting} <- checkout.start > session.change(member) > draft.edit(save address) > address.change(saved) > checkout.confirm",
          "loginRequired <- checkout.start > session.change(anonymous) > session.change(guest) > draft.edit(save address) > checkout.confirm > address.change(saved)",
          "{paying:submitting} <- checkout.start > session.change(anonymous) > draft.edit(save address) > address.change(saved) > checkout.confirm > session.change(guest)",
          "{paying:submitting} <- checkout.start > session.change(member) > draft.edit(save address) > checkout.confirm > session.change(guest) > error:saveAddress",
          "{paying:submitting} <- checkout.start > session.change(member) > draft.edit(save address) > checkout.confirm > session.change(anonymous) > error:saveAddress",
        ],
        "network": [
          "idle <- (initial)",
          "confirming <- checkout.start",
          "idle <- network.change(offline)",
          "confirming <- checkout.start > network.change(offline)",
          "{paying:submitting} <- checkout.start > checkout.confirm",
          "{paying:submitting} <- checkout.start > checkout.confirm > network.change(offline)",
        ],
        "promotions": [
          "idle <- (initial)",
          "confirming <- checkout.start",
          "{paying:submitting} <- checkout.start > checkout.confirm",
          "confirming <- checkout.start > promotions.change(one)",
          "{paying:submitted} <- checkout.start > checkout.confirm > done:submitOrder",
          "{paying:checkingPromotions} <- checkout.start > promotions.change(one) > checkout.confirm",
          "{paying:submitting} <- checkout.start > promotions.change(one) > checkout.confirm > done:checkPromotions",
          "promotionInvalid <- checkout.start > promotions.change(one) > checkout.confirm > done:checkPromotions(invalid)",
          "{paying:submitted} <- checkout.start > promotions.change(one) > checkout.confirm > done:checkPromotions > done:submitOrder",
        ],
        "schedule": [
          "idle <- (initial)",
          "scheduleExpired <- checkout.start",
          "confirming <- checkout.start > schedule.change(asap)",
          "confirming <- checkout.start > schedule.change(future)",
          "confirming <- checkout.start > schedule.change(missed)",
          "confirming <- checkout.start > schedule.change(closed)",
          "confirming <- checkout.start > schedule.change(noTime)",
          "scheduleExpired <- checkout.start > draft.edit(invalid)",
          "scheduleExpired <- checkout.start > field.blur(phone)",
          "addressNotCompleted <- checkout.start > schedule.change(asap) > address.change(none)",
          "confirming <- checkout.start > schedule.change(asap) > address.change(pickup)",
          "{paying:submitting} <- checkout.start > schedule.change(asap) > checkout.confirm",
          "noSlotsToday <- checkout.start > schedule.change(asap) > checkout.confirm(late)",
          "confirming <- checkout.start > schedule.change(asap) > draft.edit(invalid)",
          "confirming <- checkout.start > schedule.change(asap) > field.blur(phone)",
          "addressNotCompleted <- checkout.start > schedule.change(future) > address.change(none)",
          "confirming <- checkout.start > schedule.change(future) > address.change(pickup)",
          "confirmingTime <- checkout.start > schedule.change(future) > checkout.confirm",
          "confirming <- checkout.start > schedule.change(future) > draft.edit(invalid)",
          "confirming <- checkout.start > schedule.change(future) > field.blur(phone)",
          "addressNotCompleted <- checkout.start > schedule.change(missed) > address.change(none)",
          "confirming <- checkout.start > schedule.change(missed) > address.change(pickup)",
          "missedTime <- checkout.start > schedule.change(missed) > checkout.confirm",
          "noSlotsToday <- checkout.start > schedule.change(missed) > checkout.confirm(late)",
          "confirming <- checkout.start > schedule.change(missed) > deliveryTime.refresh",
          "confirming <- checkout.start > schedule.change(missed) > draft.edit(invalid)",
          "confirming <- checkout.start > schedule.change(missed) > field.blur(phone)",
          "addressNotCompleted <- checkout.start > schedule.change(closed) > address.change(none)",
          "confirming <- checkout.start > schedule.change(closed) > address.change(pickup)",
          "outOfServiceHours <- checkout.start > schedule.change(closed) > checkout.confirm",
          "confirming <- checkout.start > schedule.change(closed) > draft.edit(invalid)",
          "confirming <- checkout.start > schedule.change(closed) > field.blur(phone)",
          "addressNotCompleted <- checkout.start > schedule.change(noTime) > address.change(none)",
          "confirming <- checkout.start > schedule.change(noTime) > address.change(pickup)",
          "confirming <- checkout.start > schedule.change(noTime) > checkout.confirm",
          "confirming <- checkout.start > schedule.change(noTime) > draft.edit(invalid)",
          "confirming <- checkout.start > schedule.change(noTime) > field.blur(phone)",
          "scheduleExpired <- checkout.start > draft.edit(invalid) > field.blur(phone)",
          "addressNotCompleted <- checkout.start > schedule.change(asap) > address.change(none) > field.blur(phone)",
          "scheduleExpired <- checkout.start > schedule.change(asap) > address.change(pickup) > schedule.change(past)",
          "{paying:submitting} <- checkout.start > schedule.change(asap) > address.change(pickup) > checkout.confirm",
          "noSlotsToday <- checkout.start > schedule.change(asap) > address.change(pickup) > checkout.confirm(late)",
          "confirming <- checkout.start > schedule.change(asap) > address.change(pickup) > draft.edit(invalid)",
          "confirming <- checkout.start > schedule.change(asap) > address.change(pickup) > field.blur(phone)",
          "noSlotsToday <- checkout.start > schedule.change(asap) > checkout.confirm(late) > draft.edit(invalid)",
          "noSlotsToday <- checkout.start > schedule.change(asap) > checkout.confirm(late) > field.blur(phone)",
          "confirming <- checkout.start > schedule.change(asap) > draft.edit(invalid) > field.blur(phone)",
          "{paying:submitting} <- checkout.start > schedule.change(asap) > field.blur(phone) > checkout.confirm",
          "addressNotCompleted <- checkout.start > schedule.change(future) > address.change(none) > field.blur(phone)",
          "confirmingTime <- checkout.start > schedule.change(future) > address.change(pickup) > checkout.confirm",
          "confirming <- checkout.start > schedule.change(future) > address.change(pickup) > draft.edit(invalid)",
          "confirming <- checkout.start > schedule.change(future) > address.change(pickup) > field.blur(phone)",
          "confirming <- checkout.start > schedule.change(future) > draft.edit(invalid) > field.blur(phone)",
          "confirmingTime <- checkout.start > schedule.change(future) > field.blur(phone) > checkout.confirm",
          "addressNotCompleted <- checkout.start > schedule.change(missed) > address.change(none) > field.blur(phone)",
          "missedTime <- checkout.start > schedule.change(missed) > address.change(pickup) > checkout.confirm",
          "noSlotsToday <- checkout.start > schedule.change(missed) > address.change(pickup) > checkout.confirm(late)",
          "confirming <- checkout.start > schedule.change(missed) > address.change(pickup) > deliveryTime.refresh",
          "confirming <- checkout.start > schedule.change(missed) > address.change(pickup) > draft.edit(invalid)",
          "confirming <- checkout.start > schedule.change(missed) > address.change(pickup) > field.blur(phone)",
          "noSlotsToday <- checkout.start > schedule.change(missed) > checkout.confirm(late) > draft.edit(invalid)",
          "noSlotsToday <- checkout.start > schedule.change(missed) > checkout.confirm(late) > field.blur(phone)",
          "addressNotCompleted <- checkout.start > schedule.change(missed) > deliveryTime.refresh > address.change(none)",
          "confirming <- checkout.start > schedule.change(missed) > deliveryTime.refresh > address.change(pickup)",
          "confirmingTime <- checkout.start > schedule.change(missed) > deliveryTime.refresh > checkout.confirm",
          "noSlotsToday <- checkout.start > schedule.change(missed) > deliveryTime.refresh > checkout.confirm(late)",
          "confirming <- checkout.start > schedule.change(missed) > deliveryTime.refresh > draft.edit(invalid)",
          "confirming <- checkout.start > schedule.change(missed) > deliveryTime.refresh > field.blur(phone)",
          "confirming <- checkout.start > schedule.change(missed) > draft.edit(invalid) > field.blur(phone)",
          "missedTime <- checkout.start > schedule.change(missed) > field.blur(phone) > checkout.confirm",
          "addressNotCompleted <- checkout.start > schedule.change(closed) > address.change(none) > field.blur(phone)",
          "outOfServiceHours <- checkout.start > schedule.change(closed) > address.change(pickup) > checkout.confirm",
          "confirming <- checkout.start > schedule.change(closed) > address.change(pickup) > draft.edit(invalid)",
          "confirming <- checkout.start > schedule.change(closed) > address.change(pickup) > field.blur(phone)",
          "outOfServiceHours <- checkout.start > schedule.change(closed) > checkout.confirm > draft.edit(invalid)",
          "outOfServiceHours <- checkout.start > schedule.change(closed) > checkout.confirm > field.blur(phone)",
          "confirming <- checkout.start > schedule.change(closed) > draft.edit(invalid) > field.blur(phone)",
          "addressNotCompleted <- checkout.start > schedule.change(noTime) > address.change(none) > field.blur(phone)",
          "confirming <- checkout.start > schedule.change(noTime) > address.change(pickup) > checkout.confirm",
          "confirming <- checkout.start > schedule.change(noTime) > address.change(pickup) > draft.edit(invalid)",
          "confirming <- checkout.start > schedule.change(noTime) > address.change(pickup) > field.blur(phone)",
          "confirming <- checkout.start > schedule.change(noTime) > checkout.confirm > draft.edit(invalid)",
          "confirming <- checkout.start > schedule.change(noTime) > checkout.confirm > field.blur(phone)",
          "confirming <- checkout.start > schedule.change(noTime) > draft.edit(invalid) > field.blur(phone)",
          "scheduleExpired <- checkout.start > schedule.change(asap) > address.change(pickup) > schedule.change(past) > draft.edit(invalid)",
          "scheduleExpired <- checkout.start > schedule.change(asap) > address.change(pickup) > schedule.change(past) > field.blur(phone)",
          "noSlotsToday <- checkout.start > schedule.change(asap) > address.change(pickup) > checkout.confirm(late) > draft.edit(invalid)",
          "noSlotsToday <- checkout.start > schedule.change(asap) > address.change(pickup) > checkout.confirm(late) > field.blur(phone)",
          "confirming <- checkout.start > schedule.change(asap) > address.change(pickup) > draft.edit(invalid) > field.blur(phone)",
          "{paying:submitting} <- checkout.start > schedule.change(asap) > address.change(pickup) > field.blur(phone) > checkout.confirm",
          "noSlotsToday <- checkout.start > schedule.change(asap) > checkout.confirm(late) > draft.edit(invalid) > field.blur(phone)",
          "confirming <- checkout.start > schedule.change(future) > address.change(pickup) > draft.edit(invalid) > field.blur(phone)",
          "confirmingTime <- checkout.start > schedule.change(future) > address.change(pickup) > field.blur(phone) > checkout.confirm",
          "noSlotsToday <- checkout.start > schedule.change(missed) > address.change(pickup) > checkout.confirm(late) > draft.edit(invalid)",
          "noSlotsToday <- checkout.start > schedule.change(missed) > address.change(pickup) > checkout.confirm(late) > field.blur(phone)",
          "confirmingTime <- checkout.start > schedule.change(missed) > address.change(pickup) > deliveryTime.refresh > checkout.confirm",
          "noSlotsToday <- checkout.start > schedule.change(missed) > address.change(pickup) > deliveryTime.refresh > checkout.confirm(late)",
          "confirming <- checkout.start > schedule.change(missed) > address.change(pickup) > deliveryTime.refresh > draft.edit(invalid)",
          "confirming <- checkout.start > schedule.change(missed) > address.change(pickup) > deliveryTime.refresh > field.blur(phone)",
          "confirming <- checkout.start > schedule.change(missed) > address.change(pickup) > draft.edit(invalid) > field.blur(phone)",
          "missedTime <- checkout.start > schedule.change(missed) > address.change(pickup) > field.blur(phone) > checkout.confirm",
          "noSlotsToday <- checkout.start > schedule.change(missed) > checkout.confirm(late) > draft.edit(invalid) > field.blur(phone)",
          "addressNotCompleted <- checkout.start > schedule.change(missed) > deliveryTime.refresh > address.change(none) > field.blur(phone)",
          "confirming <- checkout.start > schedule.change(missed) > deliveryTime.refresh > address.change(pickup) > draft.edit(invalid)",
          "confirming <- checkout.start > schedule.change(missed) > deliveryTime.refresh > address.change(pickup) > field.blur(phone)",
          "confirming <- checkout.start > schedule.change(missed) > deliveryTime.refresh > checkout.confirm > time.cancel",
          "noSlotsToday <- checkout.start > schedule.change(missed) > deliveryTime.refresh > checkout.confirm(late) > draft.edit(invalid)",
          "noSlotsToday <- checkout.start > schedule.change(missed) > deliveryTime.refresh > checkout.confirm(late) > field.blur(phone)",
          "confirming <- checkout.start > schedule.change(missed) > deliveryTime.refresh > draft.edit(invalid) > field.blur(phone)",
          "confirmingTime <- checkout.start > schedule.change(missed) > deliveryTime.refresh > field.blur(phone) > checkout.confirm",
          "outOfServiceHours <- checkout.start > schedule.change(closed) > address.change(pickup) > checkout.confirm > draft.edit(invalid)",
          "outOfServiceHours <- checkout.start > schedule.change(closed) > address.change(pickup) > checkout.confirm > field.blur(phone)",
          "confirming <- checkout.start > schedule.change(closed) > address.change(pickup) > draft.edit(invalid) > field.blur(phone)",
          "outOfServiceHours <- checkout.start > schedule.change(closed) > checkout.confirm > draft.edit(invalid) > field.blur(phone)",
          "confirming <- checkout.start > schedule.change(noTime) > address.change(pickup) > checkout.confirm > draft.edit(invalid)",
          "confirming <- checkout.start > schedule.change(noTime) > address.change(pickup) > checkout.confirm > field.blur(phone)",
          "confirming <- checkout.start > schedule.change(noTime) > address.change(pickup) > draft.edit(invalid) > field.blur(phone)",
          "confirming <- checkout.start > schedule.change(noTime) > checkout.confirm > draft.edit(invalid) > field.blur(phone)",
          "scheduleExpired <- checkout.start > schedule.change(asap) > address.change(pickup) > schedule.change(past) > draft.edit(invalid) > field.blur(phone)",
          "noSlotsToday <- checkout.start > schedule.change(asap) > address.change(pickup) > checkout.confirm(late) > draft.edit(invalid) > field.blur(phone)",
          "noSlotsToday <- checkout.start > schedule.change(missed) > address.change(pickup) > checkout.confirm(late) > draft.edit(invalid) > field.blur(phone)",
          "noSlotsToday <- checkout.start > schedule.change(missed) > address.change(pickup) > deliveryTime.refresh > checkout.confirm(late) > draft.edit(invalid)",
          "noSlotsToday <- checkout.start > schedule.change(missed) > address.change(pickup) > deliveryTime.refresh > checkout.confirm(late) > field.blur(phone)",
          "confirming <- checkout.start > schedule.change(missed) > address.change(pickup) > deliveryTime.refresh > draft.edit(invalid) > field.blur(phone)",
          "confirmingTime <- checkout.start > schedule.change(missed) > address.change(pickup) > deliveryTime.refresh > field.blur(phone) > checkout.confirm",
          "confirming <- checkout.start > schedule.change(missed) > deliveryTime.refresh > address.change(pickup) > draft.edit(invalid) > field.blur(phone)",
          "confirming <- checkout.start > schedule.change(missed) > deliveryTime.refresh > checkout.confirm > time.cancel > draft.edit(invalid)",
          "confirming <- checkout.start > schedule.change(missed) > deliveryTime.refresh > checkout.confirm > time.cancel > field.blur(phone)",
          "noSlotsToday <- checkout.start > schedule.change(missed) > deliveryTime.refresh > checkout.confirm(late) > draft.edit(invalid) > field.blur(phone)",
          "outOfServiceHours <- checkout.start > schedule.change(closed) > address.change(pickup) > checkout.confirm > draft.edit(invalid) > field.blur(phone)",
          "confirming <- checkout.start > schedule.change(noTime) > address.change(pickup) > checkout.confirm > draft.edit(invalid) > field.blur(phone)",
          "noSlotsToday <- checkout.start > schedule.change(missed) > address.change(pickup) > deliveryTime.refresh > checkout.confirm(late) > draft.edit(invalid) > field.blur(phone)",
          "confirming <- checkout.start > schedule.change(missed) > deliveryTime.refresh > checkout.confirm > time.cancel > draft.edit(invalid) > field.blur(phone)",
        ],
      }
    `);
  });

  it('should reach every state node and take every transition', () => {
    // A transient (eventless) state is never at rest after a step: it is reached when one of its
    // transitions is taken (the keys start with the source state id).
    const reached = new Set([...coverage.stateIds, ...[...coverage.transitions].map((key) => key.split(' ')[0]!)]);
    expect(missing(allStateNodes(checkoutMachine).map((n) => n.id), reached)).toEqual([]);
    expect(missing(allTransitionKeys(checkoutMachine), coverage.transitions)).toEqual([]);
  });
});
