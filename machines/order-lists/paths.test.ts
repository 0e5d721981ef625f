import { Temporal } from 'temporal-polyfill';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { AnyEventObject, AnyMachineSnapshot, EventObject } from 'xstate';
import { dateRangeProblem } from '../../domain/order-lists';
import { allStateNodes, allTransitionKeys, describePath, emptyCoverage, graphPaths, missing, replayPath } from '../test-support/replay-paths';
import { orderListsMachine, rangeDraftProblem, tabsOf, type OrderHistoryRow, type OrderListsContext, type OrderListsInput } from './machine';

/** Monday 2026-11-23 09:00 in Ho Chi Minh City. */
const now = '2026-11-23T02:00:00Z';

const row = (n: number): OrderHistoryRow => ({
  id: n,
  order_no: `261123${String(n).padStart(6, '0')}`,
  servs_time: '2026-11-23 12:00',
  total: 80000,
  status: 'orderSent',
  payment_status: 'success',
  pick_up_at_store: false,
  products: ['Phở bò tái'],
});
const rows = (from: number, count: number) => Array.from({ length: count }, (_, i) => row(from + i));

const labelled: Record<string, AnyEventObject> = {
  'done:loadOrders(20 of 45)': { type: 'xstate.done.actor.loadOrders', output: { rows: rows(1, 20), page: 1, total: 45 } },
  'done:loadOrders(none)': { type: 'xstate.done.actor.loadOrders', output: { rows: [], page: 1, total: 0 } },
  'error:loadOrders': { type: 'xstate.error.actor.loadOrders', error: { status: 502, code: 'COMMON_ERROR', message: 'down' } },
  'done:loadMoreOrders(last 25)': { type: 'xstate.done.actor.loadMoreOrders', output: { rows: rows(21, 25), page: 2, total: 45 } },
  'error:loadMoreOrders': { type: 'xstate.error.actor.loadMoreOrders', error: { status: 502, code: 'COMMON_ERROR', message: 'down' } },
  'tab.select(on_going)': { type: 'tab.select', tab: 'on_going' },
  'tab.select(unpaid)': { type: 'tab.select', tab: 'unpaid' },
  'tab.select(all)': { type: 'tab.select', tab: 'all' },
  'range.edit(future)': { type: 'range.edit', to: '20261124' },
  'range.edit(november)': { type: 'range.edit', from: '20261101', to: '20261123' },
  'range.edit(reversed)': { type: 'range.edit', from: '20261123', to: '20261101' },
  'range.search': { type: 'range.search', now },
  'page.next': { type: 'page.next' },
  'list.refresh': { type: 'list.refresh' },
  'list.retry': { type: 'list.retry' },
};
const events = Object.values(labelled);
const labels = new Map(Object.entries(labelled).map(([name, event]) => [event as EventObject, name]));
const label = (event: EventObject) => labels.get(event);

const serializeState = (snapshot: AnyMachineSnapshot) => {
  const c = snapshot.context as OrderListsContext;
  return JSON.stringify([snapshot.value, c.tab, c.range, c.rangeDraft, c.rows.length, c.page, c.total]);
};

function invariants(snapshot: AnyMachineSnapshot) {
  const s = snapshot;
  const c = s.context as OrderListsContext;
  expect(s.hasTag('loading')).toBe(s.matches('loading'));
  expect(s.hasTag('loadingMore')).toBe(s.matches('loadingMore'));
  expect(c.error !== null).toBe(s.matches('failed') || s.matches('moreFailed'));
  expect(c.rows.length).toBeLessThanOrEqual(c.total || c.rows.length);
  expect(tabsOf(c.mode)).toContain(c.tab);
  if (s.matches('loading')) expect([c.rows.length, c.page]).toEqual([0, 0]);
  // the next page is asked only when the server counted more rows than are shown
  expect(s.can({ type: 'page.next' })).toBe((s.matches('ready') && c.rows.length < c.total) || s.matches('moreFailed'));
  if (s.matches('ready') && c.total === 0) expect(c.rows).toEqual([]);
  if (c.mode === 'orders') {
    expect(c.range).toBeNull();
    expect(s.can({ type: 'range.search', now })).toBe(false);
  } else {
    // the range the rows answer is always two dates, none in the future
    expect(dateRangeProblem(c.range!, Temporal.Instant.from(c.now))).toBeNull();
    const searchable = !s.matches('loading') && !s.matches('loadingMore') && rangeDraftProblem(c) === null;
    expect(s.can({ type: 'range.search', now })).toBe(searchable);
  }
}

const inputs: Record<string, OrderListsInput> = {
  orders: { mode: 'orders', now },
  history: { mode: 'history', now },
};

describe('order lists graph paths', () => {
  beforeAll(() => vi.useFakeTimers());
  afterAll(() => vi.useRealTimers());
  const coverage = emptyCoverage();
  const all = Object.fromEntries(
    Object.entries(inputs).map(([name, input]) => [name, graphPaths(orderListsMachine, { input, events, serializeState, limit: 50_000 })]),
  );

  for (const [name, input] of Object.entries(inputs)) {
    describe(name, () => {
      const { statePaths, transitionPaths } = all[name]!;
      it(`should replay the ${statePaths.length} shortest paths and take each of the ${transitionPaths.length} transitions`, { timeout: 120_000 }, () => {
        for (const path of [...statePaths, ...transitionPaths]) {
          try {
            replayPath(orderListsMachine, path, { input, check: invariants, serialize: serializeState, coverage });
          } catch (error) {
            throw new Error(`${describePath(path, label)}: ${String(error)}`);
          }
        }
      });
    });
  }

  it('should reach every state and take every transition', () => {
    expect(missing(allStateNodes(orderListsMachine).map((node) => node.id), coverage.stateIds)).toEqual([]);
    expect(missing(allTransitionKeys(orderListsMachine), coverage.transitions)).toEqual([]);
  });

  it('should open the history on the last 30 days and the orders on all', () => {
    const initial = (name: string) => all[name]!.statePaths[0]!.state.context as OrderListsContext;
    expect(initial('history')).toMatchObject({ tab: 'all', range: { from: '20261025', to: '20261123' } });
    expect(initial('orders')).toMatchObject({ tab: 'all', range: null });
  });

  it('should list the same kinds of paths (review added or removed ones)', () => {
    const kinds = (name: string) => [...new Set(all[name]!.statePaths.map((p) => JSON.stringify(p.state.value).replace(/"/g, '')))].sort();
    expect({ orders: kinds('orders'), history: kinds('history') }).toMatchInlineSnapshot(`
      {
        "history": [
          "failed",
          "loading",
          "loadingMore",
          "moreFailed",
          "ready",
        ],
        "orders": [
          "failed",
          "loading",
          "loadingMore",
          "moreFailed",
          "ready",
        ],
      }
    `);
  });
});
