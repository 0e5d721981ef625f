import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromCallback, fromPromise, type EventObject } from 'xstate';
import { asapSchedule, checkoutMachine, serveTimeRefusalOf, type CheckoutInput, type CheckPromotionsInput, type CheckPromotionsOutput, type Schedule } from './machine';
import { promotionsMachine } from '../promotions/machine';
import { owned, ownedList } from '../promotions/test-fixtures';
import { closedNow, lateNow, now, promotionsSnapshot, quietPromotions, store, validDraft } from './test-fixtures';
import {
  canAttemptSelector,
  canChooseAsapSelector,
  canConfirmSelector,
  changedItemsSelector,
  checkoutMessageSelector,
  checkoutResultSelector,
  confirmBlockerSelector,
  deliveryFeeChangeSelector,
  isBusySelector,
  isLoginRequiredSelector,
  isMissedTimeModalOpenSelector,
  isTimeDialogOpenSelector,
  promotionRefusalSelector,
  promotionsActorSelector,
  formErrorsSelector,
  serveTimeRefusalSelector,
  shownErrorsSelector,
  submitErrorSelector,
  timeSlotsSelector,
} from './selectors';

const future: Schedule = { date: '2025-01-07', time: '12:00', isAsap: false };
const asap: Schedule = { date: '2025-01-06', time: null, isAsap: true };
const member = { loggedIn: true, allowAnonymous: false, customerId: 7 };
const guest = { loggedIn: false, allowAnonymous: false, customerId: null };
const input: CheckoutInput = {
  store,
  orderId: 41,
  orderNo: 'A0041',
  destination: { pickUpAtStore: false, address: '65 Lê Lợi, Quận 1', isTemporary: false },
  schedule: asap,
  session: member,
  paymentMethod: 'cash',
  draft: validDraft,
};
const apiError = (code: string, details?: object) => Object.assign(new Error(code), { code, details });

function start(overrides: Partial<CheckoutInput> = {}) {
  const spies = {
    notifyNotAsap: vi.fn(async (_: unknown) => undefined),
    saveAddress: vi.fn(async (_: unknown) => undefined),
    checkPromotions: vi.fn(async (_: unknown) => ({ valid: true, promotion_name: null, reason: null }) as never),
    submitOrder: vi.fn(async (_: unknown) => ({ orderId: 41, orderNo: 'A0041' })),
  };
  const applyChangedPrices = vi.fn();
  const redirectToLogin = vi.fn();
  const actors = Object.fromEntries(
    Object.entries(spies).map(([name, fn]) => [name, fromPromise(({ input }) => (fn as (i: unknown) => Promise<unknown>)(input))]),
  );
  const actor = createActor(
    checkoutMachine.provide({ actors: { ...actors, promotions: quietPromotions }, actions: { applyChangedPrices: (_, params) => applyChangedPrices(params), redirectToLogin } }),
    { input: { ...input, ...overrides } },
  );
  const emitted: unknown[] = [];
  actor.on('*', (event) => emitted.push(event));
  actor.start();
  actor.send({ type: 'checkout.start', now });
  return { actor, spies, applyChangedPrices, redirectToLogin, emitted };
}

/** Lets resolved actor promises deliver their results. */
const settle = () => vi.advanceTimersByTimeAsync(0);

