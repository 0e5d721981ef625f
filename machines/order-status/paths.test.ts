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
  isPaymentBeingChecked,
  isStoreChanged,
  orderStatusMachine,
  PROGRESS_STEPS,
  type OrderDetail,
  type OrderStatusContext,
  type OrderStatusInput,
} from './machine';
import {
  currentStepSelector,
  errorMessageSelector,
  estimateMinutesSelector,
  isNoDriverCancelSelector,
  paymentNoticeSelector,
  progressStepsSelector,
  storeChangeWarningSelector,
} from './selectors';
import { detail } from './test-fixtures';

const done = (output: OrderDetail) => ({ type: 'xstate.done.actor.fetchOrder', output });

const labelled: Record<string, AnyEventObject> = {
  'done:fetchOrder(orderSent)': done(detail({ status: 'orderSent' })),
  'done:fetchOrder(unpaid)': done(detail({ status: 'orderSent', payment_status: 'unpaid', e_money_type: 1 })),
  'done:fetchOrder(accepted)': done(detail({ status: 'accepted' })),
  'done:fetchOrder(cooking,moved)': done(
    detail({ status: 'cooking', new_store_code: 'S2', new_store_name: 'Quận 3', old_store_name: 'Bến Thành' }),
  ),
  'done:fetchOrder(ready)': done(detail({ status: 'ready' }, { status: 'delivering', status_description: 'On the way' })),
  'done:fetchOrder(completed)': done(detail({ status: 'completed' }, { status: 'completed', status_description: 'Delivered' })),
  'done:fetchOrder(canceled 99)': done(
    detail({ status: 'cancelled', cancel_reason_code: 99, refund_status: 'Request', payment_status: 'success', e_money_type: 1 }),
  ),
  'done:estimateDelivery(25)': { type: 'xstate.done.actor.estimateDelivery', output: 25 },
  'error:estimateDelivery': { type: 'xstate.error.actor.estimateDelivery', error: { code: 'OUT_OF_RANGE' } },
  'error:fetchOrder': { type: 'xstate.error.actor.fetchOrder', error: { code: 'ORDER_NOT_FOUND', message: 'not found' } },
  'order.retry': { type: 'order.retry' },
  'storeChange.dismiss': { type: 'storeChange.dismiss' },
  /** The refresh delays of every polled state (each waiting node has its own event types). */
  ...Object.fromEntries(
    allStateNodes(orderStatusMachine)
      .filter((node) => node.key === 'waiting')
      .flatMap((node) => node.after.map((t) => [`${t.eventType}`, { type: t.eventType }])),
  ),
};
const events = Object.values(labelled);
const labels = new Map(Object.entries(labelled).map(([name, event]) => [event as EventObject, name]));
const label = (event: EventObject) =>
  event.type.startsWith('xstate.after.') ? `after:${event.type.split('.')[2]}` : labels.get(event);

const serializeState = (snapshot: AnyMachineSnapshot) => {
  const c = snapshot.context as OrderStatusContext;
  return JSON.stringify([
    snapshot.value,
    isPaymentBeingChecked(c.order),
    c.order !== null && isStoreChanged(c.order),
    c.isStoreChangeWarningOpen,
    c.storeChangeSeen,
    c.refreshFailed,
  ]);
};

const polled = ['orderSent', 'accepted', 'cooking', 'ready'] as const;

