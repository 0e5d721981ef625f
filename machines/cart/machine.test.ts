import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { dishToCartLine, selectionToCartLine } from '../../domain/toppings';
import { cartTotals } from '../../domain/totals';
import { cartMachine, type CartEvent, type CartInput, type PersistedCart } from './machine';
import {
  addedNoticeSelector,
  isRemoveAllDialogOpenSelector,
  canIncreaseSelector,
  cartItemCountSelector,
  cartTotalsSelector,
  orderStatusSelector,
  pendingRemovalSelector,
} from './selectors';
import { pho, phoLarge, tea } from '../test-support/cart-fixtures';

const phoId = 'PHO01_mSZ-L_2BEEF_1EGG';

function start(stored: PersistedCart | null = null, { loadFails = false, input = undefined as CartInput | undefined } = {}) {
  const persistCart = vi.fn<(cart: PersistedCart) => void>();
  const logActorFailure = vi.fn<(failure: { actor: string; error: unknown }) => void>();
  const actor = createActor(
    cartMachine.provide({
      actors: {
        loadCart: fromPromise(async () => {
          if (loadFails) throw new Error('storage');
          return stored;
        }),
      },
      actions: { persistCart: (_, cart) => persistCart(cart), logActorFailure: (_, failure) => logActorFailure(failure) },
    }),
    { input },
  ).start();
  return { actor, persistCart, logActorFailure };
}

const settle = () => vi.advanceTimersByTimeAsync(0);

