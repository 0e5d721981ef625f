import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { fromTransition, type AnyEventObject } from 'xstate';
import { getShortestPaths } from 'xstate/graph';
import { place, rows, stores } from '../test-support/fulfilment-fixtures';
import { pho } from '../test-support/cart-fixtures';
import { startSystem, type Target } from './test-support';

/** One step of the whole system: an event for one of its actors, named by its label. */
interface Step extends AnyEventObject {
  type: string;
  to: Target;
  event: AnyEventObject;
}

const step = (type: string, to: Target, event: AnyEventObject): Step => ({ type, to, event });

/** Paths stop after this many steps, so the graph of the live system stays small. */
const MAX_STEPS = 4;

/** Home entered (the phone's Back), the brand link, both answers, and dishes added or removed meanwhile. */
const steps: Step[] = [
  step('ordering: home.enter', 'ordering', { type: 'home.enter' }),
  step('ordering: home.open', 'ordering', { type: 'home.open' }),
  step('ordering: newOrder.start', 'ordering', { type: 'newOrder.start' }),
  step('ordering: newOrder.keep', 'ordering', { type: 'newOrder.keep' }),
  step('cart: cart.add(pho)', 'cart', { type: 'cart.add', detail: pho }),
];

/** The system after its setup (a store chosen for an address, phở in the cart) and `path`; where it navigated. */
function replay(path: readonly Step[]) {
  const navigated: string[] = [];
  const started = startSystem({ navigate: (to) => navigated.push(to) });
  const { send } = started;
  send('cart', { type: 'xstate.done.actor.loadCart', output: null });
  send('fulfilment', { type: 'xstate.done.actor.loadStores', output: stores });
  send('fulfilment', { type: 'destination.set', place });
  send('fulfilment', { type: 'xstate.done.actor.measureDistances', output: rows.near });
  send('cart', { type: 'cart.add', detail: pho });
  for (const s of path) send(s.to, s.event);
  return { system: started.system, navigated };
}

function summary(path: readonly Step[]) {
  const { system, navigated } = replay(path);
  const { context } = system.getSnapshot();
  const result = {
    question: context.newOrderQuestion,
    lines: context.cart.getSnapshot().context.lines.length,
    place: context.fulfilment.getSnapshot().context.place?.place_id ?? null,
    navigated: navigated.join(','),
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

/** Invariants in every state: the cart is emptied only by an answer, and the answers exist only while asked. */
function checkInvariants(taken: readonly Step[]) {
  const s = summary(taken);
  const answeredStart = taken.some((t) => t.type === 'ordering: newOrder.start');
  if (!answeredStart) expect(s.lines).toBeGreaterThan(0);
  if (!answeredStart) expect(s.place).not.toBeNull();
  expect(s.canSend.includes('ordering: newOrder.start')).toBe(s.question !== null);
  expect(s.canSend.includes('ordering: newOrder.keep')).toBe(s.question !== null);
  // a question is open only over a cart with dishes
  if (s.question !== null) expect(s.lines).toBeGreaterThan(0);
}

describe('a new order on home in the ordering system: graph paths', () => {
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

  it('should reach both questions, both answers, and an empty cart only after "start a new order"', () => {
    const reached = paths.map((p) => summary(p.state.context));
    expect(reached.some((s) => s.question === 'onHome')).toBe(true);
    expect(reached.some((s) => s.question === 'beforeHome')).toBe(true);
    expect(reached.some((s) => s.navigated.includes('order') && s.lines > 0)).toBe(true);
    expect(reached.some((s) => s.navigated.includes('home') && s.lines === 0)).toBe(true);
    expect(reached.some((s) => s.navigated === '' && s.lines === 0 && s.place === null)).toBe(true);
  });

  it('should list the same paths (review added or removed ones)', () => {
    expect(paths.map((p) => describeSteps(p.state.context))).toMatchInlineSnapshot(`
      [
        "ordering: home.open > ordering: newOrder.keep",
        "ordering: home.open > ordering: home.enter",
        "ordering: home.open > cart: cart.add(pho)",
        "ordering: home.enter > ordering: newOrder.start > ordering: home.enter",
        "ordering: home.enter > ordering: newOrder.keep > ordering: home.open > ordering: newOrder.keep",
        "ordering: home.open > ordering: newOrder.start",
        "ordering: home.enter > ordering: newOrder.start > ordering: home.open > ordering: home.enter",
        "ordering: home.enter > ordering: newOrder.start > cart: cart.add(pho) > cart: cart.add(pho)",
        "ordering: home.enter > ordering: newOrder.keep > ordering: home.open > ordering: home.enter",
        "ordering: home.enter > ordering: newOrder.keep > ordering: home.open > cart: cart.add(pho)",
        "ordering: home.open > ordering: newOrder.start > ordering: home.open",
        "ordering: home.open > ordering: newOrder.start > cart: cart.add(pho) > cart: cart.add(pho)",
        "ordering: home.open > ordering: newOrder.start > ordering: home.open > ordering: home.enter",
        "ordering: home.enter > ordering: newOrder.start > ordering: home.open > cart: cart.add(pho)",
        "ordering: home.enter > ordering: newOrder.start > cart: cart.add(pho) > ordering: home.enter",
        "ordering: home.enter > ordering: newOrder.start > cart: cart.add(pho) > ordering: home.open",
        "ordering: home.enter > ordering: newOrder.keep > ordering: home.enter > ordering: newOrder.start",
        "ordering: home.enter > ordering: newOrder.keep > ordering: home.enter > ordering: newOrder.keep",
        "ordering: home.enter > ordering: newOrder.keep > ordering: home.open > ordering: newOrder.start",
        "ordering: home.open > ordering: newOrder.start > ordering: home.open > ordering: home.open",
        "ordering: home.open > ordering: newOrder.start > ordering: home.open > cart: cart.add(pho)",
        "ordering: home.open > ordering: newOrder.start > cart: cart.add(pho) > ordering: home.enter",
        "ordering: home.open > ordering: newOrder.start > cart: cart.add(pho) > ordering: home.open",
      ]
    `);
  });
});
