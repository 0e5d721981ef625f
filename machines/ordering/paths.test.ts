import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { fromTransition, type AnyEventObject } from 'xstate';
import { getShortestPaths } from 'xstate/graph';
import { place, rows, s4NearestRows, stores } from '../test-support/fulfilment-fixtures';
import type { DistanceRow } from '../fulfilment/types';
import { pho, tea } from '../test-support/cart-fixtures';
import { startSystem, type Target } from './test-support';

/** One step of the whole system: an event for one of its actors, named by its label. */
interface Step extends AnyEventObject {
  type: string;
  to: Target;
  event: AnyEventObject;
  /** What the same child is sent right after (an actor's answer that belongs to the step). */
  then?: AnyEventObject[];
}

const step = (type: string, to: Target, event: AnyEventObject, then?: AnyEventObject[]): Step => ({ type, to, event, then });

/** Another delivery address measured: the nearest store of the new answer is chosen (SPEC §4: one way the store changes). */
const moveTo = (distances: DistanceRow[]): [AnyEventObject, AnyEventObject[]] => [
  { type: 'destination.set', place },
  [{ type: 'xstate.done.actor.measureDistances', output: distances }],
];

/** Paths stop after this many steps, so the graph of the live system stays small. */
const MAX_STEPS = 4;

/** Every step the paths may take: store change, delivery-type switch, menu availability, an open order taken back and the cart emptied. */
const steps: Step[] = [
  step('fulfilment: moved(S4 nearest)', 'fulfilment', ...moveTo(s4NearestRows)),
  step('fulfilment: moved(S1 nearest)', 'fulfilment', ...moveTo(rows.near)),
  step('fulfilment: select(pickup)', 'fulfilment', { type: 'deliveryType.select', deliveryType: 'typePickup' }),
  step('fulfilment: select(delivery)', 'fulfilment', { type: 'deliveryType.select', deliveryType: 'typeDelivery' }),
  step('fulfilment: done:checkMenuExist(TEA01)', 'fulfilment', { type: 'xstate.done.actor.checkMenuExist', output: ['TEA01'] }),
  step('fulfilment: done:checkMenuExist', 'fulfilment', { type: 'xstate.done.actor.checkMenuExist', output: [] }),
  step('ordering: done:loadSoldOutCodes(TEA01)', 'ordering', { type: 'xstate.done.actor.loadSoldOutCodes', output: ['TEA01'] }),
  step('ordering: done:loadSoldOutCodes', 'ordering', { type: 'xstate.done.actor.loadSoldOutCodes', output: [] }),
  step('ordering: error:loadSoldOutCodes', 'ordering', { type: 'xstate.error.actor.loadSoldOutCodes', error: new Error('menu') }),
  step('ordering: notice.dismiss', 'ordering', { type: 'notice.dismiss' }),
  step('ordering: done:resumeOrder(PHO01; Trà đá gone)', 'ordering', {
    type: 'xstate.done.actor.resumeOrder',
    output: { order: { id: 41, orderNo: '250106000041' }, dishes: [{ detail: pho, quantity: 2 }], unavailable: ['Trà đá'] },
  }),
  step('ordering: error:resumeOrder', 'ordering', { type: 'xstate.error.actor.resumeOrder', error: new Error('FORBIDDEN') }),
  step('cart: removeAll', 'cart', { type: 'cart.removeAll' }),
  step('cart: removal.confirm', 'cart', { type: 'removal.confirm' }),
];

/** The system after its setup (a store chosen for an address, phở and tea in the cart) and `path`. */
function replay(path: readonly Step[]) {
  const started = startSystem();
  const { send } = started;
  send('cart', { type: 'xstate.done.actor.loadCart', output: null });
  send('fulfilment', { type: 'xstate.done.actor.loadStores', output: stores });
  send('fulfilment', { type: 'destination.set', place });
  send('fulfilment', { type: 'xstate.done.actor.measureDistances', output: rows.near });
  send('cart', { type: 'cart.add', detail: pho });
  send('cart', { type: 'cart.add', detail: tea });
  for (const s of path) for (const event of [s.event, ...(s.then ?? [])]) send(s.to, event);
  return started.system;
}