/** Invariants of every state, asserted at every step of every path. */
function checkInvariants(snapshot: AnyMachineSnapshot) {
  const c = snapshot.context as OrderStatusContext;
  const s = snapshot as never as Parameters<typeof progressStepsSelector>[0];
  const inPolled = polled.some((step) => snapshot.matches({ tracking: step }));
  expect(snapshot.hasTag('polling')).toBe(inPolled);
  expect(snapshot.hasTag('loading')).toBe(snapshot.matches('loading'));
  expect(errorMessageSelector(s)).toBe(snapshot.matches('unavailable') ? 'orderInformationUnavailable' : null);
  if (!inPolled) expect(estimateMinutesSelector(s, '2020-01-01T00:00:00Z')).toBeNull();
  if (snapshot.matches('tracking')) expect(c.order?.order_no).toBe('A0041');
  for (const step of polled) {
    if (snapshot.matches({ tracking: step })) expect(c.order?.status).toBe(step);
  }
  const current = currentStepSelector(s);
  const steps = progressStepsSelector(s);
  expect(steps.map((x) => x.step)).toEqual([...PROGRESS_STEPS]);
  expect(steps.filter((x) => x.done).length).toBe(current === null ? 0 : PROGRESS_STEPS.indexOf(current) + 1);
  if (snapshot.matches({ tracking: 'completed' }) || snapshot.matches({ tracking: 'canceled' })) {
    // Final: nothing is polled and no refresh is pending.
    const node = snapshot._nodes.find((n) => n.key === 'completed' || n.key === 'canceled')!;
    expect(node.type).toBe('final');
    expect(Object.keys(snapshot.children)).toEqual([]);
    expect(node.after).toEqual([]);
  }
  if (snapshot.matches({ tracking: 'completed' })) expect(steps.every((x) => x.done)).toBe(true);
  if (snapshot.matches({ tracking: 'canceled' })) {
    expect(['canceled', 'cancelled']).toContain(c.order?.status);
    expect(isNoDriverCancelSelector(s)).toBe(c.order?.cancel_reason_code === 99);
  }
  // The server's payment status decides; prePaymentStatus only tells "being confirmed" from "unpaid".
  const notice = paymentNoticeSelector(s, true);
  if (!snapshot.matches('tracking') || c.order?.e_money_type === 0) expect(notice).toBeNull();
  else if (snapshot.matches({ tracking: 'canceled' })) expect(notice).toBe(c.order?.payment_status === 'success' ? 'refund' : null);
  else if (c.order?.payment_status === 'unpaid') expect(notice).toBe(c.prePaymentStatus === 'success' ? 'confirming' : 'unpaid');
  if (notice === 'paid') expect(['success', 'finished']).toContain(c.order?.payment_status);
  if (snapshot.matches({ tracking: 'canceled' })) expect(notice).not.toBe('paid');
  if (c.isStoreChangeWarningOpen) {
    expect(c.storeChangeSeen).toBe(true);
    if (c.order && isStoreChanged(c.order)) {
      expect(storeChangeWarningSelector(s)).toEqual({ oldStoreName: 'Bến Thành', newStoreName: 'Quận 3' });
    }
  } else {
    expect(storeChangeWarningSelector(s)).toBeNull();
  }
  if (snapshot.matches({ tracking: { cooking: 'waiting' } }) && c.order && isStoreChanged(c.order)) {
    expect(c.storeChangeSeen).toBe(true);
  }
}

const inputs: Record<string, OrderStatusInput> = {
  fresh: { orderNo: 'A0041' },
  /** The warning was shown before (the app remembers it per order). */
  seen: { orderNo: 'A0041', storeChangeSeen: true },
  /** Back from a gateway that reported the payment as paid (prePaymentStatus=success). */
  returnedPaid: { orderNo: 'A0041', prePaymentStatus: 'success' },
};

