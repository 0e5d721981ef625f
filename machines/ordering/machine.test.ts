import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromCallback } from 'xstate';
import { dishToCartLine } from '../../domain/toppings';
import { cartMachine } from '../cart/machine';
import { orderingMachine } from './machine';
import { place, rows, s4NearestRows, stores } from '../test-support/fulfilment-fixtures';
import { pho, tea } from '../test-support/cart-fixtures';
import { removedDishesSelector, resumeFailedSelector } from './selectors';
import { startSystem, systemInput } from './test-support';

/** Lets resolved actor promises deliver their results. */
const settle = () => vi.advanceTimersByTimeAsync(0);

function withStoreAndCart(soldOut?: (input: unknown) => Promise<string[]>) {
  const started = startSystem({ soldOut });
  const { send } = started;
  send('cart', { type: 'xstate.done.actor.loadCart', output: null });
  send('fulfilment', { type: 'xstate.done.actor.loadStores', output: stores });
  send('fulfilment', { type: 'destination.set', place });
  send('fulfilment', { type: 'xstate.done.actor.measureDistances', output: rows.near });
  send('cart', { type: 'cart.add', detail: pho });
  send('cart', { type: 'cart.add', detail: tea });
  return started;
}

describe('ordering system', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('should spawn fulfilment and cart in one actor system', () => {
    const { system } = startSystem();
    expect(system.system.get('fulfilment')).toBe(system.getSnapshot().context.fulfilment);
    expect(system.system.get('cart')).toBe(system.getSnapshot().context.cart);
  });

  it('should hold the cart the app read as it started from the first snapshot, so that starting the system redraws no cart', () => {
    const line = dishToCartLine(tea.food, 2);
    const logic = orderingMachine.provide({ actors: { cart: cartMachine.provide({ actions: { persistCart: () => {} } }) } });
    const unstarted = createActor(logic, { input: { ...systemInput, session: null, storedCart: { lines: [line] } } });
    const first = unstarted.getSnapshot().context.cart.getSnapshot();
    expect(first.value).toEqual({ status: 'ordering' });
    expect(first.context.lines).toEqual([line]);
    unstarted.start();
    // what a screen drawn before the start selected is still what it selects
    const started = unstarted.getSnapshot().context.cart.getSnapshot();
    expect(started.context.lines).toBe(first.context.lines);
    expect(started.context.totals).toBe(first.context.totals);
    expect(started.value).toEqual(first.value);
  });

  it('should keep the chosen store for a reload once nothing runs there, and forget it when the address starts over', () => {
    const keepChosenStore = vi.fn();
    const { send } = startSystem({ keepChosenStore });
    send('cart', { type: 'xstate.done.actor.loadCart', output: null });
    send('fulfilment', { type: 'xstate.done.actor.loadStores', output: stores });
    send('fulfilment', { type: 'destination.set', place });
    /** No store is kept while the address is asked for and the stores are measured. */
    expect(keepChosenStore.mock.calls.filter(([kept]) => typeof kept === 'object')).toEqual([]);
    send('fulfilment', { type: 'xstate.done.actor.measureDistances', output: rows.near });
    const [kept] = keepChosenStore.mock.lastCall!;
    expect(kept.snapshot.matches({ storeChosen: 'ready' })).toBe(true);
    expect(kept.snapshot.context.store.code).toBe('S1');
    /** Home starts the address over: the stores are read again, then the address is asked for. */
    send('fulfilment', { type: 'home.enter' });
    expect(keepChosenStore).toHaveBeenLastCalledWith('unchanged');
    send('fulfilment', { type: 'xstate.done.actor.loadStores', output: stores });
    expect(keepChosenStore).toHaveBeenLastCalledWith('forget');
  });

  it("should give the cart the chosen store's tax and delivery fee", () => {
    const { system } = withStoreAndCart();
    const { fulfilment, cart } = system.getSnapshot().context;
    expect(fulfilment.getSnapshot().context.store?.code).toBe('S1');
    expect(fulfilment.getSnapshot().context.deliveryFee).toBeGreaterThan(0);
    expect(cart.getSnapshot().context.totals.deliveryFee).toBe(fulfilment.getSnapshot().context.deliveryFee);
  });

  it("should tell fulfilment the cart's dishes as a list (no joined string)", () => {
    const { system } = withStoreAndCart();
    expect(system.getSnapshot().context.fulfilment.getSnapshot().context.cartMenuCodes).toEqual(['PHO01', 'TEA01']);
  });

  it('should keep a sold-out dish struck through and remove a dish the store lacks, with a notice', async () => {
    const soldOut = vi.fn(async () => ['PHO01']);
    const { system, send } = withStoreAndCart(soldOut);
    // another address, whose nearest store is S4
    send('fulfilment', { type: 'destination.set', place });
    send('fulfilment', { type: 'xstate.done.actor.measureDistances', output: s4NearestRows });
    send('fulfilment', { type: 'xstate.done.actor.checkMenuExist', output: ['PHO01', 'TEA01'] });
    expect(system.getSnapshot().value).toBe('checkingAvailability');
    await settle();
    expect(soldOut).toHaveBeenCalledWith({ storeCode: 'S4', brandCode: 'BR' });
    const lines = system.getSnapshot().context.cart.getSnapshot().context.lines;
    expect(lines.map((l) => [l.menucd, l.active_flag])).toEqual([['PHO01', false]]);
    expect(removedDishesSelector(system.getSnapshot())).toEqual(['Trà đá']);
    /** Dismissing the notice clears it in the system and in fulfilment. */
    send('ordering', { type: 'notice.dismiss' });
    expect(removedDishesSelector(system.getSnapshot())).toEqual([]);
    expect(system.getSnapshot().context.fulfilment.getSnapshot().context.unavailableCodes).toEqual([]);
  });

  it("should put an open order's dishes found on home in the cart, instead of what it held, and name the ones no longer sold", async () => {
    const resumeOrder = vi.fn(async () => ({ order: { id: 41, orderNo: '250106000041' }, dishes: [{ detail: tea, quantity: 2 }], unavailable: ['Phở bò'] }));
    const { system, send } = startSystem({ resumeOrder });
    send('cart', { type: 'xstate.done.actor.loadCart', output: null });
    send('cart', { type: 'cart.add', detail: pho });
    send('ordering', { type: 'order.resume', orderNo: '250106000041' });
    await settle();
    expect(resumeOrder).toHaveBeenCalledWith({ orderNo: '250106000041', language: 'vi' });
    const cart = system.getSnapshot().context.cart.getSnapshot();
    expect(cart.context.lines.map((l) => [l.menucd, l.quantity])).toEqual([['TEA01', 2]]);
    expect(cart.value).toMatchObject({ status: 'ordering' });
    /** Put back, not chosen now: no add-to-cart feedback; the dish the store sells no more is named (SPEC §8 "Dishes unavailable"). */
    expect(cart.context.addedNotice).toBeNull();
    expect(removedDishesSelector(system.getSnapshot())).toEqual(['Phở bò']);
  });

  it('should log a network watcher that fails and take the device as online, so the checkout stays possible (every invoke has onError)', () => {
    const failure = new Error('no window');
    const logged = vi.fn();
    const watchNetwork = fromCallback(() => {
      throw failure;
    });
    const { system } = startSystem({ online: false, watchers: { watchNetwork }, logActorFailure: logged });
    expect(logged).toHaveBeenCalledWith({ actor: 'watchNetwork', error: failure });
    expect(system.getSnapshot().status).toBe('active');
    expect(system.getSnapshot().context.online).toBe(true);
  });

  it('should log a session watcher that fails and go on with the session it knew (every invoke has onError)', () => {
    const failure = new Error('session gone');
    const logged = vi.fn();
    const watchSession = fromCallback(() => {
      throw failure;
    });
    const { system, send } = startSystem({ watchers: { watchSession }, logActorFailure: logged });
    expect(logged).toHaveBeenCalledWith({ actor: 'watchSession', error: failure });
    expect(system.getSnapshot().status).toBe('active');
    send('cart', { type: 'xstate.done.actor.loadCart', output: null });
    send('cart', { type: 'cart.add', detail: pho });
    expect(system.getSnapshot().context.cart.getSnapshot().context.lines.map((l) => l.menucd)).toEqual(['PHO01']);
  });

  it("should send a resumed delivery order's address to fulfilment, which measures the stores from it for delivery", async () => {
    const resumeOrder = async () => ({ order: { id: 41, orderNo: '250106000041' }, deliverTo: place, pickupAt: null, dishes: [{ detail: tea, quantity: 1 }], unavailable: [] });
    const { system, send } = startSystem({ resumeOrder });
    send('cart', { type: 'xstate.done.actor.loadCart', output: null });
    send('fulfilment', { type: 'xstate.done.actor.loadStores', output: stores });
    send('ordering', { type: 'order.resume', orderNo: '250106000041' });
    await settle();
    const fulfilment = system.getSnapshot().context.fulfilment.getSnapshot();
    expect(fulfilment.context.place).toEqual(place);
    expect(fulfilment.matches({ address: 'measuring' })).toBe(true);
    send('fulfilment', { type: 'xstate.done.actor.measureDistances', output: rows.near });
    const measured = system.getSnapshot().context.fulfilment.getSnapshot();
    expect(measured.context.deliveryType).toBe('typeDelivery');
    expect(measured.context.store).not.toBeNull();
  });

  it("should put a reordered order's dishes in the cart beside what it held and open the checkout once the order's place has its store", async () => {
    const repeatOrder = vi.fn(async () => ({ deliverTo: place, pickupAt: null, dishes: [{ detail: tea, quantity: 2 }], unavailable: ['Phở bò'] }));
    const openCheckout = vi.fn();
    const { system, send } = startSystem({ repeatOrder, openCheckout });
    send('cart', { type: 'xstate.done.actor.loadCart', output: null });
    send('fulfilment', { type: 'xstate.done.actor.loadStores', output: stores });
    send('cart', { type: 'cart.add', detail: pho });
    send('ordering', { type: 'order.repeat', orderId: 41, orderNo: '250106000041' });
    expect(system.getSnapshot().value).toBe('repeating');
    expect(system.getSnapshot().can({ type: 'order.repeat', orderId: 41, orderNo: '250106000041' })).toBe(false);
    await settle();
    expect(repeatOrder).toHaveBeenCalledWith({ orderId: 41, orderNo: '250106000041', language: 'vi' });
    expect(system.getSnapshot().value).toBe('watching');
    const cart = system.getSnapshot().context.cart.getSnapshot();
    expect(cart.context.lines.map((l) => [l.menucd, l.quantity])).toEqual([['PHO01', 1], ['TEA01', 2]]);
    expect(removedDishesSelector(system.getSnapshot())).toEqual(['Phở bò']);
    /** A new order: not the past one's number. */
    expect(system.getSnapshot().context.continuedOrder).toBeNull();
    /** The checkout opens only once the order's address has its store (no trip via home, no confirm). */
    expect(openCheckout).not.toHaveBeenCalled();
    expect(system.getSnapshot().context.fulfilment.getSnapshot().context.place).toEqual(place);
    send('fulfilment', { type: 'xstate.done.actor.measureDistances', output: rows.near });
    send('fulfilment', { type: 'xstate.done.actor.checkMenuExist', output: [] });
    expect(system.getSnapshot().context.fulfilment.getSnapshot().matches({ storeChosen: 'ready' })).toBe(true);
    expect(openCheckout).toHaveBeenCalledTimes(1);
  });

  it('should open the cart for a reorder without a place, and say so when the reorder fails', async () => {
    const openCartScreen = vi.fn();
    const openCheckout = vi.fn();
    const found = startSystem({
      repeatOrder: async () => ({ deliverTo: null, pickupAt: null, dishes: [{ detail: tea, quantity: 1 }], unavailable: [] }),
      openCartScreen,
      openCheckout,
    });
    found.send('cart', { type: 'xstate.done.actor.loadCart', output: null });
    found.send('ordering', { type: 'order.repeat', orderId: 41, orderNo: '250106000041' });
    await settle();
    expect(openCartScreen).toHaveBeenCalledTimes(1);
    expect(openCheckout).not.toHaveBeenCalled();

    const failing = startSystem({ repeatOrder: async () => Promise.reject(new Error('FORBIDDEN')) });
    failing.send('ordering', { type: 'order.repeat', orderId: 41, orderNo: '250106000041' });
    await settle();
    expect(failing.system.getSnapshot().value).toBe('watching');
    expect(failing.system.getSnapshot().context.repeatFailed).toBe(true);
  });

  it('should say so and keep the cart when the open order cannot be loaded', async () => {
    const { system, send } = startSystem({ resumeOrder: async () => Promise.reject(new Error('FORBIDDEN')) });
    send('cart', { type: 'xstate.done.actor.loadCart', output: null });
    send('cart', { type: 'cart.add', detail: pho });
    send('ordering', { type: 'order.resume', orderNo: '250106000041' });
    await settle();
    expect(resumeFailedSelector(system.getSnapshot())).toBe(true);
    expect(system.getSnapshot().context.cart.getSnapshot().context.lines.map((l) => l.menucd)).toEqual(['PHO01']);
    send('ordering', { type: 'notice.dismiss' });
    expect(resumeFailedSelector(system.getSnapshot())).toBe(false);
  });

  it('should count every unavailable dish as missing when the store menu cannot be loaded', async () => {
    const { system, send } = withStoreAndCart(async () => Promise.reject(new Error('menu')));
    // another address, whose nearest store is S4
    send('fulfilment', { type: 'destination.set', place });
    send('fulfilment', { type: 'xstate.done.actor.measureDistances', output: s4NearestRows });
    send('fulfilment', { type: 'xstate.done.actor.checkMenuExist', output: ['TEA01'] });
    await settle();
    expect(system.getSnapshot().context.cart.getSnapshot().context.lines.map((l) => l.menucd)).toEqual(['PHO01']);
  });

  it("should name the cart's dishes as the new language's menu does after a language change, and keep the names when that fails", async () => {
    const loadDishNames = vi.fn(async (_input: unknown): Promise<Record<string, string>> => ({ PHO01: 'Beef phở', TEA01: 'Iced tea' }));
    const logged = vi.fn();
    const { system, send } = startSystem({ loadDishNames, logActorFailure: logged });
    send('cart', { type: 'xstate.done.actor.loadCart', output: null });
    send('fulfilment', { type: 'xstate.done.actor.loadStores', output: stores });
    send('fulfilment', { type: 'destination.set', place });
    send('fulfilment', { type: 'xstate.done.actor.measureDistances', output: rows.near });
    send('cart', { type: 'cart.add', detail: pho });
    send('cart', { type: 'cart.add', detail: tea });
    const store = system.getSnapshot().context.fulfilment.getSnapshot().context.store!;
    send('ordering', { type: 'language.change', language: 'en' });
    await settle();
    expect(loadDishNames).toHaveBeenCalledWith({ codes: ['PHO01', 'TEA01'], store: { brand_id: store.brand_id, code: store.code }, language: 'en' });
    const names = () => system.getSnapshot().context.cart.getSnapshot().context.lines.map((l) => l.menunm);
    expect(names()).toEqual(['Beef phở', 'Iced tea']);

    loadDishNames.mockRejectedValueOnce(new Error('menu'));
    send('ordering', { type: 'language.change', language: 'ja' });
    await settle();
    expect(logged).toHaveBeenCalledWith({ actor: 'loadDishNames', error: new Error('menu') });
    expect(names()).toEqual(['Beef phở', 'Iced tea']);
    expect(system.getSnapshot().status).toBe('active');
  });

  it('should pass a language change to fulfilment', () => {
    const { system, send } = withStoreAndCart();
    send('ordering', { type: 'language.change', language: 'en' });
    expect(system.getSnapshot().context.fulfilment.getSnapshot().context.language).toBe('en');
  });

  it("should have fulfilment recheck the cart's dishes when the cart opens", () => {
    const { system, send } = withStoreAndCart();
    send('fulfilment', { type: 'xstate.done.actor.checkMenuExist', output: [] });
    send('ordering', { type: 'cart.open' });
    const fulfilment = system.getSnapshot().context.fulfilment.getSnapshot();
    expect(fulfilment.context.cartMenuCodes).toEqual(['PHO01', 'TEA01']);
    expect(fulfilment.children.checkMenuExist).toBeDefined();
  });

  it("should recheck the cart's dishes once the cart is read when its screen opened before", () => {
    const [storedLine] = withStoreAndCart().system.getSnapshot().context.cart.getSnapshot().context.lines;
    const { system, send } = startSystem();
    send('fulfilment', { type: 'xstate.done.actor.loadStores', output: stores });
    send('fulfilment', { type: 'destination.set', place });
    send('fulfilment', { type: 'xstate.done.actor.measureDistances', output: rows.near });
    send('fulfilment', { type: 'xstate.done.actor.checkMenuExist', output: [] });
    /** The cart screen opens while the stored cart is still being read: the check waits. */
    send('ordering', { type: 'cart.open' });
    const fulfilment = () => system.getSnapshot().context.fulfilment.getSnapshot();
    expect(fulfilment().children.checkMenuExist).toBeUndefined();
    send('cart', { type: 'xstate.done.actor.loadCart', output: { lines: [storedLine] } });
    expect(fulfilment().children.checkMenuExist).toBeDefined();
    expect(fulfilment().context.cartMenuCodes).toEqual(['PHO01']);
    expect(system.getSnapshot().context.cartOpenPending).toBe(false);
  });
});