describe('checkout machine', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('should refresh the delivery time at the clock each refresh carries and say so when the chosen time is gone (SPEC §8, §9)', () => {
    /** The app's watcher: the test is its clock, and sees when it starts and stops. */
    const watcher = { input: null as unknown, tick: null as ((now: string) => void) | null, stopped: 0 };
    const watchDeliveryTime = fromCallback<EventObject, unknown>(({ input, sendBack }) => {
      watcher.input = input;
      watcher.tick = (at) => sendBack({ type: 'deliveryTime.refresh', now: at });
      return () => watcher.stopped++;
    });
    const logic = checkoutMachine.provide({ actors: { watchDeliveryTime, promotions: quietPromotions } as never });
    /** 10:00, a scheduled time at least nextDeliveryTimeInterval (60) minutes ahead: 11:15 stays possible until 10:15, then it is too soon. */
    const actor = createActor(logic, { input: { ...input, schedule: { date: '2025-01-06', time: '11:15', isAsap: false } } }).start();
    actor.send({ type: 'checkout.start', now });
    expect(actor.getSnapshot().value).toBe('confirming');
    expect(watcher.input).toEqual({ intervalMs: 60_000 });
    watcher.tick!('2025-01-06T03:01:00Z');
    expect(actor.getSnapshot().context.schedule.time).toBe('11:15');
    expect(checkoutMessageSelector(actor.getSnapshot())).toBeNull();
    /** The phone slept: the next refresh comes at 10:20 by the real clock, not a minute after the last one. */
    watcher.tick!('2025-01-06T03:20:00Z');
    expect(actor.getSnapshot().context.now).toBe('2025-01-06T03:20:00Z');
    expect(actor.getSnapshot().context.schedule.time).toBe('11:30');
    expect(checkoutMessageSelector(actor.getSnapshot())).toBe('deliveryTimeRefreshed');
    /** Leaving the form stops the watcher. */
    actor.send({ type: 'checkout.confirm', now: '2025-01-06T03:20:00Z' });
    expect(actor.getSnapshot().matches('confirming')).toBe(false);
    expect(watcher.stopped).toBe(1);
  });

  it('should log a delivery-time watcher that fails and keep the form usable (every invoke has onError)', () => {
    const failure = new Error('no clock');
    const watchDeliveryTime = fromCallback<EventObject, unknown>(() => {
      throw failure;
    });
    const logged = vi.fn();
    const logic = checkoutMachine.provide({
      actors: { watchDeliveryTime, promotions: quietPromotions } as never,
      actions: { logActorFailure: (_, params) => logged(params) },
    });
    const actor = createActor(logic, { input }).start();
    actor.send({ type: 'checkout.start', now });

    expect(logged).toHaveBeenCalledWith({ actor: 'watchDeliveryTime', error: failure });
    expect(actor.getSnapshot().status).toBe('active');
    expect(actor.getSnapshot().value).toBe('confirming');
    expect(actor.getSnapshot().can({ type: 'checkout.confirm', now })).toBe(true);
  });

  it('should wait for checkout.start before checking anything', () => {
    const actor = createActor(checkoutMachine, { input }).start();
    expect(actor.getSnapshot().value).toBe('idle');
    expect(actor.getSnapshot().can({ type: 'checkout.confirm', now })).toBe(false);
  });

  it('should stop at addressNotCompleted when a delivery has no address (step 1)', () => {
    const { actor } = start({ destination: { pickUpAtStore: false, address: ' ', isTemporary: false } });
    expect(actor.getSnapshot().value).toBe('addressNotCompleted');
    expect(checkoutMessageSelector(actor.getSnapshot())).toBe('addressNotCompleted');
    /** Pickup needs no address. */
    actor.send({ type: 'address.change', destination: { pickUpAtStore: true, address: null, isTemporary: false }, now });
    expect(actor.getSnapshot().value).toBe('confirming');
  });

  it('should ask for a new date and time when the chosen date is past (step 2)', () => {
    const { actor } = start({ schedule: { date: '2025-01-05', time: '12:00', isAsap: false } });
    expect(actor.getSnapshot().value).toBe('scheduleExpired');
    expect(actor.getSnapshot().can({ type: 'checkout.confirm', now })).toBe(false);
    actor.send({ type: 'schedule.change', schedule: future, now });
    expect(actor.getSnapshot().value).toBe('confirming');
  });

  it('should enable confirm only with a payment method and a valid form (step 3)', () => {
    const { actor } = start({ paymentMethod: null, draft: { ...validDraft, phone: '' } });
    expect(canConfirmSelector(actor.getSnapshot())).toBe(false);
    expect(confirmBlockerSelector(actor.getSnapshot())).toBe('paymentMethodMissing');
    actor.send({ type: 'paymentMethod.select', method: 'momo' });
    expect(confirmBlockerSelector(actor.getSnapshot())).toBe('formInvalid');
    actor.send({ type: 'checkout.confirm', now });
    expect(actor.getSnapshot().value).toBe('confirming');
    actor.send({ type: 'draft.edit', patch: validDraft });
    expect(canConfirmSelector(actor.getSnapshot())).toBe(true);
    expect(confirmBlockerSelector(actor.getSnapshot())).toBeNull();
  });

  it('should fix the ASAP time on confirm and go straight to payment', async () => {
    const { actor, spies, emitted } = start();
    actor.send({ type: 'checkout.confirm', now });
    expect(actor.getSnapshot().context.schedule).toEqual({ date: '2025-01-06', time: '10:45', isAsap: true });
    expect(isBusySelector(actor.getSnapshot())).toBe(true);
    await settle();
    expect(spies.notifyNotAsap).not.toHaveBeenCalled();
    expect(spies.checkPromotions).not.toHaveBeenCalled();
    expect(spies.submitOrder).toHaveBeenCalledExactlyOnceWith(
      expect.objectContaining({ orderId: 41, paymentMethod: 'cash', customerId: 7, schedule: asapSchedule(store, now) }),
    );
    expect(actor.getSnapshot().value).toEqual({ paying: 'submitted' });
    expect(checkoutResultSelector(actor.getSnapshot())).toEqual({ orderId: 41, orderNo: 'A0041', paymentMethod: 'cash', paymentMode: 'redirect' });
    expect(emitted).toContainEqual({ type: 'checkout.submitted', orderId: 41, orderNo: 'A0041', paymentMethod: 'cash', paymentMode: 'redirect' });
  });

  it('should hand the payment mode chosen with the confirm button to the payment step', async () => {
    const { actor, emitted } = start({ paymentMethod: 'momo' });
    actor.send({ type: 'checkout.confirm', now, paymentMode: 'qr' });
    await settle();
    expect(actor.getSnapshot().value).toEqual({ paying: 'submitted' });
    expect(checkoutResultSelector(actor.getSnapshot())).toMatchObject({ paymentMethod: 'momo', paymentMode: 'qr' });
    expect(emitted).toContainEqual(expect.objectContaining({ type: 'checkout.submitted', paymentMode: 'qr' }));
  });

  it('should ignore a second confirm while the order is being submitted', async () => {
    const { actor, spies } = start();
    actor.send({ type: 'checkout.confirm', now });
    actor.send({ type: 'checkout.confirm', now });
    await settle();
    expect(spies.submitOrder).toHaveBeenCalledTimes(1);
  });

  it('should show the serve-time message when a future time is missing', () => {
    const { actor } = start({ schedule: { date: '2025-01-07', time: null, isAsap: false } });
    actor.send({ type: 'checkout.confirm', now });
    expect(actor.getSnapshot().value).toBe('confirming');
    expect(checkoutMessageSelector(actor.getSnapshot())).toBe('serveTimeMissing');
    // No dismiss in the form: choosing a time clears the message.
    expect(actor.getSnapshot().can({ type: 'message.dismiss' })).toBe(false);
    actor.send({ type: 'schedule.change', schedule: { date: '2025-01-07', time: '12:00', isAsap: false }, now });
    expect(checkoutMessageSelector(actor.getSnapshot())).toBeNull();
  });

  it('should say no slots are left today when ASAP is past the last slot', () => {
    const { actor } = start();
    actor.send({ type: 'checkout.confirm', now: lateNow });
    expect(actor.getSnapshot().value).toBe('noSlotsToday');
    actor.send({ type: 'schedule.change', schedule: future, now: lateNow });
    expect(actor.getSnapshot().value).toBe('confirming');
  });

  it('should refuse a date the store is closed', () => {
    const { actor } = start({ schedule: { date: '2025-01-13', time: '12:00', isAsap: false } });
    actor.send({ type: 'checkout.confirm', now });
    expect(actor.getSnapshot().value).toBe('outOfServiceHours');
    expect(checkoutMessageSelector(actor.getSnapshot())).toBe('outOfServiceHours');
  });

  describe('serve time, checked as the server checks it (domain serveTimeProblem)', () => {
    const withBreak = { ...store, delivery_times: [{ type: 'break' as const, value: '*', delivery_start_time: '14:00', delivery_end_time: '16:00' }] };
    const confirmAt = (time: string, overrides: Partial<CheckoutInput> = {}) => {
      const { actor } = start({ schedule: { date: '2025-01-07', time, isAsap: false }, ...overrides });
      actor.send({ type: 'checkout.confirm', now });
      return actor.getSnapshot();
    };

    it('should refuse a time off the 15-minute grid, worded as SERVE_TIME_OFF_GRID', () => {
      const snapshot = confirmAt('12:07');
      expect(snapshot.value).toBe('outOfServiceHours');
      expect(serveTimeRefusalSelector(snapshot)).toEqual({ code: 'SERVE_TIME_OFF_GRID', field: 'info.servsTime', reason: 'off_grid' });
    });

    it("should refuse a time inside the store's daily break, worded as SERVE_TIME_IN_BREAK", () => {
      const snapshot = confirmAt('14:30', { store: withBreak });
      expect(snapshot.value).toBe('outOfServiceHours');
      expect(serveTimeRefusalSelector(snapshot)).toEqual({ code: 'SERVE_TIME_IN_BREAK', field: 'info.servsTime', reason: 'in_break' });
    });

    it("should refuse a time after the store's last order, worded as OUT_OF_HOURS after_last_order", () => {
      const snapshot = confirmAt('21:15');
      expect(snapshot.value).toBe('outOfServiceHours');
      expect(serveTimeRefusalSelector(snapshot)).toEqual({ code: 'OUT_OF_HOURS', field: 'info.servsTime', reason: 'after_last_order' });
    });

    it("should leave no time of today at 20:01, past the store's 20:00 last order, and take tomorrow's", () => {
      const lastOrderAt20 = { ...store, last_order_time: '20:00' };
      const { actor } = start({ store: lastOrderAt20, schedule: { date: '2025-01-06', time: '20:45', isAsap: false } });
      actor.send({ type: 'checkout.confirm', now: '2025-01-06T13:01:00Z' });
      const snapshot = actor.getSnapshot();
      // no time of today is left to pick: the end-time message (SPEC §8 "No time slots left today")
      expect(snapshot.value).toBe('noSlotsToday');
      actor.send({ type: 'schedule.change', schedule: { date: '2025-01-07', time: '12:00', isAsap: false }, now: '2025-01-06T13:01:00Z' });
      expect(actor.getSnapshot().value).toBe('confirming');
    });

    it('should refuse a time before opening', () => {
      expect(serveTimeRefusalSelector(confirmAt('09:30'))?.reason).toBe('before_opening');
    });

    it('should take a time on the grid, within the hours and outside the break', () => {
      const snapshot = confirmAt('16:00', { store: withBreak });
      expect(snapshot.value).toBe('confirmingTime');
      expect(serveTimeRefusalSelector(snapshot)).toBeNull();
    });

    it('should serve ASAP at the first slot after the break, as the server does (asapServeTime)', async () => {
      /** 13:30 + 45 minutes falls in the 14:00-16:00 break: the first slot is 16:00. */
      const { actor, spies } = start({ store: withBreak });
      actor.send({ type: 'checkout.confirm', now: '2025-01-06T06:30:00Z' });
      await settle();
      expect(spies.submitOrder).toHaveBeenCalledWith(
        expect.objectContaining({ schedule: { date: '2025-01-06', time: '16:00', isAsap: true } }),
      );
    });
  });

  describe('e-invoice, checked with domain validateCheckout', () => {
    it('should keep confirm disabled while the tax code is missing or not 10 digits (optionally -NNN)', () => {
      const { actor } = start();
      actor.send({ type: 'draft.edit', patch: { useEinvoice: true } });
      expect(formErrorsSelector(actor.getSnapshot()).taxCode).toBe('required');
      expect(canConfirmSelector(actor.getSnapshot())).toBe(false);
      actor.send({ type: 'draft.edit', patch: { taxCode: '03012345' } });
      expect(formErrorsSelector(actor.getSnapshot()).taxCode).toBe('invalid_tax_code');
      actor.send({ type: 'draft.edit', patch: { taxCode: '0301234567-001' } });
      expect(formErrorsSelector(actor.getSnapshot()).taxCode).toBeUndefined();
      expect(canConfirmSelector(actor.getSnapshot())).toBe(true);
    });

    it('should refuse an e-invoice company name longer than the server allows', () => {
      const { actor } = start();
      actor.send({ type: 'draft.edit', patch: { useEinvoice: true, taxCode: '0301234567', companyName: 'x'.repeat(256) } });
      expect(formErrorsSelector(actor.getSnapshot()).companyName).toBe('too_long');
      expect(canConfirmSelector(actor.getSnapshot())).toBe(false);
    });
  });

  it("should keep the server's refusal (code, field and reason) for the message", async () => {
    const { actor, spies } = start();
    spies.submitOrder.mockRejectedValueOnce(
      Object.assign(new Error('break'), { code: 'SERVE_TIME_IN_BREAK', field: 'info.servsTime', details: { reason: 'in_break' } }),
    );
    actor.send({ type: 'checkout.confirm', now });
    await settle();
    expect(actor.getSnapshot().value).toBe('orderFailed');
    expect(submitErrorSelector(actor.getSnapshot())).toEqual({ code: 'SERVE_TIME_IN_BREAK', field: 'info.servsTime', reason: 'in_break' });
  });

  it('should open the missed-time modal for a time sooner than prepare time minus 10 minutes', () => {
    /** 10:35 is now + 45 - 10: still fine; 10:30 is missed. */
    const { actor } = start({ schedule: { date: '2025-01-06', time: '10:30', isAsap: false } });
    actor.send({ type: 'checkout.confirm', now });
    expect(isMissedTimeModalOpenSelector(actor.getSnapshot())).toBe(true);
    actor.send({ type: 'schedule.change', schedule: { date: '2025-01-06', time: '11:00', isAsap: false }, now });
    expect(actor.getSnapshot().value).toBe('confirming');
    actor.send({ type: 'checkout.confirm', now });
    expect(isTimeDialogOpenSelector(actor.getSnapshot())).toBe(true);
  });

  it('should take under the missed-time modal only another time and the promotions child\'s report, not edits of the form it covers', () => {
    const { actor } = start({ schedule: { date: '2025-01-06', time: '10:30', isAsap: false } });
    actor.send({ type: 'checkout.confirm', now });
    expect(actor.getSnapshot().value).toBe('missedTime');
    const modal = actor.getSnapshot();
    expect(modal.can({ type: 'draft.edit', patch: { name: 'Trần Bình' } })).toBe(false);
    expect(modal.can({ type: 'field.blur', field: 'phone' })).toBe(false);
    expect(modal.can({ type: 'paymentMethod.select', method: 'momo' })).toBe(false);
    actor.send({ type: 'draft.edit', patch: { name: 'Trần Bình' } });
    expect(actor.getSnapshot().context.draft.name).toBe(validDraft.name);
    /** The promotions list may answer late: its report reaches the checkout under the modal. */
    actor.send(promotionsSnapshot([{ promotion_id: 3, quantity: 1 }]));
    expect(actor.getSnapshot().value).toBe('missedTime');
    expect(actor.getSnapshot().context.promotions).toEqual([{ promotion_id: 3, quantity: 1 }]);
  });

  it('should take no edit before checkout.start: the form mounts only after it', () => {
    const actor = createActor(checkoutMachine.provide({ actors: { promotions: quietPromotions } }), { input }).start();
    const idle = actor.getSnapshot();
    expect(idle.value).toBe('idle');
    expect(idle.can({ type: 'draft.edit', patch: { name: 'Trần Bình' } })).toBe(false);
    expect(idle.can({ type: 'field.blur', field: 'phone' })).toBe(false);
    expect(idle.can({ type: 'paymentMethod.select', method: 'momo' })).toBe(false);
    expect(idle.can({ type: 'checkout.start', now })).toBe(true);
  });

  it('should ask for a new time when a scheduled time is sooner than nextDeliveryTimeInterval after now (SPEC §9), as the server refuses it', () => {
    /** 10:00: 10:45 is ready in time (45 minutes to prepare) but less than 60 minutes ahead; 11:00 is not. */
    const { actor } = start({ schedule: { date: '2025-01-06', time: '10:45', isAsap: false } });
    expect(serveTimeRefusalOf(actor.getSnapshot().context)).toEqual({ code: 'TOO_SOON', field: 'info.servsTime', reason: 'before_next_interval' });
    actor.send({ type: 'checkout.confirm', now });
    expect(isMissedTimeModalOpenSelector(actor.getSnapshot())).toBe(true);
    /** With the setting at 30, 10:45 is far enough ahead. */
    const rules = { addressManage: false, takeaway: false, futureDelivery: false, nextDeliveryInterval: 30 };
    const shorter = start({ schedule: { date: '2025-01-06', time: '10:45', isAsap: false }, rules });
    shorter.actor.send({ type: 'checkout.confirm', now });
    expect(isTimeDialogOpenSelector(shorter.actor.getSnapshot())).toBe(true);
  });

  it('should confirm a future time in a dialog and notify the server, ignoring its errors (step 4)', async () => {
    const { actor, spies } = start({ schedule: future });
    spies.notifyNotAsap.mockRejectedValueOnce(new Error('500'));
    actor.send({ type: 'checkout.confirm', now });
    expect(isTimeDialogOpenSelector(actor.getSnapshot())).toBe(true);
    actor.send({ type: 'time.cancel' });
    expect(actor.getSnapshot().value).toBe('confirming');
    actor.send({ type: 'checkout.confirm', now });
    actor.send({ type: 'time.confirm' });
    await settle();
    expect(spies.notifyNotAsap).toHaveBeenCalledExactlyOnceWith({ date: '2025-01-07', time: '12:00', orderNo: 'A0041' });
    expect(actor.getSnapshot().value).toEqual({ paying: 'submitted' });
  });

  it('should require login before the form for a visitor without a login or the allowance (SPEC §2), and open the form once allowed', async () => {
    const { actor, spies, redirectToLogin } = start({ session: guest });
    expect(isLoginRequiredSelector(actor.getSnapshot())).toBe(true);
    /** The app sends the visitor to /login/ as the checkout requires it. */
    expect(redirectToLogin).toHaveBeenCalledOnce();
    expect(actor.getSnapshot().can({ type: 'checkout.confirm', now })).toBe(false);
    // Still a guest without the allowance (e.g. the login's phone step): the screen stays on the login.
    actor.send({ type: 'session.change', session: guest });
    expect(isLoginRequiredSelector(actor.getSnapshot())).toBe(true);
    actor.send({ type: 'session.change', session: { ...guest, allowAnonymous: true } });
    expect(actor.getSnapshot().value).toBe('confirming');
    actor.send({ type: 'checkout.confirm', now });
    await settle();
    expect(spies.submitOrder).toHaveBeenCalledWith(expect.objectContaining({ customerId: null }));
    expect(actor.getSnapshot().value).toEqual({ paying: 'submitted' });
  });

  it('should require login at step 5 when the session ended while the form was open, keep the draft, and bring the form back after the login', async () => {
    const { actor, spies } = start();
    actor.send({ type: 'draft.edit', patch: { instructions: 'Không hành' } });
    actor.send({ type: 'session.change', session: guest });
    expect(actor.getSnapshot().value).toBe('confirming');
    actor.send({ type: 'checkout.confirm', now });
    expect(isLoginRequiredSelector(actor.getSnapshot())).toBe(true);
    expect(spies.submitOrder).not.toHaveBeenCalled();
    actor.send({ type: 'session.change', session: member });
    expect(actor.getSnapshot().value).toBe('confirming');
    expect(actor.getSnapshot().context.draft).toMatchObject({ ...validDraft, instructions: 'Không hành' });
    actor.send({ type: 'checkout.confirm', now });
    await settle();
    expect(spies.submitOrder).toHaveBeenCalledExactlyOnceWith(expect.objectContaining({ customerId: 7 }));
  });

  it('should save a temporary address when "save to my addresses" is ticked, and go on when saving fails (step 6)', async () => {
    const destination = { pickUpAtStore: false, address: '12 Nguyễn Huệ', isTemporary: true };
    const { actor, spies } = start({ destination });
    spies.saveAddress.mockRejectedValueOnce(new Error('500'));
    actor.send({ type: 'draft.edit', patch: { saveAddress: true } });
    actor.send({ type: 'checkout.confirm', now });
    expect(actor.getSnapshot().value).toBe('savingAddress');
    await settle();
    expect(spies.saveAddress).toHaveBeenCalledExactlyOnceWith(expect.objectContaining({ address: '12 Nguyễn Huệ', customerId: 7, contactName: 'Nguyễn An', phone: '+84901234567' }));
    expect(actor.getSnapshot().value).toEqual({ paying: 'submitted' });
    expect(actor.getSnapshot().context.notice).toBe('addressSaveFailed');
  });

  it('should not ask again after confirming when "save to my addresses" is left unticked', async () => {
    const { actor, spies } = start({ destination: { pickUpAtStore: false, address: '12 Nguyễn Huệ', isTemporary: true } });
    actor.send({ type: 'checkout.confirm', now });
    await settle();
    expect(spies.saveAddress).not.toHaveBeenCalled();
    expect(actor.getSnapshot().value).toEqual({ paying: 'submitted' });
  });

  it('should show the promotion name and reason when check-apply refuses it', async () => {
    const { actor, spies } = start();
    actor.send(promotionsSnapshot([{ promotion_id: 3, quantity: 1 }]));
    spies.checkPromotions.mockResolvedValueOnce({ valid: false, promotion_name: 'Tết -10%', reason: 'Minimum 200,000' } as never);
    actor.send({ type: 'checkout.confirm', now });
    await settle();
    expect(spies.checkPromotions).toHaveBeenCalledWith(expect.objectContaining({ customerId: 7, storeCode: 'S1', promotions: [{ promotion_id: 3, quantity: 1 }] }));
    expect(actor.getSnapshot().value).toBe('promotionInvalid');
    expect(promotionRefusalSelector(actor.getSnapshot())).toEqual({ name: 'Tết -10%', reason: 'Minimum 200,000' });
    expect(spies.submitOrder).not.toHaveBeenCalled();
    actor.send({ type: 'promotion.dismiss' });
    expect(actor.getSnapshot().value).toBe('confirming');
    expect(promotionRefusalSelector(actor.getSnapshot())).toBeNull();
  });

  it('should list the changed prices on INVALID_ORDER and let the app apply them', async () => {
    const changed = [{ menucd: 'PHO01', menuname: 'Phở bò', old_price: 65_000, new_price: 69_000 }];
    const { actor, spies, applyChangedPrices } = start();
    spies.submitOrder.mockRejectedValueOnce(apiError('INVALID_ORDER', { changed_items: changed, delivery_fee: { old: 15_000, new: 20_500 } }));
    actor.send({ type: 'checkout.confirm', now });
    await settle();
    expect(actor.getSnapshot().value).toBe('pricesChanged');
    expect(changedItemsSelector(actor.getSnapshot())).toEqual(changed);
    expect(deliveryFeeChangeSelector(actor.getSnapshot())).toEqual({ old: 15_000, new: 20_500 });
    actor.send({ type: 'prices.accept' });
    expect(applyChangedPrices).toHaveBeenCalledExactlyOnceWith({ changedItems: changed, deliveryFee: { old: 15_000, new: 20_500 } });
    expect(actor.getSnapshot().value).toBe('confirming');
    expect(changedItemsSelector(actor.getSnapshot())).toEqual([]);
  });

  it('should show the insufficient-order message and log out on ERROR_CUSTOMER', async () => {
    const { actor, spies, emitted } = start();
    spies.submitOrder.mockRejectedValueOnce(apiError('ERROR_CUSTOMER'));
    actor.send({ type: 'checkout.confirm', now });
    await settle();
    expect(actor.getSnapshot().value).toBe('insufficientOrder');
    expect(emitted).toContainEqual({ type: 'customer.invalidate' });
  });

  it('should show a failure other than INVALID_ORDER and let the customer try again', async () => {
    const { actor, spies, emitted } = start();
    spies.submitOrder.mockRejectedValueOnce(apiError('EMPTY_ORDER'));
    actor.send({ type: 'checkout.confirm', now });
    await settle();
    expect(actor.getSnapshot().value).toBe('orderFailed');
    expect(actor.getSnapshot().context.submitError).toEqual({ code: 'EMPTY_ORDER', field: null, reason: null });
    expect(emitted).not.toContainEqual({ type: 'customer.invalidate' });
    actor.send({ type: 'message.dismiss' });
    actor.send({ type: 'checkout.confirm', now });
    await settle();
    expect(actor.getSnapshot().value).toEqual({ paying: 'submitted' });
  });
});

