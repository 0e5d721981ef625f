import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, setup } from 'xstate';
import { place, rows, s4NearestRows, stores } from '../test-support/fulfilment-fixtures';
import { pho, tea } from '../test-support/cart-fixtures';
import type { SessionActor } from './machine';
import { continuedOrderNoSelector } from './selectors';
import { checkoutOpen, openedOrderStatus, savedAddress, sessions, startSystem } from './test-support';

function withStoreAndCart(options: Parameters<typeof startSystem>[0] = {}) {
  const started = startSystem(options);
  const { send } = started;
  send('cart', { type: 'xstate.done.actor.loadCart', output: null });
  send('fulfilment', { type: 'xstate.done.actor.loadStores', output: stores });
  send('fulfilment', { type: 'destination.set', place });
  send('fulfilment', { type: 'xstate.done.actor.measureDistances', output: rows.near });
  send('cart', { type: 'cart.add', detail: pho });
  return started;
}

/** A stand-in for the session machine: logged in or not, with addresses and a selection. */
const fakeSession = setup({
  types: { context: {} as { allowAnonymous: boolean; customer: { id: number } | null; addresses: typeof sessions.member.addresses; selectedAddressId: number | null } },
}).createMachine({
  context: { allowAnonymous: false, customer: { id: 7 }, addresses: sessions.member.addresses, selectedAddressId: 1 },
  initial: 'loggedIn',
  states: { loggedIn: {} },
  on: {
    'address.select': { actions: ({ context, event }) => void (context.selectedAddressId = (event as unknown as { id: number }).id) },
  },
});

