import { createActor, fromPromise, type AnyActorLogic, type AnyEventObject } from 'xstate';
import { cartMachine, type PersistedCart } from '../cart/machine';
import { checkoutMachine } from '../checkout/machine';
import { quietPromotions, store as checkoutStore, validDraft } from '../checkout/test-fixtures';
import { fulfilmentMachine } from '../fulfilment/machine';
import { paymentMachine } from '../payment/machine';
import type { Address } from '../session/machine';
import { neverSettlingActors } from '../test-support/replay-paths';
import {
  orderingMachine,
  type CheckoutOpening,
  type ChosenStoreKept,
  type KeptCheckoutDraft,
  type ContinuedOrder,
  type LoadDishNamesInput,
  type LoadSoldOutCodesInput,
  type RepeatedOrder,
  type RepeatOrderInput,
  type ResumedOrder,
  type ResumeOrderInput,
  type SessionActor,
  type SessionView,
} from './machine';

/** Where a test step goes: a child of the system (by systemId) or the system itself. */
export type Target = 'fulfilment' | 'cart' | 'checkout' | 'payment' | 'ordering';

export const systemInput = {
  fulfilment: { settings: { useDefaultStore: false, useFeatureTakeaway: false, useGooglemaps: false }, language: 'vi' },
};

/**
 * The ordering system with the real fulfilment and cart machines whose own effects never settle:
 * a test delivers their outcomes (`xstate.done.actor.<id>`) to the child that invoked them.
 */
export function startSystem(
  options: {
    soldOut?: (input: unknown) => Promise<string[]>;
    resumeOrder?: (input: ResumeOrderInput) => Promise<ResumedOrder>;
    repeatOrder?: (input: RepeatOrderInput) => Promise<RepeatedOrder>;
    /** Where the system's screens lead: the checkout (fulfilment, a reorder) and the cart (a reorder without a place). */
    openCheckout?: () => void;
    openCartScreen?: () => void;
    loadDishNames?: (input: LoadDishNamesInput) => Promise<Record<string, string>>;
    session?: SessionActor;
    /** The continued order stored before a reload, and where the system stores it. */
    continuedOrder?: ContinuedOrder | null;
    persistContinuedOrder?: (order: ContinuedOrder | null) => void;
    /** Where the system keeps the chosen store and the checkout's draft for a reload. */
    keepChosenStore?: (kept: ChosenStoreKept) => void;
    keepCheckoutDraft?: (kept: KeptCheckoutDraft | null) => void;
    /** Where the system forgets the checkout once its order is placed. */
    forgetCheckout?: () => void;
    /** The app's watchers, when a test gives its own; and where a watcher's failure is logged. */
    watchers?: { watchSession?: AnyActorLogic; watchNetwork?: AnyActorLogic };
    logActorFailure?: (failure: { actor: string; error: unknown }) => void;
    online?: boolean;
    /** The cart the app read as it started (OrderingInput.storedCart). */
    storedCart?: PersistedCart | null;
  } = {},
) {
  const logic = orderingMachine.provide({
    actors: {
      fulfilment: fulfilmentMachine.provide({
        actors: neverSettlingActors(fulfilmentMachine) as never,
        actions: { openCheckout: () => options.openCheckout?.() },
      }),
      cart: cartMachine.provide({ actors: neverSettlingActors(cartMachine) as never, actions: { persistCart: () => {} } }),
      loadSoldOutCodes: options.soldOut
        ? fromPromise<string[], LoadSoldOutCodesInput>(({ input }) => options.soldOut!(input))
        : fromPromise<string[], LoadSoldOutCodesInput>(() => new Promise<never>(() => {})),
      resumeOrder: fromPromise<ResumedOrder, ResumeOrderInput>(({ input }) => (options.resumeOrder ? options.resumeOrder(input) : new Promise<never>(() => {}))),
      repeatOrder: fromPromise<RepeatedOrder, RepeatOrderInput>(({ input }) => (options.repeatOrder ? options.repeatOrder(input) : new Promise<never>(() => {}))),
      loadDishNames: fromPromise<Record<string, string>, LoadDishNamesInput>(({ input }) => (options.loadDishNames ? options.loadDishNames(input) : new Promise<never>(() => {}))),
      ...(options.watchers as object),
    },
    actions: {
      persistContinuedOrder: (_, { order }) => options.persistContinuedOrder?.(order),
      keepChosenStore: (_, { kept }) => options.keepChosenStore?.(kept),
      keepCheckoutDraft: (_, { kept }) => options.keepCheckoutDraft?.(kept),
      forgetCheckout: () => options.forgetCheckout?.(),
      openCartScreen: () => options.openCartScreen?.(),
      logActorFailure: (_, failure) => options.logActorFailure?.(failure),
    },
  });
  const input = {
    ...systemInput,
    session: options.session ?? null,
    continuedOrder: options.continuedOrder ?? null,
    online: options.online ?? true,
    storedCart: options.storedCart,
  };
  const system = createActor(logic, { input }).start();
  const send = (to: Target, event: AnyEventObject) => {
    const target = to === 'ordering' ? system : system.system.get(to);
    if (!target) throw new Error(`no ${to} in the system`);
    target.send(event);
  };
  return { system, send };
}

