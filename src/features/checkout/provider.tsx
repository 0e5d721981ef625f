import { useSelector } from '@xstate/react';
import { useDeferredValue, useEffect, useState, type ReactNode } from 'react';
import type { SnapshotFrom } from 'xstate';
import { checkoutMachine } from '../../../machines/checkout/machine';
import type { CheckoutOpening } from '../../../machines/ordering/machine';
import { checkoutActorSelector } from '../../../machines/ordering/selectors';
import { api } from '../../lib/api-client';
import { clock } from '../../lib/clock';
import { logActorFailure } from '../../lib/logger';
import { useNavigation } from '../../lib/navigation';
import { loginPath } from '../../lib/return-path';
import { paths } from '../../config/paths';
import { OrderingContext } from '../../app/ordering/context';
import { QR_WINDOW_DEFAULT_MINUTES } from '../../app/payment/constants';
import { createPaymentLogic } from '../../app/payment/logic';
import { useSettings } from '../../app/settings/provider';
import { writeCheckoutChoices } from '../../app/ordering/checkout-choices';
import { createCheckoutActors } from './actors';
import { CheckoutSkeleton } from './components/checkout-skeleton';

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
 * session and recipient, keeps them current and keeps the draft per tab, and spawns the payment of the order it
 * places), and closes it with the screen.
 */
export function CheckoutProvider({ opening, children }: { opening: CheckoutOpening; children: ReactNode }) {
  const ordering = OrderingContext.useActorRef();
  const checkout = OrderingContext.useSelector(checkoutActorSelector);
  const navigation = useNavigation();
  const settings = useSettings();
  // The checkout's logic and its payment's come with this screen's chunk.
  const [{ logic, payment }] = useState(() => ({
    logic: checkoutMachine.provide({
      actors: createCheckoutActors(api),
      actions: { logActorFailure, rememberChoices: (_, params) => writeCheckoutChoices(params), redirectToLogin: () => navigation.navigate(loginPath(paths.checkout), { replace: true }) },
    }),
    payment: { logic: createPaymentLogic(navigation), qrWindowMinutes: settings.time_interval_payload || QR_WINDOW_DEFAULT_MINUTES },
  }));

  // The screen's lifecycle, not view state: the checkout child (and the payment it leads to) lives while the screen is open.
  useEffect(() => {
    ordering.send({ type: 'checkout.open', logic, checkout: opening, payment, now: clock.now() });
    return () => ordering.send({ type: 'checkout.close' });
  }, [ordering, logic, opening, payment]);

  // The checkout's start re-renders its subscribers at once (an external store's update is synchronous): the form
  // mounts after it in a deferred render of its own, so spawning the machines and drawing the form are not one long
  // task.
  const mountedCheckout = useDeferredValue(checkout);
  return checkout && mountedCheckout === checkout ? children : <CheckoutSkeleton />;
}
