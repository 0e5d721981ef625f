import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { orderListsMachine, type LoadOrdersInput, type OrderHistoryRow } from './machine';

/** Monday 2026-11-23 09:00 in Ho Chi Minh City. */
const now = '2026-11-23T02:00:00Z';
const row = (id: number): OrderHistoryRow => ({ id, order_no: `N${id}`, total: 80000, status: 'completed', pick_up_at_store: true, products: [] });

function start(mode: 'orders' | 'history', total = 45) {
  const loadOrders = vi.fn(async ({ input }: { input: LoadOrdersInput }) => {
    const first = (input.page - 1) * input.size;
    const count = Math.max(0, Math.min(input.size, total - first));
    return { rows: Array.from({ length: count }, (_, i) => row(first + i + 1)), page: input.page, total };
  });
  const actor = createActor(orderListsMachine.provide({ actors: { loadOrders: fromPromise(loadOrders) } }), { input: { mode, now } }).start();
  return { actor, loadOrders };
}

describe('order lists', () => {
  it('should load the history of the last 30 days, then the next pages until all are shown', async () => {
    const { actor, loadOrders } = start('history');
    await waitFor(actor, (s) => s.matches('ready'));
    expect(loadOrders.mock.calls[0]![0].input).toEqual({ mode: 'history', tab: 'all', range: { from: '20261025', to: '20261123' }, page: 1, size: 20 });
    actor.send({ type: 'page.next' });
    await waitFor(actor, (s) => s.matches('ready') && s.context.page === 2);
    actor.send({ type: 'page.next' });
    await waitFor(actor, (s) => s.matches('ready') && s.context.page === 3);
    expect(actor.getSnapshot().context.rows.map((r) => r.id)).toEqual(Array.from({ length: 45 }, (_, i) => i + 1));
    expect(actor.getSnapshot().can({ type: 'page.next' })).toBe(false);
  });

  it('should search a range only with two dates, none in the future, and start again from page 1', async () => {
    const { actor, loadOrders } = start('history');
    await waitFor(actor, (s) => s.matches('ready'));
    actor.send({ type: 'range.edit', from: '20261101', to: '20261124' });
    expect(actor.getSnapshot().can({ type: 'range.search', now })).toBe(false);
    /** At 00:30 on the 24th in Ho Chi Minh City, the 24th is today. */
    expect(actor.getSnapshot().can({ type: 'range.search', now: '2026-11-23T17:30:00Z' })).toBe(true);
    actor.send({ type: 'range.edit', to: '20261123' });
    actor.send({ type: 'range.search', now });
    await waitFor(actor, (s) => s.matches('ready'));
    expect(loadOrders.mock.calls.at(-1)![0].input).toMatchObject({ range: { from: '20261101', to: '20261123' }, page: 1 });
  });

  it('should switch the your-order tabs and refuse a history status there', async () => {
    const { actor, loadOrders } = start('orders', 3);
    await waitFor(actor, (s) => s.matches('ready'));
    expect(actor.getSnapshot().can({ type: 'tab.select', tab: 'unpaid' })).toBe(false);
    expect(actor.getSnapshot().can({ type: 'range.search', now })).toBe(false);
    actor.send({ type: 'tab.select', tab: 'on_going' });
    await waitFor(actor, (s) => s.matches('ready'));
    expect(loadOrders.mock.calls.at(-1)![0].input).toEqual({ mode: 'orders', tab: 'on_going', range: null, page: 1, size: 20 });
  });
});