/** What the system looks like after the steps: the system state, each child's facts the paths are about. */
function summary(path: readonly Step[]) {
  const system = replay(path);
  const { context, value } = system.getSnapshot();
  const f = context.fulfilment.getSnapshot();
  const c = context.cart.getSnapshot();
  const result = {
    system: value as string,
    fulfilment: JSON.stringify(f.value),
    store: f.context.store?.code ?? null,
    type: f.context.deliveryType,
    fee: f.context.deliveryFee,
    cartFee: c.context.totals.deliveryFee,
    cart: JSON.stringify(c.value),
    lines: c.context.lines.map((l) => `${l.menucd}${l.active_flag ? '' : '(sold out)'}`).join(','),
    menuCodes: f.context.cartMenuCodes.join(','),
    removed: context.removedDishes.join(', '),
    resumeFailed: context.resumeFailed,
    continued: context.continuedOrder?.orderNo ?? null,
    canSend: steps.filter((s) => (s.to === 'ordering' ? system : system.system.get(s.to)).getSnapshot().can(s.event)).map((s) => s.type),
  };
  system.stop();
  return result;
}

/** The whole system as one logic: its state is the steps taken, replayed on a live system to tell states apart. */
const systemLogic = fromTransition((taken: Step[], event: Step) => [...taken, event], [] as Step[]);
const serialize = (taken: readonly Step[]) => {
  const { canSend: _canSend, ...facts } = summary(taken);
  return JSON.stringify(facts);
};

/** Invariants of the system in every state. */
function checkInvariants(taken: readonly Step[]) {
  const s = summary(taken);
  // The cart always prices with the fee of the chosen store and type (pickup: none)
  // (an emptied cart has no total, fee included)
  expect(s.cartFee).toBe(s.lines === '' ? 0 : (s.fee ?? 0));
  if (s.type === 'typePickup') expect(s.fee).toBe(0);
  // Fulfilment checks exactly the dishes of the cart that it has not found unavailable.
  const cartCodes = s.lines.split(',').filter(Boolean).map((l) => l.replace('(sold out)', ''));
  for (const code of s.menuCodes.split(',').filter(Boolean)) expect(cartCodes).toContain(code);
  // A removed dish is no longer in the cart.
  if (s.removed.includes('Trà đá')) expect(cartCodes).not.toContain('TEA01');
  if (s.removed.includes('Phở bò')) expect(cartCodes).not.toContain('PHO01');
  // An order found on home is continued only while the cart holds dishes.
  if (s.continued !== null) expect(cartCodes).not.toEqual([]);
}