describe('cart machine', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it("should empty the cart on 'remove all' only once the customer confirms", async () => {
    const lines = [dishToCartLine(tea.food, 2, { storeTax: 8 }), selectionToCartLine(pho, phoLarge)];
    const { actor, persistCart } = start({ lines });
    await settle();
    actor.send({ type: 'cart.removeAll' });
    expect(isRemoveAllDialogOpenSelector(actor.getSnapshot())).toBe(true);
    actor.send({ type: 'removal.cancel' });
    expect(actor.getSnapshot().value).toEqual({ status: 'ordering' });
    expect(actor.getSnapshot().context.lines).toHaveLength(2);
    actor.send({ type: 'cart.removeAll' });
    actor.send({ type: 'removal.confirm' });
    expect(actor.getSnapshot().value).toEqual({ status: 'orderStart' });
    expect(actor.getSnapshot().context.lines).toEqual([]);
    expect(persistCart).toHaveBeenLastCalledWith(expect.objectContaining({ lines: [] }));
  });

  it('should restore the persisted cart on start', async () => {
    const line = dishToCartLine(tea.food, 2, { storeTax: 8 });
    const { actor } = start({ lines: [line] });
    expect(actor.getSnapshot().hasTag('loading')).toBe(true);
    await settle();
    expect(actor.getSnapshot().value).toEqual({ status: 'ordering' });
    expect(cartItemCountSelector(actor.getSnapshot())).toBe(2);
    expect(cartTotalsSelector(actor.getSnapshot())).toEqual(cartTotals([line]));
  });

  it('should hold the cart the app read as it started from its first snapshot, before it starts, and never read it again', () => {
    const line = dishToCartLine(tea.food, 2, { storeTax: 8 });
    const first = createActor(cartMachine, { input: { stored: { lines: [line] } } }).getSnapshot();
    expect(first.value).toEqual({ status: 'ordering' });
    expect(cartItemCountSelector(first)).toBe(2);
    expect(cartTotalsSelector(first)).toEqual(cartTotals([line]));
    // started, the machine changes nothing: loadCart (which would answer an empty cart here) is never asked
    const { actor } = start(null, { input: { stored: { lines: [line] } } });
    expect(actor.getSnapshot().value).toEqual({ status: 'ordering' });
    expect(cartItemCountSelector(actor.getSnapshot())).toBe(2);
  });

  it('should start empty from its first snapshot when the app read no kept cart', () => {
    const first = createActor(cartMachine, { input: { stored: null } }).getSnapshot();
    expect(first.value).toEqual({ status: 'orderStart' });
    expect(first.hasTag('loading')).toBe(false);
  });

  it('should start empty when the stored cart cannot be read, log it and take dishes as usual', async () => {
    const { actor, logActorFailure } = start(null, { loadFails: true });
    await settle();
    expect(actor.getSnapshot().value).toEqual({ status: 'orderStart' });
    expect(actor.getSnapshot().context.lines).toEqual([]);
    expect(logActorFailure).toHaveBeenCalledWith({ actor: 'loadCart', error: new Error('storage') });
    actor.send({ type: 'cart.add', detail: tea });
    expect(orderStatusSelector(actor.getSnapshot())).toBe('ordering');
  });

  it('should keep the dishes added while a failing read was under way', async () => {
    const { actor } = start(null, { loadFails: true });
    actor.send({ type: 'cart.add', detail: tea, quantity: 2 });
    await settle();
    expect(actor.getSnapshot().value).toEqual({ status: 'ordering' });
    expect(cartItemCountSelector(actor.getSnapshot())).toBe(2);
  });

  it('should name its lines as the menu of a new language does and keep them', async () => {
    const lines = [dishToCartLine(tea.food, 2, { storeTax: 8 })];
    const { actor, persistCart } = start({ lines });
    await settle();
    actor.send({ type: 'cart.rename', names: { [tea.food.menucd]: 'Iced tea' } });
    const renamed = actor.getSnapshot().context.lines;
    expect(renamed.map((l) => l.menunm)).toEqual(['Iced tea']);
    expect(actor.getSnapshot().context.totals).toEqual(cartTotals(lines));
    expect(persistCart).toHaveBeenLastCalledWith({ lines: renamed });
  });

  it('should merge the same dish and toppings, move to ordering and persist each change', async () => {
    const { actor, persistCart } = start();
    await settle();
    expect(orderStatusSelector(actor.getSnapshot())).toBe('orderStart');
    actor.send({ type: 'cart.add', detail: pho, selection: phoLarge });
    expect(orderStatusSelector(actor.getSnapshot())).toBe('ordering');
    actor.send({ type: 'cart.add', detail: pho, selection: phoLarge });
    const { lines, totals } = actor.getSnapshot().context;
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({ menuid: phoId, quantity: 2 });
    /**
     * (65,000 + 10,000 + 5,000 + 2 x 25,000) x 2 = 260,000; VAT outside: 8 % of the dish's
     * 130,000 plus the default 10 % of the toppings' 130,000.
     */
    expect(totals).toMatchObject({ subTotal: 260_000, vat: 23_400, total: 283_400 });
    expect(persistCart).toHaveBeenCalledTimes(2);
    expect(persistCart).toHaveBeenLastCalledWith({ lines });
  });

  it("should change a line's toppings in place, keep the other lines and persist it", async () => {
    const tea2 = dishToCartLine(tea.food, 2);
    const { actor, persistCart } = start({ lines: [selectionToCartLine(pho, phoLarge), tea2] });
    await settle();
    const medium = { mandatory: ['SZ-M'], optional: { EGG: 1 }, quantity: 2 };
    const event: CartEvent = { type: 'cart.replaceLine', menuid: phoId, detail: pho, selection: medium };
    expect(actor.getSnapshot().can(event)).toBe(true);
    actor.send(event);
    const lines = actor.getSnapshot().context.lines;
    expect(lines.map((l) => [l.menuid, l.quantity])).toEqual([
      ['PHO01_mSZ-M_1EGG', 2],
      ['TEA01', 2],
    ]);
    expect(lines[0].totalPrice).toBe(selectionToCartLine(pho, medium).totalPrice);
    expect(cartTotalsSelector(actor.getSnapshot())).toEqual(cartTotals(lines));
    expect(persistCart).toHaveBeenLastCalledWith({ lines });
    // the old line is gone: the same change cannot be made twice
    expect(actor.getSnapshot().can(event)).toBe(false);
    // a replacement names no dish as added
    expect(addedNoticeSelector(actor.getSnapshot())).toBeNull();
  });

  it('should merge a changed line into the line that already has those toppings', async () => {
    const medium = { mandatory: ['SZ-M'], optional: {}, quantity: 3 };
    const { actor } = start({ lines: [selectionToCartLine(pho, medium), selectionToCartLine(pho, phoLarge)] });
    await settle();
    actor.send({ type: 'cart.replaceLine', menuid: phoId, detail: pho, selection: { ...medium, quantity: 1 } });
    expect(actor.getSnapshot().context.lines.map((l) => [l.menuid, l.quantity])).toEqual([['PHO01_mSZ-M', 4]]);
    expect(cartItemCountSelector(actor.getSnapshot())).toBe(4);
  });

  it('should refuse a change to an invalid selection or of a line no longer in the cart', async () => {
    const { actor, persistCart } = start({ lines: [selectionToCartLine(pho, phoLarge)] });
    await settle();
    const before = actor.getSnapshot().context.lines;
    const invalid: CartEvent = { type: 'cart.replaceLine', menuid: phoId, detail: pho, selection: { ...phoLarge, mandatory: ['EGG'] } };
    const gone: CartEvent = { type: 'cart.replaceLine', menuid: 'PHO01_mSZ-M', detail: pho, selection: phoLarge };
    expect(actor.getSnapshot().can(invalid)).toBe(false);
    expect(actor.getSnapshot().can(gone)).toBe(false);
    actor.send(invalid);
    actor.send(gone);
    expect(actor.getSnapshot().context.lines).toBe(before);
    expect(persistCart).not.toHaveBeenCalled();
  });

  it('should ignore an invalid selection', async () => {
    const { actor, persistCart } = start();
    await settle();
    actor.send({ type: 'cart.add', detail: pho, selection: { ...phoLarge, mandatory: ['EGG'] } });
    expect(actor.getSnapshot().context.lines).toEqual([]);
    expect(persistCart).not.toHaveBeenCalled();
  });

  it('should name the dish it added until the view dismisses the notice, and not for a refused add', async () => {
    const { actor } = start();
    await settle();
    expect(addedNoticeSelector(actor.getSnapshot())).toBeNull();
    actor.send({ type: 'cart.add', detail: pho, selection: { ...phoLarge, mandatory: ['EGG'] } });
    expect(addedNoticeSelector(actor.getSnapshot())).toBeNull();
    actor.send({ type: 'cart.add', detail: tea, quantity: 2 });
    expect(addedNoticeSelector(actor.getSnapshot())).toEqual({ name: tea.food.menunm, quantity: 2 });
    actor.send({ type: 'addedNotice.dismiss' });
    expect(addedNoticeSelector(actor.getSnapshot())).toBeNull();
  });

  it("should price dishes without their own rate with the store's tax", async () => {
    const { actor } = start();
    await settle();
    actor.send({ type: 'store.set', tax: 8, deliveryFee: 15_000 });
    actor.send({ type: 'cart.add', detail: tea, quantity: 3 });
    const { lines, totals } = actor.getSnapshot().context;
    expect(lines[0]).toEqual(dishToCartLine(tea.food, 3, { storeTax: 8 }));
    expect(lines[0]?.tax_rate).toBe(8);
    expect(totals).toEqual(cartTotals(lines, { deliveryFee: 15_000 }));
    expect(totals.totalWithFee).toBe(45_000);
  });

  it('should decrease, remove the line at 1 and go back to orderStart', async () => {
    const { actor } = start();
    await settle();
    actor.send({ type: 'cart.add', detail: tea, quantity: 2 });
    actor.send({ type: 'cart.decrease', menuid: 'TEA01' });
    expect(actor.getSnapshot().context.lines[0]?.quantity).toBe(1);
    actor.send({ type: 'cart.decrease', menuid: 'TEA01' });
    expect(actor.getSnapshot().context.lines).toEqual([]);
    expect(orderStatusSelector(actor.getSnapshot())).toBe('orderStart');
  });

  it('should ask for confirmation before removing a line', async () => {
    const { actor } = start();
    await settle();
    actor.send({ type: 'cart.add', detail: tea });
    actor.send({ type: 'cart.remove', menuid: 'TEA01' });
    expect(actor.getSnapshot().value).toEqual({ status: 'confirmingRemoval' });
    expect(pendingRemovalSelector(actor.getSnapshot())?.menuid).toBe('TEA01');
    actor.send({ type: 'removal.cancel' });
    expect(orderStatusSelector(actor.getSnapshot())).toBe('ordering');
    expect(actor.getSnapshot().context.lines).toHaveLength(1);
    actor.send({ type: 'cart.remove', menuid: 'TEA01' });
    actor.send({ type: 'removal.confirm' });
    expect(actor.getSnapshot().context.lines).toEqual([]);
    expect(orderStatusSelector(actor.getSnapshot())).toBe('orderStart');
  });

  it('should mark sold-out lines inactive, out of totals, with quantity-plus disabled', async () => {
    const { actor } = start();
    await settle();
    actor.send({ type: 'cart.add', detail: pho, selection: phoLarge });
    actor.send({ type: 'cart.add', detail: tea });
    actor.send({ type: 'cart.markUnavailable', codes: ['BEEF'] });
    const snapshot = actor.getSnapshot();
    expect(snapshot.context.lines.map((l) => l.active_flag)).toEqual([false, true]);
    expect(snapshot.context.totals).toEqual(cartTotals(snapshot.context.lines));
    expect(canIncreaseSelector(snapshot, phoId)).toBe(false);
    expect(canIncreaseSelector(snapshot, 'TEA01')).toBe(true);
    /** Only the inactive line left: back to orderStart. */
    actor.send({ type: 'cart.decrease', menuid: 'TEA01' });
    expect(orderStatusSelector(actor.getSnapshot())).toBe('orderStart');
    expect(actor.getSnapshot().context.lines).toHaveLength(1);
  });

  it('should remove the dishes the store no longer offers', async () => {
    const { actor } = start();
    await settle();
    actor.send({ type: 'cart.add', detail: pho, selection: phoLarge });
    actor.send({ type: 'cart.add', detail: tea });
    actor.send({ type: 'cart.removeUnavailable', codes: ['EGG'] });
    expect(actor.getSnapshot().context.lines.map((l) => l.menucd)).toEqual(['TEA01']);
  });

  it('should clear everything on reset', async () => {
    const line = selectionToCartLine(pho, phoLarge);
    const { actor, persistCart } = start({ lines: [line] });
    await settle();
    actor.send({ type: 'cart.reset' });
    expect(actor.getSnapshot().value).toEqual({ status: 'orderStart' });
    expect(actor.getSnapshot().context).toMatchObject({ lines: [] });
    expect(persistCart).toHaveBeenLastCalledWith({ lines: [] });
  });

  it('should take a cart restored from another tab as it is', async () => {
    const line = dishToCartLine(tea.food, 1);
    const { actor, persistCart } = start();
    await settle();
    actor.send({ type: 'cart.restore', cart: { lines: [line] } });
    expect(orderStatusSelector(actor.getSnapshot())).toBe('ordering');
    expect(persistCart).not.toHaveBeenCalled();
  });
});
