import { createActorContext } from '@xstate/react';
import { useState, type ReactNode } from 'react';
import { fromPromise } from 'xstate';
import {
  orderStatusMachine,
  type EstimateInput,
  type FetchOrderInput,
  type Language,
  type OrderDetail,
  type PaymentStatus,
} from '../../../machines/order-status/machine';
import { storage } from '../../adapters/storage';
import { api, type ApiClient } from '../../lib/api-client';
import { inspection } from '../../lib/inspection';

/** The tracked order (machines/order-status) of /delivery-status. */
export const OrderStatusContext = createActorContext(orderStatusMachine);

const seenKey = (orderNo: string) => `storeChangeSeen:${orderNo}`;
/** The one-time store-change warning is remembered per order on this device. */
export const storeChangeSeen = {
  get: (orderNo: string) => storage.get(seenKey(orderNo)) === 'true',
  set: (orderNo: string) => storage.set(seenKey(orderNo), 'true'),
};

export function createOrderStatusActors(client: ApiClient) {
  return {
    fetchOrder: fromPromise<OrderDetail, FetchOrderInput>(async ({ input, signal }) => {
      const body = input.language ? { order_no: input.orderNo, lang: input.language } : { order_no: input.orderNo };
      const { data } = await client.POST('/delivery/get-delivery-info-by-order-no', { body, signal });
      return data as OrderDetail;
    }),
    estimateDelivery: fromPromise<number | null, EstimateInput | null>(async ({ input, signal }) => {
      if (!input) return null;
      const { data } = await client.POST('/v2/delivery/estimate-delivery-client/', { body: { store_id: input.storeId, order_no: input.orderNo }, signal });
      return data?.data.estimated_delivery_time || null;
    }),
  };
}

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
  const [logic] = useState(() => orderStatusMachine.provide({ actors: createOrderStatusActors(api) }));
  return (
    <OrderStatusContext.Provider logic={logic} options={{ input: { orderNo, language, storeChangeSeen: storeChangeSeen.get(orderNo), prePaymentStatus }, ...inspection() }}>
      {children}
    </OrderStatusContext.Provider>
  );
}
