import { createActorContext } from '@xstate/react';
import { useState, type ReactNode, type RefObject } from 'react';
import { checkoutMachine, type ChangedItem, type CheckoutInput, type DeliveryFeeChange } from '../../../machines/checkout/machine';
import { api } from '../../lib/api-client';
import { createCheckoutActors } from './actors';
import type { OrderDraft } from './order-info';

/** The checkout sequence (machines/checkout) of /checkout. */
export const CheckoutContext = createActorContext(checkoutMachine);

const newKey = () => (typeof crypto !== 'undefined' && 'randomUUID' in crypto ? crypto.randomUUID() : `${Date.now()}-${Math.random()}`);

export interface PricesChange {
  changedItems: ChangedItem[];
  deliveryFee: DeliveryFeeChange | null;
}

export function CheckoutProvider({
  input,
  draft,
  onPricesAccepted,
  children,
}: {
  input: CheckoutInput;
  /** The form, cart and store as they are when an actor runs. */
  draft: RefObject<OrderDraft>;
  onPricesAccepted: RefObject<(change: PricesChange) => void>;
  children: ReactNode;
}) {
  const [logic] = useState(() =>
    checkoutMachine.provide({
      actors: createCheckoutActors(api, () => draft.current, { orderId: null, idempotencyKey: newKey() }),
      actions: {
        applyChangedPrices: (_, params) => onPricesAccepted.current(params),
      },
    }),
  );
  return (
    <CheckoutContext.Provider logic={logic} options={{ input }}>
      {children}
    </CheckoutContext.Provider>
  );
}
