import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { AnyEventObject, AnyMachineSnapshot, EventObject } from 'xstate';
import { isVoucher, maxApplyQuantity } from '../../domain/promotions';
import {
  allStateNodes,
  allTransitionKeys,
  describePath,
  emptyCoverage,
  graphPaths,
  missing,
  replayPath,
} from '../test-support/replay-paths';
import { promotionsMachine, type PromotionsContext, type PromotionsInput } from './machine';
import { memberInput, owned, ownedList } from './test-fixtures';

/** Every event the app or an actor can deliver, named by the label the path lists show. */
const labelled: Record<string, AnyEventObject> = {
  'done:loadPromotions': { type: 'xstate.done.actor.loadPromotions', output: ownedList },
  'error:loadPromotions': { type: 'xstate.error.actor.loadPromotions', error: new Error('my-promotion') },
  'promotions.retry': { type: 'promotions.retry' },
  'toggle(item)': { type: 'promotion.toggle', id: owned.item.id },
  'toggle(bill)': { type: 'promotion.toggle', id: owned.bill.id },
  'toggle(point)': { type: 'promotion.toggle', id: owned.point.id },
  'toggle(voucher)': { type: 'promotion.toggle', id: owned.voucher.id },
  'voucher.increase': { type: 'voucher.increase', id: owned.voucher.id },
  'voucher.decrease': { type: 'voucher.decrease', id: owned.voucher.id },
  'voucher.increase(bill)': { type: 'voucher.increase', id: owned.bill.id },
  'promotions.revert': { type: 'promotions.revert' },
  'recipient.select': { type: 'recipient.select' },
};
const events = Object.values(labelled);
const labels = new Map(Object.entries(labelled).map(([name, event]) => [event as EventObject, name]));
const label = (event: EventObject) => labels.get(event);

/** States are told apart by their value and the applied quantities. */
const serializeState = (snapshot: AnyMachineSnapshot) => {
  const c = snapshot.context as PromotionsContext;
  const applied = [...c.applied].sort((a, b) => a.promotion_id - b.promotion_id).map((a) => `${a.promotion_id}x${a.quantity}`);
  return JSON.stringify([snapshot.value, applied]);
};

/** Invariants of every state, asserted at every step of every path. */
function checkInvariants(snapshot: AnyMachineSnapshot) {
  const c = snapshot.context as PromotionsContext;
  if (!snapshot.matches('ready')) expect(c.applied).toEqual([]);
  for (const a of c.applied) {
    const rule = c.rules.find((r) => r.id === a.promotion_id)!;
    expect(a.quantity).toBeGreaterThan(0);
    expect(a.quantity).toBeLessThanOrEqual(isVoucher(rule) ? maxApplyQuantity(rule) : 1);
  }
  expect(new Set(c.applied.map((a) => a.promotion_id)).size).toBe(c.applied.length);
}

const scenarios: Record<string, PromotionsInput> = { member: memberInput, guest: { ...memberInput, customerId: null } };

describe('promotions graph paths', () => {
  beforeAll(() => vi.useFakeTimers());
  afterAll(() => vi.useRealTimers());
  const coverage = emptyCoverage();
  const all = Object.fromEntries(
    Object.entries(scenarios).map(([name, input]) => [name, graphPaths(promotionsMachine, { input, events, serializeState, limit: 5_000 })]),
  );

  for (const [name, input] of Object.entries(scenarios)) {
    describe(name, () => {
      const { statePaths, transitionPaths } = all[name]!;
      it.each(statePaths.map((p) => [describePath(p, label), p] as const))('should replay %s', (_, path) => {
        replayPath(promotionsMachine, path, { input, check: checkInvariants, serialize: serializeState, coverage });
      });
      it(`should take each of the ${transitionPaths.length} transitions from every state`, () => {
        for (const path of transitionPaths) replayPath(promotionsMachine, path, { input, check: checkInvariants, serialize: serializeState, coverage });
      });
    });
  }

  it('should list the same state paths (review added or removed ones)', () => {
    expect(Object.fromEntries(Object.entries(all).map(([n, p]) => [n, p.statePaths.map((path) => describePath(path, label))]))).toMatchInlineSnapshot(`
      {
        "guest": [
          "unavailable <- (initial)",
        ],
        "member": [
          "loading <- (initial)",
          "ready <- done:loadPromotions",
          "failed <- error:loadPromotions",
          "ready <- done:loadPromotions > toggle(item)",
          "ready <- done:loadPromotions > toggle(bill)",
          "ready <- done:loadPromotions > toggle(point)",
          "ready <- done:loadPromotions > voucher.increase",
          "ready <- done:loadPromotions > toggle(item) > toggle(bill)",
          "ready <- done:loadPromotions > toggle(item) > toggle(point)",
          "ready <- done:loadPromotions > toggle(item) > voucher.increase",
          "ready <- done:loadPromotions > toggle(bill) > toggle(point)",
          "ready <- done:loadPromotions > toggle(bill) > voucher.increase",
          "ready <- done:loadPromotions > toggle(point) > voucher.increase",
          "ready <- done:loadPromotions > voucher.increase > voucher.increase",
          "ready <- done:loadPromotions > toggle(item) > toggle(bill) > toggle(point)",
          "ready <- done:loadPromotions > toggle(item) > toggle(bill) > voucher.increase",
          "ready <- done:loadPromotions > toggle(item) > toggle(point) > voucher.increase",
          "ready <- done:loadPromotions > toggle(item) > voucher.increase > voucher.increase",
          "ready <- done:loadPromotions > toggle(bill) > toggle(point) > voucher.increase",
          "ready <- done:loadPromotions > toggle(bill) > voucher.increase > voucher.increase",
          "ready <- done:loadPromotions > toggle(point) > voucher.increase > voucher.increase",
          "ready <- done:loadPromotions > toggle(item) > toggle(bill) > toggle(point) > voucher.increase",
          "ready <- done:loadPromotions > toggle(item) > toggle(bill) > voucher.increase > voucher.increase",
          "ready <- done:loadPromotions > toggle(item) > toggle(point) > voucher.increase > voucher.increase",
          "ready <- done:loadPromotions > toggle(bill) > toggle(point) > voucher.increase > voucher.increase",
          "ready <- done:loadPromotions > toggle(item) > toggle(bill) > toggle(point) > voucher.increase > voucher.increase",
        ],
      }
    `);
  });

  it('should reach every state node and take every transition', () => {
    const reached = new Set([...coverage.stateIds, ...[...coverage.transitions].map((key) => key.split(' ')[0]!)]);
    expect(missing(allStateNodes(promotionsMachine).map((n) => n.id), reached)).toEqual([]);
    expect(missing(allTransitionKeys(promotionsMachine), coverage.transitions)).toEqual([]);
  });
});
