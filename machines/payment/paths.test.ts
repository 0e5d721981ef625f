import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { AnyEventObject, AnyMachineSnapshot, EventObject } from 'xstate';
import {
  afterEventType,
  allStateNodes,
  allTransitionKeys,
  describePath,
  emptyCoverage,
  graphPaths,
  missing,
  replayPath,
} from '../test-support/replay-paths';
import { isRepayAllowed, paymentMachine, type PaymentContext, type PaymentInput } from './machine';
import { deliveryStatusTargetOf, order } from './test-fixtures';
import { paymentCheckFailureSelector, qrContentSelector, qrFailureSelector } from './selectors';

/** Monday 2025-01-06 10:00 in Ho Chi Minh City; the order is served at 12:00 (repay allowed until 11:15). */
const now = '2025-01-06T03:00:00Z';
const tooLate = '2025-01-06T04:30:00Z';

const labelled: Record<string, AnyEventObject> = {
  'payment.start': { type: 'payment.start' },
  'qr.open': { type: 'qr.open' },
  'qr.close': { type: 'qr.close' },
  'payment.check': { type: 'payment.check' },
  'status.open': { type: 'status.open' },
  'result(momo 0)': {
    type: 'result.received',
    provider: 'momo',
    code: 0,
    orderNo: 'A0041',
    query: { resultCode: '0' },
  },
  'result(momo -1)': {
    type: 'result.received',
    provider: 'momo',
    code: -1,
    orderNo: 'A0041',
    query: { resultCode: '-1' },
  },
  'result(payoo 1)': { type: 'result.received', provider: 'payoo', code: 1, orderNo: 'A0041', query: { status: '1' } },
  'result(payoo 0)': { type: 'result.received', provider: 'payoo', code: 0, orderNo: 'A0041', query: { status: '0' } },
  'result(payoo -1)': {
    type: 'result.received',
    provider: 'payoo',
    code: -1,
    orderNo: 'A0041',
    query: { status: '-1' },
  },
  'repay(payoo)': { type: 'repay', method: 'payoo', now },
  'repay(cash)': { type: 'repay', method: 'cash', now },
  'repay(tooLate)': { type: 'repay', method: 'payoo', now: tooLate },
  'done:requestPaymentUrl': {
    type: 'xstate.done.actor.requestPaymentUrl',
    output: {
      paymentUrl: 'http://localhost:8080/sandbox/momo?order=A0041',
      transaction: { orderId: 'A0041', purchaseDate: '20250106100000' },
    },
  },
  'error:requestPaymentUrl': {
    type: 'xstate.error.actor.requestPaymentUrl',
    error: { code: 'PAYMENT_GATEWAY_ERROR', message: 'gateway' },
  },
  'done:sendOrder': { type: 'xstate.done.actor.sendOrder', output: { orderNo: 'A0041' } },
  'error:sendOrder': { type: 'xstate.error.actor.sendOrder', error: { code: 'COMMON_ERROR', message: '500' } },
  'done:pollPaymentStatus(paid)': { type: 'xstate.done.actor.pollPaymentStatus', output: { errorCode: 0 } },
  'done:pollPaymentStatus(waiting)': { type: 'xstate.done.actor.pollPaymentStatus', output: { errorCode: 1000 } },
  'error:pollPaymentStatus': { type: 'xstate.error.actor.pollPaymentStatus', error: new Error('502') },
  'done:checkPayment(paid)': {
    type: 'xstate.done.actor.checkPayment',
    output: { payment_status: 'success', payment_message: null, charged: true },
  },
  'done:checkPayment(failed)': {
    type: 'xstate.done.actor.checkPayment',
    output: { payment_status: 'fail', payment_message: 'failed (1001)', charged: false },
  },
  'done:checkPayment(cancelled)': {
    type: 'xstate.done.actor.checkPayment',
    output: { payment_status: 'fail', payment_message: 'cancelled', charged: false },
  },
  'done:checkPayment(charged)': {
    type: 'xstate.done.actor.checkPayment',
    output: { payment_status: 'fail', payment_message: 'failed (1001)', charged: true },
  },
  'done:checkPayment(unpaid)': {
    type: 'xstate.done.actor.checkPayment',
    output: { payment_status: 'unpaid', payment_message: null, charged: false },
  },
  'error:checkPayment': { type: 'xstate.error.actor.checkPayment', error: new Error('502') },
  'done:updatePaymentMethod': { type: 'xstate.done.actor.updatePaymentMethod', output: undefined },
  'error:updatePaymentMethod': {
    type: 'xstate.error.actor.updatePaymentMethod',
    error: { code: 'REPAY_NOT_ALLOWED', message: 'late' },
  },
  'done:switchToCash': { type: 'xstate.done.actor.switchToCash', output: undefined },
  'error:switchToCash': { type: 'xstate.error.actor.switchToCash', error: { code: 'COMMON_ERROR', message: 'down' } },
  'after:paymentPoll': { type: afterEventType(paymentMachine, 'payment.qrPolling.waiting') },
  'after:qrWindow': { type: afterEventType(paymentMachine, 'payment.qrPolling') },
  'after:paymentCheckDelay': { type: afterEventType(paymentMachine, 'payment.checkingPayment.waiting') },
};
const events = Object.values(labelled);
const labels = new Map(Object.entries(labelled).map(([name, event]) => [event as EventObject, name]));
const label = (event: EventObject) =>
  labels.get(event) ?? (event.type.startsWith('xstate.after.') ? `after:${event.type.split('.')[2]}` : undefined);