/** The checkout machine whose own effects never settle, as the checkout screen brings it. */
export const checkoutLogic = checkoutMachine.provide({
  actors: { ...neverSettlingActors(checkoutMachine), promotions: quietPromotions } as never,
});

/** Where the payment's settled outcomes lead (the app's router), for the tests to read. */
export const openedOrderStatus: Array<{ orderNo: string; placed: boolean }> = [];

/** The payment machine whose own effects never settle, as the checkout screen brings it. */
export const paymentLogic = paymentMachine.provide({
  actors: neverSettlingActors(paymentMachine) as never,
  actions: { redirectToPayment: () => {}, openOrderStatus: (_, { orderNo, placed }) => void openedOrderStatus.push({ orderNo, placed }) },
});

/** What the checkout screen gives when it opens (address management on, a valid form, cash). */
export const opening: CheckoutOpening = {
  store: checkoutStore,
  orderId: null,
  orderNo: null,
  schedule: { date: '2025-01-07', time: '12:00', isAsap: false },
  paymentMethod: 'cash',
  draft: validDraft,
  rules: { addressManage: true, takeaway: false, futureDelivery: false },
  idempotencyKey: 'checkout-1',
};

/** Monday 2025-01-06 10:00 in Ho Chi Minh City. */
export const openedAt = '2025-01-06T03:00:00Z';

/** The `checkout.open` event of the screen. */
export const checkoutOpen = (checkout: Partial<CheckoutOpening> = {}) => ({
  type: 'checkout.open' as const,
  logic: checkoutLogic,
  checkout: { ...opening, ...checkout },
  payment: { logic: paymentLogic, qrWindowMinutes: 5 },
  now: openedAt,
});

/** A saved address far from the measured place (Tân Định), so choosing it looks its nearest store up. */
export const savedAddress = (id: number, overrides: Partial<Address> = {}): Address => ({
  id,
  lat: 10.79 + id / 100,
  lng: 106.69,
  address: `${id} Hai Bà Trưng, Quận 3`,
  contact_name: 'Nguyễn An',
  phone_number: '0901234567',
  google_data: { place_id: `saved-${id}`, name: `Nhà ${id}` },
  is_default: id === 1,
  customer: 7,
  ...overrides,
});

export const sessions = {
  guest: { loggedIn: false, allowAnonymous: true, customerId: null, addresses: [], selectedAddressId: null },
  member: { loggedIn: true, allowAnonymous: false, customerId: 7, addresses: [savedAddress(1), savedAddress(2)], selectedAddressId: 1 },
} satisfies Record<string, SessionView>;
