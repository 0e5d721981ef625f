import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { AnyEventObject, AnyMachineSnapshot, EventObject } from 'xstate';
import { MAX_DISH_QUANTITY, MIN_DISH_QUANTITY } from '../../domain/constants';
import { dishToCartLine, selectionToCartLine } from '../../domain/toppings';
import { cartTotals } from '../../domain/totals';
import {
  allStateNodes,
  allTransitionKeys,
  describePath,
  emptyCoverage,
  graphPaths,
  missing,
  replayPath,
} from '../test-support/replay-paths';
import { pho, phoLarge, tea } from '../test-support/cart-fixtures';
import { cartMachine, type CartContext } from './machine';

const phoId = selectionToCartLine(pho, phoLarge).menuid;
/** The other choices the cart page's "Change" gives the large phở: medium with one egg, two of them. */
const phoMedium = { mandatory: ['SZ-M'], optional: { EGG: 1 }, quantity: 2 };

/** Every event the app or an actor can deliver, named by the label the path lists show. */
const labelled: Record<string, AnyEventObject> = {
  'done:loadCart': {
    type: 'xstate.done.actor.loadCart',
    output: { lines: [dishToCartLine(tea.food, 2)] },
  },
  'done:loadCart(none)': { type: 'xstate.done.actor.loadCart', output: null },
  'error:loadCart': { type: 'xstate.error.actor.loadCart', error: new Error('storage') },
  'add(pho)': { type: 'cart.add', detail: pho, selection: phoLarge },
  'add(tea)': { type: 'cart.add', detail: tea },
  'increase(pho)': { type: 'cart.increase', menuid: phoId },
  'decrease(pho)': { type: 'cart.decrease', menuid: phoId },
  'decrease(tea)': { type: 'cart.decrease', menuid: 'TEA01' },
  'remove(pho)': { type: 'cart.remove', menuid: phoId },
  'replace(pho→medium)': { type: 'cart.replaceLine', menuid: phoId, detail: pho, selection: phoMedium },
  'removal.confirm': { type: 'removal.confirm' },
  'removal.cancel': { type: 'removal.cancel' },
  'cart.removeAll': { type: 'cart.removeAll' },
  'markUnavailable(BEEF)': { type: 'cart.markUnavailable', codes: ['BEEF'] },
  'removeUnavailable(TEA01)': { type: 'cart.removeUnavailable', codes: ['TEA01'] },
  'rename(TEA01)': { type: 'cart.rename', names: { TEA01: 'Iced tea' } },
  'cart.restore': {
    type: 'cart.restore',
    cart: { lines: [dishToCartLine(tea.food, 1)] },
  },
  'cart.reset': { type: 'cart.reset' },
  'store.set': { type: 'store.set', tax: 8, deliveryFee: 15_000 },
  'addedNotice.dismiss': { type: 'addedNotice.dismiss' },
};
const events = Object.values(labelled);
const labels = new Map(Object.entries(labelled).map(([name, event]) => [event as EventObject, name]));
const label = (event: EventObject) => labels.get(event);

/**
 * States are told apart by their value, each phở line (large or changed to medium; one, several or
 * inactive) and whether tea is in the cart: quantities beyond 2 add nothing new, so the graph stays finite.
 */
const serializeState = (snapshot: AnyMachineSnapshot) => {
  const c = snapshot.context as CartContext;
  const lineState = (line: CartContext['lines'][number]) => {
    if (!line.active_flag) return 'x';
    return line.quantity > 1 ? 2 : 1;
  };
  const pho = c.lines.filter((l) => l.menucd === 'PHO01').map((l) => `${l.menuid === phoId ? 'L' : 'M'}${lineState(l)}`);
  return JSON.stringify([snapshot.value, pho, c.lines.some((l) => l.menucd === 'TEA01')]);
};

