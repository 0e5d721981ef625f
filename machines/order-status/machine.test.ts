import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromCallback, fromPromise } from 'xstate';
import {
  isPaymentBeingChecked,
  orderLinesOf,
  paymentNoticeOf,
  orderStatusMachine,
  PAYMENT_CHECKING_STATUS_REFRESH_MS,
  STATUS_REFRESH_MS,
  type OrderDetail,
  type OrderStatusInput,
} from './machine';
import { CANCEL_REASON_PAYMENT_WINDOW, STATUS_STREAM_RECONNECT_ATTEMPTS, STATUS_STREAM_RECONNECT_MS } from '../../domain/constants';
import {
  currentStepSelector,
  errorMessageSelector,
  estimateMinutesSelector,
  isPaymentWindowCancelSelector,
  isNoDriverCancelSelector,
  paymentNoticeSelector,
  progressStepsSelector,
  refundStatusSelector,
  shippingStatusSelector,
  storeChangeWarningSelector,
} from './selectors';
import { detail } from './test-fixtures';

const moved = { new_store_code: 'S2', new_store_name: 'Quận 3', old_store_name: 'Bến Thành' };

function start(answers: (OrderDetail | Error)[], input: OrderStatusInput = { orderNo: 'A0041' }) {
  const fetchOrder = vi.fn(async (_: { orderNo: string }) => {
    const next = answers.length > 1 ? answers.shift()! : answers[0]!;
    if (next instanceof Error) throw next;
    return next;
  });
  const remembered = vi.fn();
  const actor = createActor(
    orderStatusMachine.provide({
      // no stream here: the page polls, as it does where a stream is refused
      actors: { fetchOrder: fromPromise(({ input }) => fetchOrder(input)), streamOrder: fromCallback(({ sendBack }) => sendBack({ type: 'stream.refused' })) },
      actions: { rememberStoreChangeSeen: (_, params) => remembered(params) },
    }),
    { input },
  ).start();
  return { actor, fetchOrder, remembered };
}

/** Lets resolved actor promises deliver their results. */
const settle = () => vi.advanceTimersByTimeAsync(0);