describe('checkout in the ordering system', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it("should keep the open checkout's draft, serve time and recipient for a reload, and nothing while a login is required", () => {
    const keepCheckoutDraft = vi.fn();
    const { send } = withStoreAndCart({ keepCheckoutDraft });
    /** No login and no guest allowance: the checkout requires a login and has no form to keep. */
    send('ordering', checkoutOpen());
    expect(keepCheckoutDraft).toHaveBeenCalled();
    expect(keepCheckoutDraft.mock.calls.every(([kept]) => kept === null)).toBe(true);
    /** A guest allowed on: the form comes back and is kept as it changes. */
    send('ordering', { type: 'session.change', session: sessions.guest });
    send('checkout', { type: 'draft.edit', patch: { instructions: 'Gọi trước khi giao' } });
    const [kept] = keepCheckoutDraft.mock.lastCall!;
    expect(kept).toMatchObject({ draft: { instructions: 'Gọi trước khi giao' }, schedule: { date: '2025-01-07', time: '12:00' }, customerAddressId: null });
  });

  it('should spawn the checkout as a child of the system when its screen opens, with store, cart and session', () => {
    const { system, send } = withStoreAndCart();
    send('ordering', { type: 'session.change', session: sessions.guest });
    expect(system.system.get('checkout')).toBeUndefined();
    send('ordering', checkoutOpen());
    const checkout = system.getSnapshot().context.checkout!;
    expect(system.system.get('checkout')).toBe(checkout);
    const { context, value } = checkout.getSnapshot();
    expect(value).toBe('confirming');
    expect(context.now).toBe('2025-01-06T03:00:00Z');
    expect(context.order?.store.code).toBe('S1');
    expect(context.order?.lines.map((l) => l.menucd)).toEqual(['PHO01']);
    expect(context.session).toEqual({ loggedIn: false, allowAnonymous: true, customerId: null });
    expect(context.destination).toMatchObject({ pickUpAtStore: false, address: place.formatted_address, isTemporary: true, storeChosen: true });
  });

  it('should tell the open checkout about cart, delivery type, language and session changes', () => {
    const { system, send } = withStoreAndCart();
    send('ordering', checkoutOpen({ rules: { addressManage: false, takeaway: false, futureDelivery: false } }));
    const checkout = () => system.getSnapshot().context.checkout!.getSnapshot().context;
    send('cart', { type: 'cart.add', detail: tea });
    expect(checkout().order?.lines.map((l) => l.menucd)).toEqual(['PHO01', 'TEA01']);
    send('fulfilment', { type: 'deliveryType.select', deliveryType: 'typePickup' });
    expect(checkout().destination).toMatchObject({ pickUpAtStore: true, address: null });
    send('ordering', { type: 'language.change', language: 'en' });
    expect(checkout().order?.language).toBe('en');
    send('ordering', { type: 'session.change', session: sessions.member });
    expect(checkout().session).toEqual({ loggedIn: true, allowAnonymous: false, customerId: 7 });
  });

  it("should make the chosen recipient the fulfilment destination with address management (SPEC §4)", () => {
    const { system, send } = withStoreAndCart();
    send('ordering', { type: 'session.change', session: sessions.member });
    send('ordering', checkoutOpen());
    const fulfilment = () => system.getSnapshot().context.fulfilment.getSnapshot();
    const checkout = () => system.getSnapshot().context.checkout!.getSnapshot().context;
    /** The address confirmed on home stays the recipient; the session's default is not put in its place. */
    expect(fulfilment().context.place).toEqual(place);
    expect(checkout().destination).toMatchObject({ customerAddressId: null, isTemporary: true, address: place.formatted_address });
    expect(system.getSnapshot().context.session.selectedAddressId).toBeNull();
    /** Choosing a saved recipient makes it the destination, measured from its nearest store. */
    send('ordering', { type: 'session.change', session: { ...sessions.member, selectedAddressId: 1 } });
    expect(fulfilment().matches({ address: 'measuring' })).toBe(true);
    expect(fulfilment().context.place?.place_id).toBe('saved-1');
    send('fulfilment', { type: 'xstate.done.actor.measureDistances', output: rows.near });
    expect(checkout().destination).toMatchObject({ customerAddressId: 1, isTemporary: false, address: savedAddress(1).address });
    /** Choosing another recipient looks its store up again; the same one does not. */
    send('ordering', { type: 'session.change', session: { ...sessions.member, selectedAddressId: 2 } });
    expect(fulfilment().context.place?.place_id).toBe('saved-2');
    expect(checkout().destination.customerAddressId).toBe(2);
  });

  it('should leave the destination alone without address management', () => {
    const { system, send } = withStoreAndCart();
    send('ordering', { type: 'session.change', session: sessions.member });
    send('ordering', checkoutOpen({ rules: { addressManage: false, takeaway: false, futureDelivery: false } }));
    expect(system.getSnapshot().context.fulfilment.getSnapshot().context.place).toEqual(place);
  });

  it('should watch the session actor and select the recipient kept from before a reload', () => {
    const session = createActor(fakeSession).start();
    const { system, send } = withStoreAndCart({ session: session as unknown as SessionActor });
    expect(system.getSnapshot().context.session).toMatchObject({ loggedIn: true, customerId: 7, selectedAddressId: 1 });
    send('ordering', checkoutOpen({ keptAddressId: 2 }));
    expect(session.getSnapshot().context.selectedAddressId).toBe(2);
    expect(system.getSnapshot().context.checkout!.getSnapshot().context.destination.customerAddressId).toBe(2);
  });

  it('should spawn the payment of the order the checkout placed, priced as the checkout priced it, and start it', () => {
    const { system, send } = withStoreAndCart();
    send('ordering', { type: 'session.change', session: sessions.member });
    send('ordering', checkoutOpen({ rules: { addressManage: false, takeaway: false, futureDelivery: false } }));
    const checkout = system.getSnapshot().context.checkout!;
    send('checkout', { type: 'checkout.confirm', now: '2025-01-06T03:00:00Z' });
    send('checkout', { type: 'time.confirm' });
    send('checkout', { type: 'xstate.done.actor.notifyNotAsap', output: undefined });
    expect(system.system.get('payment')).toBeUndefined();
    send('checkout', { type: 'xstate.done.actor.submitOrder', output: { orderId: 41, orderNo: 'A0041' } });
    const payment = system.system.get('payment')!;
    expect(system.getSnapshot().context.payment).toBe(payment);
    const { context } = payment.getSnapshot();
    expect(context.order).toMatchObject({ id: 41, orderNo: 'A0041', storeCode: checkout.getSnapshot().context.store.code, cusId: 7, status: 'orderSent', paymentStatus: 'success' });
    expect(context.order.amount).toBeGreaterThan(0);
    expect(context).toMatchObject({ paymentMethod: 'cash', language: 'vi', qrWindowMinutes: 5, viewerId: 7 });
    /** Cash: the order is sent at once, as the payment step's button would. */
    expect(payment.getSnapshot().value).toBe('sendingOrder');
  });

  it('should empty the cart, forget the checkout and open the order status once the payment settles; closing the screen stops it', () => {
    const forgetCheckout = vi.fn();
    const { system, send } = withStoreAndCart({ forgetCheckout });
    send('ordering', { type: 'session.change', session: sessions.guest });
    send('ordering', checkoutOpen({ rules: { addressManage: false, takeaway: false, futureDelivery: false } }));
    send('checkout', { type: 'checkout.confirm', now: '2025-01-06T03:00:00Z' });
    send('checkout', { type: 'time.confirm' });
    send('checkout', { type: 'xstate.done.actor.notifyNotAsap', output: undefined });
    send('checkout', { type: 'xstate.done.actor.submitOrder', output: { orderId: 42, orderNo: 'A0042' } });
    openedOrderStatus.length = 0;
    send('payment', { type: 'xstate.done.actor.sendOrder', output: { orderNo: 'A0042' } });
    expect(system.system.get('payment')!.getSnapshot().value).toEqual({ settled: 'orderSent' });
    expect(system.getSnapshot().context.cart.getSnapshot().context.lines).toEqual([]);
    expect(forgetCheckout).toHaveBeenCalledOnce();
    expect(openedOrderStatus).toEqual([{ orderNo: 'A0042', placed: true }]);
    send('ordering', { type: 'checkout.close' });
    expect(system.system.get('payment')).toBeUndefined();
    expect(system.getSnapshot().context.payment).toBeNull();
  });

  it('should update the cart with the prices the customer accepted', () => {
    const { system, send } = withStoreAndCart();
    send('ordering', { type: 'session.change', session: sessions.guest });
    send('ordering', checkoutOpen());
    const checkout = system.getSnapshot().context.checkout!;
    send('checkout', { type: 'checkout.confirm', now: '2025-01-06T03:00:00Z' });
    send('checkout', { type: 'time.confirm' });
    send('checkout', { type: 'xstate.done.actor.notifyNotAsap', output: undefined });
    expect(checkout.getSnapshot().matches({ paying: 'submitting' })).toBe(true);
    send('checkout', {
      type: 'xstate.error.actor.submitOrder',
      error: { code: 'INVALID_ORDER', details: { changed_items: [{ menucd: 'PHO01', menuname: 'Phở bò', old_price: 65_000, new_price: 99_000 }], delivery_fee: { old: 1, new: 23_000 } } },
    });
    send('checkout', { type: 'prices.accept' });
    const cart = system.getSnapshot().context.cart.getSnapshot().context;
    expect(cart.lines[0]!.price).toBe(99_000);
    expect(cart.totals.deliveryFee).toBe(23_000);
    expect(checkout.getSnapshot().context.order?.lines[0]!.price).toBe(99_000);
  });

  it('should not let the checkout confirm while the device is offline, and again once it is back online', () => {
    const { system, send } = withStoreAndCart();
    send('ordering', { type: 'session.change', session: sessions.guest });
    send('ordering', { type: 'network.change', online: false });
    send('ordering', checkoutOpen({ rules: { addressManage: false, takeaway: false, futureDelivery: false } }));
    const checkout = () => system.getSnapshot().context.checkout!.getSnapshot();
    const confirm = { type: 'checkout.confirm', now: '2025-01-06T03:00:00Z' } as const;
    expect(checkout().value).toBe('confirming');
    expect(checkout().can(confirm)).toBe(false);

    send('ordering', { type: 'network.change', online: true });
    expect(system.getSnapshot().context.online).toBe(true);
    expect(checkout().can(confirm)).toBe(true);

    send('ordering', { type: 'network.change', online: false });
    expect(checkout().can(confirm)).toBe(false);
    send('checkout', confirm);
    expect(checkout().value).toBe('confirming');
  });

  it('should stop the checkout when its screen closes and start a fresh one when it opens again', () => {
    const { system, send } = withStoreAndCart();
    send('ordering', checkoutOpen());
    const first = system.getSnapshot().context.checkout!;
    send('ordering', { type: 'checkout.close' });
    expect(first.getSnapshot().status).toBe('stopped');
    expect(system.system.get('checkout')).toBeUndefined();
    send('ordering', checkoutOpen());
    const second = system.getSnapshot().context.checkout!;
    expect(second).not.toBe(first);
    expect(system.system.get('checkout')).toBe(second);
    /** Opening again while open (a new store) replaces the checkout. */
    send('ordering', checkoutOpen());
    expect(second.getSnapshot().status).toBe('stopped');
    expect(system.system.get('checkout')).toBe(system.getSnapshot().context.checkout);
  });
});