/**
 * A fact is told apart only where it is read: the mode while the URL is requested and the order
 * sent, the poll count (beyond 2 adds nothing) in the QR modal, the result once received.
 */
const serializeState = (snapshot: AnyMachineSnapshot) => {
  const c = snapshot.context as PaymentContext;
  return JSON.stringify([
    snapshot.value,
    c.paymentMethod,
    (snapshot.matches('requestingUrl') || snapshot.matches('sendingOrder')) && c.mode,
    snapshot.matches('qrPolling') && Math.min(c.pollCount, 2),
    (snapshot.matches('recordingResult') || snapshot.matches('settled')) && c.result,
  ]);
};

const busyStates = ['requestingUrl', 'sendingOrder', 'updatingPaymentMethod', 'switchingToCash'] as const;
const payStates = ['idle', 'urlFailed', 'sendFailed'] as const;
/** Repay is offered where the delivery status can be (sendFailed is the checkout's payment step only). */
const repayStates = ['idle', 'urlFailed', 'switchFailed'] as const;

/** Invariants of every state, asserted at every step; the poll count is compared with the step before. */
function invariants() {
  let previous: PaymentContext | null = null;
  let wasPolling = false;
  return (snapshot: AnyMachineSnapshot) => {
    const c = snapshot.context as PaymentContext;
    const s = snapshot;
    expect(s.hasTag('busy')).toBe(busyStates.some((state) => s.matches(state)));
    expect(s.can({ type: 'payment.start' })).toBe(payStates.some((state) => s.matches(state)));
    expect(s.can({ type: 'repay', method: 'momo', now })).toBe(
      repayStates.some((state) => s.matches(state)) && isRepayAllowed(c.order, c.viewerId),
    );
    if (s.matches('qrPolling')) {
      expect(c.mode).toBe('qr');
      expect(c.paymentMethod).not.toBe('cash');
      expect(qrContentSelector(s as never)).toBe(c.paymentUrl);
      expect(c.paymentUrl).not.toBeNull();
      // The modal opens with no poll; each poll adds one, waiting keeps the count.
      const polled = s.matches({ qrPolling: 'polling' }) ? 1 : 0;
      expect(c.pollCount).toBe(wasPolling ? (previous?.pollCount ?? 0) + polled : 0);
    }
    wasPolling = s.matches('qrPolling');
    previous = c;
    expect(qrFailureSelector(s as never)).toEqual(s.matches('qrFailed') ? { kind: 'hotline' } : null);
    // Payment check failed: a charged customer is never offered to pay or check again, only the hotline.
    expect(paymentCheckFailureSelector(s as never)).toEqual(
      s.matches({ checkFailed: 'charged' })
        ? { kind: 'hotline' }
        : s.matches({ checkFailed: 'notCharged' })
          ? { kind: 'retry' }
          : null,
    );
    if (s.matches('checkFailed')) {
      expect(s.can({ type: 'status.open' })).toBe(true);
      expect(s.can({ type: 'payment.check' })).toBe(s.matches({ checkFailed: 'notCharged' }));
      if (s.matches({ checkFailed: 'charged' })) expect(c.check?.charged).toBe(true);
      else expect(c.check).toBeNull();
    }
    if (s.matches('urlFailed') || s.matches('sendFailed') || s.matches('switchFailed')) expect(c.error).not.toBeNull();
    else expect(c.error).toBeNull();
    if (s.matches({ settled: 'orderSent' })) {
      expect(c.paymentMethod).toBe('cash');
      expect(c.order.orderNo).not.toBe('');
    }
    if (s.matches({ settled: 'redirected' })) {
      expect(c.paymentUrl).not.toBeNull();
      expect(c.paymentMethod).not.toBe('cash');
    }
    if (s.matches({ settled: 'paid' })) expect(c.result).toBe('success');
    if (s.matches({ settled: 'failed' })) expect(c.result).toBe('failed');
    if (s.matches({ settled: 'cancelled' })) expect(c.result).toBe('cancelled');
    const target = deliveryStatusTargetOf(s as never);
    expect(target !== null).toBe(s.matches('settled') && !s.matches({ settled: 'redirected' }));
    if (target) expect(target.orderNo).toBe('A0041');
  };
}

