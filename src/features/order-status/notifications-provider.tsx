import { createActorContext } from '@xstate/react';
import { useState, type ReactNode } from 'react';
import { orderNotificationsMachine } from '../../../machines/order-notifications/machine';
import { api } from '../../lib/api-client';
import { inspection } from '../../lib/inspection';
import { createOrderNotificationsActors, rememberNotificationsDeclined } from '../../lib/order-notifications';

/** The offer of the order's status notifications (machines/order-notifications) on /delivery-status. */
export const OrderNotificationsContext = createActorContext(orderNotificationsMachine);

export function OrderNotificationsProvider({ orderNo, children }: { orderNo: string; children: ReactNode }) {
  const [logic] = useState(() =>
    orderNotificationsMachine.provide({
      actors: createOrderNotificationsActors(api),
      actions: { rememberDeclined: () => rememberNotificationsDeclined() },
    }),
  );
  return (
    <OrderNotificationsContext.Provider logic={logic} options={{ input: { orderNo }, ...inspection() }}>
      {children}
    </OrderNotificationsContext.Provider>
  );
}