describe('checkout with its promotions child', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it("should spawn the customer's promotions on start and submit the ones applied there", async () => {
    const submitOrder = vi.fn(async (_: unknown) => ({ orderId: 41, orderNo: 'A0041' }));
    const loadPromotions = vi.fn(async (_: unknown) => ownedList);
    const actor = createActor(
      checkoutMachine.provide({
        actors: {
          promotions: promotionsMachine.provide({ actors: { loadPromotions: fromPromise(({ input }) => loadPromotions(input)) } }),
          checkPromotions: fromPromise<CheckPromotionsOutput, CheckPromotionsInput>(async () => ({ valid: true, promotion_name: null, reason: null })),
          submitOrder: fromPromise(({ input }) => submitOrder(input)),
        },
      }),
      { input: { ...input, usePromotions: true } },
    ).start();
    actor.send({ type: 'checkout.start', now });
    await settle();
    expect(loadPromotions).toHaveBeenCalledWith(expect.objectContaining({ customerId: 7, storeCode: 'S1' }));
    const promotions = promotionsActorSelector(actor.getSnapshot())!;
    promotions.send({ type: 'promotion.toggle', id: owned.item.id });
    expect(actor.getSnapshot().context.promotions).toEqual([{ promotion_id: owned.item.id, quantity: 1 }]);
    actor.send({ type: 'checkout.confirm', now });
    await settle();
    expect(submitOrder).toHaveBeenCalledWith(expect.objectContaining({ promotions: [{ promotion_id: owned.item.id, quantity: 1 }] }));
  });

  it('should load no promotions when the promotions feature is off', async () => {
    const loadPromotions = vi.fn(async (_: unknown) => ownedList);
    const actor = createActor(
      checkoutMachine.provide({
        actors: { promotions: promotionsMachine.provide({ actors: { loadPromotions: fromPromise(({ input }) => loadPromotions(input)) } }) },
      }),
      { input },
    ).start();
    actor.send({ type: 'checkout.start', now });
    await settle();
    expect(loadPromotions).not.toHaveBeenCalled();
    expect(promotionsActorSelector(actor.getSnapshot())?.getSnapshot().value).toBe('unavailable');
  });

  describe('a closed store (07:45, the store opens at 10:00)', () => {
    /** The checkout opens with ASAP at a clock before opening. */
    function openClosed(overrides: Partial<CheckoutInput> = {}) {
      const actor = createActor(checkoutMachine.provide({ actors: { promotions: quietPromotions } }), { input: { ...input, ...overrides } }).start();
      actor.send({ type: 'checkout.start', now: closedNow });
      return actor;
    }

    it('should choose the earliest slot instead of ASAP when the checkout opens while the store is closed', () => {
      expect(openClosed().getSnapshot().context.schedule).toEqual({ date: null, time: '10:00', isAsap: false });
      expect(openClosed({ rules: { addressManage: false, takeaway: false, futureDelivery: true } }).getSnapshot().context.schedule).toEqual({
        date: '2025-01-06',
        time: '10:00',
        isAsap: false,
      });
    });

    it('should refuse ASAP while the store is closed and offer it once it is open', () => {
      const actor = openClosed();
      expect(canChooseAsapSelector(closedNow)(actor.getSnapshot())).toBe(false);
      actor.send({ type: 'schedule.change', schedule: asap, now: closedNow });
      expect(actor.getSnapshot().context.schedule.isAsap).toBe(false);
      expect(canChooseAsapSelector(now)(actor.getSnapshot())).toBe(true);
    });

    it('should not send ASAP when the store closed while the form was open: the earliest slot is chosen and said', () => {
      const { actor, spies } = start();
      actor.send({ type: 'checkout.confirm', now: closedNow });
      expect(actor.getSnapshot().value).toBe('confirming');
      expect(actor.getSnapshot().context.schedule).toEqual({ date: null, time: '10:00', isAsap: false });
      expect(checkoutMessageSelector(actor.getSnapshot())).toBe('asapUnavailable');
      expect(spies.submitOrder).not.toHaveBeenCalled();
    });
  });

  describe('errors after the customer acts', () => {
    it('should show no field error on arrival, a field error once the field is left, and all once confirm is pressed', () => {
      const { actor } = start({ draft: {}, destination: { pickUpAtStore: false, address: '65 Lê Lợi, Quận 1', isTemporary: true }, rules: { addressManage: true, takeaway: false, futureDelivery: false } });
      expect(Object.keys(formErrorsSelector(actor.getSnapshot())).sort()).toEqual(['name', 'phone', 'policy']);
      expect(shownErrorsSelector(actor.getSnapshot())).toEqual({});
      actor.send({ type: 'field.blur', field: 'phone' });
      expect(shownErrorsSelector(actor.getSnapshot())).toEqual({ phone: 'required' });
      expect(canConfirmSelector(actor.getSnapshot())).toBe(false);
      expect(canAttemptSelector(actor.getSnapshot())).toBe(true);
      actor.send({ type: 'checkout.attempt' });
      expect(Object.keys(shownErrorsSelector(actor.getSnapshot())).sort()).toEqual(['name', 'phone', 'policy']);
      actor.send({ type: 'draft.edit', patch: validDraft });
      expect(shownErrorsSelector(actor.getSnapshot())).toEqual({});
      expect(canAttemptSelector(actor.getSnapshot())).toBe(false);
    });
  });
});