const inputs: Record<string, PaymentInput> = {
  cash: {
    order: { ...order, paymentStatus: null },
    paymentMethod: 'cash',
    language: 'vi',
    qrWindowMinutes: 15,
    viewerId: 7,
  },
  momo: { order, paymentMethod: 'momo', language: 'ja', qrWindowMinutes: 15, viewerId: 7 },
  /** The viewer is not the order's owner: no repay. */
  payoo: { order, paymentMethod: 'payoo', language: 'en', qrWindowMinutes: 15, viewerId: 8 },
};
const provide = { actions: { redirectToPayment: () => {} } };

describe('payment graph paths', () => {
  beforeAll(() => vi.useFakeTimers());
  afterAll(() => vi.useRealTimers());
  const coverage = emptyCoverage();
  const all = Object.fromEntries(
    Object.entries(inputs).map(([name, input]) => [
      name,
      graphPaths(paymentMachine, { input, events, serializeState, limit: 20_000 }),
    ]),
  );

  for (const [name, input] of Object.entries(inputs)) {
    describe(name, () => {
      const { statePaths, transitionPaths } = all[name]!;
      it.each(statePaths.map((p) => [describePath(p, label), p] as const))('should replay %s', (_, path) => {
        replayPath(paymentMachine, path, { input, provide, check: invariants(), serialize: serializeState, coverage });
      });
      it(`should take each of the ${transitionPaths.length} transitions from every state`, () => {
        for (const path of transitionPaths) {
          try {
            replayPath(paymentMachine, path, {
              input,
              provide,
              check: invariants(),
              serialize: serializeState,
              coverage,
            });
          } catch (error) {
            throw new Error(`${describePath(path, label)}: ${String(error)}`);
          }
        }
      });
    });
  }

  it('should list the same state paths (review added or removed ones)', () => {
    expect(
      Object.fromEntries(
        Object.entries(all).map(([n, p]) => [n, p.statePaths.map((path) => describePath(path, label))]),
      ),
    ).toMatchInlineSnapshot(`
      {
        "cash": [
          "idle <- (initial)",
          "sendingOrder <- payment.start",
          "{checkingPayment:waiting} <- payment.check",
          "recordingResult <- result(momo 0)",
          "recordingResult <- result(payoo 1)",
          "{settled:orderSent} <- payment.start > done:sendOrder",
          "sendFailed <- payment.start > error:sendOrder",
          "{checkingPayment:checking} <- payment.check > after:paymentCheckDelay",
          "{settled:paid} <- result(momo 0) > done:checkPayment(paid)",
          "{settled:failed} <- result(momo 0) > done:checkPayment(failed)",
          "{settled:cancelled} <- result(momo 0) > done:checkPayment(cancelled)",
          "{checkFailed:charged} <- result(momo 0) > done:checkPayment(charged)",
          "{settled:checked} <- result(momo 0) > done:checkPayment(unpaid)",
          "{settled:paid} <- result(payoo 1) > done:checkPayment(paid)",
          "{settled:failed} <- result(payoo 1) > done:checkPayment(failed)",
          "{settled:cancelled} <- result(payoo 1) > done:checkPayment(cancelled)",
          "{checkFailed:charged} <- result(payoo 1) > done:checkPayment(charged)",
          "{settled:checked} <- result(payoo 1) > done:checkPayment(unpaid)",
          "{settled:checked} <- payment.check > after:paymentCheckDelay > done:checkPayment(paid)",
          "{checkFailed:charged} <- payment.check > after:paymentCheckDelay > done:checkPayment(charged)",
          "{checkFailed:notCharged} <- payment.check > after:paymentCheckDelay > error:checkPayment",
        ],
        "momo": [
          "idle <- (initial)",
          "requestingUrl <- payment.start",
          "requestingUrl <- qr.open",
          "{checkingPayment:waiting} <- payment.check",
          "recordingResult <- result(momo 0)",
          "recordingResult <- result(payoo 1)",
          "updatingPaymentMethod <- repay(payoo)",
          "switchingToCash <- repay(cash)",
          "sendingOrder <- payment.start > done:requestPaymentUrl",
          "urlFailed <- payment.start > error:requestPaymentUrl",
          "sendingOrder <- qr.open > done:requestPaymentUrl",
          "{checkingPayment:checking} <- payment.check > after:paymentCheckDelay",
          "{settled:paid} <- result(momo 0) > done:checkPayment(paid)",
          "{settled:failed} <- result(momo 0) > done:checkPayment(failed)",
          "{settled:cancelled} <- result(momo 0) > done:checkPayment(cancelled)",
          "{checkFailed:charged} <- result(momo 0) > done:checkPayment(charged)",
          "{settled:checked} <- result(momo 0) > done:checkPayment(unpaid)",
          "{settled:paid} <- result(payoo 1) > done:checkPayment(paid)",
          "{settled:failed} <- result(payoo 1) > done:checkPayment(failed)",
          "{settled:cancelled} <- result(payoo 1) > done:checkPayment(cancelled)",
          "{checkFailed:charged} <- result(payoo 1) > done:checkPayment(charged)",
          "{settled:checked} <- result(payoo 1) > done:checkPayment(unpaid)",
          "requestingUrl <- repay(payoo) > done:updatePaymentMethod",
          "urlFailed <- repay(payoo) > error:updatePaymentMethod",
          "{settled:switchedToCash} <- repay(cash) > done:switchToCash",
          "switchFailed <- repay(cash) > error:switchToCash",
          "{settled:redirected} <- payment.start > done:requestPaymentUrl > done:sendOrder",
          "sendFailed <- payment.start > done:requestPaymentUrl > error:sendOrder",
          "{qrPolling:waiting} <- qr.open > done:requestPaymentUrl > done:sendOrder",
          "{checkFailed:notCharged} <- payment.check > after:paymentCheckDelay > error:checkPayment",
          "{settled:redirected} <- repay(payoo) > done:updatePaymentMethod > done:requestPaymentUrl",
          "requestingUrl <- repay(payoo) > error:updatePaymentMethod > payment.start",
          "requestingUrl <- repay(payoo) > error:updatePaymentMethod > qr.open",
          "{qrPolling:polling} <- qr.open > done:requestPaymentUrl > done:sendOrder > after:paymentPoll",
          "qrFailed <- qr.open > done:requestPaymentUrl > done:sendOrder > after:qrWindow",
          "sendingOrder <- repay(payoo) > error:updatePaymentMethod > payment.start > done:requestPaymentUrl",
          "sendingOrder <- repay(payoo) > error:updatePaymentMethod > qr.open > done:requestPaymentUrl",
          "{qrPolling:waiting} <- qr.open > done:requestPaymentUrl > done:sendOrder > after:paymentPoll > done:pollPaymentStatus(waiting)",
          "sendFailed <- repay(payoo) > error:updatePaymentMethod > payment.start > done:requestPaymentUrl > error:sendOrder",
          "{qrPolling:waiting} <- repay(payoo) > error:updatePaymentMethod > qr.open > done:requestPaymentUrl > done:sendOrder",
          "{qrPolling:polling} <- qr.open > done:requestPaymentUrl > done:sendOrder > after:paymentPoll > done:pollPaymentStatus(waiting) > after:paymentPoll",
          "idle <- repay(payoo) > error:updatePaymentMethod > qr.open > done:requestPaymentUrl > done:sendOrder > qr.close",
          "{qrPolling:polling} <- repay(payoo) > error:updatePaymentMethod > qr.open > done:requestPaymentUrl > done:sendOrder > after:paymentPoll",
          "qrFailed <- repay(payoo) > error:updatePaymentMethod > qr.open > done:requestPaymentUrl > done:sendOrder > after:qrWindow",
          "{qrPolling:waiting} <- qr.open > done:requestPaymentUrl > done:sendOrder > after:paymentPoll > done:pollPaymentStatus(waiting) > after:paymentPoll > done:pollPaymentStatus(waiting)",
          "{checkingPayment:waiting} <- repay(payoo) > error:updatePaymentMethod > qr.open > done:requestPaymentUrl > done:sendOrder > qr.close > payment.check",
          "{qrPolling:waiting} <- repay(payoo) > error:updatePaymentMethod > qr.open > done:requestPaymentUrl > done:sendOrder > after:paymentPoll > done:pollPaymentStatus(waiting)",
          "{checkingPayment:checking} <- repay(payoo) > error:updatePaymentMethod > qr.open > done:requestPaymentUrl > done:sendOrder > qr.close > payment.check > after:paymentCheckDelay",
          "{qrPolling:polling} <- repay(payoo) > error:updatePaymentMethod > qr.open > done:requestPaymentUrl > done:sendOrder > after:paymentPoll > done:pollPaymentStatus(waiting) > after:paymentPoll",
          "{checkFailed:notCharged} <- repay(payoo) > error:updatePaymentMethod > qr.open > done:requestPaymentUrl > done:sendOrder > qr.close > payment.check > after:paymentCheckDelay > error:checkPayment",
          "{qrPolling:waiting} <- repay(payoo) > error:updatePaymentMethod > qr.open > done:requestPaymentUrl > done:sendOrder > after:paymentPoll > done:pollPaymentStatus(waiting) > after:paymentPoll > done:pollPaymentStatus(waiting)",
        ],
        "payoo": [
          "idle <- (initial)",
          "requestingUrl <- payment.start",
          "requestingUrl <- qr.open",
          "{checkingPayment:waiting} <- payment.check",
          "recordingResult <- result(momo 0)",
          "recordingResult <- result(payoo 1)",
          "sendingOrder <- payment.start > done:requestPaymentUrl",
          "urlFailed <- payment.start > error:requestPaymentUrl",
          "sendingOrder <- qr.open > done:requestPaymentUrl",
          "{checkingPayment:checking} <- payment.check > after:paymentCheckDelay",
          "{settled:paid} <- result(momo 0) > done:checkPayment(paid)",
          "{settled:failed} <- result(momo 0) > done:checkPayment(failed)",
          "{settled:cancelled} <- result(momo 0) > done:checkPayment(cancelled)",
          "{checkFailed:charged} <- result(momo 0) > done:checkPayment(charged)",
          "{settled:checked} <- result(momo 0) > done:checkPayment(unpaid)",
          "{settled:paid} <- result(payoo 1) > done:checkPayment(paid)",
          "{settled:failed} <- result(payoo 1) > done:checkPayment(failed)",
          "{settled:cancelled} <- result(payoo 1) > done:checkPayment(cancelled)",
          "{checkFailed:charged} <- result(payoo 1) > done:checkPayment(charged)",
          "{settled:checked} <- result(payoo 1) > done:checkPayment(unpaid)",
          "{settled:redirected} <- payment.start > done:requestPaymentUrl > done:sendOrder",
          "sendFailed <- payment.start > done:requestPaymentUrl > error:sendOrder",
          "{qrPolling:waiting} <- qr.open > done:requestPaymentUrl > done:sendOrder",
          "{checkFailed:notCharged} <- payment.check > after:paymentCheckDelay > error:checkPayment",
          "{qrPolling:polling} <- qr.open > done:requestPaymentUrl > done:sendOrder > after:paymentPoll",
          "qrFailed <- qr.open > done:requestPaymentUrl > done:sendOrder > after:qrWindow",
          "{qrPolling:waiting} <- qr.open > done:requestPaymentUrl > done:sendOrder > after:paymentPoll > done:pollPaymentStatus(waiting)",
          "{qrPolling:polling} <- qr.open > done:requestPaymentUrl > done:sendOrder > after:paymentPoll > done:pollPaymentStatus(waiting) > after:paymentPoll",
          "{qrPolling:waiting} <- qr.open > done:requestPaymentUrl > done:sendOrder > after:paymentPoll > done:pollPaymentStatus(waiting) > after:paymentPoll > done:pollPaymentStatus(waiting)",
        ],
      }
    `);
  });

  it('should reach every state node and take every transition', () => {
    // A transient (eventless) state is reached when one of its transitions is taken.
    const reached = new Set([...coverage.stateIds, ...[...coverage.transitions].map((key) => key.split(' ')[0]!)]);
    expect(
      missing(
        allStateNodes(paymentMachine).map((n) => n.id),
        reached,
      ),
    ).toEqual([]);
    expect(missing(allTransitionKeys(paymentMachine), coverage.transitions)).toEqual([]);
  });
});
