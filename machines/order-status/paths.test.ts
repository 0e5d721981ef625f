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
const pushed = (output: OrderDetail, eventId: string) => ({ type: 'stream.detail', detail: output, eventId });

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
  'stream.open': { type: 'stream.open' },
  'stream.detail(orderSent)': pushed(detail({ status: 'orderSent' }, { status: 'ready_delivery', status_description: '' }), '2'),
  'stream.detail(accepted)': pushed(detail({ status: 'accepted' }), '3'),
  'stream.detail(cooking,moved)': pushed(
    detail({ status: 'cooking', new_store_code: 'S2', new_store_name: 'Quận 3', old_store_name: 'Bến Thành' }),
    '5',
  ),
  'stream.detail(ready)': pushed(detail({ status: 'ready' }, { status: 'delivering', status_description: 'On the way' }), '7'),
  'stream.lost': { type: 'stream.lost' },
  'stream.refused': { type: 'stream.refused' },
  'error:streamOrder': { type: 'xstate.error.actor.streamOrder', error: new Error('stream failed') },
  /** The delays of every state that has them (refreshes, reconnects; each node has its own event types). */
  ...Object.fromEntries(
    allStateNodes(orderStatusMachine).flatMap((node) => node.after.map((t) => [`${t.eventType}`, { type: t.eventType }])),
  ),
};
const events = Object.values(labelled);
/** One reconnect before the page gives up and polls: every transition is taken with a graph of a readable size. */
const machine = orderStatusMachine.provide({ guards: { hasStreamAttemptsLeft: ({ context }) => context.streamAttempts < 1 } });
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
    c.streamAttempts,
    c.streamGivenUp,
  ]);
};

const polled = ['orderSent', 'accepted', 'cooking', 'ready'] as const;