describe('the checkout of an open order found on home (SPEC §2 Home, §4)', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  const found = { id: 41, orderNo: '250106000041' };
  const resumed = (dishes = [{ detail: tea, quantity: 2 }]) => ({ order: found, dishes, unavailable: [] });
  const checkoutOrderOf = (system: ReturnType<typeof startSystem>['system']) => {
    const { orderId, orderNo } = system.getSnapshot().context.checkout!.getSnapshot().context;
    return { orderId, orderNo };
  };

  it('should confirm the found order under its own id and number instead of inserting a new one', async () => {
    const { system, send } = withStoreAndCart({ resumeOrder: async () => resumed() });
    send('ordering', { type: 'order.resume', orderNo: found.orderNo });
    await vi.advanceTimersByTimeAsync(0);
    expect(continuedOrderNoSelector(system.getSnapshot())).toBe(found.orderNo);

    send('ordering', checkoutOpen());

    expect(checkoutOrderOf(system)).toEqual({ orderId: 41, orderNo: '250106000041' });
  });

  it('should choose the store of a pickup order again, for pickup, since home starts over without one', async () => {
    const { system, send } = startSystem({ resumeOrder: async () => ({ ...resumed(), pickupAt: place }) });
    send('cart', { type: 'xstate.done.actor.loadCart', output: null });
    send('fulfilment', { type: 'xstate.done.actor.loadStores', output: stores });
    send('ordering', { type: 'order.resume', orderNo: found.orderNo });
    await vi.advanceTimersByTimeAsync(0);
    send('fulfilment', { type: 'xstate.done.actor.measureDistances', output: rows.near });

    const fulfilment = system.getSnapshot().context.fulfilment.getSnapshot().context;
    expect(fulfilment.place).toEqual(place);
    // the nearest store taking pickup from there (in life the order's own store, 0 m away)
    expect(fulfilment.store?.code).toBe('S2');
    expect(fulfilment.deliveryType).toBe('typePickup');
    send('ordering', checkoutOpen());
    expect(checkoutOrderOf(system)).toEqual({ orderId: 41, orderNo: '250106000041' });
    expect(system.getSnapshot().context.checkout!.getSnapshot().context.destination).toMatchObject({ pickUpAtStore: true });
  });

  it('should keep continuing the found order when the customer changes its dishes or the store', async () => {
    const { system, send } = withStoreAndCart({ resumeOrder: async () => resumed() });
    send('ordering', { type: 'order.resume', orderNo: found.orderNo });
    await vi.advanceTimersByTimeAsync(0);

    send('cart', { type: 'cart.add', detail: pho });
    send('cart', { type: 'cart.remove', menuid: system.getSnapshot().context.cart.getSnapshot().context.lines[0]!.menuid });
    send('cart', { type: 'removal.confirm' });
    // another address, whose nearest store is S4
    send('fulfilment', { type: 'destination.set', place });
    send('fulfilment', { type: 'xstate.done.actor.measureDistances', output: s4NearestRows });
    send('ordering', checkoutOpen());

    expect(system.getSnapshot().context.cart.getSnapshot().context.lines.map((l) => l.menucd)).toEqual(['PHO01']);
    expect(checkoutOrderOf(system)).toEqual({ orderId: 41, orderNo: '250106000041' });
  });

  it('should begin a new order once the customer empties the cart of the found order', async () => {
    const { system, send } = withStoreAndCart({ resumeOrder: async () => resumed() });
    send('ordering', { type: 'order.resume', orderNo: found.orderNo });
    await vi.advanceTimersByTimeAsync(0);

    send('cart', { type: 'cart.removeAll' });
    send('cart', { type: 'removal.confirm' });
    send('cart', { type: 'cart.add', detail: pho });
    send('ordering', checkoutOpen());

    expect(continuedOrderNoSelector(system.getSnapshot())).toBeNull();
    expect(checkoutOrderOf(system)).toEqual({ orderId: null, orderNo: null });
  });

  it('should begin a new order when none of the found order\'s dishes could be put back', async () => {
    const { system, send } = withStoreAndCart({ resumeOrder: async () => resumed([]) });
    send('ordering', { type: 'order.resume', orderNo: found.orderNo });
    await vi.advanceTimersByTimeAsync(0);

    send('cart', { type: 'cart.add', detail: pho });
    send('ordering', checkoutOpen());

    expect(continuedOrderNoSelector(system.getSnapshot())).toBeNull();
    expect(checkoutOrderOf(system)).toEqual({ orderId: null, orderNo: null });
  });

  it('should keep the continued order for a reload, and continue it after one while the stored cart holds its dishes', async () => {
    const persistContinuedOrder = vi.fn();
    const first = withStoreAndCart({ resumeOrder: async () => resumed(), persistContinuedOrder });
    first.send('ordering', { type: 'order.resume', orderNo: found.orderNo });
    await vi.advanceTimersByTimeAsync(0);
    expect(persistContinuedOrder).toHaveBeenLastCalledWith(found);
    const storedCart = first.system.getSnapshot().context.cart.getSnapshot().context;

    // the reload: the system starts with the stored order, the cart reads its stored lines
    const reloaded = startSystem({ continuedOrder: found, persistContinuedOrder });
    reloaded.send('cart', { type: 'xstate.done.actor.loadCart', output: { lines: storedCart.lines } });
    reloaded.send('fulfilment', { type: 'xstate.done.actor.loadStores', output: stores });
    reloaded.send('fulfilment', { type: 'destination.set', place });
    reloaded.send('fulfilment', { type: 'xstate.done.actor.measureDistances', output: rows.near });
    reloaded.send('ordering', checkoutOpen());
    expect(checkoutOrderOf(reloaded.system)).toEqual({ orderId: 41, orderNo: '250106000041' });

    reloaded.send('cart', { type: 'cart.removeAll' });
    reloaded.send('cart', { type: 'removal.confirm' });
    expect(persistContinuedOrder).toHaveBeenLastCalledWith(null);
  });

  it('should let a stored continued order go when the stored cart turns out empty', () => {
    const persistContinuedOrder = vi.fn();
    const { system, send } = startSystem({ continuedOrder: found, persistContinuedOrder });
    send('cart', { type: 'xstate.done.actor.loadCart', output: null });
    expect(continuedOrderNoSelector(system.getSnapshot())).toBeNull();
    expect(persistContinuedOrder).toHaveBeenLastCalledWith(null);
  });
});
