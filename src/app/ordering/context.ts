import { useSelector } from '@xstate/react';
import type { AnyActorRef, SnapshotFrom } from 'xstate';
import { orderingMachine } from '../../../machines/ordering/machine';
import { cartActorSelector, fulfilmentActorSelector } from '../../../machines/ordering/selectors';
import { createActorContext, useActorSelector } from '../../lib/actor-context';

/** The ordering system (machines/ordering): fulfilment and cart, spawned by one parent actor. */
export const OrderingContext = createActorContext(orderingMachine);

type OrderingSnapshot = SnapshotFrom<typeof orderingMachine>;

/** A child of the ordering system read like an actor context: `useActorRef()` and `useSelector(selector)`. */
function childContext<TActor extends AnyActorRef>(pick: (snapshot: OrderingSnapshot) => TActor) {
  // the live child, also while the page hydrates: events go to it, and only its snapshot reads as the server drew it
  const useActorRef = () => useSelector(OrderingContext.useActorRef(), pick);
  return {
    useActorRef,
    useSelector: <T>(selector: (snapshot: SnapshotFrom<TActor>) => T, compare?: (a: T, b: T) => boolean): T =>
      useActorSelector(useActorRef(), selector, compare),
  };
}

/** Store and delivery type of the order (machines/fulfilment), shared by every screen. */
export const FulfilmentContext = childContext(fulfilmentActorSelector);
/** The cart (machines/cart), shared by the header, the menu, the detail and the cart screen. */
export const CartContext = childContext(cartActorSelector);
