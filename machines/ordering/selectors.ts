import type { SnapshotFrom } from 'xstate';
import type { orderingMachine } from './machine';

type Snapshot = SnapshotFrom<typeof orderingMachine>;

export const fulfilmentActorSelector = (s: Snapshot) => s.context.fulfilment;
export const cartActorSelector = (s: Snapshot) => s.context.cart;
/** Names of the dishes just removed because the store lacks them (empty: no notice). */
export const removedDishesSelector = (s: Snapshot) => s.context.removedDishes;
/** The open order found on home could not be put in the cart (the notice). */
export const resumeFailedSelector = (s: Snapshot) => s.context.resumeFailed;
/** The number of the open order found on home that the cart continues; null when the cart begins a new one. */
export const continuedOrderNoSelector = (s: Snapshot) => s.context.continuedOrder?.orderNo ?? null;
/** The payment (machines/payment) of the order the open checkout placed; null before it is placed. */
export const paymentActorSelector = (s: Snapshot) => s.context.payment;
/** The checkout (machines/checkout) while its screen is open; null otherwise. */
export const checkoutActorSelector = (s: Snapshot) => s.context.checkout;
/** The device has no network: the app says so, and the checkout cannot confirm. */
export const isOfflineSelector = (s: Snapshot) => !s.context.online;