describe('timeSlotsSelector', () => {
  it("should list the times the machine's checks accept: prepare time and the checkout's nextDeliveryInterval ahead", () => {
    const at = (nextDeliveryInterval: number) =>
      createActor(checkoutMachine.provide({ actors: { promotions: quietPromotions } }), {
        input: { ...input, rules: { addressManage: false, takeaway: false, futureDelivery: true, nextDeliveryInterval } },
      }).start().getSnapshot();
    /** 10:00: prepare time 45 minutes, so 10:45 at the earliest, later with a longer interval. */
    const soon = timeSlotsSelector('2025-01-06', now)(at(30));
    const later = timeSlotsSelector('2025-01-06', now)(at(120));
    expect(soon[0]! < later[0]!).toBe(true);
    expect(later[0]! >= '12:00').toBe(true);
    expect(timeSlotsSelector('2025-01-07', now)(at(120))[0]).toBe('10:00');
  });
});

describe('a returning member: the choices of the last order', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  /** A checkout with nothing chosen yet and the terms unticked, as a new one opens. */
  function open(overrides: Partial<CheckoutInput>) {
    const rememberChoices = vi.fn();
    const actor = createActor(
      checkoutMachine.provide({
        actors: {
          promotions: quietPromotions,
          submitOrder: fromPromise(async () => ({ orderId: 41, orderNo: 'A0041' })),
        },
        actions: { rememberChoices: (_, params) => rememberChoices(params) },
      }),
      {
        input: {
          ...input,
          paymentMethod: null,
          draft: { ...validDraft, policyAgreed: false },
          termsVersion: '2025-01',
          offeredMethods: ['cash', 'momo'],
          ...overrides,
        },
      },
    ).start();
    actor.send({ type: 'checkout.start', now });
    return { actor, rememberChoices };
  }

  it('should preselect the last payment method and keep the terms accepted at their version', () => {
    const { actor } = open({ remembered: { paymentMethod: 'momo', termsVersion: '2025-01' } });
    expect(actor.getSnapshot().context.paymentMethod).toBe('momo');
    expect(actor.getSnapshot().context.draft.policyAgreed).toBe(true);
    expect(canConfirmSelector(actor.getSnapshot())).toBe(true);
  });

  it('should ask for the terms again once they changed, and not preselect a wallet the settings switched off', () => {
    const { actor } = open({ remembered: { paymentMethod: 'payoo', termsVersion: '2024-06' } });
    expect(actor.getSnapshot().context.paymentMethod).toBeNull();
    expect(actor.getSnapshot().context.draft.policyAgreed).toBe(false);
    expect(canConfirmSelector(actor.getSnapshot())).toBe(false);
  });

  it("should keep a method the screen gave over the remembered one", () => {
    const { actor } = open({ paymentMethod: 'cash', remembered: { paymentMethod: 'momo', termsVersion: null } });
    expect(actor.getSnapshot().context.paymentMethod).toBe('cash');
  });

  it('should remember the method and the terms version of a placed order for the member, never for a guest', async () => {
    const member = open({ draft: validDraft });
    member.actor.send({ type: 'paymentMethod.select', method: 'momo' });
    member.actor.send({ type: 'checkout.confirm', now });
    await settle();
    expect(member.actor.getSnapshot().value).toEqual({ paying: 'submitted' });
    expect(member.rememberChoices).toHaveBeenCalledExactlyOnceWith({ customerId: 7, paymentMethod: 'momo', termsVersion: '2025-01' });

    const anonymous = open({ draft: validDraft, paymentMethod: 'cash', session: { loggedIn: false, allowAnonymous: true, customerId: null } });
    anonymous.actor.send({ type: 'checkout.confirm', now });
    await settle();
    expect(anonymous.actor.getSnapshot().value).toEqual({ paying: 'submitted' });
    expect(anonymous.rememberChoices).not.toHaveBeenCalled();
  });
});