/** Invariants of every state, asserted at every step of every path. */
function checkInvariants(snapshot: AnyMachineSnapshot) {
  const c = snapshot.context as OrderStatusContext;
  const s = snapshot as never as Parameters<typeof progressStepsSelector>[0];
  const inPolled = polled.some((step) => snapshot.matches({ tracking: step }));
  expect(snapshot.hasTag('ongoing')).toBe(inPolled);
  // live (streamed) and polled exclude each other; once given up, never live again
  const live = polled.some((step) => snapshot.matches({ tracking: { [step]: 'streaming' } }) || snapshot.matches({ tracking: { [step]: 'reconnecting' } }));
  expect(snapshot.hasTag('live')).toBe(live);
  if (live) expect(c.streamGivenUp).toBe(false);
  if (inPolled && !live) expect(c.streamGivenUp).toBe(true);
  expect(c.streamAttempts).toBeLessThanOrEqual(1);
  // a stream runs only in the streaming state, a status read only while loading or refreshing
  const childIds = Object.keys(snapshot.children);
  expect(childIds.includes('streamOrder')).toBe(polled.some((step) => snapshot.matches({ tracking: { [step]: 'streaming' } })));
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
      graphPaths(machine, { input, events, serializeState, limit: 20_000 }),
    ]),
  );

  for (const [name, input] of Object.entries(inputs)) {
    describe(name, () => {
      const { statePaths, transitionPaths } = all[name]!;
      it.each(statePaths.map((p) => [describePath(p, label), p] as const))('should replay %s', (_, path) => {
        replayPath(machine, path, { input, check: checkInvariants, serialize: serializeState, coverage });
      });
      it(`should take each of the ${transitionPaths.length} transitions from every state`, () => {
        for (const path of transitionPaths) {
          try {
            replayPath(machine, path, { input, check: checkInvariants, serialize: serializeState, coverage });
          } catch (error) {
            throw new Error(`${describePath(path, label)}: ${String(error)}`);
          }
        }
        // a thousand replays: minutes on a busy machine
      }, 180_000);
    });
  }

  it('should list the same state paths (review added or removed ones)', () => {
    expect(
      Object.fromEntries(Object.entries(all).map(([n, p]) => [n, p.statePaths.map((path) => describePath(path, label))])),
    ).toMatchInlineSnapshot(`
      {
        "fresh": [
          "loading <- (initial)",
          "{tracking:{orderSent:streaming}} <- done:fetchOrder(orderSent)",
          "{tracking:{orderSent:streaming}} <- done:fetchOrder(unpaid)",
          "{tracking:{accepted:streaming}} <- done:fetchOrder(accepted)",
          "{tracking:{cooking:streaming}} <- done:fetchOrder(cooking,moved)",
          "{tracking:{ready:streaming}} <- done:fetchOrder(ready)",
          "{tracking:completed} <- done:fetchOrder(completed)",
          "{tracking:canceled} <- done:fetchOrder(canceled 99)",
          "unavailable <- error:fetchOrder",
          "{tracking:{orderSent:reconnecting}} <- done:fetchOrder(orderSent) > stream.lost",
          "{tracking:{orderSent:{polling:waiting}}} <- done:fetchOrder(orderSent) > stream.refused",
          "{tracking:{orderSent:reconnecting}} <- done:fetchOrder(unpaid) > stream.lost",
          "{tracking:{orderSent:{polling:waiting}}} <- done:fetchOrder(unpaid) > stream.refused",
          "{tracking:{accepted:reconnecting}} <- done:fetchOrder(accepted) > stream.lost",
          "{tracking:{accepted:{polling:waiting}}} <- done:fetchOrder(accepted) > stream.refused",
          "{tracking:{cooking:streaming}} <- done:fetchOrder(cooking,moved) > storeChange.dismiss",
          "{tracking:{orderSent:streaming}} <- done:fetchOrder(cooking,moved) > stream.detail(orderSent)",
          "{tracking:{accepted:streaming}} <- done:fetchOrder(cooking,moved) > stream.detail(accepted)",
          "{tracking:{ready:streaming}} <- done:fetchOrder(cooking,moved) > stream.detail(ready)",
          "{tracking:{cooking:reconnecting}} <- done:fetchOrder(cooking,moved) > stream.lost",
          "{tracking:{cooking:{polling:waiting}}} <- done:fetchOrder(cooking,moved) > stream.refused",
          "{tracking:{ready:reconnecting}} <- done:fetchOrder(ready) > stream.lost",
          "{tracking:{ready:{polling:waiting}}} <- done:fetchOrder(ready) > stream.refused",
          "{tracking:{orderSent:streaming}} <- done:fetchOrder(orderSent) > stream.lost > after:streamReconnect",
          "{tracking:{orderSent:{polling:refreshing}}} <- done:fetchOrder(orderSent) > stream.refused > after:statusRefresh",
          "{tracking:{orderSent:streaming}} <- done:fetchOrder(unpaid) > stream.lost > after:streamReconnect",
          "{tracking:{orderSent:{polling:refreshing}}} <- done:fetchOrder(unpaid) > stream.refused > after:paymentCheckingRefresh",
          "{tracking:{accepted:streaming}} <- done:fetchOrder(accepted) > stream.lost > after:streamReconnect",
          "{tracking:{accepted:{polling:refreshing}}} <- done:fetchOrder(accepted) > stream.refused > after:statusRefresh",
          "{tracking:{orderSent:streaming}} <- done:fetchOrder(cooking,moved) > storeChange.dismiss > stream.detail(orderSent)",
          "{tracking:{accepted:streaming}} <- done:fetchOrder(cooking,moved) > storeChange.dismiss > stream.detail(accepted)",
          "{tracking:{ready:streaming}} <- done:fetchOrder(cooking,moved) > storeChange.dismiss > stream.detail(ready)",
          "{tracking:{cooking:reconnecting}} <- done:fetchOrder(cooking,moved) > storeChange.dismiss > stream.lost",
          "{tracking:{cooking:{polling:waiting}}} <- done:fetchOrder(cooking,moved) > storeChange.dismiss > stream.refused",
          "{tracking:{orderSent:reconnecting}} <- done:fetchOrder(cooking,moved) > stream.detail(orderSent) > stream.lost",
          "{tracking:{orderSent:{polling:waiting}}} <- done:fetchOrder(cooking,moved) > stream.detail(orderSent) > stream.refused",
          "{tracking:{accepted:reconnecting}} <- done:fetchOrder(cooking,moved) > stream.detail(accepted) > stream.lost",
          "{tracking:{accepted:{polling:waiting}}} <- done:fetchOrder(cooking,moved) > stream.detail(accepted) > stream.refused",
          "{tracking:{ready:reconnecting}} <- done:fetchOrder(cooking,moved) > stream.detail(ready) > stream.lost",
          "{tracking:{ready:{polling:waiting}}} <- done:fetchOrder(cooking,moved) > stream.detail(ready) > stream.refused",
          "{tracking:{cooking:streaming}} <- done:fetchOrder(cooking,moved) > stream.lost > after:streamReconnect",
          "{tracking:{cooking:{polling:refreshing}}} <- done:fetchOrder(cooking,moved) > stream.refused > after:statusRefresh",
          "{tracking:{ready:streaming}} <- done:fetchOrder(ready) > stream.lost > after:streamReconnect",
          "{tracking:{ready:{polling:refreshing}}} <- done:fetchOrder(ready) > stream.refused > after:statusRefresh",
          "{tracking:{orderSent:reconnecting}} <- done:fetchOrder(orderSent) > stream.lost > after:streamReconnect > stream.lost",
          "{tracking:{orderSent:{polling:waiting}}} <- done:fetchOrder(orderSent) > stream.lost > after:streamReconnect > stream.refused",
          "{tracking:completed} <- done:fetchOrder(orderSent) > stream.refused > after:statusRefresh > done:fetchOrder(completed)",
          "{tracking:canceled} <- done:fetchOrder(orderSent) > stream.refused > after:statusRefresh > done:fetchOrder(canceled 99)",
          "{tracking:{orderSent:{polling:waiting}}} <- done:fetchOrder(orderSent) > stream.refused > after:statusRefresh > error:fetchOrder",
          "{tracking:{orderSent:reconnecting}} <- done:fetchOrder(unpaid) > stream.lost > after:streamReconnect > stream.lost",
          "{tracking:{orderSent:{polling:waiting}}} <- done:fetchOrder(unpaid) > stream.lost > after:streamReconnect > stream.refused",
          "{tracking:{orderSent:{polling:waiting}}} <- done:fetchOrder(unpaid) > stream.refused > after:paymentCheckingRefresh > error:fetchOrder",
          "{tracking:{accepted:reconnecting}} <- done:fetchOrder(accepted) > stream.lost > after:streamReconnect > stream.lost",
          "{tracking:{accepted:{polling:waiting}}} <- done:fetchOrder(accepted) > stream.lost > after:streamReconnect > stream.refused",
          "{tracking:{accepted:{polling:waiting}}} <- done:fetchOrder(accepted) > stream.refused > after:statusRefresh > error:fetchOrder",
          "{tracking:{orderSent:reconnecting}} <- done:fetchOrder(cooking,moved) > storeChange.dismiss > stream.detail(orderSent) > stream.lost",
          "{tracking:{orderSent:{polling:waiting}}} <- done:fetchOrder(cooking,moved) > storeChange.dismiss > stream.detail(orderSent) > stream.refused",
          "{tracking:{accepted:reconnecting}} <- done:fetchOrder(cooking,moved) > storeChange.dismiss > stream.detail(accepted) > stream.lost",
          "{tracking:{accepted:{polling:waiting}}} <- done:fetchOrder(cooking,moved) > storeChange.dismiss > stream.detail(accepted) > stream.refused",
          "{tracking:{ready:reconnecting}} <- done:fetchOrder(cooking,moved) > storeChange.dismiss > stream.detail(ready) > stream.lost",
          "{tracking:{ready:{polling:waiting}}} <- done:fetchOrder(cooking,moved) > storeChange.dismiss > stream.detail(ready) > stream.refused",
          "{tracking:{cooking:streaming}} <- done:fetchOrder(cooking,moved) > storeChange.dismiss > stream.lost > after:streamReconnect",
          "{tracking:{cooking:{polling:refreshing}}} <- done:fetchOrder(cooking,moved) > storeChange.dismiss > stream.refused > after:statusRefresh",
          "{tracking:{orderSent:streaming}} <- done:fetchOrder(cooking,moved) > stream.detail(orderSent) > stream.lost > after:streamReconnect",
          "{tracking:{orderSent:{polling:refreshing}}} <- done:fetchOrder(cooking,moved) > stream.detail(orderSent) > stream.refused > after:statusRefresh",
          "{tracking:{accepted:streaming}} <- done:fetchOrder(cooking,moved) > stream.detail(accepted) > stream.lost > after:streamReconnect",
          "{tracking:{accepted:{polling:refreshing}}} <- done:fetchOrder(cooking,moved) > stream.detail(accepted) > stream.refused > after:statusRefresh",
          "{tracking:{ready:streaming}} <- done:fetchOrder(cooking,moved) > stream.detail(ready) > stream.lost > after:streamReconnect",
          "{tracking:{ready:{polling:refreshing}}} <- done:fetchOrder(cooking,moved) > stream.detail(ready) > stream.refused > after:statusRefresh",
          "{tracking:{cooking:reconnecting}} <- done:fetchOrder(cooking,moved) > stream.lost > after:streamReconnect > stream.lost",
          "{tracking:{cooking:{polling:waiting}}} <- done:fetchOrder(cooking,moved) > stream.lost > after:streamReconnect > stream.refused",
          "{tracking:{orderSent:{polling:waiting}}} <- done:fetchOrder(cooking,moved) > stream.refused > after:statusRefresh > done:fetchOrder(unpaid)",
          "{tracking:completed} <- done:fetchOrder(cooking,moved) > stream.refused > after:statusRefresh > done:fetchOrder(completed)",
          "{tracking:canceled} <- done:fetchOrder(cooking,moved) > stream.refused > after:statusRefresh > done:fetchOrder(canceled 99)",
          "{tracking:{cooking:{polling:waiting}}} <- done:fetchOrder(cooking,moved) > stream.refused > after:statusRefresh > error:fetchOrder",
          "{tracking:{ready:reconnecting}} <- done:fetchOrder(ready) > stream.lost > after:streamReconnect > stream.lost",
          "{tracking:{ready:{polling:waiting}}} <- done:fetchOrder(ready) > stream.lost > after:streamReconnect > stream.refused",
          "{tracking:{ready:{polling:waiting}}} <- done:fetchOrder(ready) > stream.refused > after:statusRefresh > error:fetchOrder",
          "{tracking:{orderSent:{polling:refreshing}}} <- done:fetchOrder(orderSent) > stream.lost > after:streamReconnect > stream.refused > after:statusRefresh",
          "{tracking:{orderSent:{polling:refreshing}}} <- done:fetchOrder(orderSent) > stream.refused > after:statusRefresh > error:fetchOrder > after:statusRefresh",
          "{tracking:{orderSent:{polling:refreshing}}} <- done:fetchOrder(unpaid) > stream.lost > after:streamReconnect > stream.refused > after:paymentCheckingRefresh",
          "{tracking:{orderSent:{polling:refreshing}}} <- done:fetchOrder(unpaid) > stream.refused > after:paymentCheckingRefresh > error:fetchOrder > after:paymentCheckingRefresh",
          "{tracking:{accepted:{polling:refreshing}}} <- done:fetchOrder(accepted) > stream.lost > after:streamReconnect > stream.refused > after:statusRefresh",
          "{tracking:{accepted:{polling:refreshing}}} <- done:fetchOrder(accepted) > stream.refused > after:statusRefresh > error:fetchOrder > after:statusRefresh",
          "{tracking:{orderSent:streaming}} <- done:fetchOrder(cooking,moved) > storeChange.dismiss > stream.detail(orderSent) > stream.lost > after:streamReconnect",
          "{tracking:{orderSent:{polling:refreshing}}} <- done:fetchOrder(cooking,moved) > storeChange.dismiss > stream.detail(orderSent) > stream.refused > after:statusRefresh",
          "{tracking:{accepted:streaming}} <- done:fetchOrder(cooking,moved) > storeChange.dismiss > stream.detail(accepted) > stream.lost > after:streamReconnect",
          "{tracking:{accepted:{polling:refreshing}}} <- done:fetchOrder(cooking,moved) > storeChange.dismiss > stream.detail(accepted) > stream.refused > after:statusRefresh",
          "{tracking:{ready:streaming}} <- done:fetchOrder(cooking,moved) > storeChange.dismiss > stream.detail(ready) > stream.lost > after:streamReconnect",
          "{tracking:{ready:{polling:refreshing}}} <- done:fetchOrder(cooking,moved) > storeChange.dismiss > stream.detail(ready) > stream.refused > after:statusRefresh",
          "{tracking:{cooking:reconnecting}} <- done:fetchOrder(cooking,moved) > storeChange.dismiss > stream.lost > after:streamReconnect > stream.lost",
          "{tracking:{cooking:{polling:waiting}}} <- done:fetchOrder(cooking,moved) > storeChange.dismiss > stream.lost > after:streamReconnect > stream.refused",
          "{tracking:{orderSent:{polling:waiting}}} <- done:fetchOrder(cooking,moved) > storeChange.dismiss > stream.refused > after:statusRefresh > done:fetchOrder(unpaid)",
          "{tracking:completed} <- done:fetchOrder(cooking,moved) > storeChange.dismiss > stream.refused > after:statusRefresh > done:fetchOrder(completed)",
          "{tracking:canceled} <- done:fetchOrder(cooking,moved) > storeChange.dismiss > stream.refused > after:statusRefresh > done:fetchOrder(canceled 99)",
          "{tracking:{cooking:{polling:waiting}}} <- done:fetchOrder(cooking,moved) > storeChange.dismiss > stream.refused > after:statusRefresh > error:fetchOrder",
          "{tracking:{orderSent:reconnecting}} <- done:fetchOrder(cooking,moved) > stream.detail(orderSent) > stream.lost > after:streamReconnect > stream.lost",
          "{tracking:{orderSent:{polling:waiting}}} <- done:fetchOrder(cooking,moved) > stream.detail(orderSent) > stream.lost > after:streamReconnect > stream.refused",
          "{tracking:{orderSent:{polling:waiting}}} <- done:fetchOrder(cooking,moved) > stream.detail(orderSent) > stream.refused > after:statusRefresh > error:fetchOrder",
          "{tracking:{accepted:reconnecting}} <- done:fetchOrder(cooking,moved) > stream.detail(accepted) > stream.lost > after:streamReconnect > stream.lost",
          "{tracking:{accepted:{polling:waiting}}} <- done:fetchOrder(cooking,moved) > stream.detail(accepted) > stream.lost > after:streamReconnect > stream.refused",
          "{tracking:{accepted:{polling:waiting}}} <- done:fetchOrder(cooking,moved) > stream.detail(accepted) > stream.refused > after:statusRefresh > error:fetchOrder",
          "{tracking:{ready:reconnecting}} <- done:fetchOrder(cooking,moved) > stream.detail(ready) > stream.lost > after:streamReconnect > stream.lost",
          "{tracking:{ready:{polling:waiting}}} <- done:fetchOrder(cooking,moved) > stream.detail(ready) > stream.lost > after:streamReconnect > stream.refused",
          "{tracking:{ready:{polling:waiting}}} <- done:fetchOrder(cooking,moved) > stream.detail(ready) > stream.refused > after:statusRefresh > error:fetchOrder",
          "{tracking:{cooking:{polling:refreshing}}} <- done:fetchOrder(cooking,moved) > stream.lost > after:streamReconnect > stream.refused > after:statusRefresh",
          "{tracking:{orderSent:{polling:refreshing}}} <- done:fetchOrder(cooking,moved) > stream.refused > after:statusRefresh > done:fetchOrder(unpaid) > after:paymentCheckingRefresh",
          "{tracking:{cooking:{polling:refreshing}}} <- done:fetchOrder(cooking,moved) > stream.refused > after:statusRefresh > error:fetchOrder > after:statusRefresh",
          "{tracking:{ready:{polling:refreshing}}} <- done:fetchOrder(ready) > stream.lost > after:streamReconnect > stream.refused > after:statusRefresh",
          "{tracking:{ready:{polling:refreshing}}} <- done:fetchOrder(ready) > stream.refused > after:statusRefresh > error:fetchOrder > after:statusRefresh",
          "{tracking:completed} <- done:fetchOrder(orderSent) > stream.lost > after:streamReconnect > stream.refused > after:statusRefresh > done:fetchOrder(completed)",
          "{tracking:canceled} <- done:fetchOrder(orderSent) > stream.lost > after:streamReconnect > stream.refused > after:statusRefresh > done:fetchOrder(canceled 99)",
          "{tracking:{orderSent:{polling:waiting}}} <- done:fetchOrder(orderSent) > stream.lost > after:streamReconnect > stream.refused > after:statusRefresh > error:fetchOrder",
          "{tracking:{orderSent:{polling:waiting}}} <- done:fetchOrder(unpaid) > stream.lost > after:streamReconnect > stream.refused > after:paymentCheckingRefresh > error:fetchOrder",
          "{tracking:{accepted:{polling:waiting}}} <- done:fetchOrder(accepted) > stream.lost > after:streamReconnect > stream.refused > after:statusRefresh > error:fetchOrder",
          "{tracking:{orderSent:reconnecting}} <- done:fetchOrder(cooking,moved) > storeChange.dismiss > stream.detail(orderSent) > stream.lost > after:streamReconnect > stream.lost",
          "{tracking:{orderSent:{polling:waiting}}} <- done:fetchOrder(cooking,moved) > storeChange.dismiss > stream.detail(orderSent) > stream.lost > after:streamReconnect > stream.refused",
          "{tracking:{orderSent:{polling:waiting}}} <- done:fetchOrder(cooking,moved) > storeChange.dismiss > stream.detail(orderSent) > stream.refused > after:statusRefresh > error:fetchOrder",
          "{tracking:{accepted:reconnecting}} <- done:fetchOrder(cooking,moved) > storeChange.dismiss > stream.detail(accepted) > stream.lost > after:streamReconnect > stream.lost",
          "{tracking:{accepted:{polling:waiting}}} <- done:fetchOrder(cooking,moved) > storeChange.dismiss > stream.detail(accepted) > stream.lost > after:streamReconnect > stream.refused",
          "{tracking:{accepted:{polling:waiting}}} <- done:fetchOrder(cooking,moved) > storeChange.dismiss > stream.detail(accepted) > stream.refused > after:statusRefresh > error:fetchOrder",
          "{tracking:{ready:reconnecting}} <- done:fetchOrder(cooking,moved) > storeChange.dismiss > stream.detail(ready) > stream.lost > after:streamReconnect > stream.lost",
          "{tracking:{ready:{polling:waiting}}} <- done:fetchOrder(cooking,moved) > storeChange.dismiss > stream.detail(ready) > stream.lost > after:streamReconnect > stream.refused",
          "{tracking:{ready:{polling:waiting}}} <- done:fetchOrder(cooking,moved) > storeChange.dismiss > stream.detail(ready) > stream.refused > after:statusRefresh > error:fetchOrder",
          "{tracking:{cooking:{polling:refreshing}}} <- done:fetchOrder(cooking,moved) > storeChange.dismiss > stream.lost > after:streamReconnect > stream.refused > after:statusRefresh",
          "{tracking:{orderSent:{polling:refreshing}}} <- done:fetchOrder(cooking,moved) > storeChange.dismiss > stream.refused > after:statusRefresh > done:fetchOrder(unpaid) > after:paymentCheckingRefresh",
          "{tracking:{cooking:{polling:refreshing}}} <- done:fetchOrder(cooking,moved) > storeChange.dismiss > stream.refused > after:statusRefresh > error:fetchOrder > after:statusRefresh",
          "{tracking:{orderSent:{polling:refreshing}}} <- done:fetchOrder(cooking,moved) > stream.detail(orderSent) > stream.lost > after:streamReconnect > stream.refused > after:statusRefresh",
          "{tracking:{orderSent:{polling:refreshing}}} <- done:fetchOrder(cooking,moved) > stream.detail(orderSent) > stream.refused > after:statusRefresh > error:fetchOrder > after:statusRefresh",
          "{tracking:{accepted:{polling:refreshing}}} <- done:fetchOrder(cooking,moved) > stream.detail(accepted) > stream.lost > after:streamReconnect > stream.refused > after:statusRefresh",
          "{tracking:{accepted:{polling:refreshing}}} <- done:fetchOrder(cooking,moved) > stream.detail(accepted) > stream.refused > after:statusRefresh > error:fetchOrder > after:statusRefresh",
          "{tracking:{ready:{polling:refreshing}}} <- done:fetchOrder(cooking,moved) > stream.detail(ready) > stream.lost > after:streamReconnect > stream.refused > after:statusRefresh",
          "{tracking:{ready:{polling:refreshing}}} <- done:fetchOrder(cooking,moved) > stream.detail(ready) > stream.refused > after:statusRefresh > error:fetchOrder > after:statusRefresh",
          "{tracking:{orderSent:{polling:waiting}}} <- done:fetchOrder(cooking,moved) > stream.lost > after:streamReconnect > stream.refused > after:statusRefresh > done:fetchOrder(unpaid)",
          "{tracking:completed} <- done:fetchOrder(cooking,moved) > stream.lost > after:streamReconnect > stream.refused > after:statusRefresh > done:fetchOrder(completed)",
          "{tracking:canceled} <- done:fetchOrder(cooking,moved) > stream.lost > after:streamReconnect > stream.refused > after:statusRefresh > done:fetchOrder(canceled 99)",
          "{tracking:{cooking:{polling:waiting}}} <- done:fetchOrder(cooking,moved) > stream.lost > after:streamReconnect > stream.refused > after:statusRefresh > error:fetchOrder",
          "{tracking:{orderSent:{polling:waiting}}} <- done:fetchOrder(cooking,moved) > stream.refused > after:statusRefresh > done:fetchOrder(unpaid) > after:paymentCheckingRefresh > error:fetchOrder",
          "{tracking:{ready:{polling:waiting}}} <- done:fetchOrder(ready) > stream.lost > after:streamReconnect > stream.refused > after:statusRefresh > error:fetchOrder",
          "{tracking:{orderSent:{polling:refreshing}}} <- done:fetchOrder(orderSent) > stream.lost > after:streamReconnect > stream.refused > after:statusRefresh > error:fetchOrder > after:statusRefresh",
          "{tracking:{orderSent:{polling:refreshing}}} <- done:fetchOrder(unpaid) > stream.lost > after:streamReconnect > stream.refused > after:paymentCheckingRefresh > error:fetchOrder > after:paymentCheckingRefresh",
          "{tracking:{accepted:{polling:refreshing}}} <- done:fetchOrder(accepted) > stream.lost > after:streamReconnect > stream.refused > after:statusRefresh > error:fetchOrder > after:statusRefresh",
          "{tracking:{orderSent:{polling:refreshing}}} <- done:fetchOrder(cooking,moved) > storeChange.dismiss > stream.detail(orderSent) > stream.lost > after:streamReconnect > stream.refused > after:statusRefresh",
          "{tracking:{orderSent:{polling:refreshing}}} <- done:fetchOrder(cooking,moved) > storeChange.dismiss > stream.detail(orderSent) > stream.refused > after:statusRefresh > error:fetchOrder > after:statusRefresh",
          "{tracking:{accepted:{polling:refreshing}}} <- done:fetchOrder(cooking,moved) > storeChange.dismiss > stream.detail(accepted) > stream.lost > after:streamReconnect > stream.refused > after:statusRefresh",
          "{tracking:{accepted:{polling:refreshing}}} <- done:fetchOrder(cooking,moved) > storeChange.dismiss > stream.detail(accepted) > stream.refused > after:statusRefresh > error:fetchOrder > after:statusRefresh",
          "{tracking:{ready:{polling:refreshing}}} <- done:fetchOrder(cooking,moved) > storeChange.dismiss > stream.detail(ready) > stream.lost > after:streamReconnect > stream.refused > after:statusRefresh",
          "{tracking:{ready:{polling:refreshing}}} <- done:fetchOrder(cooking,moved) > storeChange.dismiss > stream.detail(ready) > stream.refused > after:statusRefresh > error:fetchOrder > after:statusRefresh",
          "{tracking:{orderSent:{polling:waiting}}} <- done:fetchOrder(cooking,moved) > storeChange.dismiss > stream.lost > after:streamReconnect > stream.refused > after:statusRefresh > done:fetchOrder(unpaid)",
          "{tracking:completed} <- done:fetchOrder(cooking,moved) > storeChange.dismiss > stream.lost > after:streamReconnect > stream.refused > after:statusRefresh > done:fetchOrder(completed)",
          "{tracking:canceled} <- done:fetchOrder(cooking,moved) > storeChange.dismiss > stream.lost > after:streamReconnect > stream.refused > after:statusRefresh > done:fetchOrder(canceled 99)",
          "{tracking:{cooking:{polling:waiting}}} <- done:fetchOrder(cooking,moved) > storeChange.dismiss > stream.lost > after:streamReconnect > stream.refused > after:statusRefresh > error:fetchOrder",
          "{tracking:{orderSent:{polling:waiting}}} <- done:fetchOrder(cooking,moved) > storeChange.dismiss > stream.refused > after:statusRefresh > done:fetchOrder(unpaid) > after:paymentCheckingRefresh > error:fetchOrder",
          "{tracking:{orderSent:{polling:waiting}}} <- done:fetchOrder(cooking,moved) > stream.detail(orderSent) > stream.lost > after:streamReconnect > stream.refused > after:statusRefresh > error:fetchOrder",
          "{tracking:{accepted:{polling:waiting}}} <- done:fetchOrder(cooking,moved) > stream.detail(accepted) > stream.lost > after:streamReconnect > stream.refused > after:statusRefresh > error:fetchOrder",
          "{tracking:{ready:{polling:waiting}}} <- done:fetchOrder(cooking,moved) > stream.detail(ready) > stream.lost > after:streamReconnect > stream.refused > after:statusRefresh > error:fetchOrder",
          "{tracking:{orderSent:{polling:refreshing}}} <- done:fetchOrder(cooking,moved) > stream.lost > after:streamReconnect > stream.refused > after:statusRefresh > done:fetchOrder(unpaid) > after:paymentCheckingRefresh",
          "{tracking:{cooking:{polling:refreshing}}} <- done:fetchOrder(cooking,moved) > stream.lost > after:streamReconnect > stream.refused > after:statusRefresh > error:fetchOrder > after:statusRefresh",
          "{tracking:{orderSent:{polling:refreshing}}} <- done:fetchOrder(cooking,moved) > stream.refused > after:statusRefresh > done:fetchOrder(unpaid) > after:paymentCheckingRefresh > error:fetchOrder > after:paymentCheckingRefresh",
          "{tracking:{ready:{polling:refreshing}}} <- done:fetchOrder(ready) > stream.lost > after:streamReconnect > stream.refused > after:statusRefresh > error:fetchOrder > after:statusRefresh",
          "{tracking:{orderSent:{polling:waiting}}} <- done:fetchOrder(cooking,moved) > storeChange.dismiss > stream.detail(orderSent) > stream.lost > after:streamReconnect > stream.refused > after:statusRefresh > error:fetchOrder",
          "{tracking:{accepted:{polling:waiting}}} <- done:fetchOrder(cooking,moved) > storeChange.dismiss > stream.detail(accepted) > stream.lost > after:streamReconnect > stream.refused > after:statusRefresh > error:fetchOrder",
          "{tracking:{ready:{polling:waiting}}} <- done:fetchOrder(cooking,moved) > storeChange.dismiss > stream.detail(ready) > stream.lost > after:streamReconnect > stream.refused > after:statusRefresh > error:fetchOrder",
          "{tracking:{orderSent:{polling:refreshing}}} <- done:fetchOrder(cooking,moved) > storeChange.dismiss > stream.lost > after:streamReconnect > stream.refused > after:statusRefresh > done:fetchOrder(unpaid) > after:paymentCheckingRefresh",
          "{tracking:{cooking:{polling:refreshing}}} <- done:fetchOrder(cooking,moved) > storeChange.dismiss > stream.lost > after:streamReconnect > stream.refused > after:statusRefresh > error:fetchOrder > after:statusRefresh",
          "{tracking:{orderSent:{polling:refreshing}}} <- done:fetchOrder(cooking,moved) > storeChange.dismiss > stream.refused > after:statusRefresh > done:fetchOrder(unpaid) > after:paymentCheckingRefresh > error:fetchOrder > after:paymentCheckingRefresh",
          "{tracking:{orderSent:{polling:refreshing}}} <- done:fetchOrder(cooking,moved) > stream.detail(orderSent) > stream.lost > after:streamReconnect > stream.refused > after:statusRefresh > error:fetchOrder > after:statusRefresh",
          "{tracking:{accepted:{polling:refreshing}}} <- done:fetchOrder(cooking,moved) > stream.detail(accepted) > stream.lost > after:streamReconnect > stream.refused > after:statusRefresh > error:fetchOrder > after:statusRefresh",
          "{tracking:{ready:{polling:refreshing}}} <- done:fetchOrder(cooking,moved) > stream.detail(ready) > stream.lost > after:streamReconnect > stream.refused > after:statusRefresh > error:fetchOrder > after:statusRefresh",
          "{tracking:{orderSent:{polling:waiting}}} <- done:fetchOrder(cooking,moved) > stream.lost > after:streamReconnect > stream.refused > after:statusRefresh > done:fetchOrder(unpaid) > after:paymentCheckingRefresh > error:fetchOrder",
          "{tracking:{orderSent:{polling:refreshing}}} <- done:fetchOrder(cooking,moved) > storeChange.dismiss > stream.detail(orderSent) > stream.lost > after:streamReconnect > stream.refused > after:statusRefresh > error:fetchOrder > after:statusRefresh",
          "{tracking:{accepted:{polling:refreshing}}} <- done:fetchOrder(cooking,moved) > storeChange.dismiss > stream.detail(accepted) > stream.lost > after:streamReconnect > stream.refused > after:statusRefresh > error:fetchOrder > after:statusRefresh",
          "{tracking:{ready:{polling:refreshing}}} <- done:fetchOrder(cooking,moved) > storeChange.dismiss > stream.detail(ready) > stream.lost > after:streamReconnect > stream.refused > after:statusRefresh > error:fetchOrder > after:statusRefresh",
          "{tracking:{orderSent:{polling:waiting}}} <- done:fetchOrder(cooking,moved) > storeChange.dismiss > stream.lost > after:streamReconnect > stream.refused > after:statusRefresh > done:fetchOrder(unpaid) > after:paymentCheckingRefresh > error:fetchOrder",
          "{tracking:{orderSent:{polling:refreshing}}} <- done:fetchOrder(cooking,moved) > stream.lost > after:streamReconnect > stream.refused > after:statusRefresh > done:fetchOrder(unpaid) > after:paymentCheckingRefresh > error:fetchOrder > after:paymentCheckingRefresh",
          "{tracking:{orderSent:{polling:refreshing}}} <- done:fetchOrder(cooking,moved) > storeChange.dismiss > stream.lost > after:streamReconnect > stream.refused > after:statusRefresh > done:fetchOrder(unpaid) > after:paymentCheckingRefresh > error:fetchOrder > after:paymentCheckingRefresh",
        ],
        "returnedPaid": [
          "loading <- (initial)",
          "{tracking:{orderSent:streaming}} <- done:fetchOrder(orderSent)",
          "{tracking:{orderSent:streaming}} <- done:fetchOrder(unpaid)",
          "{tracking:{accepted:streaming}} <- done:fetchOrder(accepted)",
          "{tracking:{cooking:streaming}} <- done:fetchOrder(cooking,moved)",
          "{tracking:{ready:streaming}} <- done:fetchOrder(ready)",
          "{tracking:completed} <- done:fetchOrder(completed)",
          "{tracking:canceled} <- done:fetchOrder(canceled 99)",
          "unavailable <- error:fetchOrder",
          "{tracking:{orderSent:reconnecting}} <- done:fetchOrder(orderSent) > stream.lost",
          "{tracking:{orderSent:{polling:waiting}}} <- done:fetchOrder(orderSent) > stream.refused",
          "{tracking:{orderSent:reconnecting}} <- done:fetchOrder(unpaid) > stream.lost",
          "{tracking:{orderSent:{polling:waiting}}} <- done:fetchOrder(unpaid) > stream.refused",
          "{tracking:{accepted:reconnecting}} <- done:fetchOrder(accepted) > stream.lost",
          "{tracking:{accepted:{polling:waiting}}} <- done:fetchOrder(accepted) > stream.refused",
          "{tracking:{cooking:streaming}} <- done:fetchOrder(cooking,moved) > storeChange.dismiss",
          "{tracking:{orderSent:streaming}} <- done:fetchOrder(cooking,moved) > stream.detail(orderSent)",
          "{tracking:{accepted:streaming}} <- done:fetchOrder(cooking,moved) > stream.detail(accepted)",
          "{tracking:{ready:streaming}} <- done:fetchOrder(cooking,moved) > stream.detail(ready)",
          "{tracking:{cooking:reconnecting}} <- done:fetchOrder(cooking,moved) > stream.lost",
          "{tracking:{cooking:{polling:waiting}}} <- done:fetchOrder(cooking,moved) > stream.refused",
          "{tracking:{ready:reconnecting}} <- done:fetchOrder(ready) > stream.lost",
          "{tracking:{ready:{polling:waiting}}} <- done:fetchOrder(ready) > stream.refused",
          "{tracking:{orderSent:streaming}} <- done:fetchOrder(orderSent) > stream.lost > after:streamReconnect",
          "{tracking:{orderSent:{polling:refreshing}}} <- done:fetchOrder(orderSent) > stream.refused > after:statusRefresh",
          "{tracking:{orderSent:streaming}} <- done:fetchOrder(unpaid) > stream.lost > after:streamReconnect",
          "{tracking:{orderSent:{polling:refreshing}}} <- done:fetchOrder(unpaid) > stream.refused > after:paymentCheckingRefresh",
          "{tracking:{accepted:streaming}} <- done:fetchOrder(accepted) > stream.lost > after:streamReconnect",
          "{tracking:{accepted:{polling:refreshing}}} <- done:fetchOrder(accepted) > stream.refused > after:statusRefresh",
          "{tracking:{orderSent:streaming}} <- done:fetchOrder(cooking,moved) > storeChange.dismiss > stream.detail(orderSent)",
          "{tracking:{accepted:streaming}} <- done:fetchOrder(cooking,moved) > storeChange.dismiss > stream.detail(accepted)",
          "{tracking:{ready:streaming}} <- done:fetchOrder(cooking,moved) > storeChange.dismiss > stream.detail(ready)",
          "{tracking:{cooking:reconnecting}} <- done:fetchOrder(cooking,moved) > storeChange.dismiss > stream.lost",
          "{tracking:{cooking:{polling:waiting}}} <- done:fetchOrder(cooking,moved) > storeChange.dismiss > stream.refused",
          "{tracking:{orderSent:reconnecting}} <- done:fetchOrder(cooking,moved) > stream.detail(orderSent) > stream.lost",
          "{tracking:{orderSent:{polling:waiting}}} <- done:fetchOrder(cooking,moved) > stream.detail(orderSent) > stream.refused",
          "{tracking:{accepted:reconnecting}} <- done:fetchOrder(cooking,moved) > stream.detail(accepted) > stream.lost",
          "{tracking:{accepted:{polling:waiting}}} <- done:fetchOrder(cooking,moved) > stream.detail(accepted) > stream.refused",
          "{tracking:{ready:reconnecting}} <- done:fetchOrder(cooking,moved) > stream.detail(ready) > stream.lost",
          "{tracking:{ready:{polling:waiting}}} <- done:fetchOrder(cooking,moved) > stream.detail(ready) > stream.refused",
          "{tracking:{cooking:streaming}} <- done:fetchOrder(cooking,moved) > stream.lost > after:streamReconnect",
          "{tracking:{cooking:{polling:refreshing}}} <- done:fetchOrder(cooking,moved) > stream.refused > after:statusRefresh",
          "{tracking:{ready:streaming}} <- done:fetchOrder(ready) > stream.lost > after:streamReconnect",
          "{tracking:{ready:{polling:refreshing}}} <- done:fetchOrder(ready) > stream.refused > after:statusRefresh",
          "{tracking:{orderSent:reconnecting}} <- done:fetchOrder(orderSent) > stream.lost > after:streamReconnect > stream.lost",
          "{tracking:{orderSent:{polling:waiting}}} <- done:fetchOrder(orderSent) > stream.lost > after:streamReconnect > stream.refused",
          "{tracking:completed} <- done:fetchOrder(orderSent) > stream.refused > after:statusRefresh > done:fetchOrder(completed)",
          "{tracking:canceled} <- done:fetchOrder(orderSent) > stream.refused > after:statusRefresh > done:fetchOrder(canceled 99)",
          "{tracking:{orderSent:{polling:waiting}}} <- done:fetchOrder(orderSent) > stream.refused > after:statusRefresh > error:fetchOrder",
          "{tracking:{orderSent:reconnecting}} <- done:fetchOrder(unpaid) > stream.lost > after:streamReconnect > stream.lost",
          "{tracking:{orderSent:{polling:waiting}}} <- done:fetchOrder(unpaid) > stream.lost > after:streamReconnect > stream.refused",
          "{tracking:{orderSent:{polling:waiting}}} <- done:fetchOrder(unpaid) > stream.refused > after:paymentCheckingRefresh > error:fetchOrder",
          "{tracking:{accepted:reconnecting}} <- done:fetchOrder(accepted) > stream.lost > after:streamReconnect > stream.lost",
          "{tracking:{accepted:{polling:waiting}}} <- done:fetchOrder(accepted) > stream.lost > after:streamReconnect > stream.refused",
          "{tracking:{accepted:{polling:waiting}}} <- done:fetchOrder(accepted) > stream.refused > after:statusRefresh > error:fetchOrder",
          "{tracking:{orderSent:reconnecting}} <- done:fetchOrder(cooking,moved) > storeChange.dismiss > stream.detail(orderSent) > stream.lost",
          "{tracking:{orderSent:{polling:waiting}}} <- done:fetchOrder(cooking,moved) > storeChange.dismiss > stream.detail(orderSent) > stream.refused",
          "{tracking:{accepted:reconnecting}} <- done:fetchOrder(cooking,moved) > storeChange.dismiss > stream.detail(accepted) > stream.lost",
          "{tracking:{accepted:{polling:waiting}}} <- done:fetchOrder(cooking,moved) > storeChange.dismiss > stream.detail(accepted) > stream.refused",
          "{tracking:{ready:reconnecting}} <- done:fetchOrder(cooking,moved) > storeChange.dismiss > stream.detail(ready) > stream.lost",
          "{tracking:{ready:{polling:waiting}}} <- done:fetchOrder(cooking,moved) > storeChange.dismiss > stream.detail(ready) > stream.refused",
          "{tracking:{cooking:streaming}} <- done:fetchOrder(cooking,moved) > storeChange.dismiss > stream.lost > after:streamReconnect",
          "{tracking:{cooking:{polling:refreshing}}} <- done:fetchOrder(cooking,moved) > storeChange.dismiss > stream.refused > after:statusRefresh",
          "{tracking:{orderSent:streaming}} <- done:fetchOrder(cooking,moved) > stream.detail(orderSent) > stream.lost > after:streamReconnect",
          "{tracking:{orderSent:{polling:refreshing}}} <- done:fetchOrder(cooking,moved) > stream.detail(orderSent) > stream.refused > after:statusRefresh",
          "{tracking:{accepted:streaming}} <- done:fetchOrder(cooking,moved) > stream.detail(accepted) > stream.lost > after:streamReconnect",
          "{tracking:{accepted:{polling:refreshing}}} <- done:fetchOrder(cooking,moved) > stream.detail(accepted) > stream.refused > after:statusRefresh",
          "{tracking:{ready:streaming}} <- done:fetchOrder(cooking,moved) > stream.detail(ready) > stream.lost > after:streamReconnect",
          "{tracking:{ready:{polling:refreshing}}} <- done:fetchOrder(cooking,moved) > stream.detail(ready) > stream.refused > after:statusRefresh",
          "{tracking:{cooking:reconnecting}} <- done:fetchOrder(cooking,moved) > stream.lost > after:streamReconnect > stream.lost",
          "{tracking:{cooking:{polling:waiting}}} <- done:fetchOrder(cooking,moved) > stream.lost > after:streamReconnect > stream.refused",
          "{tracking:{orderSent:{polling:waiting}}} <- done:fetchOrder(cooking,moved) > stream.refused > after:statusRefresh > done:fetchOrder(unpaid)",
          "{tracking:completed} <- done:fetchOrder(cooking,moved) > stream.refused > after:statusRefresh > done:fetchOrder(completed)",
          "{tracking:canceled} <- done:fetchOrder(cooking,moved) > stream.refused > after:statusRefresh > done:fetchOrder(canceled 99)",
          "{tracking:{cooking:{polling:waiting}}} <- done:fetchOrder(cooking,moved) > stream.refused > after:statusRefresh > error:fetchOrder",
          "{tracking:{ready:reconnecting}} <- done:fetchOrder(ready) > stream.lost > after:streamReconnect > stream.lost",
          "{tracking:{ready:{polling:waiting}}} <- done:fetchOrder(ready) > stream.lost > after:streamReconnect > stream.refused",
          "{tracking:{ready:{polling:waiting}}} <- done:fetchOrder(ready) > stream.refused > after:statusRefresh > error:fetchOrder",
          "{tracking:{orderSent:{polling:refreshing}}} <- done:fetchOrder(orderSent) > stream.lost > after:streamReconnect > stream.refused > after:statusRefresh",
          "{tracking:{orderSent:{polling:refreshing}}} <- done:fetchOrder(orderSent) > stream.refused > after:statusRefresh > error:fetchOrder > after:statusRefresh",
          "{tracking:{orderSent:{polling:refreshing}}} <- done:fetchOrder(unpaid) > stream.lost > after:streamReconnect > stream.refused > after:paymentCheckingRefresh",
          "{tracking:{orderSent:{polling:refreshing}}} <- done:fetchOrder(unpaid) > stream.refused > after:paymentCheckingRefresh > error:fetchOrder > after:paymentCheckingRefresh",
          "{tracking:{accepted:{polling:refreshing}}} <- done:fetchOrder(accepted) > stream.lost > after:streamReconnect > stream.refused > after:statusRefresh",
          "{tracking:{accepted:{polling:refreshing}}} <- done:fetchOrder(accepted) > stream.refused > after:statusRefresh > error:fetchOrder > after:statusRefresh",
          "{tracking:{orderSent:streaming}} <- done:fetchOrder(cooking,moved) > storeChange.dismiss > stream.detail(orderSent) > stream.lost > after:streamReconnect",
          "{tracking:{orderSent:{polling:refreshing}}} <- done:fetchOrder(cooking,moved) > storeChange.dismiss > stream.detail(orderSent) > stream.refused > after:statusRefresh",
          "{tracking:{accepted:streaming}} <- done:fetchOrder(cooking,moved) > storeChange.dismiss > stream.detail(accepted) > stream.lost > after:streamReconnect",
          "{tracking:{accepted:{polling:refreshing}}} <- done:fetchOrder(cooking,moved) > storeChange.dismiss > stream.detail(accepted) > stream.refused > after:statusRefresh",
          "{tracking:{ready:streaming}} <- done:fetchOrder(cooking,moved) > storeChange.dismiss > stream.detail(ready) > stream.lost > after:streamReconnect",
          "{tracking:{ready:{polling:refreshing}}} <- done:fetchOrder(cooking,moved) > storeChange.dismiss > stream.detail(ready) > stream.refused > after:statusRefresh",
          "{tracking:{cooking:reconnecting}} <- done:fetchOrder(cooking,moved) > storeChange.dismiss > stream.lost > after:streamReconnect > stream.lost",
          "{tracking:{cooking:{polling:waiting}}} <- done:fetchOrder(cooking,moved) > storeChange.dismiss > stream.lost > after:streamReconnect > stream.refused",
          "{tracking:{orderSent:{polling:waiting}}} <- done:fetchOrder(cooking,moved) > storeChange.dismiss > stream.refused > after:statusRefresh > done:fetchOrder(unpaid)",
          "{tracking:completed} <- done:fetchOrder(cooking,moved) > storeChange.dismiss > stream.refused > after:statusRefresh > done:fetchOrder(completed)",
          "{tracking:canceled} <- done:fetchOrder(cooking,moved) > storeChange.dismiss > stream.refused > after:statusRefresh > done:fetchOrder(canceled 99)",
          "{tracking:{cooking:{polling:waiting}}} <- done:fetchOrder(cooking,moved) > storeChange.dismiss > stream.refused > after:statusRefresh > error:fetchOrder",
          "{tracking:{orderSent:reconnecting}} <- done:fetchOrder(cooking,moved) > stream.detail(orderSent) > stream.lost > after:streamReconnect > stream.lost",
          "{tracking:{orderSent:{polling:waiting}}} <- done:fetchOrder(cooking,moved) > stream.detail(orderSent) > stream.lost > after:streamReconnect > stream.refused",
          "{tracking:{orderSent:{polling:waiting}}} <- done:fetchOrder(cooking,moved) > stream.detail(orderSent) > stream.refused > after:statusRefresh > error:fetchOrder",
          "{tracking:{accepted:reconnecting}} <- done:fetchOrder(cooking,moved) > stream.detail(accepted) > stream.lost > after:streamReconnect > stream.lost",
          "{tracking:{accepted:{polling:waiting}}} <- done:fetchOrder(cooking,moved) > stream.detail(accepted) > stream.lost > after:streamReconnect > stream.refused",
          "{tracking:{accepted:{polling:waiting}}} <- done:fetchOrder(cooking,moved) > stream.detail(accepted) > stream.refused > after:statusRefresh > error:fetchOrder",
          "{tracking:{ready:reconnecting}} <- done:fetchOrder(cooking,moved) > stream.detail(ready) > stream.lost > after:streamReconnect > stream.lost",
          "{tracking:{ready:{polling:waiting}}} <- done:fetchOrder(cooking,moved) > stream.detail(ready) > stream.lost > after:streamReconnect > stream.refused",
          "{tracking:{ready:{polling:waiting}}} <- done:fetchOrder(cooking,moved) > stream.detail(ready) > stream.refused > after:statusRefresh > error:fetchOrder",
          "{tracking:{cooking:{polling:refreshing}}} <- done:fetchOrder(cooking,moved) > stream.lost > after:streamReconnect > stream.refused > after:statusRefresh",
          "{tracking:{orderSent:{polling:refreshing}}} <- done:fetchOrder(cooking,moved) > stream.refused > after:statusRefresh > done:fetchOrder(unpaid) > after:paymentCheckingRefresh",
          "{tracking:{cooking:{polling:refreshing}}} <- done:fetchOrder(cooking,moved) > stream.refused > after:statusRefresh > error:fetchOrder > after:statusRefresh",
          "{tracking:{ready:{polling:refreshing}}} <- done:fetchOrder(ready) > stream.lost > after:streamReconnect > stream.refused > after:statusRefresh",
          "{tracking:{ready:{polling:refreshing}}} <- done:fetchOrder(ready) > stream.refused > after:statusRefresh > error:fetchOrder > after:statusRefresh",
          "{tracking:completed} <- done:fetchOrder(orderSent) > stream.lost > after:streamReconnect > stream.refused > after:statusRefresh > done:fetchOrder(completed)",
          "{tracking:canceled} <- done:fetchOrder(orderSent) > stream.lost > after:streamReconnect > stream.refused > after:statusRefresh > done:fetchOrder(canceled 99)",
          "{tracking:{orderSent:{polling:waiting}}} <- done:fetchOrder(orderSent) > stream.lost > after:streamReconnect > stream.refused > after:statusRefresh > error:fetchOrder",
          "{tracking:{orderSent:{polling:waiting}}} <- done:fetchOrder(unpaid) > stream.lost > after:streamReconnect > stream.refused > after:paymentCheckingRefresh > error:fetchOrder",
          "{tracking:{accepted:{polling:waiting}}} <- done:fetchOrder(accepted) > stream.lost > after:streamReconnect > stream.refused > after:statusRefresh > error:fetchOrder",
          "{tracking:{orderSent:reconnecting}} <- done:fetchOrder(cooking,moved) > storeChange.dismiss > stream.detail(orderSent) > stream.lost > after:streamReconnect > stream.lost",
          "{tracking:{orderSent:{polling:waiting}}} <- done:fetchOrder(cooking,moved) > storeChange.dismiss > stream.detail(orderSent) > stream.lost > after:streamReconnect > stream.refused",
          "{tracking:{orderSent:{polling:waiting}}} <- done:fetchOrder(cooking,moved) > storeChange.dismiss > stream.detail(orderSent) > stream.refused > after:statusRefresh > error:fetchOrder",
          "{tracking:{accepted:reconnecting}} <- done:fetchOrder(cooking,moved) > storeChange.dismiss > stream.detail(accepted) > stream.lost > after:streamReconnect > stream.lost",
          "{tracking:{accepted:{polling:waiting}}} <- done:fetchOrder(cooking,moved) > storeChange.dismiss > stream.detail(accepted) > stream.lost > after:streamReconnect > stream.refused",
          "{tracking:{accepted:{polling:waiting}}} <- done:fetchOrder(cooking,moved) > storeChange.dismiss > stream.detail(accepted) > stream.refused > after:statusRefresh > error:fetchOrder",
          "{tracking:{ready:reconnecting}} <- done:fetchOrder(cooking,moved) > storeChange.dismiss > stream.detail(ready) > stream.lost > after:streamReconnect > stream.lost",
          "{tracking:{ready:{polling:waiting}}} <- done:fetchOrder(cooking,moved) > storeChange.dismiss > stream.detail(ready) > stream.lost > after:streamReconnect > stream.refused",
          "{tracking:{ready:{polling:waiting}}} <- done:fetchOrder(cooking,moved) > storeChange.dismiss > stream.detail(ready) > stream.refused > after:statusRefresh > error:fetchOrder",
          "{tracking:{cooking:{polling:refreshing}}} <- done:fetchOrder(cooking,moved) > storeChange.dismiss > stream.lost > after:streamReconnect > stream.refused > after:statusRefresh",
          "{tracking:{orderSent:{polling:refreshing}}} <- done:fetchOrder(cooking,moved) > storeChange.dismiss > stream.refused > after:statusRefresh > done:fetchOrder(unpaid) > after:paymentCheckingRefresh",
          "{tracking:{cooking:{polling:refreshing}}} <- done:fetchOrder(cooking,moved) > storeChange.dismiss > stream.refused > after:statusRefresh > error:fetchOrder > after:statusRefresh",
          "{tracking:{orderSent:{polling:refreshing}}} <- done:fetchOrder(cooking,moved) > stream.detail(orderSent) > stream.lost > after:streamReconnect > stream.refused > after:statusRefresh",
          "{tracking:{orderSent:{polling:refreshing}}} <- done:fetchOrder(cooking,moved) > stream.detail(orderSent) > stream.refused > after:statusRefresh > error:fetchOrder > after:statusRefresh",
          "{tracking:{accepted:{polling:refreshing}}} <- done:fetchOrder(cooking,moved) > stream.detail(accepted) > stream.lost > after:streamReconnect > stream.refused > after:statusRefresh",
          "{tracking:{accepted:{polling:refreshing}}} <- done:fetchOrder(cooking,moved) > stream.detail(accepted) > stream.refused > after:statusRefresh > error:fetchOrder > after:statusRefresh",
          "{tracking:{ready:{polling:refreshing}}} <- done:fetchOrder(cooking,moved) > stream.detail(ready) > stream.lost > after:streamReconnect > stream.refused > after:statusRefresh",
          "{tracking:{ready:{polling:refreshing}}} <- done:fetchOrder(cooking,moved) > stream.detail(ready) > stream.refused > after:statusRefresh > error:fetchOrder > after:statusRefresh",
          "{tracking:{orderSent:{polling:waiting}}} <- done:fetchOrder(cooking,moved) > stream.lost > after:streamReconnect > stream.refused > after:statusRefresh > done:fetchOrder(unpaid)",
          "{tracking:completed} <- done:fetchOrder(cooking,moved) > stream.lost > after:streamReconnect > stream.refused > after:statusRefresh > done:fetchOrder(completed)",
          "{tracking:canceled} <- done:fetchOrder(cooking,moved) > stream.lost > after:streamReconnect > stream.refused > after:statusRefresh > done:fetchOrder(canceled 99)",
          "{tracking:{cooking:{polling:waiting}}} <- done:fetchOrder(cooking,moved) > stream.lost > after:streamReconnect > stream.refused > after:statusRefresh > error:fetchOrder",
          "{tracking:{orderSent:{polling:waiting}}} <- done:fetchOrder(cooking,moved) > stream.refused > after:statusRefresh > done:fetchOrder(unpaid) > after:paymentCheckingRefresh > error:fetchOrder",
          "{tracking:{ready:{polling:waiting}}} <- done:fetchOrder(ready) > stream.lost > after:streamReconnect > stream.refused > after:statusRefresh > error:fetchOrder",
          "{tracking:{orderSent:{polling:refreshing}}} <- done:fetchOrder(orderSent) > stream.lost > after:streamReconnect > stream.refused > after:statusRefresh > error:fetchOrder > after:statusRefresh",
          "{tracking:{orderSent:{polling:refreshing}}} <- done:fetchOrder(unpaid) > stream.lost > after:streamReconnect > stream.refused > after:paymentCheckingRefresh > error:fetchOrder > after:paymentCheckingRefresh",
          "{tracking:{accepted:{polling:refreshing}}} <- done:fetchOrder(accepted) > stream.lost > after:streamReconnect > stream.refused > after:statusRefresh > error:fetchOrder > after:statusRefresh",
          "{tracking:{orderSent:{polling:refreshing}}} <- done:fetchOrder(cooking,moved) > storeChange.dismiss > stream.detail(orderSent) > stream.lost > after:streamReconnect > stream.refused > after:statusRefresh",
          "{tracking:{orderSent:{polling:refreshing}}} <- done:fetchOrder(cooking,moved) > storeChange.dismiss > stream.detail(orderSent) > stream.refused > after:statusRefresh > error:fetchOrder > after:statusRefresh",
          "{tracking:{accepted:{polling:refreshing}}} <- done:fetchOrder(cooking,moved) > storeChange.dismiss > stream.detail(accepted) > stream.lost > after:streamReconnect > stream.refused > after:statusRefresh",
          "{tracking:{accepted:{polling:refreshing}}} <- done:fetchOrder(cooking,moved) > storeChange.dismiss > stream.detail(accepted) > stream.refused > after:statusRefresh > error:fetchOrder > after:statusRefresh",
          "{tracking:{ready:{polling:refreshing}}} <- done:fetchOrder(cooking,moved) > storeChange.dismiss > stream.detail(ready) > stream.lost > after:streamReconnect > stream.refused > after:statusRefresh",
          "{tracking:{ready:{polling:refreshing}}} <- done:fetchOrder(cooking,moved) > storeChange.dismiss > stream.detail(ready) > stream.refused > after:statusRefresh > error:fetchOrder > after:statusRefresh",
          "{tracking:{orderSent:{polling:waiting}}} <- done:fetchOrder(cooking,moved) > storeChange.dismiss > stream.lost > after:streamReconnect > stream.refused > after:statusRefresh > done:fetchOrder(unpaid)",
          "{tracking:completed} <- done:fetchOrder(cooking,moved) > storeChange.dismiss > stream.lost > after:streamReconnect > stream.refused > after:statusRefresh > done:fetchOrder(completed)",
          "{tracking:canceled} <- done:fetchOrder(cooking,moved) > storeChange.dismiss > stream.lost > after:streamReconnect > stream.refused > after:statusRefresh > done:fetchOrder(canceled 99)",
          "{tracking:{cooking:{polling:waiting}}} <- done:fetchOrder(cooking,moved) > storeChange.dismiss > stream.lost > after:streamReconnect > stream.refused > after:statusRefresh > error:fetchOrder",
          "{tracking:{orderSent:{polling:waiting}}} <- done:fetchOrder(cooking,moved) > storeChange.dismiss > stream.refused > after:statusRefresh > done:fetchOrder(unpaid) > after:paymentCheckingRefresh > error:fetchOrder",
          "{tracking:{orderSent:{polling:waiting}}} <- done:fetchOrder(cooking,moved) > stream.detail(orderSent) > stream.lost > after:streamReconnect > stream.refused > after:statusRefresh > error:fetchOrder",
          "{tracking:{accepted:{polling:waiting}}} <- done:fetchOrder(cooking,moved) > stream.detail(accepted) > stream.lost > after:streamReconnect > stream.refused > after:statusRefresh > error:fetchOrder",
          "{tracking:{ready:{polling:waiting}}} <- done:fetchOrder(cooking,moved) > stream.detail(ready) > stream.lost > after:streamReconnect > stream.refused > after:statusRefresh > error:fetchOrder",
          "{tracking:{orderSent:{polling:refreshing}}} <- done:fetchOrder(cooking,moved) > stream.lost > after:streamReconnect > stream.refused > after:statusRefresh > done:fetchOrder(unpaid) > after:paymentCheckingRefresh",
          "{tracking:{cooking:{polling:refreshing}}} <- done:fetchOrder(cooking,moved) > stream.lost > after:streamReconnect > stream.refused > after:statusRefresh > error:fetchOrder > after:statusRefresh",
          "{tracking:{orderSent:{polling:refreshing}}} <- done:fetchOrder(cooking,moved) > stream.refused > after:statusRefresh > done:fetchOrder(unpaid) > after:paymentCheckingRefresh > error:fetchOrder > after:paymentCheckingRefresh",
          "{tracking:{ready:{polling:refreshing}}} <- done:fetchOrder(ready) > stream.lost > after:streamReconnect > stream.refused > after:statusRefresh > error:fetchOrder > after:statusRefresh",
          "{tracking:{orderSent:{polling:waiting}}} <- done:fetchOrder(cooking,moved) > storeChange.dismiss > stream.detail(orderSent) > stream.lost > after:streamReconnect > stream.refused > after:statusRefresh > error:fetchOrder",
          "{tracking:{accepted:{polling:waiting}}} <- done:fetchOrder(cooking,moved) > storeChange.dismiss > stream.detail(accepted) > stream.lost > after:streamReconnect > stream.refused > after:statusRefresh > error:fetchOrder",
          "{tracking:{ready:{polling:waiting}}} <- done:fetchOrder(cooking,moved) > storeChange.dismiss > stream.detail(ready) > stream.lost > after:streamReconnect > stream.refused > after:statusRefresh > error:fetchOrder",
          "{tracking:{orderSent:{polling:refreshing}}} <- done:fetchOrder(cooking,moved) > storeChange.dismiss > stream.lost > after:streamReconnect > stream.refused > after:statusRefresh > done:fetchOrder(unpaid) > after:paymentCheckingRefresh",
          "{tracking:{cooking:{polling:refreshing}}} <- done:fetchOrder(cooking,moved) > storeChange.dismiss > stream.lost > after:streamReconnect > stream.refused > after:statusRefresh > error:fetchOrder > after:statusRefresh",
          "{tracking:{orderSent:{polling:refreshing}}} <- done:fetchOrder(cooking,moved) > storeChange.dismiss > stream.refused > after:statusRefresh > done:fetchOrder(unpaid) > after:paymentCheckingRefresh > error:fetchOrder > after:paymentCheckingRefresh",
          "{tracking:{orderSent:{polling:refreshing}}} <- done:fetchOrder(cooking,moved) > stream.detail(orderSent) > stream.lost > after:streamReconnect > stream.refused > after:statusRefresh > error:fetchOrder > after:statusRefresh",
          "{tracking:{accepted:{polling:refreshing}}} <- done:fetchOrder(cooking,moved) > stream.detail(accepted) > stream.lost > after:streamReconnect > stream.refused > after:statusRefresh > error:fetchOrder > after:statusRefresh",
          "{tracking:{ready:{polling:refreshing}}} <- done:fetchOrder(cooking,moved) > stream.detail(ready) > stream.lost > after:streamReconnect > stream.refused > after:statusRefresh > error:fetchOrder > after:statusRefresh",
          "{tracking:{orderSent:{polling:waiting}}} <- done:fetchOrder(cooking,moved) > stream.lost > after:streamReconnect > stream.refused > after:statusRefresh > done:fetchOrder(unpaid) > after:paymentCheckingRefresh > error:fetchOrder",
          "{tracking:{orderSent:{polling:refreshing}}} <- done:fetchOrder(cooking,moved) > storeChange.dismiss > stream.detail(orderSent) > stream.lost > after:streamReconnect > stream.refused > after:statusRefresh > error:fetchOrder > after:statusRefresh",
          "{tracking:{accepted:{polling:refreshing}}} <- done:fetchOrder(cooking,moved) > storeChange.dismiss > stream.detail(accepted) > stream.lost > after:streamReconnect > stream.refused > after:statusRefresh > error:fetchOrder > after:statusRefresh",
          "{tracking:{ready:{polling:refreshing}}} <- done:fetchOrder(cooking,moved) > storeChange.dismiss > stream.detail(ready) > stream.lost > after:streamReconnect > stream.refused > after:statusRefresh > error:fetchOrder > after:statusRefresh",
          "{tracking:{orderSent:{polling:waiting}}} <- done:fetchOrder(cooking,moved) > storeChange.dismiss > stream.lost > after:streamReconnect > stream.refused > after:statusRefresh > done:fetchOrder(unpaid) > after:paymentCheckingRefresh > error:fetchOrder",
          "{tracking:{orderSent:{polling:refreshing}}} <- done:fetchOrder(cooking,moved) > stream.lost > after:streamReconnect > stream.refused > after:statusRefresh > done:fetchOrder(unpaid) > after:paymentCheckingRefresh > error:fetchOrder > after:paymentCheckingRefresh",
          "{tracking:{orderSent:{polling:refreshing}}} <- done:fetchOrder(cooking,moved) > storeChange.dismiss > stream.lost > after:streamReconnect > stream.refused > after:statusRefresh > done:fetchOrder(unpaid) > after:paymentCheckingRefresh > error:fetchOrder > after:paymentCheckingRefresh",
        ],
        "seen": [
          "loading <- (initial)",
          "{tracking:{orderSent:streaming}} <- done:fetchOrder(orderSent)",
          "{tracking:{orderSent:streaming}} <- done:fetchOrder(unpaid)",
          "{tracking:{accepted:streaming}} <- done:fetchOrder(accepted)",
          "{tracking:{cooking:streaming}} <- done:fetchOrder(cooking,moved)",
          "{tracking:{ready:streaming}} <- done:fetchOrder(ready)",
          "{tracking:completed} <- done:fetchOrder(completed)",
          "{tracking:canceled} <- done:fetchOrder(canceled 99)",
          "unavailable <- error:fetchOrder",
          "{tracking:{orderSent:reconnecting}} <- done:fetchOrder(orderSent) > stream.lost",
          "{tracking:{orderSent:{polling:waiting}}} <- done:fetchOrder(orderSent) > stream.refused",
          "{tracking:{orderSent:reconnecting}} <- done:fetchOrder(unpaid) > stream.lost",
          "{tracking:{orderSent:{polling:waiting}}} <- done:fetchOrder(unpaid) > stream.refused",
          "{tracking:{accepted:reconnecting}} <- done:fetchOrder(accepted) > stream.lost",
          "{tracking:{accepted:{polling:waiting}}} <- done:fetchOrder(accepted) > stream.refused",
          "{tracking:{cooking:reconnecting}} <- done:fetchOrder(cooking,moved) > stream.lost",
          "{tracking:{cooking:{polling:waiting}}} <- done:fetchOrder(cooking,moved) > stream.refused",
          "{tracking:{ready:reconnecting}} <- done:fetchOrder(ready) > stream.lost",
          "{tracking:{ready:{polling:waiting}}} <- done:fetchOrder(ready) > stream.refused",
          "{tracking:{orderSent:streaming}} <- done:fetchOrder(orderSent) > stream.lost > after:streamReconnect",
          "{tracking:{orderSent:{polling:refreshing}}} <- done:fetchOrder(orderSent) > stream.refused > after:statusRefresh",
          "{tracking:{orderSent:streaming}} <- done:fetchOrder(unpaid) > stream.lost > after:streamReconnect",
          "{tracking:{orderSent:{polling:refreshing}}} <- done:fetchOrder(unpaid) > stream.refused > after:paymentCheckingRefresh",
          "{tracking:{accepted:streaming}} <- done:fetchOrder(accepted) > stream.lost > after:streamReconnect",
          "{tracking:{accepted:{polling:refreshing}}} <- done:fetchOrder(accepted) > stream.refused > after:statusRefresh",
          "{tracking:{cooking:streaming}} <- done:fetchOrder(cooking,moved) > stream.lost > after:streamReconnect",
          "{tracking:{cooking:{polling:refreshing}}} <- done:fetchOrder(cooking,moved) > stream.refused > after:statusRefresh",
          "{tracking:{ready:streaming}} <- done:fetchOrder(ready) > stream.lost > after:streamReconnect",
          "{tracking:{ready:{polling:refreshing}}} <- done:fetchOrder(ready) > stream.refused > after:statusRefresh",
          "{tracking:{orderSent:reconnecting}} <- done:fetchOrder(orderSent) > stream.lost > after:streamReconnect > stream.lost",
          "{tracking:{orderSent:{polling:waiting}}} <- done:fetchOrder(orderSent) > stream.lost > after:streamReconnect > stream.refused",
          "{tracking:completed} <- done:fetchOrder(orderSent) > stream.refused > after:statusRefresh > done:fetchOrder(completed)",
          "{tracking:canceled} <- done:fetchOrder(orderSent) > stream.refused > after:statusRefresh > done:fetchOrder(canceled 99)",
          "{tracking:{orderSent:{polling:waiting}}} <- done:fetchOrder(orderSent) > stream.refused > after:statusRefresh > error:fetchOrder",
          "{tracking:{orderSent:reconnecting}} <- done:fetchOrder(unpaid) > stream.lost > after:streamReconnect > stream.lost",
          "{tracking:{orderSent:{polling:waiting}}} <- done:fetchOrder(unpaid) > stream.lost > after:streamReconnect > stream.refused",
          "{tracking:{orderSent:{polling:waiting}}} <- done:fetchOrder(unpaid) > stream.refused > after:paymentCheckingRefresh > error:fetchOrder",
          "{tracking:{accepted:reconnecting}} <- done:fetchOrder(accepted) > stream.lost > after:streamReconnect > stream.lost",
          "{tracking:{accepted:{polling:waiting}}} <- done:fetchOrder(accepted) > stream.lost > after:streamReconnect > stream.refused",
          "{tracking:{accepted:{polling:waiting}}} <- done:fetchOrder(accepted) > stream.refused > after:statusRefresh > error:fetchOrder",
          "{tracking:{cooking:reconnecting}} <- done:fetchOrder(cooking,moved) > stream.lost > after:streamReconnect > stream.lost",
          "{tracking:{cooking:{polling:waiting}}} <- done:fetchOrder(cooking,moved) > stream.lost > after:streamReconnect > stream.refused",
          "{tracking:{cooking:{polling:waiting}}} <- done:fetchOrder(cooking,moved) > stream.refused > after:statusRefresh > error:fetchOrder",
          "{tracking:{ready:reconnecting}} <- done:fetchOrder(ready) > stream.lost > after:streamReconnect > stream.lost",
          "{tracking:{ready:{polling:waiting}}} <- done:fetchOrder(ready) > stream.lost > after:streamReconnect > stream.refused",
          "{tracking:{ready:{polling:waiting}}} <- done:fetchOrder(ready) > stream.refused > after:statusRefresh > error:fetchOrder",
          "{tracking:{orderSent:{polling:refreshing}}} <- done:fetchOrder(orderSent) > stream.lost > after:streamReconnect > stream.refused > after:statusRefresh",
          "{tracking:{orderSent:{polling:refreshing}}} <- done:fetchOrder(orderSent) > stream.refused > after:statusRefresh > error:fetchOrder > after:statusRefresh",
          "{tracking:{orderSent:{polling:refreshing}}} <- done:fetchOrder(unpaid) > stream.lost > after:streamReconnect > stream.refused > after:paymentCheckingRefresh",
          "{tracking:{orderSent:{polling:refreshing}}} <- done:fetchOrder(unpaid) > stream.refused > after:paymentCheckingRefresh > error:fetchOrder > after:paymentCheckingRefresh",
          "{tracking:{accepted:{polling:refreshing}}} <- done:fetchOrder(accepted) > stream.lost > after:streamReconnect > stream.refused > after:statusRefresh",
          "{tracking:{accepted:{polling:refreshing}}} <- done:fetchOrder(accepted) > stream.refused > after:statusRefresh > error:fetchOrder > after:statusRefresh",
          "{tracking:{cooking:{polling:refreshing}}} <- done:fetchOrder(cooking,moved) > stream.lost > after:streamReconnect > stream.refused > after:statusRefresh",
          "{tracking:{cooking:{polling:refreshing}}} <- done:fetchOrder(cooking,moved) > stream.refused > after:statusRefresh > error:fetchOrder > after:statusRefresh",
          "{tracking:{ready:{polling:refreshing}}} <- done:fetchOrder(ready) > stream.lost > after:streamReconnect > stream.refused > after:statusRefresh",
          "{tracking:{ready:{polling:refreshing}}} <- done:fetchOrder(ready) > stream.refused > after:statusRefresh > error:fetchOrder > after:statusRefresh",
          "{tracking:completed} <- done:fetchOrder(orderSent) > stream.lost > after:streamReconnect > stream.refused > after:statusRefresh > done:fetchOrder(completed)",
          "{tracking:canceled} <- done:fetchOrder(orderSent) > stream.lost > after:streamReconnect > stream.refused > after:statusRefresh > done:fetchOrder(canceled 99)",
          "{tracking:{orderSent:{polling:waiting}}} <- done:fetchOrder(orderSent) > stream.lost > after:streamReconnect > stream.refused > after:statusRefresh > error:fetchOrder",
          "{tracking:{orderSent:{polling:waiting}}} <- done:fetchOrder(unpaid) > stream.lost > after:streamReconnect > stream.refused > after:paymentCheckingRefresh > error:fetchOrder",
          "{tracking:{accepted:{polling:waiting}}} <- done:fetchOrder(accepted) > stream.lost > after:streamReconnect > stream.refused > after:statusRefresh > error:fetchOrder",
          "{tracking:{cooking:{polling:waiting}}} <- done:fetchOrder(cooking,moved) > stream.lost > after:streamReconnect > stream.refused > after:statusRefresh > error:fetchOrder",
          "{tracking:{ready:{polling:waiting}}} <- done:fetchOrder(ready) > stream.lost > after:streamReconnect > stream.refused > after:statusRefresh > error:fetchOrder",
          "{tracking:{orderSent:{polling:refreshing}}} <- done:fetchOrder(orderSent) > stream.lost > after:streamReconnect > stream.refused > after:statusRefresh > error:fetchOrder > after:statusRefresh",
          "{tracking:{orderSent:{polling:refreshing}}} <- done:fetchOrder(unpaid) > stream.lost > after:streamReconnect > stream.refused > after:paymentCheckingRefresh > error:fetchOrder > after:paymentCheckingRefresh",
          "{tracking:{accepted:{polling:refreshing}}} <- done:fetchOrder(accepted) > stream.lost > after:streamReconnect > stream.refused > after:statusRefresh > error:fetchOrder > after:statusRefresh",
          "{tracking:{cooking:{polling:refreshing}}} <- done:fetchOrder(cooking,moved) > stream.lost > after:streamReconnect > stream.refused > after:statusRefresh > error:fetchOrder > after:statusRefresh",
          "{tracking:{ready:{polling:refreshing}}} <- done:fetchOrder(ready) > stream.lost > after:streamReconnect > stream.refused > after:statusRefresh > error:fetchOrder > after:statusRefresh",
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