/** Invariants of every state, asserted at every step of every path. */
function checkInvariants(snapshot: AnyMachineSnapshot) {
  const c = snapshot.context as CartContext;
  const active = c.lines.filter((l) => l.active_flag);
  expect(c.totals).toEqual(cartTotals(c.lines, { deliveryFee: c.deliveryFee }));
  expect(new Set(c.lines.map((l) => l.menuid)).size).toBe(c.lines.length);
  for (const line of c.lines) {
    expect(line.quantity).toBeGreaterThanOrEqual(MIN_DISH_QUANTITY);
    expect(line.quantity).toBeLessThanOrEqual(MAX_DISH_QUANTITY);
  }
  if (snapshot.matches({ status: 'ordering' })) expect(active.length).toBeGreaterThan(0);
  if (snapshot.matches({ status: 'orderStart' })) expect(active).toEqual([]);
  if (snapshot.matches({ status: 'confirmingRemoval' })) {
    expect(c.lines.some((l) => l.menuid === c.pendingRemoval)).toBe(true);
  } else {
    expect(c.pendingRemoval).toBeNull();
  }
  if (snapshot.matches({ status: 'confirmingRemoveAll' })) expect(c.lines.length).toBeGreaterThan(0);
}

const input = undefined;
const { statePaths, transitionPaths } = graphPaths(cartMachine, {
  events,
  serializeState,
  // While loading, only the load outcomes and one add (merged into the restored cart) are explored:
  // every other change is the same status-level transition as after loading.
  filterEvents: (snapshot, event) =>
    snapshot.can(event) &&
    (!snapshot.matches({ status: 'loading' }) || event.type.startsWith('xstate.') || event === labelled['add(tea)']),
  limit: 50_000,
});
const replayOptions = {
  input,
  check: checkInvariants,
  serialize: serializeState,
  provide: { actions: { persistCart: () => {} } },
};

