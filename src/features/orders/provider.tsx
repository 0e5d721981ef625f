import { createActorContext } from '@xstate/react';
import { useState, type ReactNode } from 'react';
import { fromPromise } from 'xstate';
import type { HistoryStatusTab, YourOrderTab } from '../../../domain/order-lists';
import { orderListsMachine, type LoadOrdersInput, type LoadOrdersOutput, type OrderListMode } from '../../../machines/order-lists/machine';
import { api, type ApiClient } from '../../lib/api-client';
import { clock } from '../../lib/clock';
import { inspection } from '../../lib/inspection';

/** The customer's order lists (machines/order-lists) of /your-order and /order-history. */
export const OrderListsContext = createActorContext(orderListsMachine);

export function createOrderListsActors(client: ApiClient, customerId: number) {
  return {
    loadOrders: fromPromise<LoadOrdersOutput, LoadOrdersInput>(async ({ input, signal }) => {
      const paging = { page: input.page, size: input.size };
      if (input.mode === 'orders') {
        const { data } = await client.POST('/delivery/get-user-order', {
          body: { user_id: customerId, tab: input.tab as YourOrderTab, ...paging },
          signal,
        });
        return { rows: data!.data.data, page: data!.data.page, total: data!.data.total };
      }
      const range = input.range ? { date_from: input.range.from, date_to: input.range.to } : {};
      const { data } = await client.POST('/delivery/get-order-history', {
        body: { user_id: customerId, status: input.tab as HistoryStatusTab, ...range, ...paging },
        signal,
      });
      return { rows: data!.data.data, page: data!.data.page, total: data!.data.total };
    }),
  };
}

/** One list for one customer; remount it (key) when either changes. */
export function OrderListsProvider({ mode, customerId, children }: { mode: OrderListMode; customerId: number; children: ReactNode }) {
  const [logic] = useState(() => orderListsMachine.provide({ actors: createOrderListsActors(api, customerId) }));
  const [now] = useState(clock.now);
  return (
    <OrderListsContext.Provider logic={logic} options={{ input: { mode, now }, ...inspection() }}>
      {children}
    </OrderListsContext.Provider>
  );
}
