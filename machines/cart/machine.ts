import { assign, not, setup } from 'xstate';
import {
  addLine,
  decrease,
  increase,
  isCartEmpty,
  markUnavailable,
  remove,
  renameLines,
  removeAll,
  replaceLine,
  type CartLine,
} from '../../domain/cart-line';
import { cartTotals } from '../../domain/totals';
import { initialSelection, isSelectionValid, selectionToCartLine, setDishQuantity } from '../../domain/toppings';
import { notImplemented } from '../shared/not-implemented';
import { startInput } from '../shared/start-input';
import type { PersistedCart, CartInput, CartContext, CartEvent } from './types';
import { cartActors } from './actors';

export * from './types';

const withLines = (context: CartContext, lines: CartLine[]) => ({
  lines,
  totals: cartTotals(lines, { deliveryFee: context.deliveryFee }),
});

/** The priced line a `cart.add` event describes, or null when its selection is not valid. */
export function lineToAdd(context: CartContext, event: Extract<CartEvent, { type: 'cart.add' }>): CartLine | null {
  const selection = event.selection ?? setDishQuantity(initialSelection(event.detail), event.quantity ?? 1);
  if (!isSelectionValid(event.detail, selection)) return null;
  return selectionToCartLine(event.detail, selection, { storeTax: context.storeTax, stuckb: event.stuckb });
}

/** The priced line a `cart.replaceLine` event puts in place of its old line, or null when its selection is not valid. */
export function lineToReplace(context: CartContext, event: Extract<CartEvent, { type: 'cart.replaceLine' }>): CartLine | null {
  if (!isSelectionValid(event.detail, event.selection)) return null;
  return selectionToCartLine(event.detail, event.selection, { storeTax: context.storeTax, stuckb: event.stuckb });
}

/** Lines that domain markUnavailable leaves untouched, i.e. those without an unavailable code. */
export function withoutUnavailable(lines: readonly CartLine[], codes: readonly string[]): CartLine[] {
  const marked = markUnavailable(lines, codes);
  return lines.filter((line, i) => marked[i] === line);
}

const persisted = (context: CartContext): PersistedCart => ({ lines: context.lines });

const emptyCart = (context: CartContext): Partial<CartContext> => ({
  ...withLines(context, []),
  pendingRemoval: null,
  addedNotice: null,
});

/** What follows every cart change: the cart is kept for the next visit. */
const persist = { type: 'persistCart', params: ({ context }: { context: CartContext }) => persisted(context) } as const;

