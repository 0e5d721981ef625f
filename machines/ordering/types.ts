import type { ActorRefFrom, SnapshotFrom } from 'xstate';
import type { CartEvent, cartMachine, PersistedCart } from '../cart/machine';
import type { checkoutMachine } from '../checkout/machine';
import type { CheckoutDraft } from '../checkout/draft';
import type { ChangedItem, CheckoutInput, DeliveryFeeChange, Schedule } from '../checkout/types';
import type { fulfilmentMachine, FulfilmentInput, Place } from '../fulfilment/machine';
import type { paymentMachine, PaymentSettled } from '../payment/machine';
import type { Address } from '../session/machine';
import type { SessionActor } from '../session/watch';

export type FulfilmentSnapshot = SnapshotFrom<typeof fulfilmentMachine>;
export type CartSnapshot = SnapshotFrom<typeof cartMachine>;
export type Language = 'vi' | 'en' | 'ja';

/** What the ordering system knows of the session machine (its own actor, in the session chunk). */
export interface SessionView {
  loggedIn: boolean;
  allowAnonymous: boolean;
  /** The customer's id; null for a guest. */
  customerId: number | null;
  /** The customer's saved addresses (address management). */
  addresses: Address[];
  /** The recipient chosen among them; null when none. */
  selectedAddressId: number | null;
}

/** The session actor (machines/session), which lives outside the system in the session chunk. */
export type { SessionActor };

export interface OrderingInput {
  fulfilment: FulfilmentInput;
  /**
   * The session actor (machines/session): the system watches it for the checkout's session facts
   * and sends it the recipient kept from before a reload. Absent in tests that send `session.change`.
   */
  session?: SessionActor | null;
  /** Whether the device has a network when the system starts; true when not given. */
  online?: boolean;
  /** The open order the stored cart continues (kept by `persistContinuedOrder` for a reload); none when not given. */
  continuedOrder?: ContinuedOrder | null;
  /** The cart the browser kept, read as the app starts (machines/cart `CartInput.stored`); not given: the cart reads it. */
  storedCart?: PersistedCart | null;
}

/** What `loadSoldOutCodes` reads: the store whose menu tells sold-out dishes from missing ones. */
export interface LoadSoldOutCodesInput {
  storeCode: string;
  brandCode: string;
}

/** What `loadDishNames` reads: the cart's dish codes, at the chosen store, in the interface language. */
export interface LoadDishNamesInput {
  codes: string[];
  store: { brand_id: number; code: string };
  language: Language;
}

/** What `resumeOrder` reads: the number of an open order (orderStart or ordering) found on home, and the menu language. */
export interface ResumeOrderInput {
  orderNo: string;
  language: Language;
}

/** One dish of a resumed order, as `cart.add` takes it: the store's current detail and the order's choices. */
export type ResumedDish = Omit<Extract<CartEvent, { type: 'cart.add' }>, 'type'>;

/** The server's id and number of an open order the customer continues (checkout confirms it instead of inserting one). */
export interface ContinuedOrder {
  id: number;
  orderNo: string;
}

/** An open order found on home, priced again from its store's current menu, for the cart to take (SPEC §2 Home). */
export interface ResumedOrder {
  /** The order itself: the checkout finishes it under its number. */
  order: ContinuedOrder;
  /**
   * A pickup order's store as a place (its position): fulfilment measures from it, so that store is chosen
   * again, for pickup. Null for a delivery order or a store gone.
   */
  pickupAt?: Place | null;
  /**
   * A delivery order's address as a place (the suggestion it was chosen from and its position): fulfilment
   * measures from it, so the checkout has the order's destination again. Null for pickup or an order
   * without a place.
   */
  deliverTo?: Place | null;
  /** The order's dishes the store still sells, with the toppings and quantities the order had. */
  dishes: ResumedDish[];
  /** Names of the order's dishes the store sells no more (SPEC §8 "Dishes unavailable"); left out of `dishes`. */
  unavailable: string[];
}

/** What `repeatOrder` reads: a past order of the customer's, to order the same again as a new order. */
export interface RepeatOrderInput {
  orderId: number;
  orderNo: string;
  language: Language;
}

/**
 * A past order to order again (SPEC §7 reorder): the dishes the server still offers with the order's choices, the
 * names of those it does not, and where the order went, so the checkout opens ready.
 */
export type RepeatedOrder = Omit<ResumedOrder, 'order'>;

/** The store facts the cart prices with. */
export interface StoreFacts {
  tax: number | null;
  deliveryFee: number | null;
}

/** What the checkout screen gives when it opens; the system adds destination, session and order. */
export type CheckoutOpening = Omit<CheckoutInput, 'destination' | 'session' | 'order'> & {
  /** The recipient of the draft kept in this tab, selected again in the session when the checkout opens. */
  keptAddressId?: number | null;
};

/** What a reload keeps of fulfilment (`keepChosenStore`): its snapshot with the chosen store, nothing, or what it kept. */
export type ChosenStoreKept = { snapshot: FulfilmentSnapshot } | 'forget' | 'unchanged';

/** The checkout's snapshot, as the system sees it (`xstate.snapshot.checkout`). */
export type CheckoutSnapshot = SnapshotFrom<typeof checkoutMachine>;

/** What the open checkout keeps for a reload of the tab (`persistCheckoutDraft`): its draft, serve time and recipient. */
export interface KeptCheckoutDraft {
  draft: CheckoutDraft;
  schedule: Schedule;
  /** The recipient chosen from the saved addresses; null when none. */
  customerAddressId: number | null;
}

