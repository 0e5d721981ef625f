import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { promotionsMachine, type LoadPromotionsInput } from './machine';
import { appliedQuantitySelector } from './selectors';
import { memberInput, owned, ownedList } from './test-fixtures';

const settle = () => vi.advanceTimersByTimeAsync(0);

async function start(load = vi.fn(async (_: LoadPromotionsInput) => ownedList)) {
  const actor = createActor(promotionsMachine.provide({ actors: { loadPromotions: fromPromise(({ input }) => load(input)) } }), {
    input: memberInput,
  }).start();
  await settle();
  const quantity = (id: number) => appliedQuantitySelector(actor.getSnapshot(), id);
  return { actor, load, quantity };
}

describe('promotions machine', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it("should load the customer's owned promotions for the store and cart", async () => {
    const { actor, load } = await start();
    expect(load).toHaveBeenCalledWith({ customerId: 7, storeCode: 'S1', brandCode: 'BR', lines: [], total: 200_000 });
    expect(actor.getSnapshot().value).toBe('ready');
  });

  it('should have nothing to load for a guest', () => {
    const actor = createActor(promotionsMachine, { input: { ...memberInput, customerId: null } }).start();
    expect(actor.getSnapshot().value).toBe('unavailable');
  });

  it('should toggle item, bill and free point promotions between 0 and 1', async () => {
    const { actor, quantity } = await start();
    for (const { id } of [owned.item, owned.point]) {
      actor.send({ type: 'promotion.toggle', id });
      expect(quantity(id)).toBe(1);
      actor.send({ type: 'promotion.toggle', id });
      expect(quantity(id)).toBe(0);
    }
    /** A voucher does not toggle. */
    expect(actor.getSnapshot().can({ type: 'promotion.toggle', id: owned.voucher.id })).toBe(false);
  });

  it("should step a voucher within its tickets and the day's limit, and remove it at 0", async () => {
    const { actor, quantity } = await start();
    const id = owned.voucher.id;
    expect(actor.getSnapshot().can({ type: 'voucher.decrease', id })).toBe(false);
    actor.send({ type: 'voucher.increase', id });
    actor.send({ type: 'voucher.increase', id });
    expect(quantity(id)).toBe(2);
    /** limit_per_day 2 stops it before its 3 tickets. */
    expect(actor.getSnapshot().can({ type: 'voucher.increase', id })).toBe(false);
    actor.send({ type: 'voucher.decrease', id });
    actor.send({ type: 'voucher.decrease', id });
    expect(actor.getSnapshot().context.applied).toEqual([]);
  });

  it('should keep only already-applied stackable promotions when a bill discount is applied', async () => {
    const { actor } = await start();
    actor.send({ type: 'promotion.toggle', id: owned.item.id });
    actor.send({ type: 'promotion.toggle', id: owned.point.id });
    actor.send({ type: 'voucher.increase', id: owned.voucher.id });
    actor.send({ type: 'promotion.toggle', id: owned.bill.id });
    expect(actor.getSnapshot().context.applied.map((a) => a.promotion_id).sort()).toEqual([owned.item.id, owned.bill.id, owned.voucher.id].sort());
  });

  it('should clear every promotion on revert and when a recipient is selected', async () => {
    const { actor } = await start();
    actor.send({ type: 'promotion.toggle', id: owned.item.id });
    actor.send({ type: 'promotions.revert' });
    expect(actor.getSnapshot().context.applied).toEqual([]);
    actor.send({ type: 'voucher.increase', id: owned.voucher.id });
    actor.send({ type: 'recipient.select' });
    expect(actor.getSnapshot().context.applied).toEqual([]);
  });

  it('should offer to try again when the promotions cannot be loaded', async () => {
    const load = vi.fn(async (_: LoadPromotionsInput): Promise<typeof ownedList> => {
      throw new Error('my-promotion');
    });
    const { actor } = await start(load);
    expect(actor.getSnapshot().value).toBe('failed');
    load.mockResolvedValueOnce(ownedList);
    actor.send({ type: 'promotions.retry' });
    await settle();
    expect(actor.getSnapshot().value).toBe('ready');
  });
});