export const cartMachine = setup({
  types: {
    context: {} as CartContext,
    events: {} as CartEvent,
    input: {} as CartInput | undefined,
  },
  actors: cartActors,
  guards: {
    /** input.stored at the machine's first macrostep (xstate.init carries the input): the app read the kept cart. */
    isStartWithStoredCart: ({ event }) => startInput<CartInput>(event)?.stored !== undefined,
    hasActiveLines: ({ context }) => !isCartEmpty(context.lines),
    hasLines: ({ context }) => context.lines.length > 0,
    hasLine: ({ context, event }) => 'menuid' in event && context.lines.some((l) => l.menuid === event.menuid),
    isLineActive: ({ context, event }) =>
      'menuid' in event && context.lines.some((l) => l.menuid === event.menuid && l.active_flag),
    isSelectionValid: ({ context, event }) => event.type === 'cart.add' && lineToAdd(context, event) !== null,
    /** The line to change is still in the cart (another tab or a recheck may have removed it) and the new choices fit the dish. */
    isReplacementValid: ({ context, event }) =>
      event.type === 'cart.replaceLine' &&
      context.lines.some((l) => l.menuid === event.menuid) &&
      lineToReplace(context, event) !== null,
    isPendingLineInCart: ({ context }) => context.lines.some((l) => l.menuid === context.pendingRemoval),
  },
  actions: {
    restoreCart: assign(({ context }, params: { cart: PersistedCart | null }) => {
      const cart = params.cart;
      // Dishes added while the cart was loading are merged into the restored ones.
      const lines = context.lines.reduce(addLine, cart?.lines ?? []);
      return withLines(context, lines);
    }),
    addDish: assign(({ context, event }) => {
      if (event.type !== 'cart.add') return {};
      const line = lineToAdd(context, event);
      return line
        ? {
            ...withLines(context, addLine(context.lines, line)),
            addedNotice: { name: line.menunm, quantity: line.quantity },
          }
        : {};
    }),
    replaceCartLine: assign(({ context, event }) => {
      if (event.type !== 'cart.replaceLine') return {};
      const line = lineToReplace(context, event);
      return line ? withLines(context, replaceLine(context.lines, event.menuid, line)) : {};
    }),
    increaseLine: assign(({ context, event }) =>
      event.type === 'cart.increase' ? withLines(context, increase(context.lines, event.menuid)) : {},
    ),
    decreaseLine: assign(({ context, event }) =>
      event.type === 'cart.decrease' ? withLines(context, decrease(context.lines, event.menuid)) : {},
    ),
    askRemoval: assign(({ event }) => ({ pendingRemoval: event.type === 'cart.remove' ? event.menuid : null })),
    removePendingLine: assign(({ context }) => ({
      ...withLines(
        context,
        context.pendingRemoval === null ? context.lines : remove(context.lines, context.pendingRemoval),
      ),
      pendingRemoval: null,
    })),
    cancelRemoval: assign({ pendingRemoval: null }),
    dismissAddedNotice: assign({ addedNotice: null }),
    removeAllLines: assign(({ context }) => withLines(context, removeAll())),
    markLinesUnavailable: assign(({ context, event }) =>
      event.type === 'cart.markUnavailable' ? withLines(context, markUnavailable(context.lines, event.codes)) : {},
    ),
    renameCartLines: assign(({ context, event }) =>
      event.type === 'cart.rename' ? { lines: renameLines(context.lines, event.names) } : {},
    ),
    removeUnavailableLines: assign(({ context, event }) =>
      event.type === 'cart.removeUnavailable' ? withLines(context, withoutUnavailable(context.lines, event.codes)) : {},
    ),
    replaceCart: assign(({ context, event }) =>
      event.type === 'cart.restore' ? { ...withLines(context, event.cart.lines), pendingRemoval: null } : {},
    ),
    resetCart: assign(({ context }) => emptyCart(context)),
    setStore: assign(({ context, event }) => {
      if (event.type !== 'store.set') return {};
      const deliveryFee = event.deliveryFee === undefined ? context.deliveryFee : event.deliveryFee;
      return { storeTax: event.tax, deliveryFee, totals: cartTotals(context.lines, { deliveryFee }) };
    }),
    persistCart: (_, _params: PersistedCart) => notImplemented('persistCart')(),
    logActorFailure: (_, _params: { actor: string; error: unknown }) => undefined,
  },
}).createMachine({
  id: 'cart',
  type: 'parallel',
  context: ({ input }) => ({
    lines: [],
    totals: cartTotals([], { deliveryFee: input?.store?.deliveryFee ?? null }),
    storeTax: input?.store?.tax ?? null,
    deliveryFee: input?.store?.deliveryFee ?? null,
    pendingRemoval: null,
    addedNotice: null,
  }),
  states: {
    status: {
      description: 'Order status of SPEC §4 up to ordering: orderStart while no dish is available in the cart.',
      initial: 'loading',
      on: {
        'cart.add': { guard: 'isSelectionValid', actions: ['addDish', persist] },
        'cart.replaceLine': { guard: 'isReplacementValid', actions: ['replaceCartLine', persist] },
        'cart.increase': { guard: 'isLineActive', actions: ['increaseLine', persist] },
        'cart.decrease': { guard: 'hasLine', actions: ['decreaseLine', persist] },
        'cart.remove': { guard: 'hasLine', target: '.confirmingRemoval', actions: 'askRemoval' },
        'cart.removeAll': { guard: 'hasLines', target: '.confirmingRemoveAll', actions: 'cancelRemoval' },
        'cart.markUnavailable': { guard: 'hasLines', actions: ['markLinesUnavailable', persist] },
        'cart.removeUnavailable': { guard: 'hasLines', actions: ['removeUnavailableLines', persist] },
        // names only: the order on the server keeps its dishes, so nothing is saved there
        'cart.rename': { guard: 'hasLines', actions: ['renameCartLines', persist] },
        'cart.restore': { target: '.orderStart', actions: 'replaceCart' },
        'cart.reset': { target: '.orderStart', actions: ['resetCart', persist] },
        'store.set': { actions: 'setStore' },
        'addedNotice.dismiss': { actions: 'dismissAddedNotice' },
      },
      states: {
        loading: {
          tags: ['loading'],
          description:
            'Reading the persisted cart; a failure (storage blocked) starts an empty one, with the dishes added meanwhile.',
          always: {
            guard: 'isStartWithStoredCart',
            target: 'orderStart',
            description: 'The app read the kept cart as it started: the cart holds it from its first snapshot.',
            actions: {
              type: 'restoreCart',
              params: ({ event }) => ({ cart: startInput<CartInput>(event)?.stored ?? null }),
            },
          },
          invoke: {
            id: 'loadCart',
            src: 'loadCart',
            onDone: {
              target: 'orderStart',
              actions: { type: 'restoreCart', params: ({ event }) => ({ cart: event.output }) },
            },
            onError: {
              target: 'orderStart',
              actions: { type: 'logActorFailure', params: ({ event }) => ({ actor: 'loadCart', error: event.error }) },
            },
          },
        },
        orderStart: {
          always: { guard: 'hasActiveLines', target: 'ordering' },
        },
        ordering: {
          always: { guard: not('hasActiveLines'), target: 'orderStart' },
        },
        confirmingRemoveAll: {
          description: "The 'remove all' dialog is open (SPEC §4 cart actions; removing needs confirmation, SPEC §2).",
          always: { guard: not('hasLines'), target: 'orderStart' },
          on: {
            'removal.confirm': { target: 'orderStart', actions: ['removeAllLines', persist] },
            'removal.cancel': 'orderStart',
          },
        },
        confirmingRemoval: {
          description: 'The remove dialog is open for `pendingRemoval`; it closes if that line goes away.',
          always: { guard: not('isPendingLineInCart'), target: 'orderStart', actions: 'cancelRemoval' },
          on: {
            'removal.confirm': { target: 'orderStart', actions: ['removePendingLine', persist] },
            'removal.cancel': { target: 'orderStart', actions: 'cancelRemoval' },
          },
        },
      },
    },
  },
});