describe('order status machine', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('should show the progress up to the current step and poll every minute', async () => {
    const { actor, fetchOrder } = start([
      detail({ status: 'cooking' }, { status: 'finding_partner', status_description: 'Finding a driver' }),
      detail({ status: 'ready' }, { status: 'delivering', status_description: 'On the way' }),
    ]);
    await settle();
    expect(fetchOrder).toHaveBeenCalledExactlyOnceWith({ orderNo: 'A0041' });
    expect(currentStepSelector(actor.getSnapshot())).toBe('cooking');
    expect(progressStepsSelector(actor.getSnapshot()).map((s) => s.done)).toEqual([true, true, true, false, false]);
    expect(shippingStatusSelector(actor.getSnapshot())).toBe('finding_partner');
    expect(actor.getSnapshot().hasTag('ongoing')).toBe(true);
    await vi.advanceTimersByTimeAsync(STATUS_REFRESH_MS - 1);
    expect(fetchOrder).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(fetchOrder).toHaveBeenCalledTimes(2);
    expect(actor.getSnapshot().value).toEqual({ tracking: { ready: { polling: 'waiting' } } });
    expect(shippingStatusSelector(actor.getSnapshot())).toBe('delivering');
  });

  it('should poll faster while the payment is being checked', async () => {
    const { actor, fetchOrder } = start([
      detail({ status: 'orderSent', payment_status: 'unpaid', e_money_type: 1 }),
      detail({ status: 'orderSent', payment_status: 'success', e_money_type: 1 }),
    ]);
    await settle();
    expect(isPaymentBeingChecked(actor.getSnapshot().context.order)).toBe(true);
    await vi.advanceTimersByTimeAsync(PAYMENT_CHECKING_STATUS_REFRESH_MS);
    expect(fetchOrder).toHaveBeenCalledTimes(2);
    /** Paid: back to once a minute. */
    await vi.advanceTimersByTimeAsync(STATUS_REFRESH_MS - 1);
    expect(fetchOrder).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(1);
    expect(fetchOrder).toHaveBeenCalledTimes(3);
  });

  it('should stop polling at completed', async () => {
    const { actor, fetchOrder } = start([detail({ status: 'ready' }), detail({ status: 'completed' })]);
    await settle();
    await vi.advanceTimersByTimeAsync(STATUS_REFRESH_MS);
    expect(actor.getSnapshot().value).toEqual({ tracking: 'completed' });
    expect(progressStepsSelector(actor.getSnapshot()).every((s) => s.done)).toBe(true);
    expect(actor.getSnapshot().hasTag('ongoing')).toBe(false);
    await vi.advanceTimersByTimeAsync(10 * STATUS_REFRESH_MS);
    expect(fetchOrder).toHaveBeenCalledTimes(2);
  });

  it('should show a cancellation for lack of a driver with its refund status, and stop polling', async () => {
    const { actor, fetchOrder } = start([
      detail({ status: 'canceled', cancel_reason_code: 99, refund_status: 'Request', e_money_type: 1 }),
    ]);
    await settle();
    expect(actor.getSnapshot().value).toEqual({ tracking: 'canceled' });
    expect(isNoDriverCancelSelector(actor.getSnapshot())).toBe(true);
    expect(refundStatusSelector(actor.getSnapshot())).toBe('Request');
    expect(progressStepsSelector(actor.getSnapshot()).some((s) => s.done)).toBe(false);
    await vi.advanceTimersByTimeAsync(10 * STATUS_REFRESH_MS);
    expect(fetchOrder).toHaveBeenCalledTimes(1);
  });

  it('should warn once when the store changed and the order is not completed, and have the app remember it', async () => {
    const { actor, remembered } = start([detail({ status: 'accepted', ...moved })]);
    await settle();
    expect(storeChangeWarningSelector(actor.getSnapshot())).toEqual({ oldStoreName: 'Bến Thành', newStoreName: 'Quận 3' });
    expect(remembered).toHaveBeenLastCalledWith({ orderNo: 'A0041', shown: true });
    actor.send({ type: 'storeChange.dismiss' });
    expect(storeChangeWarningSelector(actor.getSnapshot())).toBeNull();
    await vi.advanceTimersByTimeAsync(STATUS_REFRESH_MS);
    expect(storeChangeWarningSelector(actor.getSnapshot())).toBeNull();
    expect(actor.getSnapshot().context.storeChangeSeen).toBe(true);
  });

  it('should not warn about a store change already seen or for a completed order', async () => {
    const seen = start([detail({ status: 'accepted', ...moved })], { orderNo: 'A0041', storeChangeSeen: true });
    const completed = start([detail({ status: 'completed', ...moved })]);
    await settle();
    expect(storeChangeWarningSelector(seen.actor.getSnapshot())).toBeNull();
    expect(storeChangeWarningSelector(completed.actor.getSnapshot())).toBeNull();
  });

  it('should show order information unavailable when loading fails, and retry', async () => {
    const { actor, fetchOrder } = start([new Error('ORDER_NOT_FOUND'), detail({ status: 'accepted' })]);
    await settle();
    expect(actor.getSnapshot().value).toBe('unavailable');
    expect(errorMessageSelector(actor.getSnapshot())).toBe('orderInformationUnavailable');
    await vi.advanceTimersByTimeAsync(STATUS_REFRESH_MS);
    expect(fetchOrder).toHaveBeenCalledTimes(1);
    actor.send({ type: 'order.retry' });
    await settle();
    expect(currentStepSelector(actor.getSnapshot())).toBe('accepted');
  });

  it('should keep the last status when a refresh fails and go on polling', async () => {
    const { actor, fetchOrder } = start([detail({ status: 'cooking' }), new Error('500'), detail({ status: 'ready' })]);
    await settle();
    await vi.advanceTimersByTimeAsync(STATUS_REFRESH_MS);
    expect(actor.getSnapshot().value).toEqual({ tracking: { cooking: { polling: 'waiting' } } });
    expect(actor.getSnapshot().context.refreshFailed).toBe(true);
    await vi.advanceTimersByTimeAsync(STATUS_REFRESH_MS);
    expect(fetchOrder).toHaveBeenCalledTimes(3);
    expect(currentStepSelector(actor.getSnapshot())).toBe('ready');
    expect(actor.getSnapshot().context.refreshFailed).toBe(false);
  });
});