describe('order status graph paths', () => {
  beforeAll(() => vi.useFakeTimers());
  afterAll(() => vi.useRealTimers());
  const coverage = emptyCoverage();
  const all = Object.fromEntries(
    Object.entries(inputs).map(([name, input]) => [
      name,
      graphPaths(orderStatusMachine, { input, events, serializeState, limit: 20_000 }),
    ]),
  );

  for (const [name, input] of Object.entries(inputs)) {
    describe(name, () => {
      const { statePaths, transitionPaths } = all[name]!;
      it.each(statePaths.map((p) => [describePath(p, label), p] as const))('should replay %s', (_, path) => {
        replayPath(orderStatusMachine, path, { input, check: checkInvariants, serialize: serializeState, coverage });
      });
      it(`should take each of the ${transitionPaths.length} transitions from every state`, () => {
        for (const path of transitionPaths) {
          try {
            replayPath(orderStatusMachine, path, { input, check: checkInvariants, serialize: serializeState, coverage });
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
        "fresh": [
          "loading <- (initial)",
          "{tracking:{orderSent:waiting}} <- done:fetchOrder(orderSent)",
          "{tracking:{orderSent:waiting}} <- done:fetchOrder(unpaid)",
          "{tracking:{accepted:waiting}} <- done:fetchOrder(accepted)",
          "{tracking:{cooking:waiting}} <- done:fetchOrder(cooking,moved)",
          "{tracking:{ready:waiting}} <- done:fetchOrder(ready)",
          "{tracking:completed} <- done:fetchOrder(completed)",
          "{tracking:canceled} <- done:fetchOrder(canceled 99)",
          "unavailable <- error:fetchOrder",
          "{tracking:{orderSent:refreshing}} <- done:fetchOrder(orderSent) > after:statusRefresh",
          "{tracking:{orderSent:refreshing}} <- done:fetchOrder(unpaid) > after:paymentCheckingRefresh",
          "{tracking:{accepted:refreshing}} <- done:fetchOrder(accepted) > after:statusRefresh",
          "{tracking:{cooking:waiting}} <- done:fetchOrder(cooking,moved) > storeChange.dismiss",
          "{tracking:{cooking:refreshing}} <- done:fetchOrder(cooking,moved) > after:statusRefresh",
          "{tracking:{ready:refreshing}} <- done:fetchOrder(ready) > after:statusRefresh",
          "{tracking:{orderSent:waiting}} <- done:fetchOrder(orderSent) > after:statusRefresh > error:fetchOrder",
          "{tracking:{orderSent:waiting}} <- done:fetchOrder(unpaid) > after:paymentCheckingRefresh > error:fetchOrder",
          "{tracking:{accepted:waiting}} <- done:fetchOrder(accepted) > after:statusRefresh > error:fetchOrder",
          "{tracking:{cooking:refreshing}} <- done:fetchOrder(cooking,moved) > storeChange.dismiss > after:statusRefresh",
          "{tracking:{orderSent:waiting}} <- done:fetchOrder(cooking,moved) > after:statusRefresh > done:fetchOrder(orderSent)",
          "{tracking:{orderSent:waiting}} <- done:fetchOrder(cooking,moved) > after:statusRefresh > done:fetchOrder(unpaid)",
          "{tracking:{accepted:waiting}} <- done:fetchOrder(cooking,moved) > after:statusRefresh > done:fetchOrder(accepted)",
          "{tracking:{ready:waiting}} <- done:fetchOrder(cooking,moved) > after:statusRefresh > done:fetchOrder(ready)",
          "{tracking:completed} <- done:fetchOrder(cooking,moved) > after:statusRefresh > done:fetchOrder(completed)",
          "{tracking:canceled} <- done:fetchOrder(cooking,moved) > after:statusRefresh > done:fetchOrder(canceled 99)",
          "{tracking:{cooking:waiting}} <- done:fetchOrder(cooking,moved) > after:statusRefresh > error:fetchOrder",
          "{tracking:{ready:waiting}} <- done:fetchOrder(ready) > after:statusRefresh > error:fetchOrder",
          "{tracking:{orderSent:refreshing}} <- done:fetchOrder(orderSent) > after:statusRefresh > error:fetchOrder > after:statusRefresh",
          "{tracking:{orderSent:refreshing}} <- done:fetchOrder(unpaid) > after:paymentCheckingRefresh > error:fetchOrder > after:paymentCheckingRefresh",
          "{tracking:{accepted:refreshing}} <- done:fetchOrder(accepted) > after:statusRefresh > error:fetchOrder > after:statusRefresh",
          "{tracking:{orderSent:waiting}} <- done:fetchOrder(cooking,moved) > storeChange.dismiss > after:statusRefresh > done:fetchOrder(orderSent)",
          "{tracking:{orderSent:waiting}} <- done:fetchOrder(cooking,moved) > storeChange.dismiss > after:statusRefresh > done:fetchOrder(unpaid)",
          "{tracking:{accepted:waiting}} <- done:fetchOrder(cooking,moved) > storeChange.dismiss > after:statusRefresh > done:fetchOrder(accepted)",
          "{tracking:{ready:waiting}} <- done:fetchOrder(cooking,moved) > storeChange.dismiss > after:statusRefresh > done:fetchOrder(ready)",
          "{tracking:completed} <- done:fetchOrder(cooking,moved) > storeChange.dismiss > after:statusRefresh > done:fetchOrder(completed)",
          "{tracking:canceled} <- done:fetchOrder(cooking,moved) > storeChange.dismiss > after:statusRefresh > done:fetchOrder(canceled 99)",
          "{tracking:{cooking:waiting}} <- done:fetchOrder(cooking,moved) > storeChange.dismiss > after:statusRefresh > error:fetchOrder",
          "{tracking:{orderSent:refreshing}} <- done:fetchOrder(cooking,moved) > after:statusRefresh > done:fetchOrder(orderSent) > after:statusRefresh",
          "{tracking:{orderSent:refreshing}} <- done:fetchOrder(cooking,moved) > after:statusRefresh > done:fetchOrder(unpaid) > after:paymentCheckingRefresh",
          "{tracking:{accepted:refreshing}} <- done:fetchOrder(cooking,moved) > after:statusRefresh > done:fetchOrder(accepted) > after:statusRefresh",
          "{tracking:{ready:refreshing}} <- done:fetchOrder(cooking,moved) > after:statusRefresh > done:fetchOrder(ready) > after:statusRefresh",
          "{tracking:{cooking:refreshing}} <- done:fetchOrder(cooking,moved) > after:statusRefresh > error:fetchOrder > after:statusRefresh",
          "{tracking:{ready:refreshing}} <- done:fetchOrder(ready) > after:statusRefresh > error:fetchOrder > after:statusRefresh",
          "{tracking:{orderSent:refreshing}} <- done:fetchOrder(cooking,moved) > storeChange.dismiss > after:statusRefresh > done:fetchOrder(orderSent) > after:statusRefresh",
          "{tracking:{orderSent:refreshing}} <- done:fetchOrder(cooking,moved) > storeChange.dismiss > after:statusRefresh > done:fetchOrder(unpaid) > after:paymentCheckingRefresh",
          "{tracking:{accepted:refreshing}} <- done:fetchOrder(cooking,moved) > storeChange.dismiss > after:statusRefresh > done:fetchOrder(accepted) > after:statusRefresh",
          "{tracking:{ready:refreshing}} <- done:fetchOrder(cooking,moved) > storeChange.dismiss > after:statusRefresh > done:fetchOrder(ready) > after:statusRefresh",
          "{tracking:{cooking:refreshing}} <- done:fetchOrder(cooking,moved) > storeChange.dismiss > after:statusRefresh > error:fetchOrder > after:statusRefresh",
          "{tracking:{orderSent:waiting}} <- done:fetchOrder(cooking,moved) > after:statusRefresh > done:fetchOrder(orderSent) > after:statusRefresh > error:fetchOrder",
          "{tracking:{orderSent:waiting}} <- done:fetchOrder(cooking,moved) > after:statusRefresh > done:fetchOrder(unpaid) > after:paymentCheckingRefresh > error:fetchOrder",
          "{tracking:{accepted:waiting}} <- done:fetchOrder(cooking,moved) > after:statusRefresh > done:fetchOrder(accepted) > after:statusRefresh > error:fetchOrder",
          "{tracking:{ready:waiting}} <- done:fetchOrder(cooking,moved) > after:statusRefresh > done:fetchOrder(ready) > after:statusRefresh > error:fetchOrder",
          "{tracking:{orderSent:waiting}} <- done:fetchOrder(cooking,moved) > storeChange.dismiss > after:statusRefresh > done:fetchOrder(orderSent) > after:statusRefresh > error:fetchOrder",
          "{tracking:{orderSent:waiting}} <- done:fetchOrder(cooking,moved) > storeChange.dismiss > after:statusRefresh > done:fetchOrder(unpaid) > after:paymentCheckingRefresh > error:fetchOrder",
          "{tracking:{accepted:waiting}} <- done:fetchOrder(cooking,moved) > storeChange.dismiss > after:statusRefresh > done:fetchOrder(accepted) > after:statusRefresh > error:fetchOrder",
          "{tracking:{ready:waiting}} <- done:fetchOrder(cooking,moved) > storeChange.dismiss > after:statusRefresh > done:fetchOrder(ready) > after:statusRefresh > error:fetchOrder",
          "{tracking:{orderSent:refreshing}} <- done:fetchOrder(cooking,moved) > after:statusRefresh > done:fetchOrder(orderSent) > after:statusRefresh > error:fetchOrder > after:statusRefresh",
          "{tracking:{orderSent:refreshing}} <- done:fetchOrder(cooking,moved) > after:statusRefresh > done:fetchOrder(unpaid) > after:paymentCheckingRefresh > error:fetchOrder > after:paymentCheckingRefresh",
          "{tracking:{accepted:refreshing}} <- done:fetchOrder(cooking,moved) > after:statusRefresh > done:fetchOrder(accepted) > after:statusRefresh > error:fetchOrder > after:statusRefresh",
          "{tracking:{ready:refreshing}} <- done:fetchOrder(cooking,moved) > after:statusRefresh > done:fetchOrder(ready) > after:statusRefresh > error:fetchOrder > after:statusRefresh",
          "{tracking:{orderSent:refreshing}} <- done:fetchOrder(cooking,moved) > storeChange.dismiss > after:statusRefresh > done:fetchOrder(orderSent) > after:statusRefresh > error:fetchOrder > after:statusRefresh",
          "{tracking:{orderSent:refreshing}} <- done:fetchOrder(cooking,moved) > storeChange.dismiss > after:statusRefresh > done:fetchOrder(unpaid) > after:paymentCheckingRefresh > error:fetchOrder > after:paymentCheckingRefresh",
          "{tracking:{accepted:refreshing}} <- done:fetchOrder(cooking,moved) > storeChange.dismiss > after:statusRefresh > done:fetchOrder(accepted) > after:statusRefresh > error:fetchOrder > after:statusRefresh",
          "{tracking:{ready:refreshing}} <- done:fetchOrder(cooking,moved) > storeChange.dismiss > after:statusRefresh > done:fetchOrder(ready) > after:statusRefresh > error:fetchOrder > after:statusRefresh",
        ],
        "returnedPaid": [
          "loading <- (initial)",
          "{tracking:{orderSent:waiting}} <- done:fetchOrder(orderSent)",
          "{tracking:{orderSent:waiting}} <- done:fetchOrder(unpaid)",
          "{tracking:{accepted:waiting}} <- done:fetchOrder(accepted)",
          "{tracking:{cooking:waiting}} <- done:fetchOrder(cooking,moved)",
          "{tracking:{ready:waiting}} <- done:fetchOrder(ready)",
          "{tracking:completed} <- done:fetchOrder(completed)",
          "{tracking:canceled} <- done:fetchOrder(canceled 99)",
          "unavailable <- error:fetchOrder",
          "{tracking:{orderSent:refreshing}} <- done:fetchOrder(orderSent) > after:statusRefresh",
          "{tracking:{orderSent:refreshing}} <- done:fetchOrder(unpaid) > after:paymentCheckingRefresh",
          "{tracking:{accepted:refreshing}} <- done:fetchOrder(accepted) > after:statusRefresh",
          "{tracking:{cooking:waiting}} <- done:fetchOrder(cooking,moved) > storeChange.dismiss",
          "{tracking:{cooking:refreshing}} <- done:fetchOrder(cooking,moved) > after:statusRefresh",
          "{tracking:{ready:refreshing}} <- done:fetchOrder(ready) > after:statusRefresh",
          "{tracking:{orderSent:waiting}} <- done:fetchOrder(orderSent) > after:statusRefresh > error:fetchOrder",
          "{tracking:{orderSent:waiting}} <- done:fetchOrder(unpaid) > after:paymentCheckingRefresh > error:fetchOrder",
          "{tracking:{accepted:waiting}} <- done:fetchOrder(accepted) > after:statusRefresh > error:fetchOrder",
          "{tracking:{cooking:refreshing}} <- done:fetchOrder(cooking,moved) > storeChange.dismiss > after:statusRefresh",
          "{tracking:{orderSent:waiting}} <- done:fetchOrder(cooking,moved) > after:statusRefresh > done:fetchOrder(orderSent)",
          "{tracking:{orderSent:waiting}} <- done:fetchOrder(cooking,moved) > after:statusRefresh > done:fetchOrder(unpaid)",
          "{tracking:{accepted:waiting}} <- done:fetchOrder(cooking,moved) > after:statusRefresh > done:fetchOrder(accepted)",
          "{tracking:{ready:waiting}} <- done:fetchOrder(cooking,moved) > after:statusRefresh > done:fetchOrder(ready)",
          "{tracking:completed} <- done:fetchOrder(cooking,moved) > after:statusRefresh > done:fetchOrder(completed)",
          "{tracking:canceled} <- done:fetchOrder(cooking,moved) > after:statusRefresh > done:fetchOrder(canceled 99)",
          "{tracking:{cooking:waiting}} <- done:fetchOrder(cooking,moved) > after:statusRefresh > error:fetchOrder",
          "{tracking:{ready:waiting}} <- done:fetchOrder(ready) > after:statusRefresh > error:fetchOrder",
          "{tracking:{orderSent:refreshing}} <- done:fetchOrder(orderSent) > after:statusRefresh > error:fetchOrder > after:statusRefresh",
          "{tracking:{orderSent:refreshing}} <- done:fetchOrder(unpaid) > after:paymentCheckingRefresh > error:fetchOrder > after:paymentCheckingRefresh",
          "{tracking:{accepted:refreshing}} <- done:fetchOrder(accepted) > after:statusRefresh > error:fetchOrder > after:statusRefresh",
          "{tracking:{orderSent:waiting}} <- done:fetchOrder(cooking,moved) > storeChange.dismiss > after:statusRefresh > done:fetchOrder(orderSent)",
          "{tracking:{orderSent:waiting}} <- done:fetchOrder(cooking,moved) > storeChange.dismiss > after:statusRefresh > done:fetchOrder(unpaid)",
          "{tracking:{accepted:waiting}} <- done:fetchOrder(cooking,moved) > storeChange.dismiss > after:statusRefresh > done:fetchOrder(accepted)",
          "{tracking:{ready:waiting}} <- done:fetchOrder(cooking,moved) > storeChange.dismiss > after:statusRefresh > done:fetchOrder(ready)",
          "{tracking:completed} <- done:fetchOrder(cooking,moved) > storeChange.dismiss > after:statusRefresh > done:fetchOrder(completed)",
          "{tracking:canceled} <- done:fetchOrder(cooking,moved) > storeChange.dismiss > after:statusRefresh > done:fetchOrder(canceled 99)",
          "{tracking:{cooking:waiting}} <- done:fetchOrder(cooking,moved) > storeChange.dismiss > after:statusRefresh > error:fetchOrder",
          "{tracking:{orderSent:refreshing}} <- done:fetchOrder(cooking,moved) > after:statusRefresh > done:fetchOrder(orderSent) > after:statusRefresh",
          "{tracking:{orderSent:refreshing}} <- done:fetchOrder(cooking,moved) > after:statusRefresh > done:fetchOrder(unpaid) > after:paymentCheckingRefresh",
          "{tracking:{accepted:refreshing}} <- done:fetchOrder(cooking,moved) > after:statusRefresh > done:fetchOrder(accepted) > after:statusRefresh",
          "{tracking:{ready:refreshing}} <- done:fetchOrder(cooking,moved) > after:statusRefresh > done:fetchOrder(ready) > after:statusRefresh",
          "{tracking:{cooking:refreshing}} <- done:fetchOrder(cooking,moved) > after:statusRefresh > error:fetchOrder > after:statusRefresh",
          "{tracking:{ready:refreshing}} <- done:fetchOrder(ready) > after:statusRefresh > error:fetchOrder > after:statusRefresh",
          "{tracking:{orderSent:refreshing}} <- done:fetchOrder(cooking,moved) > storeChange.dismiss > after:statusRefresh > done:fetchOrder(orderSent) > after:statusRefresh",
          "{tracking:{orderSent:refreshing}} <- done:fetchOrder(cooking,moved) > storeChange.dismiss > after:statusRefresh > done:fetchOrder(unpaid) > after:paymentCheckingRefresh",
          "{tracking:{accepted:refreshing}} <- done:fetchOrder(cooking,moved) > storeChange.dismiss > after:statusRefresh > done:fetchOrder(accepted) > after:statusRefresh",
          "{tracking:{ready:refreshing}} <- done:fetchOrder(cooking,moved) > storeChange.dismiss > after:statusRefresh > done:fetchOrder(ready) > after:statusRefresh",
          "{tracking:{cooking:refreshing}} <- done:fetchOrder(cooking,moved) > storeChange.dismiss > after:statusRefresh > error:fetchOrder > after:statusRefresh",
          "{tracking:{orderSent:waiting}} <- done:fetchOrder(cooking,moved) > after:statusRefresh > done:fetchOrder(orderSent) > after:statusRefresh > error:fetchOrder",
          "{tracking:{orderSent:waiting}} <- done:fetchOrder(cooking,moved) > after:statusRefresh > done:fetchOrder(unpaid) > after:paymentCheckingRefresh > error:fetchOrder",
          "{tracking:{accepted:waiting}} <- done:fetchOrder(cooking,moved) > after:statusRefresh > done:fetchOrder(accepted) > after:statusRefresh > error:fetchOrder",
          "{tracking:{ready:waiting}} <- done:fetchOrder(cooking,moved) > after:statusRefresh > done:fetchOrder(ready) > after:statusRefresh > error:fetchOrder",
          "{tracking:{orderSent:waiting}} <- done:fetchOrder(cooking,moved) > storeChange.dismiss > after:statusRefresh > done:fetchOrder(orderSent) > after:statusRefresh > error:fetchOrder",
          "{tracking:{orderSent:waiting}} <- done:fetchOrder(cooking,moved) > storeChange.dismiss > after:statusRefresh > done:fetchOrder(unpaid) > after:paymentCheckingRefresh > error:fetchOrder",
          "{tracking:{accepted:waiting}} <- done:fetchOrder(cooking,moved) > storeChange.dismiss > after:statusRefresh > done:fetchOrder(accepted) > after:statusRefresh > error:fetchOrder",
          "{tracking:{ready:waiting}} <- done:fetchOrder(cooking,moved) > storeChange.dismiss > after:statusRefresh > done:fetchOrder(ready) > after:statusRefresh > error:fetchOrder",
          "{tracking:{orderSent:refreshing}} <- done:fetchOrder(cooking,moved) > after:statusRefresh > done:fetchOrder(orderSent) > after:statusRefresh > error:fetchOrder > after:statusRefresh",
          "{tracking:{orderSent:refreshing}} <- done:fetchOrder(cooking,moved) > after:statusRefresh > done:fetchOrder(unpaid) > after:paymentCheckingRefresh > error:fetchOrder > after:paymentCheckingRefresh",
          "{tracking:{accepted:refreshing}} <- done:fetchOrder(cooking,moved) > after:statusRefresh > done:fetchOrder(accepted) > after:statusRefresh > error:fetchOrder > after:statusRefresh",
          "{tracking:{ready:refreshing}} <- done:fetchOrder(cooking,moved) > after:statusRefresh > done:fetchOrder(ready) > after:statusRefresh > error:fetchOrder > after:statusRefresh",
          "{tracking:{orderSent:refreshing}} <- done:fetchOrder(cooking,moved) > storeChange.dismiss > after:statusRefresh > done:fetchOrder(orderSent) > after:statusRefresh > error:fetchOrder > after:statusRefresh",
          "{tracking:{orderSent:refreshing}} <- done:fetchOrder(cooking,moved) > storeChange.dismiss > after:statusRefresh > done:fetchOrder(unpaid) > after:paymentCheckingRefresh > error:fetchOrder > after:paymentCheckingRefresh",
          "{tracking:{accepted:refreshing}} <- done:fetchOrder(cooking,moved) > storeChange.dismiss > after:statusRefresh > done:fetchOrder(accepted) > after:statusRefresh > error:fetchOrder > after:statusRefresh",
          "{tracking:{ready:refreshing}} <- done:fetchOrder(cooking,moved) > storeChange.dismiss > after:statusRefresh > done:fetchOrder(ready) > after:statusRefresh > error:fetchOrder > after:statusRefresh",
        ],
        "seen": [
          "loading <- (initial)",
          "{tracking:{orderSent:waiting}} <- done:fetchOrder(orderSent)",
          "{tracking:{orderSent:waiting}} <- done:fetchOrder(unpaid)",
          "{tracking:{accepted:waiting}} <- done:fetchOrder(accepted)",
          "{tracking:{cooking:waiting}} <- done:fetchOrder(cooking,moved)",
          "{tracking:{ready:waiting}} <- done:fetchOrder(ready)",
          "{tracking:completed} <- done:fetchOrder(completed)",
          "{tracking:canceled} <- done:fetchOrder(canceled 99)",
          "unavailable <- error:fetchOrder",
          "{tracking:{orderSent:refreshing}} <- done:fetchOrder(orderSent) > after:statusRefresh",
          "{tracking:{orderSent:refreshing}} <- done:fetchOrder(unpaid) > after:paymentCheckingRefresh",
          "{tracking:{accepted:refreshing}} <- done:fetchOrder(accepted) > after:statusRefresh",
          "{tracking:{cooking:refreshing}} <- done:fetchOrder(cooking,moved) > after:statusRefresh",
          "{tracking:{ready:refreshing}} <- done:fetchOrder(ready) > after:statusRefresh",
          "{tracking:{orderSent:waiting}} <- done:fetchOrder(orderSent) > after:statusRefresh > error:fetchOrder",
          "{tracking:{orderSent:waiting}} <- done:fetchOrder(unpaid) > after:paymentCheckingRefresh > error:fetchOrder",
          "{tracking:{accepted:waiting}} <- done:fetchOrder(accepted) > after:statusRefresh > error:fetchOrder",
          "{tracking:{cooking:waiting}} <- done:fetchOrder(cooking,moved) > after:statusRefresh > error:fetchOrder",
          "{tracking:{ready:waiting}} <- done:fetchOrder(ready) > after:statusRefresh > error:fetchOrder",
          "{tracking:{orderSent:refreshing}} <- done:fetchOrder(orderSent) > after:statusRefresh > error:fetchOrder > after:statusRefresh",
          "{tracking:{orderSent:refreshing}} <- done:fetchOrder(unpaid) > after:paymentCheckingRefresh > error:fetchOrder > after:paymentCheckingRefresh",
          "{tracking:{accepted:refreshing}} <- done:fetchOrder(accepted) > after:statusRefresh > error:fetchOrder > after:statusRefresh",
          "{tracking:{cooking:refreshing}} <- done:fetchOrder(cooking,moved) > after:statusRefresh > error:fetchOrder > after:statusRefresh",
          "{tracking:{ready:refreshing}} <- done:fetchOrder(ready) > after:statusRefresh > error:fetchOrder > after:statusRefresh",
        ],
      }
    `);
  });

  it('should reach every state node and take every transition', () => {
    // A transient (eventless) state is reached when one of its transitions is taken.
    const reached = new Set([...coverage.stateIds, ...[...coverage.transitions].map((key) => key.split(' ')[0]!)]);
    expect(missing(allStateNodes(orderStatusMachine).map((n) => n.id), reached)).toEqual([]);
    expect(missing(allTransitionKeys(orderStatusMachine), coverage.transitions)).toEqual([]);
  });
});