describe('cart graph paths', () => {
  beforeAll(() => vi.useFakeTimers());
  afterAll(() => vi.useRealTimers());
  const coverage = emptyCoverage();

  it.each(statePaths.map((p) => [describePath(p, label), p] as const))('should replay %s', (_, path) => {
    replayPath(cartMachine, path, { ...replayOptions, coverage });
  });

  it(`should take each of the ${transitionPaths.length} transitions from every state`, () => {
    for (const path of transitionPaths) {
      try {
        replayPath(cartMachine, path, { ...replayOptions, coverage });
      } catch (error) {
        throw new Error(`${describePath(path, label)}: ${String(error)}`);
      }
    }
  });

  it('should list the same state paths (review added or removed ones)', () => {
    expect(statePaths.map((path) => describePath(path, label))).toMatchInlineSnapshot(`
      [
        "{status:loading} <- (initial)",
        "{status:ordering} <- done:loadCart",
        "{status:orderStart} <- done:loadCart(none)",
        "{status:loading} <- add(tea)",
        "{status:ordering} <- done:loadCart > add(pho)",
        "{status:confirmingRemoveAll} <- done:loadCart > cart.removeAll",
        "{status:ordering} <- done:loadCart(none) > add(pho)",
        "{status:ordering} <- done:loadCart > add(pho) > add(pho)",
        "{status:confirmingRemoval} <- done:loadCart > add(pho) > remove(pho)",
        "{status:ordering} <- done:loadCart > add(pho) > replace(pho→medium)",
        "{status:confirmingRemoveAll} <- done:loadCart > add(pho) > cart.removeAll",
        "{status:ordering} <- done:loadCart > add(pho) > markUnavailable(BEEF)",
        "{status:ordering} <- done:loadCart(none) > add(pho) > add(pho)",
        "{status:confirmingRemoval} <- done:loadCart(none) > add(pho) > remove(pho)",
        "{status:ordering} <- done:loadCart(none) > add(pho) > replace(pho→medium)",
        "{status:confirmingRemoveAll} <- done:loadCart(none) > add(pho) > cart.removeAll",
        "{status:orderStart} <- done:loadCart(none) > add(pho) > markUnavailable(BEEF)",
        "{status:confirmingRemoval} <- done:loadCart > add(pho) > add(pho) > remove(pho)",
        "{status:confirmingRemoveAll} <- done:loadCart > add(pho) > add(pho) > cart.removeAll",
        "{status:confirmingRemoval} <- done:loadCart > add(pho) > remove(pho) > markUnavailable(BEEF)",
        "{status:ordering} <- done:loadCart > add(pho) > replace(pho→medium) > add(pho)",
        "{status:confirmingRemoveAll} <- done:loadCart > add(pho) > replace(pho→medium) > cart.removeAll",
        "{status:confirmingRemoveAll} <- done:loadCart > add(pho) > cart.removeAll > markUnavailable(BEEF)",
        "{status:confirmingRemoval} <- done:loadCart(none) > add(pho) > add(pho) > remove(pho)",
        "{status:confirmingRemoveAll} <- done:loadCart(none) > add(pho) > add(pho) > cart.removeAll",
        "{status:confirmingRemoval} <- done:loadCart(none) > add(pho) > remove(pho) > markUnavailable(BEEF)",
        "{status:ordering} <- done:loadCart(none) > add(pho) > replace(pho→medium) > add(pho)",
        "{status:confirmingRemoveAll} <- done:loadCart(none) > add(pho) > replace(pho→medium) > cart.removeAll",
        "{status:confirmingRemoveAll} <- done:loadCart(none) > add(pho) > cart.removeAll > markUnavailable(BEEF)",
        "{status:ordering} <- done:loadCart > add(pho) > replace(pho→medium) > add(pho) > add(pho)",
        "{status:confirmingRemoval} <- done:loadCart > add(pho) > replace(pho→medium) > add(pho) > remove(pho)",
        "{status:confirmingRemoveAll} <- done:loadCart > add(pho) > replace(pho→medium) > add(pho) > cart.removeAll",
        "{status:ordering} <- done:loadCart > add(pho) > replace(pho→medium) > add(pho) > markUnavailable(BEEF)",
        "{status:ordering} <- done:loadCart(none) > add(pho) > replace(pho→medium) > add(pho) > add(pho)",
        "{status:confirmingRemoval} <- done:loadCart(none) > add(pho) > replace(pho→medium) > add(pho) > remove(pho)",
        "{status:confirmingRemoveAll} <- done:loadCart(none) > add(pho) > replace(pho→medium) > add(pho) > cart.removeAll",
        "{status:ordering} <- done:loadCart(none) > add(pho) > replace(pho→medium) > add(pho) > markUnavailable(BEEF)",
        "{status:confirmingRemoval} <- done:loadCart > add(pho) > replace(pho→medium) > add(pho) > add(pho) > remove(pho)",
        "{status:confirmingRemoveAll} <- done:loadCart > add(pho) > replace(pho→medium) > add(pho) > add(pho) > cart.removeAll",
        "{status:confirmingRemoval} <- done:loadCart > add(pho) > replace(pho→medium) > add(pho) > remove(pho) > markUnavailable(BEEF)",
        "{status:confirmingRemoveAll} <- done:loadCart > add(pho) > replace(pho→medium) > add(pho) > cart.removeAll > markUnavailable(BEEF)",
        "{status:confirmingRemoval} <- done:loadCart(none) > add(pho) > replace(pho→medium) > add(pho) > add(pho) > remove(pho)",
        "{status:confirmingRemoveAll} <- done:loadCart(none) > add(pho) > replace(pho→medium) > add(pho) > add(pho) > cart.removeAll",
        "{status:confirmingRemoval} <- done:loadCart(none) > add(pho) > replace(pho→medium) > add(pho) > remove(pho) > markUnavailable(BEEF)",
        "{status:confirmingRemoveAll} <- done:loadCart(none) > add(pho) > replace(pho→medium) > add(pho) > cart.removeAll > markUnavailable(BEEF)",
      ]
    `);
  });

  // An app start: the app read the kept cart (input.stored), which the cart holds from its first snapshot.
  const startsWith = {
    'kept cart': { stored: { lines: [dishToCartLine(tea.food, 2)] } },
    'no kept cart': { stored: null },
  };
  const appStarts = Object.entries(startsWith).map(([name, startInput]) => ({
    name,
    startInput,
    paths: graphPaths(cartMachine, { events, serializeState, input: startInput, limit: 50_000 }).statePaths,
  }));

  it('should begin an app start in the status the kept cart gives, before any event', () => {
    expect(appStarts.map(({ name, paths }) => [name, paths.filter((path) => path.steps.length <= 1).map((path) => describePath(path, label))])).toEqual([
      ['kept cart', ['{status:ordering} <- (initial)']],
      ['no kept cart', ['{status:orderStart} <- (initial)']],
    ]);
  });

  it.each(appStarts.flatMap(({ name, startInput, paths }) => paths.map((p) => [`${name}: ${describePath(p, label)}`, startInput, p] as const)))(
    'should replay from an app start with %s',
    (_, startInput, path) => {
      replayPath(cartMachine, path, { ...replayOptions, input: startInput, coverage });
    },
  );

  it('should reach every state node and take every transition', () => {
    expect(missing(allStateNodes(cartMachine).map((n) => n.id), coverage.stateIds)).toEqual([]);
    expect(missing(allTransitionKeys(cartMachine), coverage.transitions)).toEqual([]);
  });
});