describe('payment notice of the status page', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());
  const momo = { e_money_type: 1, payment_message: null, refund_status: null, cancel_reason_code: null } as const;

  it('should title an unpaid e-money order "not paid yet" (SPEC §8 Order unpaid), on return or not', () => {
    expect(paymentNoticeOf({ ...momo, status: 'orderSent', payment_status: 'unpaid' }, null, false)).toBe('unpaid');
    expect(paymentNoticeOf({ ...momo, status: 'orderSent', payment_status: 'unpaid' }, 'fail', true)).toBe('unpaid');
    expect(paymentNoticeOf({ ...momo, status: 'orderSent', payment_status: 'unpaid', e_money_type: 0 }, null, false)).toBeNull();
    expect(paymentNoticeOf({ ...momo, status: 'orderStart', payment_status: null }, 'success', true)).toBeNull();
  });

  it('should read prePaymentStatus only while the server has not seen the payment, never over its status', () => {
    /** The gateway said paid, the server has not heard yet: being confirmed, not paid. */
    expect(paymentNoticeOf({ ...momo, status: 'orderSent', payment_status: 'unpaid' }, 'success', true)).toBe('confirming');
    /** The server says failed: failed, whatever the query claims. */
    expect(paymentNoticeOf({ ...momo, status: 'orderSent', payment_status: 'fail' }, 'success', true)).toBe('failed');
    expect(paymentNoticeOf({ ...momo, status: 'orderSent', payment_status: 'fail', payment_message: 'cancelled' }, 'success', true)).toBe('cancelled');
    expect(paymentNoticeOf({ ...momo, status: 'accepted', payment_status: 'success' }, 'fail', true)).toBe('paid');
    /** Not on return from a payment: a settled payment has no notice of its own (the payment row says it). */
    expect(paymentNoticeOf({ ...momo, status: 'accepted', payment_status: 'success' }, null, false)).toBeNull();
  });

  it('should tell a paid order cancelled later as a refund, never as "payment received"', () => {
    expect(paymentNoticeOf({ ...momo, status: 'cancelled', payment_status: 'success', refund_status: 'Request' }, 'success', true)).toBe('refund');
    expect(paymentNoticeOf({ ...momo, status: 'canceled', payment_status: 'success' }, 'success', true)).toBe('refund');
    expect(paymentNoticeOf({ ...momo, status: 'cancelled', payment_status: 'unpaid' }, 'success', true)).toBeNull();
  });

  it('should tell an unpaid wallet order closed when its payment window ran out', async () => {
    const closed = { ...momo, status: 'canceled', payment_status: 'fail', cancel_reason_code: CANCEL_REASON_PAYMENT_WINDOW } as const;
    expect(paymentNoticeOf(closed, null, false)).toBe('expired');
    expect(paymentNoticeOf({ ...closed, cancel_reason_code: 99 }, null, false)).toBeNull();
    const { actor } = start([detail(closed)]);
    await settle();
    expect(isPaymentWindowCancelSelector(actor.getSnapshot())).toBe(true);
    expect(actor.getSnapshot().hasTag('ongoing')).toBe(false);
  });

  it('should say "about N minutes" from the order\'s serve time, and nothing while its payment is awaited', async () => {
    // served at 12:00 (+07:00); now 11:25
    const paid = start([detail({ status: 'accepted', servs_time: '2025-01-06 12:00', payment_status: 'success' })]);
    await settle();
    expect(estimateMinutesSelector(paid.actor.getSnapshot(), '2025-01-06T04:25:00Z')).toBe(35);
    expect(estimateMinutesSelector(paid.actor.getSnapshot(), '2025-01-06T05:05:00Z')).toBeNull();
    const failed = start([detail({ status: 'orderSent', servs_time: '2025-01-06 12:00', payment_status: 'fail', e_money_type: 1 })]);
    await settle();
    expect(estimateMinutesSelector(failed.actor.getSnapshot(), '2025-01-06T04:25:00Z')).toBeNull();
  });

  it("should say the courier's estimate once the serve time has passed, never before it", async () => {
    const actor = createActor(
      orderStatusMachine.provide({
        actors: {
          fetchOrder: fromPromise(async () => detail({ status: 'ready', servs_time: '2025-01-06 12:00', payment_status: 'success' })),
          estimateDelivery: fromPromise(async (): Promise<number | null> => 12),
        },
      }),
      { input: { orderNo: 'A0041' } },
    ).start();
    await settle();
    // 11:25: the serve time's 35 minutes, not the courier's ride
    expect(estimateMinutesSelector(actor.getSnapshot(), '2025-01-06T04:25:00Z')).toBe(35);
    // 12:05, late: the courier's 12 minutes
    expect(estimateMinutesSelector(actor.getSnapshot(), '2025-01-06T05:05:00Z')).toBe(12);
  });

  it('should give the notice once the order is loaded, from the prePaymentStatus it was started with', async () => {
    const { actor } = start([detail({ status: 'orderSent', payment_status: 'unpaid', e_money_type: 1 })], {
      orderNo: 'A0041',
      prePaymentStatus: 'success',
    });
    expect(paymentNoticeSelector(actor.getSnapshot(), true)).toBeNull();
    await settle();
    expect(paymentNoticeSelector(actor.getSnapshot(), true)).toBe('confirming');
  });
});

