import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { fromTransition, type AnyEventObject } from 'xstate';
import { getShortestPaths } from 'xstate/graph';
import { place, rows, stores } from '../test-support/fulfilment-fixtures';
import { pho, tea } from '../test-support/cart-fixtures';
import { selectedAddressOf } from './rules';
import { checkoutOpen, sessions, startSystem, type Target } from './test-support';

/** One step of the whole system: an event for one of its actors, named by its label. */
interface Step extends AnyEventObject {
  type: string;
  to: Target;
  event: AnyEventObject;
}

const step = (type: string, to: Target, event: AnyEventObject): Step => ({ type, to, event });

/** Paths stop after this many steps, so the graph of the live system stays small. */
const MAX_STEPS = 4;

/** The checkout screen opening and closing among session, recipient, delivery-type and cart changes. */
const steps: Step[] = [
  step('ordering: checkout.open', 'ordering', checkoutOpen()),
  step('ordering: checkout.close', 'ordering', { type: 'checkout.close' }),
  step('ordering: session(guest)', 'ordering', { type: 'session.change', session: sessions.guest }),
  step('ordering: session(member)', 'ordering', { type: 'session.change', session: sessions.member }),
  step('ordering: session(member, recipient 2)', 'ordering', { type: 'session.change', session: { ...sessions.member, selectedAddressId: 2 } }),
  step('fulfilment: done:measureDistances', 'fulfilment', { type: 'xstate.done.actor.measureDistances', output: rows.near }),
  step('fulfilment: select(pickup)', 'fulfilment', { type: 'deliveryType.select', deliveryType: 'typePickup' }),
  step('fulfilment: select(delivery)', 'fulfilment', { type: 'deliveryType.select', deliveryType: 'typeDelivery' }),
  step('cart: cart.add(tea)', 'cart', { type: 'cart.add', detail: tea }),
];

/** The system after its setup (a store chosen for an address, phở in the cart) and `path`. */
function replay(path: readonly Step[]) {
  const started = startSystem();
  const { send } = started;
  send('cart', { type: 'xstate.done.actor.loadCart', output: null });
  send('fulfilment', { type: 'xstate.done.actor.loadStores', output: stores });
  send('fulfilment', { type: 'destination.set', place });
  send('fulfilment', { type: 'xstate.done.actor.measureDistances', output: rows.near });
  send('cart', { type: 'cart.add', detail: pho });
  for (const s of path) send(s.to, s.event);
  return started.system;
}

/** What the system looks like after the steps: the facts each actor holds that the checkout depends on. */
function summary(path: readonly Step[]) {
  const system = replay(path);
  const { context } = system.getSnapshot();
  const f = context.fulfilment.getSnapshot();
  const c = context.cart.getSnapshot();
  const k = context.checkout?.getSnapshot();
  const recipient = selectedAddressOf(context.session);
  const result = {
    fulfilment: JSON.stringify(f.value),
    place: f.context.place?.place_id ?? null,
    store: f.context.store?.code ?? null,
    type: f.context.deliveryType,
    lines: c.context.lines.map((l) => l.menucd).join(','),
    session: `${context.session.loggedIn ? 'member' : 'guest'}:${recipient?.id ?? '-'}`,
    inSystem: (system.system.get('checkout') ?? null) === context.checkout,
    checkout: k
      ? {
          state: JSON.stringify(k.value),
          store: k.context.order?.store.code ?? null,
          lines: (k.context.order?.lines ?? []).map((l) => l.menucd).join(','),
          pickUp: k.context.destination.pickUpAtStore,
          recipient: k.context.destination.customerAddressId ?? null,
          loggedIn: k.context.session.loggedIn,
          storeChosen: k.context.destination.storeChosen,
        }
      : null,
    canSend: steps.filter((s) => (s.to === 'ordering' ? system : system.system.get(s.to))?.getSnapshot().can(s.event)).map((s) => s.type),
  };
  system.stop();
  return result;
}

const systemLogic = fromTransition((taken: Step[], event: Step) => [...taken, event], [] as Step[]);
const serialize = (taken: readonly Step[]) => {
  const { canSend: _canSend, ...facts } = summary(taken);
  return JSON.stringify(facts);
};

/** Invariants of the system with its checkout, in every state. */
function checkInvariants(taken: readonly Step[]) {
  const s = summary(taken);
  // The checkout is the system's child registered as `checkout` exactly while its screen is open.
  expect(s.inSystem).toBe(true);
  if (!s.checkout) return;
  // The checkout knows the delivery type and the session the other actors hold, and the store and
  // the cart whenever a store is chosen (while a recipient's store is looked up it keeps the last order).
  if (s.store) {
    expect(s.checkout.store).toBe(s.store);
    expect(s.checkout.lines).toBe(s.lines);
  }
  expect(s.checkout.storeChosen).toBe(s.store !== null);
  expect(s.checkout.pickUp).toBe(s.type === 'typePickup');
  expect(s.checkout.loggedIn).toBe(s.session.startsWith('member'));
  // With address management, a member's order names the chosen recipient, and a delivery is measured from there;
  // with none chosen (the checkout opened on the address confirmed on home), it goes to that address.
  const recipient = s.session.split(':')[1];
  if (s.session.startsWith('member') && recipient !== '-') {
    expect(String(s.checkout.recipient)).toBe(recipient);
    if (!s.checkout.pickUp) expect(s.place).toBe(`saved-${recipient}`);
  } else {
    expect(s.checkout.recipient).toBeNull();
    if (s.session.startsWith('member') && !s.checkout.pickUp) expect(s.place).toBe(place.place_id);
  }
}

describe('checkout in the ordering system: graph paths', () => {
  beforeAll(() => vi.useFakeTimers());
  afterAll(() => vi.useRealTimers());
  const paths = getShortestPaths(systemLogic, {
    events: (taken) => {
      if (taken.context.length >= MAX_STEPS) return [];
      const { canSend } = summary(taken.context);
      return steps.filter((s) => canSend.includes(s.type));
    },
    serializeState: (snapshot) => serialize(snapshot.context),
    limit: 3_000,
  });
  const describeSteps = (taken: readonly Step[]) => (taken.length ? taken.map((s) => s.type).join(' > ') : '(set up)');

  it.each(paths.map((p) => [describeSteps(p.state.context), p.state.context] as const))('should hold its invariants after %s', (_, taken) => {
    for (let i = 0; i <= taken.length; i++) checkInvariants(taken.slice(0, i));
  });

  it('should reach an open checkout for a guest and a member, after a recipient change, at pickup, and closed again', () => {
    const reached = paths.map((p) => ({ taken: p.state.context.map((s) => s.type), s: summary(p.state.context) }));
    expect(reached.some(({ s }) => s.checkout && s.session.startsWith('guest'))).toBe(true);
    expect(reached.some(({ s }) => s.checkout?.recipient === 2)).toBe(true);
    expect(reached.some(({ s }) => s.checkout && s.session === 'member:-' && s.checkout.recipient === null)).toBe(true);
    expect(reached.some(({ s }) => s.checkout?.pickUp)).toBe(true);
    expect(reached.some(({ s }) => s.checkout?.lines === 'PHO01,TEA01')).toBe(true);
    expect(reached.some(({ s, taken }) => s.checkout === null && taken.includes('ordering: checkout.close'))).toBe(true);
  });
});