/** The checkout machine (machines/checkout), provided with the app's actors. */
export type CheckoutLogic = typeof checkoutMachine;

/** The payment machine (machines/payment), provided with the app's actors and actions. */
export type PaymentLogic = typeof paymentMachine;

/**
 * What the checkout screen brings for the payment of the order it places: the payment's logic (with its chunk, so
 * `/` does not load it) and the QR window of the settings (time_interval_payload, minutes).
 */
export interface PaymentOpening {
  logic: PaymentLogic;
  qrWindowMinutes: number;
}

/** The facts last sent to the checkout, as JSON, so that only changes are sent. */
export interface SentCheckoutFacts {
  destination: string;
  order: string;
  session: string;
}

export interface OrderingContext {
  /** Store and delivery type (machines/fulfilment), spawned with systemId `fulfilment`. */
  fulfilment: ActorRefFrom<typeof fulfilmentMachine>;
  /** The cart (machines/cart), spawned with systemId `cart`. */
  cart: ActorRefFrom<typeof cartMachine>;
  /** The checkout (machines/checkout), spawned with systemId `checkout` while the checkout screen is open. */
  checkout: ActorRefFrom<typeof checkoutMachine> | null;
  /**
   * The payment (machines/payment) of the order the checkout placed, spawned with systemId `payment` once the
   * checkout has submitted it, and stopped with the checkout; null otherwise.
   */
  payment: ActorRefFrom<typeof paymentMachine> | null;
  /** What the open checkout's screen brought for its payment; null while no checkout is open. */
  paymentOpening: PaymentOpening | null;
  /** The session actor given as input; null when none. */
  sessionActor: SessionActor | null;
  /** The session facts last reported (`session.change`). */
  session: SessionView;
  /** The interface language (menus, order language). */
  language: Language;
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
  /** The cart screen opened while the cart was still being read: its recheck waits for the cart. */
  cartOpenPending: boolean;
  /** The open checkout ended in ERROR_CUSTOMER and the session was told to log out (once per checkout). */
  customerInvalidated: boolean;
  /** What the open checkout was last told; null while no checkout is open. */
  sentToCheckout: SentCheckoutFacts | null;
  /** Whether the device has a network (`network.change`); the checkout cannot confirm without one. */
  online: boolean;
  /** The open order found on home could not be loaded into the cart (the notice); false when none. */
  resumeFailed: boolean;
  /**
   * The open order found on home whose dishes the cart holds: the checkout confirms it under its number.
   * Null when none, or once the cart was emptied (the next dishes begin a new order).
   */
  continuedOrder: ContinuedOrder | null;
  /** The cart has held the continued order's dishes (its reset before they arrive is not an emptied cart). */
  continuedOrderInCart: boolean;
  /** The last reorder could not be read (the notice); false when none. */
  repeatFailed: boolean;
}

export type OrderingEvent =
  | { type: 'xstate.snapshot.fulfilment'; snapshot: FulfilmentSnapshot }
  | { type: 'xstate.snapshot.cart'; snapshot: CartSnapshot }
  | { type: 'xstate.snapshot.checkout'; snapshot: CheckoutSnapshot }
  /** The interface language changed: fulfilment reloads the menus, the checkout orders in it. */
  | { type: 'language.change'; language: string }
  /** The customer closed the removed-dishes notice. */
  | { type: 'notice.dismiss' }
  /** An order still orderStart or ordering was found on home: its dishes replace the cart's (`resumeOrder`). */
  | { type: 'order.resume'; orderNo: string }
  /** The spawned `resumeOrder` child's answer (it is spawned, not invoked, so its events are named here). */
  | { type: 'xstate.done.actor.resumeOrder'; output: ResumedOrder }
  | { type: 'xstate.error.actor.resumeOrder'; error: unknown }
  /** The cart's dish and topping names in the interface language, by menu code (after a language change). */
  | { type: 'xstate.done.actor.loadDishNames'; output: Record<string, string> }
  | { type: 'xstate.error.actor.loadDishNames'; error: unknown }
  /** "Reorder" on a past order: its dishes go into the cart and the checkout opens for its address (`repeating`). */
  | { type: 'order.repeat'; orderId: number; orderNo: string }
  | { type: 'xstate.done.actor.repeatOrder'; output: RepeatedOrder }
  | { type: 'xstate.error.actor.repeatOrder'; error: unknown }
  /** The cart screen opened: fulfilment rechecks the cart's dishes at the chosen store (SPEC §4), once the cart is read. */
  | { type: 'cart.open' }
  /** The session changed (login, customer, addresses, selected recipient); from the session watcher. */
  | { type: 'session.change'; session: SessionView }
  /**
   * The checkout screen opened: a checkout child starts at the app's clock `now`. Its logic (the
   * checkout machine with the app's actors) and its payment's come with the screen's chunk, so `/` does not load them.
   */
  | { type: 'checkout.open'; logic: CheckoutLogic; checkout: CheckoutOpening; payment: PaymentOpening; now: string }
  /** The device lost or found its network (the app's `watchNetwork`); the open checkout is told. */
  | { type: 'network.change'; online: boolean }
  /** The checkout screen closed: its child stops, and its payment with it. */
  | { type: 'checkout.close' }
  /** The payment spawned for the checkout's order settled (sent by the payment): the cart empties, the checkout is forgotten. */
  | PaymentSettled
  /** The checkout's customer accepted the server's prices (INVALID_ORDER): the cart takes them. */
  | { type: 'prices.changed'; changedItems: ChangedItem[]; deliveryFee: DeliveryFeeChange | null };
