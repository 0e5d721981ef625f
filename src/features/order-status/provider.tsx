import { createActorContext } from '@xstate/react';
import { useState, type ReactNode } from 'react';
import {
  orderStatusMachine,
  type Language,
  type PaymentStatus,
} from '../../../machines/order-status/machine';
import { storage } from '../../adapters/storage';
import { api } from '../../lib/api-client';
import { createOrderStatusActors } from '../../lib/order-status-actors';
import { inspection } from '../../lib/inspection';

/** The tracked order (machines/order-status) of /delivery-status. */
export const OrderStatusContext = createActorContext(orderStatusMachine);

const seenKey = (orderNo: string) => `storeChangeSeen:${orderNo}`;
/** The one-time store-change warning is remembered per order on this device. */
const storeChangeSeen = {
  get: (orderNo: string) => storage.get(seenKey(orderNo)) === 'true',
  set: (orderNo: string) => storage.set(seenKey(orderNo), 'true'),
};

/** Tracks one order, read in `language` (remount it with a key to switch languages). */
export function OrderStatusProvider({
  orderNo,
  language,
  prePaymentStatus,
  children,
}: {
  orderNo: string;
  language: Language;
  /** The page's prePaymentStatus query (read only while the server's payment status is unpaid). */
  prePaymentStatus: PaymentStatus | null;
  children: ReactNode;
}) {
  const [logic] = useState(() =>
    orderStatusMachine.provide({
      actors: createOrderStatusActors(api),
      actions: {
        rememberStoreChangeSeen: (_, { orderNo: shownFor, shown }) => {
          if (shown) storeChangeSeen.set(shownFor);
        },
      },
    }),
  );
  return (
    <OrderStatusContext.Provider logic={logic} options={{ input: { orderNo, language, storeChangeSeen: storeChangeSeen.get(orderNo), prePaymentStatus }, ...inspection() }}>
      {children}
    </OrderStatusContext.Provider>
  );
}
