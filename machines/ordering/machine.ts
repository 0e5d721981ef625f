import { assign, enqueueActions, fromPromise, setup, type ActorRefFrom, type SnapshotFrom } from 'xstate';
import { partitionUnavailable } from '../../domain/menu-availability';
import { cartMachine } from '../cart/machine';
import { fulfilmentMachine, type FulfilmentInput } from '../fulfilment/machine';
import { notImplemented } from '../shared/not-implemented';

type FulfilmentSnapshot = SnapshotFrom<typeof fulfilmentMachine>;
type CartSnapshot = SnapshotFrom<typeof cartMachine>;

export interface OrderingInput {
  fulfilment: FulfilmentInput;
}

/** What `loadSoldOutCodes` reads: the store whose menu tells sold-out dishes from missing ones. */
export interface LoadSoldOutCodesInput {
  storeCode: string;
  brandCode: string;
}

/** The store facts the cart prices with. */
interface StoreFacts {
  tax: number | null;
  deliveryFee: number | null;
}

export interface OrderingContext {
  /** Store and delivery type (machines/fulfilment), spawned with systemId `fulfilment`. */
  fulfilment: ActorRefFrom<typeof fulfilmentMachine>;
  /** The cart (machines/cart), spawned with systemId `cart`. */
  cart: ActorRefFrom<typeof cartMachine>;
  /** The store tax and delivery fee last sent to the cart (`store.set`). */
  storeFacts: StoreFacts | null;
  /** The cart's dish codes last sent to fulfilment (`cart.sync`), in the cart's order. */
  menuCodes: string[] | null;
  /** The unavailable codes of fulfilment's last menu check that the cart was told about. */
  unavailableCodes: string[];
  /** The codes being sorted into sold out and missing while `checkingAvailability`. */
  pendingCodes: string[];
  /** Names of the dishes just removed because the store lacks them (the notice); empty when none. */
  removedDishes: string[];
}

export type OrderingEvent =
  | { type: 'xstate.snapshot.fulfilment'; snapshot: FulfilmentSnapshot }
  | { type: 'xstate.snapshot.cart'; snapshot: CartSnapshot }
  /** The interface language changed: fulfilment reloads the menus. */
  | { type: 'language.change'; language: string }
  /** The customer closed the removed-dishes notice. */
  | { type: 'notice.dismiss' }
  /** The cart screen opened: fulfilment rechecks the cart's dishes at the chosen store (SPEC §4). */
  | { type: 'cart.open' };

const sameCodes = (a: readonly string[] | null, b: readonly string[]) => a !== null && a.length === b.length && a.every((c, i) => c === b[i]);
const storeFactsOf = (snapshot: FulfilmentSnapshot): StoreFacts => ({
  tax: snapshot.context.store?.tax ?? null,
  deliveryFee: snapshot.context.deliveryFee,
});
const menuCodesOf = (snapshot: CartSnapshot) => [...new Set(snapshot.context.lines.map((l) => l.menucd))];

/**
 * The ordering system: spawns fulfilment and cart and carries what each must know of the other
 * (store tax and fee to the cart, the cart's dishes to fulfilment, unavailable dishes back to the
 * cart), so no view forwards events between them.
 */
