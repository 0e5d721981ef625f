import { createActorContext, useSelector } from '@xstate/react';
import type { AnyActorRef, SnapshotFrom } from 'xstate';
import { orderingMachine } from '../../../machines/ordering/machine';
import { cartActorSelector, fulfilmentActorSelector } from '../../../machines/ordering/selectors';

/** The ordering system (machines/ordering): fulfilment and cart, spawned by one parent actor. */
export const OrderingContext = createActorContext(orderingMachine);

type OrderingSnapshot = SnapshotFrom<typeof orderingMachine>;

/** A child of the ordering system read like an actor context: `useActorRef()` and `useSelector(selector)`. */
function childContext<TActor extends AnyActorRef>(pick: (snapshot: OrderingSnapshot) => TActor) {
  const useActorRef = () => OrderingContext.useSelector(pick);
  return {
    useActorRef,
    useSelector: <T>(selector: (snapshot: SnapshotFrom<TActor>) => T, compare?: (a: T, b: T) => boolean): T =>
      useSelector(useActorRef(), selector as (snapshot: unknown) => T, compare),
  };
}

/** Store and delivery type of the order (machines/fulfilment), shared by every screen. */
export const FulfilmentContext = childContext(fulfilmentActorSelector);
/** The cart (machines/cart), shared by the header, the menu, the detail and the cart screen. */
export const CartContext = childContext(cartActorSelector);
