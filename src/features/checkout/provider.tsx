import { useLingui } from '@lingui/react/macro';
import { createActorContext } from '@xstate/react';
import { useEffect, useState, type ReactNode } from 'react';
import { checkoutMachine, type ChangedItem, type CheckoutInput, type DeliveryFeeChange } from '../../../machines/checkout/machine';
import { api } from '../../lib/api-client';
import { clock } from '../../lib/clock';
import { isLocale } from '../../lib/i18n';
import { CartContext } from '../cart';
import { FulfilmentContext } from '../fulfilment';
import { SessionContext } from '../session';
import { createCheckoutActors } from './actors';
import { destinationFacts, orderFacts, sessionFacts } from './checkout-facts';
import { writeDraft } from './draft-storage';

/** The checkout sequence (machines/checkout) of /checkout; it owns the order draft. */
export const CheckoutContext = createActorContext(checkoutMachine);

const newKey = () => (typeof crypto !== 'undefined' && 'randomUUID' in crypto ? crypto.randomUUID() : `${Date.now()}-${Math.random()}`);

export interface PricesChange {
  changedItems: ChangedItem[];
  deliveryFee: DeliveryFeeChange | null;
}

/**
 * Starts the checkout at the app's clock, keeps the draft per tab from the machine's context,
 * and tells the checkout what the fulfilment, cart and session machines know of the order.
 */
function CheckoutLinks({ addressManage, keptAddressId }: { addressManage: boolean; keptAddressId: number | null }) {
  const { i18n } = useLingui();
  const checkout = CheckoutContext.useActorRef();
  const fulfilment = FulfilmentContext.useActorRef();
  const cart = CartContext.useActorRef();
  const session = SessionContext.useActorRef();

  useEffect(() => {
    const language = () => (isLocale(i18n.locale) ? i18n.locale : 'ja');
    const keys = { destination: '', order: '', session: '' };
    const forward = () => {
      const destination = destinationFacts(fulfilment.getSnapshot(), session.getSnapshot(), addressManage);
      const order = orderFacts(fulfilment.getSnapshot(), cart.getSnapshot(), language());
      const facts = sessionFacts(session.getSnapshot());
      const changed = (key: keyof typeof keys, value: unknown) => {
        const next = JSON.stringify(value);
        if (keys[key] === next) return false;
        keys[key] = next;
        return true;
      };
      if (changed('session', facts)) checkout.send({ type: 'session.change', session: facts });
      if (order && changed('order', order)) checkout.send({ type: 'order.change', order });
      if (changed('destination', destination)) checkout.send({ type: 'address.change', destination, now: clock.now() });
    };
    // A reload keeps the recipient chosen before it (the session preselects the default one).
    if (keptAddressId !== null && session.getSnapshot().context.addresses.some((a) => a.id === keptAddressId)) {
      session.send({ type: 'address.select', id: keptAddressId });
    }
    checkout.send({ type: 'checkout.start', now: clock.now() });
    forward();
    const subscriptions = [fulfilment.subscribe(forward), cart.subscribe(forward), session.subscribe(forward)];
    const unlisten = i18n.on('change', forward);
    const persisted = checkout.subscribe(({ context }) =>
      writeDraft({ draft: context.draft, schedule: context.schedule, customerAddressId: context.destination.customerAddressId ?? null }),
    );
    return () => {
      subscriptions.forEach((s) => s.unsubscribe());
      persisted.unsubscribe();
      unlisten();
    };
    // Once per checkout: the draft and the recipient are restored when it opens.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [checkout, fulfilment, cart, session, i18n]);
  return null;
}

export function CheckoutProvider({
  input,
  addressManage,
  keptAddressId,
  onPricesAccepted,
  children,
}: {
  input: CheckoutInput;
  /** The recipient of the draft kept in this tab, selected again when the checkout opens. */
  keptAddressId: number | null;
  /** useFeatureAddressManage: a logged-in customer delivers to a recipient chosen from the saved addresses. */
  addressManage: boolean;
  onPricesAccepted: (change: PricesChange) => void;
  children: ReactNode;
}) {
  const [logic] = useState(() =>
    checkoutMachine.provide({
      actors: createCheckoutActors(api, { orderId: null, idempotencyKey: newKey() }),
      actions: {
        applyChangedPrices: (_, params) => onPricesAccepted(params),
      },
    }),
  );
  return (
    <CheckoutContext.Provider logic={logic} options={{ input }}>
      <CheckoutLinks addressManage={addressManage} keptAddressId={keptAddressId} />
      {children}
    </CheckoutContext.Provider>
  );
}