export const orderingMachine = setup({
  types: {
    context: {} as OrderingContext,
    events: {} as OrderingEvent,
    input: {} as OrderingInput,
  },
  actors: {
    fulfilment: fulfilmentMachine,
    cart: cartMachine,
    /** The menu codes the store has but sold out (get-master-menu). */
    loadSoldOutCodes: fromPromise<string[], LoadSoldOutCodesInput>(notImplemented('loadSoldOutCodes')),
  },
  guards: {
    hasNewUnavailableCodes: ({ context }) => {
      const codes = context.fulfilment.getSnapshot().context.unavailableCodes;
      return codes.length > 0 && codes !== context.unavailableCodes;
    },
  },
  actions: {
    forwardStoreFacts: enqueueActions(({ context, enqueue }) => {
      const facts = storeFactsOf(context.fulfilment.getSnapshot());
      if (context.storeFacts && context.storeFacts.tax === facts.tax && context.storeFacts.deliveryFee === facts.deliveryFee) return;
      enqueue.assign({ storeFacts: facts });
      enqueue.sendTo(context.cart, { type: 'store.set', tax: facts.tax, deliveryFee: facts.deliveryFee });
    }),
    forwardMenuCodes: enqueueActions(({ context, enqueue }) => {
      const codes = menuCodesOf(context.cart.getSnapshot());
      if (sameCodes(context.menuCodes, codes)) return;
      enqueue.assign({ menuCodes: codes });
      enqueue.sendTo(context.fulfilment, { type: 'cart.sync', menuCodes: codes });
    }),
    takeUnavailableCodes: assign(({ context }) => {
      const codes = context.fulfilment.getSnapshot().context.unavailableCodes;
      return { unavailableCodes: codes, pendingCodes: codes };
    }),
    updateCart: enqueueActions(({ context, enqueue }, params: { soldOutCodes: string[] }) => {
      const { soldOut, missing } = partitionUnavailable(context.pendingCodes, params.soldOutCodes);
      const names = context.cart
        .getSnapshot()
        .context.lines.filter((l) => missing.includes(l.menucd))
        .map((l) => l.menunm);
      if (soldOut.length > 0) enqueue.sendTo(context.cart, { type: 'cart.markUnavailable', codes: soldOut });
      if (missing.length > 0) enqueue.sendTo(context.cart, { type: 'cart.removeUnavailable', codes: missing });
      if (names.length > 0) enqueue.assign({ removedDishes: [...new Set(names)] });
      enqueue.assign({ pendingCodes: [] });
    }),
    openCart: enqueueActions(({ context, enqueue }) => {
      const codes = menuCodesOf(context.cart.getSnapshot());
      enqueue.assign({ menuCodes: codes });
      enqueue.sendTo(context.fulfilment, { type: 'cart.open', menuCodes: codes });
    }),
    forwardLanguage: enqueueActions(({ context, event, enqueue }) => {
      if (event.type === 'language.change') enqueue.sendTo(context.fulfilment, event);
    }),
    dismissNotice: enqueueActions(({ context, enqueue }) => {
      enqueue.assign({ removedDishes: [] });
      enqueue.sendTo(context.fulfilment, { type: 'notice.dismiss' });
    }),
  },
}).createMachine({
  id: 'ordering',
  context: ({ input, spawn }) => ({
    fulfilment: spawn('fulfilment', { id: 'fulfilment', systemId: 'fulfilment', input: input.fulfilment, syncSnapshot: true }),
    cart: spawn('cart', { id: 'cart', systemId: 'cart', syncSnapshot: true }),
    storeFacts: null,
    menuCodes: null,
    unavailableCodes: [],
    pendingCodes: [],
    removedDishes: [],
  }),
  entry: ['forwardStoreFacts', 'forwardMenuCodes'],
  on: {
    'xstate.snapshot.cart': { actions: 'forwardMenuCodes' },
    'language.change': { actions: 'forwardLanguage' },
    'notice.dismiss': { actions: 'dismissNotice' },
    'cart.open': { actions: 'openCart' },
  },
  initial: 'watching',
  states: {
    watching: {
      description: 'Carries store facts to the cart; a new menu check with unavailable dishes sorts them out.',
      on: {
        'xstate.snapshot.fulfilment': [
          { guard: 'hasNewUnavailableCodes', target: 'checkingAvailability', actions: ['forwardStoreFacts', 'takeUnavailableCodes'] },
          { actions: 'forwardStoreFacts' },
        ],
      },
    },
    checkingAvailability: {
      description:
        'Menu availability: the store menu tells sold-out dishes (lines kept, inactive) from dishes it lacks (lines removed, with a notice).',
      invoke: {
        id: 'loadSoldOutCodes',
        src: 'loadSoldOutCodes',
        input: ({ context }) => {
          const store = context.fulfilment.getSnapshot().context.store;
          return { storeCode: store?.code ?? '', brandCode: store?.brand_code ?? '' };
        },
        onDone: { target: 'watching', actions: { type: 'updateCart', params: ({ event }) => ({ soldOutCodes: event.output }) } },
        // Without the store menu every unavailable dish counts as missing (as check-menu-exist says).
        onError: { target: 'watching', actions: { type: 'updateCart', params: { soldOutCodes: [] } } },
      },
      on: {
        'xstate.snapshot.fulfilment': [
          { guard: 'hasNewUnavailableCodes', target: 'checkingAvailability', reenter: true, actions: ['forwardStoreFacts', 'takeUnavailableCodes'] },
          { actions: 'forwardStoreFacts' },
        ],
      },
    },
  },
});
