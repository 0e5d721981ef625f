import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, type AnyEventObject, type AnyMachineSnapshot, type EventObject } from 'xstate';
import { hasEnoughPoints } from '../../domain/points';
import { allStateNodes, allTransitionKeys, describePath, emptyCoverage, graphPaths, missing, replayPath } from '../test-support/replay-paths';
import { redeemMachine as machine, type RedeemContext, type RedeemInput } from './machine';

const apiError = (status: number, code: string, details?: Record<string, unknown>) => Object.assign(new Error(code), { status, code, details });

/** A 50-point ticket; the customer starts with enough (rich) or too few (poor) points as the session last read them. */
const inputs: Record<string, RedeemInput> = {
  rich: { customerId: 7, promotionId: 7, pointCost: 50, availablePoints: 120 },
  poor: { customerId: 7, promotionId: 7, pointCost: 50, availablePoints: 20 },
  unknown: { customerId: 7, promotionId: 7, pointCost: 50, availablePoints: null },
};

const labelled: Record<string, AnyEventObject> = {
  redeem: { type: 'redeem' },
  'dialog.close': { type: 'dialog.close' },
  'points.update(enough)': { type: 'points.update', availablePoints: 200 },
  'points.update(few)': { type: 'points.update', availablePoints: 10 },
  'done:checkPoints(enough)': { type: 'xstate.done.actor.checkPoints', output: { availablePoints: 120 } },
  'done:checkPoints(few)': { type: 'xstate.done.actor.checkPoints', output: { availablePoints: 30 } },
  'error:checkPoints': { type: 'xstate.error.actor.checkPoints', error: apiError(0, 'NETWORK_ERROR') },
  'done:redeemPromotion': { type: 'xstate.done.actor.redeemPromotion', output: { promotion_id: 7, quantity: 1, available_point: 70 } },
  'error:redeemPromotion(points)': {
    type: 'xstate.error.actor.redeemPromotion',
    error: apiError(409, 'NOT_ENOUGH_POINTS', { reason: 'not_enough_points', required_point: 50, available_point: 40 }),
  },
  'error:redeemPromotion(limit)': { type: 'xstate.error.actor.redeemPromotion', error: apiError(409, 'PROMOTION_NOT_AVAILABLE', { reason: 'daily_limit' }) },
  'done:refreshCustomer': { type: 'xstate.done.actor.refreshCustomer', output: { availablePoints: 70 } },
  'error:refreshCustomer': { type: 'xstate.error.actor.refreshCustomer', error: apiError(0, 'NETWORK_ERROR') },
};
const events = Object.values(labelled);
const labels = new Map(Object.entries(labelled).map(([name, event]) => [event as EventObject, name]));
const label = (event: EventObject) => labels.get(event);

/** The state, whether the points cover the cost (what the guard reads) and the tickets redeemed. */
const serializeState = (snapshot: AnyMachineSnapshot) => {
  const c = snapshot.context as RedeemContext;
  return JSON.stringify([snapshot.value, c.availablePoints === null ? null : hasEnoughPoints(c.availablePoints, c.pointCost), Math.min(c.redeemed, 1), c.error?.code ?? null]);
};

/** Invariants of every state. */
function check(s: AnyMachineSnapshot) {
  const c = s.context as RedeemContext;
  const covers = c.availablePoints !== null && hasEnoughPoints(c.availablePoints, c.pointCost, c.quantity);
  // the redeem button is enabled exactly when the points cover the cost, on the redeem screen
  expect(s.can({ type: 'redeem' })).toBe(s.matches('viewing') && covers);
  expect(s.hasTag('busy')).toBe(['checkingPoints', 'redeeming', 'refreshing'].some((v) => s.matches(v)));
  // a redeem is only called with the points just checked covering it
  if (s.matches('redeeming')) expect(covers).toBe(true);
  if (s.matches('notEnoughPoints')) expect(covers).toBe(false);
  if (s.matches('failed')) expect(c.error?.code).toBeTruthy();
  if (s.matches('viewing')) expect(c.error).toBeNull();
  if (s.matches('redeemed')) expect(c.redeemed).toBeGreaterThan(0);
  expect(c.availablePoints === null || c.availablePoints >= 0).toBe(true);
}

describe('redeem graph paths', () => {
  beforeAll(() => vi.useFakeTimers());
  afterAll(() => vi.useRealTimers());
  const coverage = emptyCoverage();

  for (const [name, input] of Object.entries(inputs)) {
    describe(name, () => {
      const { statePaths, transitionPaths } = graphPaths(machine, { input, events, serializeState });
      it.each(statePaths.map((p) => [describePath(p, label), p] as const))('should replay %s', (_, path) => {
        replayPath(machine, path, { input, check, serialize: serializeState, coverage });
      });
      it.each(transitionPaths.map((p) => [describePath(p, label), p] as const))('should take %s', (_, path) => {
        replayPath(machine, path, { input, check, serialize: serializeState, coverage });
      });
    });
  }

  it('should reach every state and take every transition', () => {
    expect(missing(allStateNodes(machine).map((n) => n.id), coverage.stateIds)).toEqual([]);
    expect(missing(allTransitionKeys(machine), coverage.transitions)).toEqual([]);
  });
});

describe('redeem flow with its effects', () => {
  it('should check the points, redeem, refresh the customer and show success (SPEC §4)', async () => {
    const calls: string[] = [];
    const actor = createActor(
      machine.provide({
        actors: {
          checkPoints: fromPromise(async () => (calls.push('check'), { availablePoints: 120 })),
          redeemPromotion: fromPromise(async ({ input }) => (calls.push(`redeem ${input.promotionId} x${input.quantity}`), { promotion_id: 7, quantity: 1, available_point: 70 })),
          refreshCustomer: fromPromise(async () => (calls.push('refresh'), { availablePoints: 70 })),
        },
      }),
      { input: inputs.rich },
    ).start();
    actor.send({ type: 'redeem' });
    await vi.waitFor(() => expect(actor.getSnapshot().value).toBe('redeemed'));
    expect(calls).toEqual(['check', 'redeem 7 x1', 'refresh']);
    expect(actor.getSnapshot().context).toMatchObject({ availablePoints: 70, redeemed: 1 });
  });

  it('should not call redeem when the points checked again no longer cover it', async () => {
    const redeem = vi.fn();
    const actor = createActor(
      machine.provide({
        actors: {
          checkPoints: fromPromise(async () => ({ availablePoints: 10 })),
          redeemPromotion: fromPromise(async () => redeem()),
        },
      }),
      { input: inputs.rich },
    ).start();
    actor.send({ type: 'redeem' });
    await vi.waitFor(() => expect(actor.getSnapshot().value).toBe('notEnoughPoints'));
    expect(redeem).not.toHaveBeenCalled();
  });
});