describe('ordering system graph paths', () => {
  beforeAll(() => vi.useFakeTimers());
  afterAll(() => vi.useRealTimers());
  const paths = getShortestPaths(systemLogic, {
    events: (taken) => {
      if (taken.context.length >= MAX_STEPS) return [];
      const { canSend } = summary(taken.context);
      return steps.filter((s) => canSend.includes(s.type));
    },
    serializeState: (snapshot) => serialize(snapshot.context),
    limit: 2_000,
  });
  const describeSteps = (taken: readonly Step[]) => (taken.length ? taken.map((s) => s.type).join(' > ') : '(set up)');

  it.each(paths.map((p) => [describeSteps(p.state.context), p.state.context] as const))('should hold its invariants after %s', (_, taken) => {
    for (let i = 0; i <= taken.length; i++) checkInvariants(taken.slice(0, i));
  });

  it('should reach store change, delivery-type switch, menu availability and resumed-order states', () => {
    const reached = paths.map((p) => summary(p.state.context));
    expect(reached.some((s) => s.store === 'S4')).toBe(true);
    expect(reached.some((s) => s.type === 'typePickup' && s.cartFee === 0)).toBe(true);
    expect(reached.some((s) => s.system === 'checkingAvailability')).toBe(true);
    expect(reached.some((s) => s.lines.includes('(sold out)'))).toBe(true);
    expect(reached.some((s) => s.removed !== '')).toBe(true);
    /** An open order found on home: its dishes in the cart, the one no longer sold named; or the failure said. */
    expect(reached.some((s) => s.lines === 'PHO01' && s.removed === 'Trà đá')).toBe(true);
    expect(reached.some((s) => s.resumeFailed)).toBe(true);
    /** Its checkout confirms that order under its number. */
    expect(reached.some((s) => s.continued === '250106000041')).toBe(true);
    /** Emptied, the cart lets the found order go: the next dishes begin a new order. */
    expect(reached.some((s) => s.lines === '' && s.continued === null)).toBe(true);
  });

  it('should list the same paths (review added or removed ones)', () => {
    expect(paths.map((p) => describeSteps(p.state.context))).toMatchInlineSnapshot(`
      [
        "ordering: error:resumeOrder > ordering: notice.dismiss",
        "fulfilment: moved(S4 nearest) > fulfilment: select(pickup) > fulfilment: done:checkMenuExist > fulfilment: select(delivery)",
        "fulfilment: select(pickup) > fulfilment: done:checkMenuExist > fulfilment: select(delivery)",
        "fulfilment: moved(S4 nearest) > fulfilment: select(pickup) > fulfilment: done:checkMenuExist > fulfilment: moved(S1 nearest)",
        "ordering: done:resumeOrder(PHO01; Trà đá gone) > cart: removeAll > cart: removal.confirm > ordering: done:resumeOrder(PHO01; Trà đá gone)",
        "fulfilment: moved(S1 nearest) > ordering: error:resumeOrder > fulfilment: done:checkMenuExist",
        "ordering: error:resumeOrder > cart: removeAll > ordering: notice.dismiss",
        "fulfilment: moved(S4 nearest) > fulfilment: select(pickup) > ordering: error:resumeOrder > ordering: notice.dismiss",
        "fulfilment: moved(S4 nearest) > fulfilment: done:checkMenuExist(TEA01) > ordering: error:resumeOrder > ordering: notice.dismiss",
        "fulfilment: moved(S4 nearest) > fulfilment: done:checkMenuExist > ordering: error:resumeOrder > ordering: notice.dismiss",
        "fulfilment: moved(S4 nearest) > ordering: done:resumeOrder(PHO01; Trà đá gone) > cart: removeAll > ordering: done:resumeOrder(PHO01; Trà đá gone)",
        "fulfilment: moved(S4 nearest) > fulfilment: done:checkMenuExist > ordering: error:resumeOrder > fulfilment: moved(S4 nearest)",
        "fulfilment: moved(S4 nearest) > ordering: error:resumeOrder > cart: removeAll > ordering: notice.dismiss",
        "fulfilment: moved(S1 nearest) > fulfilment: done:checkMenuExist(TEA01) > ordering: error:resumeOrder > ordering: notice.dismiss",
        "fulfilment: select(pickup) > fulfilment: done:checkMenuExist > ordering: done:resumeOrder(PHO01; Trà đá gone) > fulfilment: select(delivery)",
        "fulfilment: select(pickup) > fulfilment: done:checkMenuExist > ordering: error:resumeOrder > fulfilment: select(delivery)",
        "fulfilment: select(pickup) > fulfilment: done:checkMenuExist > cart: removeAll > fulfilment: select(delivery)",
        "fulfilment: select(pickup) > fulfilment: done:checkMenuExist(TEA01) > ordering: error:resumeOrder > ordering: notice.dismiss",
        "fulfilment: select(pickup) > fulfilment: done:checkMenuExist > ordering: error:resumeOrder > ordering: notice.dismiss",
        "fulfilment: select(pickup) > ordering: done:resumeOrder(PHO01; Trà đá gone) > cart: removeAll > ordering: done:resumeOrder(PHO01; Trà đá gone)",
        "fulfilment: select(pickup) > fulfilment: done:checkMenuExist > ordering: error:resumeOrder > fulfilment: moved(S1 nearest)",
        "fulfilment: select(pickup) > ordering: error:resumeOrder > cart: removeAll > ordering: notice.dismiss",
        "ordering: done:resumeOrder(PHO01; Trà đá gone) > ordering: notice.dismiss > ordering: error:resumeOrder > ordering: notice.dismiss",
        "ordering: error:resumeOrder > cart: removeAll > cart: removal.confirm > ordering: done:resumeOrder(PHO01; Trà đá gone)",
        "fulfilment: moved(S1 nearest) > ordering: done:resumeOrder(PHO01; Trà đá gone) > cart: removeAll > fulfilment: done:checkMenuExist",
        "fulfilment: moved(S1 nearest) > ordering: error:resumeOrder > cart: removeAll > fulfilment: done:checkMenuExist",
        "ordering: error:resumeOrder > cart: removeAll > cart: removal.confirm > ordering: notice.dismiss",
        "fulfilment: moved(S4 nearest) > fulfilment: done:checkMenuExist(TEA01) > fulfilment: select(pickup) > fulfilment: done:checkMenuExist",
        "fulfilment: moved(S4 nearest) > fulfilment: select(pickup) > fulfilment: done:checkMenuExist > ordering: notice.dismiss",
        "fulfilment: select(pickup) > fulfilment: done:checkMenuExist > ordering: done:resumeOrder(PHO01; Trà đá gone) > fulfilment: moved(S4 nearest)",
        "fulfilment: select(pickup) > fulfilment: done:checkMenuExist > ordering: error:resumeOrder > fulfilment: moved(S4 nearest)",
        "fulfilment: select(pickup) > fulfilment: done:checkMenuExist > cart: removeAll > fulfilment: moved(S4 nearest)",
        "fulfilment: moved(S4 nearest) > fulfilment: done:checkMenuExist(TEA01) > fulfilment: select(pickup) > fulfilment: select(delivery)",
        "fulfilment: moved(S1 nearest) > fulfilment: done:checkMenuExist(TEA01) > fulfilment: select(pickup) > fulfilment: select(delivery)",
        "fulfilment: moved(S1 nearest) > fulfilment: done:checkMenuExist(TEA01) > fulfilment: select(pickup) > fulfilment: moved(S4 nearest)",
        "fulfilment: moved(S4 nearest) > fulfilment: done:checkMenuExist(TEA01) > ordering: done:loadSoldOutCodes(TEA01) > ordering: notice.dismiss",
        "fulfilment: moved(S4 nearest) > fulfilment: done:checkMenuExist(TEA01) > ordering: error:loadSoldOutCodes",
        "fulfilment: moved(S4 nearest) > fulfilment: done:checkMenuExist(TEA01) > cart: removeAll > ordering: done:resumeOrder(PHO01; Trà đá gone)",
        "fulfilment: moved(S4 nearest) > fulfilment: done:checkMenuExist(TEA01) > ordering: error:resumeOrder > ordering: error:resumeOrder",
        "fulfilment: moved(S4 nearest) > fulfilment: done:checkMenuExist(TEA01) > cart: removeAll > cart: removeAll",
        "fulfilment: moved(S4 nearest) > cart: removeAll > cart: removal.confirm > ordering: done:resumeOrder(PHO01; Trà đá gone)",
        "fulfilment: moved(S4 nearest) > fulfilment: done:checkMenuExist > ordering: error:resumeOrder > ordering: error:resumeOrder",
        "fulfilment: moved(S4 nearest) > fulfilment: done:checkMenuExist > cart: removeAll > cart: removeAll",
        "fulfilment: moved(S1 nearest) > ordering: done:resumeOrder(PHO01; Trà đá gone) > ordering: notice.dismiss > fulfilment: moved(S4 nearest)",
        "fulfilment: moved(S1 nearest) > ordering: done:resumeOrder(PHO01; Trà đá gone) > ordering: error:resumeOrder > fulfilment: moved(S4 nearest)",
        "fulfilment: moved(S1 nearest) > ordering: done:resumeOrder(PHO01; Trà đá gone) > cart: removeAll > fulfilment: moved(S4 nearest)",
        "fulfilment: moved(S1 nearest) > ordering: error:resumeOrder > cart: removeAll > fulfilment: moved(S4 nearest)",
        "fulfilment: moved(S4 nearest) > cart: removeAll > cart: removal.confirm > ordering: notice.dismiss",
        "fulfilment: moved(S1 nearest) > fulfilment: done:checkMenuExist(TEA01) > fulfilment: select(pickup) > ordering: notice.dismiss",
        "fulfilment: moved(S1 nearest) > fulfilment: done:checkMenuExist(TEA01) > ordering: done:loadSoldOutCodes(TEA01) > ordering: notice.dismiss",
        "fulfilment: moved(S1 nearest) > fulfilment: done:checkMenuExist(TEA01) > ordering: error:loadSoldOutCodes",
        "fulfilment: moved(S1 nearest) > fulfilment: done:checkMenuExist(TEA01) > cart: removeAll > ordering: done:resumeOrder(PHO01; Trà đá gone)",
        "fulfilment: moved(S1 nearest) > fulfilment: done:checkMenuExist(TEA01) > ordering: error:resumeOrder > ordering: error:resumeOrder",
        "fulfilment: moved(S1 nearest) > fulfilment: done:checkMenuExist(TEA01) > cart: removeAll > cart: removeAll",
        "fulfilment: select(pickup) > ordering: done:resumeOrder(PHO01; Trà đá gone) > ordering: notice.dismiss > fulfilment: select(delivery)",
        "fulfilment: select(pickup) > ordering: done:resumeOrder(PHO01; Trà đá gone) > ordering: error:resumeOrder > fulfilment: select(delivery)",
        "fulfilment: select(pickup) > ordering: done:resumeOrder(PHO01; Trà đá gone) > cart: removeAll > fulfilment: select(delivery)",
        "fulfilment: select(pickup) > ordering: error:resumeOrder > cart: removeAll > fulfilment: select(delivery)",
        "fulfilment: select(pickup) > fulfilment: done:checkMenuExist(TEA01) > ordering: done:loadSoldOutCodes(TEA01) > ordering: notice.dismiss",
        "fulfilment: select(pickup) > fulfilment: done:checkMenuExist(TEA01) > ordering: error:loadSoldOutCodes",
        "fulfilment: select(pickup) > fulfilment: done:checkMenuExist(TEA01) > cart: removeAll > ordering: done:resumeOrder(PHO01; Trà đá gone)",
        "fulfilment: select(pickup) > fulfilment: done:checkMenuExist(TEA01) > ordering: error:resumeOrder > ordering: error:resumeOrder",
        "fulfilment: select(pickup) > fulfilment: done:checkMenuExist(TEA01) > cart: removeAll > cart: removeAll",
        "fulfilment: select(pickup) > cart: removeAll > cart: removal.confirm > ordering: done:resumeOrder(PHO01; Trà đá gone)",
        "fulfilment: select(pickup) > fulfilment: done:checkMenuExist > ordering: error:resumeOrder > ordering: error:resumeOrder",
        "fulfilment: select(pickup) > fulfilment: done:checkMenuExist > cart: removeAll > cart: removeAll",
        "fulfilment: select(pickup) > ordering: done:resumeOrder(PHO01; Trà đá gone) > ordering: error:resumeOrder > ordering: notice.dismiss",
        "fulfilment: select(pickup) > ordering: error:resumeOrder > cart: removeAll > ordering: done:resumeOrder(PHO01; Trà đá gone)",
        "fulfilment: select(pickup) > ordering: done:resumeOrder(PHO01; Trà đá gone) > cart: removeAll > cart: removeAll",
        "fulfilment: select(pickup) > ordering: error:resumeOrder > cart: removeAll > cart: removeAll",
        "fulfilment: select(pickup) > cart: removeAll > cart: removal.confirm > ordering: notice.dismiss",
        "ordering: done:resumeOrder(PHO01; Trà đá gone) > ordering: notice.dismiss > ordering: error:resumeOrder > ordering: error:resumeOrder",
        "ordering: done:resumeOrder(PHO01; Trà đá gone) > ordering: error:resumeOrder > cart: removeAll > ordering: notice.dismiss",
        "ordering: done:resumeOrder(PHO01; Trà đá gone) > ordering: error:resumeOrder > cart: removeAll > cart: removeAll",
        "ordering: done:resumeOrder(PHO01; Trà đá gone) > cart: removeAll > cart: removal.confirm > fulfilment: moved(S1 nearest)",
        "ordering: error:resumeOrder > cart: removeAll > cart: removal.confirm > ordering: error:resumeOrder",
        "fulfilment: moved(S4 nearest) > fulfilment: select(pickup) > fulfilment: done:checkMenuExist(TEA01) > ordering: done:loadSoldOutCodes(TEA01)",
        "fulfilment: moved(S4 nearest) > fulfilment: select(pickup) > fulfilment: done:checkMenuExist(TEA01) > ordering: error:loadSoldOutCodes",
        "fulfilment: moved(S4 nearest) > fulfilment: select(pickup) > ordering: done:resumeOrder(PHO01; Trà đá gone) > fulfilment: done:checkMenuExist(TEA01)",
        "fulfilment: moved(S4 nearest) > fulfilment: select(pickup) > ordering: error:resumeOrder > fulfilment: done:checkMenuExist(TEA01)",
        "fulfilment: moved(S4 nearest) > fulfilment: select(pickup) > cart: removeAll > fulfilment: done:checkMenuExist(TEA01)",
        "fulfilment: moved(S4 nearest) > fulfilment: select(pickup) > ordering: done:resumeOrder(PHO01; Trà đá gone) > fulfilment: done:checkMenuExist",
        "fulfilment: moved(S4 nearest) > fulfilment: select(pickup) > ordering: error:resumeOrder > fulfilment: done:checkMenuExist",
        "fulfilment: moved(S4 nearest) > fulfilment: select(pickup) > cart: removeAll > fulfilment: done:checkMenuExist",
        "fulfilment: select(pickup) > ordering: done:resumeOrder(PHO01; Trà đá gone) > ordering: notice.dismiss > fulfilment: moved(S4 nearest)",
        "fulfilment: select(pickup) > ordering: done:resumeOrder(PHO01; Trà đá gone) > ordering: error:resumeOrder > fulfilment: moved(S4 nearest)",
        "fulfilment: select(pickup) > ordering: done:resumeOrder(PHO01; Trà đá gone) > cart: removeAll > fulfilment: moved(S4 nearest)",
        "fulfilment: select(pickup) > ordering: error:resumeOrder > cart: removeAll > fulfilment: moved(S4 nearest)",
        "fulfilment: select(pickup) > cart: removeAll > cart: removal.confirm > fulfilment: moved(S4 nearest)",
        "fulfilment: moved(S1 nearest) > fulfilment: done:checkMenuExist(TEA01) > ordering: done:loadSoldOutCodes(TEA01) > fulfilment: moved(S4 nearest)",
        "fulfilment: moved(S1 nearest) > fulfilment: done:checkMenuExist(TEA01) > ordering: done:loadSoldOutCodes > fulfilment: moved(S4 nearest)",
        "fulfilment: moved(S1 nearest) > fulfilment: done:checkMenuExist(TEA01) > ordering: done:resumeOrder(PHO01; Trà đá gone) > fulfilment: moved(S4 nearest)",
        "fulfilment: moved(S1 nearest) > fulfilment: done:checkMenuExist(TEA01) > ordering: error:resumeOrder > fulfilment: moved(S4 nearest)",
        "fulfilment: moved(S1 nearest) > fulfilment: done:checkMenuExist(TEA01) > cart: removeAll > fulfilment: moved(S4 nearest)",
        "fulfilment: select(pickup) > fulfilment: done:checkMenuExist(TEA01) > ordering: done:loadSoldOutCodes(TEA01) > fulfilment: select(delivery)",
        "fulfilment: select(pickup) > fulfilment: done:checkMenuExist(TEA01) > ordering: done:loadSoldOutCodes > fulfilment: select(delivery)",
        "fulfilment: select(pickup) > fulfilment: done:checkMenuExist(TEA01) > ordering: done:resumeOrder(PHO01; Trà đá gone) > fulfilment: select(delivery)",
        "fulfilment: select(pickup) > fulfilment: done:checkMenuExist(TEA01) > ordering: error:resumeOrder > fulfilment: select(delivery)",
        "fulfilment: select(pickup) > fulfilment: done:checkMenuExist(TEA01) > cart: removeAll > fulfilment: select(delivery)",
        "fulfilment: select(pickup) > fulfilment: done:checkMenuExist(TEA01) > ordering: done:loadSoldOutCodes(TEA01) > fulfilment: moved(S4 nearest)",
        "fulfilment: select(pickup) > fulfilment: done:checkMenuExist(TEA01) > ordering: done:loadSoldOutCodes > fulfilment: moved(S4 nearest)",
        "fulfilment: select(pickup) > fulfilment: done:checkMenuExist(TEA01) > ordering: done:resumeOrder(PHO01; Trà đá gone) > fulfilment: moved(S4 nearest)",
        "fulfilment: select(pickup) > fulfilment: done:checkMenuExist(TEA01) > ordering: error:resumeOrder > fulfilment: moved(S4 nearest)",
        "fulfilment: select(pickup) > fulfilment: done:checkMenuExist(TEA01) > cart: removeAll > fulfilment: moved(S4 nearest)",
        "fulfilment: moved(S4 nearest) > fulfilment: done:checkMenuExist(TEA01) > ordering: error:resumeOrder > ordering: done:loadSoldOutCodes(TEA01)",
        "fulfilment: moved(S4 nearest) > fulfilment: done:checkMenuExist(TEA01) > cart: removeAll > ordering: done:loadSoldOutCodes(TEA01)",
        "fulfilment: moved(S4 nearest) > fulfilment: done:checkMenuExist(TEA01) > ordering: done:loadSoldOutCodes > ordering: notice.dismiss",
        "fulfilment: moved(S4 nearest) > fulfilment: done:checkMenuExist(TEA01) > ordering: error:resumeOrder > ordering: error:loadSoldOutCodes",
        "fulfilment: moved(S4 nearest) > fulfilment: done:checkMenuExist(TEA01) > cart: removeAll > ordering: error:loadSoldOutCodes",
        "fulfilment: moved(S4 nearest) > ordering: done:resumeOrder(PHO01; Trà đá gone) > ordering: notice.dismiss > fulfilment: done:checkMenuExist(TEA01)",
        "fulfilment: moved(S4 nearest) > ordering: done:resumeOrder(PHO01; Trà đá gone) > ordering: error:resumeOrder > fulfilment: done:checkMenuExist(TEA01)",
        "fulfilment: moved(S4 nearest) > ordering: done:resumeOrder(PHO01; Trà đá gone) > cart: removeAll > fulfilment: done:checkMenuExist(TEA01)",
        "fulfilment: moved(S4 nearest) > ordering: error:resumeOrder > cart: removeAll > fulfilment: done:checkMenuExist(TEA01)",
        "fulfilment: moved(S4 nearest) > fulfilment: done:checkMenuExist(TEA01) > cart: removeAll > cart: removal.confirm",
        "fulfilment: moved(S4 nearest) > ordering: done:resumeOrder(PHO01; Trà đá gone) > ordering: notice.dismiss > fulfilment: done:checkMenuExist",
        "fulfilment: moved(S4 nearest) > ordering: done:resumeOrder(PHO01; Trà đá gone) > ordering: error:resumeOrder > fulfilment: done:checkMenuExist",
        "fulfilment: moved(S4 nearest) > ordering: done:resumeOrder(PHO01; Trà đá gone) > cart: removeAll > fulfilment: done:checkMenuExist",
        "fulfilment: moved(S4 nearest) > ordering: error:resumeOrder > cart: removeAll > fulfilment: done:checkMenuExist",
        "ordering: done:resumeOrder(PHO01; Trà đá gone) > ordering: notice.dismiss > ordering: error:resumeOrder > fulfilment: moved(S4 nearest)",
        "ordering: done:resumeOrder(PHO01; Trà đá gone) > ordering: notice.dismiss > cart: removeAll > fulfilment: moved(S4 nearest)",
        "ordering: done:resumeOrder(PHO01; Trà đá gone) > ordering: error:resumeOrder > cart: removeAll > fulfilment: moved(S4 nearest)",
        "ordering: done:resumeOrder(PHO01; Trà đá gone) > cart: removeAll > cart: removal.confirm > fulfilment: moved(S4 nearest)",
        "ordering: error:resumeOrder > cart: removeAll > cart: removal.confirm > fulfilment: moved(S4 nearest)",
        "fulfilment: select(pickup) > fulfilment: done:checkMenuExist(TEA01) > ordering: done:loadSoldOutCodes(TEA01) > fulfilment: moved(S1 nearest)",
        "fulfilment: select(pickup) > fulfilment: done:checkMenuExist(TEA01) > ordering: done:loadSoldOutCodes > fulfilment: moved(S1 nearest)",
        "fulfilment: select(pickup) > fulfilment: done:checkMenuExist(TEA01) > ordering: done:resumeOrder(PHO01; Trà đá gone) > fulfilment: moved(S1 nearest)",
        "fulfilment: select(pickup) > fulfilment: done:checkMenuExist(TEA01) > ordering: error:resumeOrder > fulfilment: moved(S1 nearest)",
        "fulfilment: select(pickup) > fulfilment: done:checkMenuExist(TEA01) > cart: removeAll > fulfilment: moved(S1 nearest)",
        "fulfilment: moved(S1 nearest) > fulfilment: done:checkMenuExist(TEA01) > ordering: error:resumeOrder > ordering: done:loadSoldOutCodes(TEA01)",
        "fulfilment: moved(S1 nearest) > fulfilment: done:checkMenuExist(TEA01) > cart: removeAll > ordering: done:loadSoldOutCodes(TEA01)",
        "fulfilment: moved(S1 nearest) > fulfilment: done:checkMenuExist(TEA01) > ordering: done:loadSoldOutCodes > ordering: notice.dismiss",
        "fulfilment: moved(S1 nearest) > fulfilment: done:checkMenuExist(TEA01) > ordering: error:resumeOrder > ordering: error:loadSoldOutCodes",
        "fulfilment: moved(S1 nearest) > fulfilment: done:checkMenuExist(TEA01) > cart: removeAll > ordering: error:loadSoldOutCodes",
        "fulfilment: moved(S1 nearest) > ordering: done:resumeOrder(PHO01; Trà đá gone) > ordering: notice.dismiss > fulfilment: done:checkMenuExist(TEA01)",
        "fulfilment: moved(S1 nearest) > ordering: done:resumeOrder(PHO01; Trà đá gone) > ordering: error:resumeOrder > fulfilment: done:checkMenuExist(TEA01)",
        "fulfilment: moved(S1 nearest) > ordering: done:resumeOrder(PHO01; Trà đá gone) > cart: removeAll > fulfilment: done:checkMenuExist(TEA01)",
        "fulfilment: moved(S1 nearest) > ordering: error:resumeOrder > cart: removeAll > fulfilment: done:checkMenuExist(TEA01)",
        "fulfilment: moved(S1 nearest) > fulfilment: done:checkMenuExist(TEA01) > cart: removeAll > cart: removal.confirm",
        "ordering: done:resumeOrder(PHO01; Trà đá gone) > ordering: notice.dismiss > ordering: error:resumeOrder > fulfilment: moved(S1 nearest)",
        "ordering: done:resumeOrder(PHO01; Trà đá gone) > ordering: notice.dismiss > cart: removeAll > fulfilment: moved(S1 nearest)",
        "ordering: done:resumeOrder(PHO01; Trà đá gone) > ordering: error:resumeOrder > cart: removeAll > fulfilment: moved(S1 nearest)",
        "fulfilment: select(pickup) > fulfilment: done:checkMenuExist(TEA01) > ordering: error:resumeOrder > ordering: done:loadSoldOutCodes(TEA01)",
        "fulfilment: select(pickup) > fulfilment: done:checkMenuExist(TEA01) > cart: removeAll > ordering: done:loadSoldOutCodes(TEA01)",
        "fulfilment: select(pickup) > fulfilment: done:checkMenuExist(TEA01) > ordering: done:loadSoldOutCodes > ordering: notice.dismiss",
        "fulfilment: select(pickup) > fulfilment: done:checkMenuExist(TEA01) > ordering: error:resumeOrder > ordering: error:loadSoldOutCodes",
        "fulfilment: select(pickup) > fulfilment: done:checkMenuExist(TEA01) > cart: removeAll > ordering: error:loadSoldOutCodes",
        "fulfilment: select(pickup) > ordering: done:resumeOrder(PHO01; Trà đá gone) > ordering: notice.dismiss > fulfilment: done:checkMenuExist(TEA01)",
        "fulfilment: select(pickup) > ordering: done:resumeOrder(PHO01; Trà đá gone) > ordering: error:resumeOrder > fulfilment: done:checkMenuExist(TEA01)",
        "fulfilment: select(pickup) > ordering: done:resumeOrder(PHO01; Trà đá gone) > cart: removeAll > fulfilment: done:checkMenuExist(TEA01)",
        "fulfilment: select(pickup) > ordering: error:resumeOrder > cart: removeAll > fulfilment: done:checkMenuExist(TEA01)",
        "fulfilment: select(pickup) > fulfilment: done:checkMenuExist(TEA01) > cart: removeAll > cart: removal.confirm",
        "fulfilment: select(pickup) > ordering: done:resumeOrder(PHO01; Trà đá gone) > ordering: notice.dismiss > fulfilment: done:checkMenuExist",
        "fulfilment: select(pickup) > ordering: done:resumeOrder(PHO01; Trà đá gone) > ordering: error:resumeOrder > fulfilment: done:checkMenuExist",
        "fulfilment: select(pickup) > ordering: done:resumeOrder(PHO01; Trà đá gone) > cart: removeAll > fulfilment: done:checkMenuExist",
        "fulfilment: select(pickup) > ordering: error:resumeOrder > cart: removeAll > fulfilment: done:checkMenuExist",
        "ordering: done:resumeOrder(PHO01; Trà đá gone) > ordering: notice.dismiss > ordering: error:resumeOrder > fulfilment: select(pickup)",
        "ordering: done:resumeOrder(PHO01; Trà đá gone) > ordering: notice.dismiss > cart: removeAll > fulfilment: select(pickup)",
        "ordering: done:resumeOrder(PHO01; Trà đá gone) > ordering: error:resumeOrder > cart: removeAll > fulfilment: select(pickup)",
        "ordering: done:resumeOrder(PHO01; Trà đá gone) > cart: removeAll > cart: removal.confirm > fulfilment: select(pickup)",
        "ordering: error:resumeOrder > cart: removeAll > cart: removal.confirm > fulfilment: select(pickup)",
        "ordering: done:resumeOrder(PHO01; Trà đá gone) > ordering: notice.dismiss > cart: removeAll > ordering: error:resumeOrder",
        "ordering: done:resumeOrder(PHO01; Trà đá gone) > cart: removeAll > cart: removal.confirm > ordering: error:resumeOrder",
      ]
    `);
  });
});
