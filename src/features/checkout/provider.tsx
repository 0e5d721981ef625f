import { useSelector } from '@xstate/react';
import { useDeferredValue, useEffect, useState, type ReactNode } from 'react';
import type { SnapshotFrom } from 'xstate';
import { checkoutMachine } from '../../../machines/checkout/machine';
import type { CheckoutOpening } from '../../../machines/ordering/machine';
import { checkoutActorSelector } from '../../../machines/ordering/selectors';
import { api } from '../../lib/api-client';
import { clock } from '../../lib/clock';
import { logActorFailure } from '../../lib/logger';
import { OrderingContext } from '../../lib/ordering-context';
import { createCheckoutActors } from './actors';
import { CheckoutSkeleton } from './components/checkout-skeleton';
import { writeDraft } from './draft-storage';

type CheckoutSnapshot = SnapshotFrom<typeof checkoutMachine>;

function useCheckoutActorRef() {
  const checkout = OrderingContext.useSelector(checkoutActorSelector);
  if (!checkout) throw new Error('CheckoutContext: used outside an open checkout (CheckoutProvider)');
  return checkout;
}

/**
 * The checkout sequence (machines/checkout) of /checkout, a child of the ordering system while
 * the screen is open; it owns the order draft. Read like an actor context.
 */
export const CheckoutContext = {
  useActorRef: useCheckoutActorRef,
  useSelector: <T,>(selector: (snapshot: CheckoutSnapshot) => T, compare?: (a: T, b: T) => boolean): T =>
    useSelector(useCheckoutActorRef(), selector, compare),
};

/**
 * Opens the checkout in the ordering system at the app's clock (which gives it the store, cart,
 * session and recipient, and keeps them current), closes it with the screen, and keeps the draft
 * per tab from the machine's context.
 */
export function CheckoutProvider({ opening, children }: { opening: CheckoutOpening; children: ReactNode }) {
  const ordering = OrderingContext.useActorRef();
  const checkout = OrderingContext.useSelector(checkoutActorSelector);
  const [logic] = useState(() => checkoutMachine.provide({ actors: createCheckoutActors(api), actions: { logActorFailure } }));

  // The screen's lifecycle, not view state: the checkout child lives while the screen is open.
  useEffect(() => {
    ordering.send({ type: 'checkout.open', logic, checkout: opening, now: clock.now() });
    return () => ordering.send({ type: 'checkout.close' });
  }, [ordering, logic, opening]);

  useEffect(() => {
    if (!checkout) return;
    const persisted = checkout.subscribe((snapshot) => {
      // While a login is required there is no form: the tab keeps what it stored, and the name and phone come with the login.
      if (snapshot.matches('loginRequired')) return;
      const { context } = snapshot;
      writeDraft({ draft: context.draft, schedule: context.schedule, customerAddressId: context.destination.customerAddressId ?? null });
    });
    return () => persisted.unsubscribe();
  }, [checkout]);

  // The checkout's start re-renders its subscribers at once (an external store's update is synchronous): the form
  // mounts after it in a deferred render of its own, so spawning the machines and drawing the form are not one long
  // task.
  const mountedCheckout = useDeferredValue(checkout);
  return checkout && mountedCheckout === checkout ? children : <CheckoutSkeleton />;
}