describe('order status reads and lines', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('should read the order in the interface language it was started with, on every refresh', async () => {
    const { fetchOrder } = start([detail({ status: 'cooking' })], { orderNo: 'A0041', language: 'en' });
    await settle();
    expect(fetchOrder).toHaveBeenLastCalledWith({ orderNo: 'A0041', language: 'en' });
    await vi.advanceTimersByTimeAsync(STATUS_REFRESH_MS);
    expect(fetchOrder).toHaveBeenCalledTimes(2);
    expect(fetchOrder).toHaveBeenLastCalledWith({ orderNo: 'A0041', language: 'en' });
  });

  it('should group each dish with the topping rows that follow it', () => {
    const dish = (menucd: string, menuid: string) => ({ menucd, menuid, menunm: menucd, price: 65000, quantity: 2, meisaikb: 0 as const });
    const topping = (menucd: string, menuid: string, meisaikb: 2 | 6) => ({ menucd, menuid, smenucd: 'X', menunm: menucd, price: 8000, quantity: 1, meisaikb });
    const lines = orderLinesOf([dish('PHO001', 'a'), topping('T001', 'a', 2), topping('T005', 'a', 6), dish('COM001', 'b'), topping('T099', 'z', 6)]);
    expect(lines.map((l) => [l.dish.menucd, l.toppings.map((t) => t.menucd)])).toEqual([
      ['PHO001', ['T001', 'T005']],
      ['COM001', []],
    ]);
  });

  describe('the status stream', () => {
    /** A stream the test drives: each opening is recorded with its input, and the test sends its events. */
    function startStreamed(first: OrderDetail) {
      const openings: { input: { lastEventId: string | null }; send: (event: never) => void; closed: boolean }[] = [];
      const fetchOrder = vi.fn(async () => first);
      const actor = createActor(
        orderStatusMachine.provide({
          actors: {
            fetchOrder: fromPromise(fetchOrder),
            streamOrder: fromCallback(({ input, sendBack }) => {
              const opening = { input: input as { lastEventId: string | null }, send: sendBack as (event: never) => void, closed: false };
              openings.push(opening);
              return () => {
                opening.closed = true;
              };
            }),
          },
        }),
        { input: { orderNo: 'A0041' } },
      ).start();
      const push = (event: unknown) => openings.at(-1)!.send(event as never);
      return { actor, openings, fetchOrder, push };
    }

    it('should show each pushed change at once and poll nothing while the stream is open', async () => {
      const { actor, openings, fetchOrder, push } = startStreamed(detail({ status: 'orderSent' }));
      await settle();
      expect(actor.getSnapshot().value).toEqual({ tracking: { orderSent: 'streaming' } });
      expect(openings).toHaveLength(1);
      expect(openings[0]!.input.lastEventId).toBeNull();
      push({ type: 'stream.open' });
      /** A courier step within the step: the same stream stays open. */
      push({ type: 'stream.detail', detail: detail({ status: 'orderSent' }, { status: 'ready_delivery', status_description: '' }), eventId: '4' });
      expect(openings).toHaveLength(1);
      expect(shippingStatusSelector(actor.getSnapshot())).toBe('ready_delivery');
      /** A new step: shown at once, and the next step's stream resumes from the last event. */
      push({ type: 'stream.detail', detail: detail({ status: 'cooking' }), eventId: '6' });
      expect(currentStepSelector(actor.getSnapshot())).toBe('cooking');
      expect(openings).toHaveLength(2);
      expect(openings[0]!.closed).toBe(true);
      expect(openings[1]!.input.lastEventId).toBe('6');
      await vi.advanceTimersByTimeAsync(STATUS_REFRESH_MS * 3);
      expect(fetchOrder).toHaveBeenCalledTimes(1);
      push({ type: 'stream.detail', detail: detail({ status: 'completed' }), eventId: '9' });
      expect(actor.getSnapshot().value).toEqual({ tracking: 'completed' });
      expect(openings.every((opening) => opening.closed)).toBe(true);
    });

    it('should open a dropped stream again after a pause, and poll every minute once the attempts run out', async () => {
      const { actor, openings, fetchOrder, push } = startStreamed(detail({ status: 'accepted' }));
      await settle();
      push({ type: 'stream.detail', detail: detail({ status: 'accepted' }), eventId: '3' });
      push({ type: 'stream.lost' });
      expect(actor.getSnapshot().value).toEqual({ tracking: { accepted: 'reconnecting' } });
      await vi.advanceTimersByTimeAsync(STATUS_STREAM_RECONNECT_MS);
      expect(openings).toHaveLength(2);
      expect(openings[1]!.input.lastEventId).toBe('3');
      /** An opened stream counts its attempts afresh. */
      push({ type: 'stream.open' });
      for (let attempt = 0; attempt <= STATUS_STREAM_RECONNECT_ATTEMPTS; attempt += 1) {
        push({ type: 'stream.lost' });
        await vi.advanceTimersByTimeAsync(STATUS_STREAM_RECONNECT_MS);
      }
      expect(openings).toHaveLength(2 + STATUS_STREAM_RECONNECT_ATTEMPTS);
      expect(actor.getSnapshot().value).toEqual({ tracking: { accepted: { polling: 'waiting' } } });
      await vi.advanceTimersByTimeAsync(STATUS_REFRESH_MS);
      expect(fetchOrder).toHaveBeenCalledTimes(2);
      /** After the poll the stream is tried once more, from the last event: one failure and the page polls on. */
      expect(actor.getSnapshot().value).toEqual({ tracking: { accepted: 'streaming' } });
      expect(openings).toHaveLength(3 + STATUS_STREAM_RECONNECT_ATTEMPTS);
      expect(openings.at(-1)!.input.lastEventId).toBe('3');
      push({ type: 'stream.lost' });
      await vi.advanceTimersByTimeAsync(STATUS_STREAM_RECONNECT_MS);
      expect(actor.getSnapshot().value).toEqual({ tracking: { accepted: { polling: 'waiting' } } });
      expect(openings).toHaveLength(3 + STATUS_STREAM_RECONNECT_ATTEMPTS);
      /** The next poll tries it again; this time it opens, and the page streams with its attempts counted afresh. */
      await vi.advanceTimersByTimeAsync(STATUS_REFRESH_MS);
      expect(fetchOrder).toHaveBeenCalledTimes(3);
      push({ type: 'stream.open' });
      push({ type: 'stream.detail', detail: detail({ status: 'cooking' }), eventId: '5' });
      expect(actor.getSnapshot().value).toEqual({ tracking: { cooking: 'streaming' } });
      push({ type: 'stream.lost' });
      expect(actor.getSnapshot().value).toEqual({ tracking: { cooking: 'reconnecting' } });
      await vi.advanceTimersByTimeAsync(STATUS_REFRESH_MS * 2);
      expect(fetchOrder).toHaveBeenCalledTimes(3);
    });

    it('should poll for good where the stream is refused', async () => {
      const { actor, openings, fetchOrder, push } = startStreamed(detail({ status: 'accepted' }));
      await settle();
      push({ type: 'stream.refused' });
      expect(actor.getSnapshot().value).toEqual({ tracking: { accepted: { polling: 'waiting' } } });
      await vi.advanceTimersByTimeAsync(STATUS_REFRESH_MS * 2);
      expect(fetchOrder).toHaveBeenCalledTimes(3);
      expect(actor.getSnapshot().value).toEqual({ tracking: { accepted: { polling: 'waiting' } } });
      expect(openings).toHaveLength(1);
    });
  });
});
