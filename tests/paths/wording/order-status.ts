import { msg } from '@lingui/core/macro';
import type { MachineWording } from './types';

/** What a tester does for each event of the order-status machine, and what they then see in each of its states. */
export const orderStatusWording: MachineWording = {
  events: {
    'storeChange.dismiss': msg`Close the "store changed" notice`,
    'xstate.done.actor.fetchOrder': msg`Advance the order in the sandbox, then wait for the page to refresh`,
    'xstate.done.actor.estimateDelivery': msg`Wait for the courier's delivery estimate ("About N minutes to your door")`,
    'xstate.error.actor.estimateDelivery': msg`Make the next delivery estimate fail (sandbox fault), then wait for the page to refresh`,
    'xstate.error.actor.fetchOrder': msg`Make the next order status call fail (sandbox fault)`,
    'order.retry': msg`Press "Try again"`,
  },
  states: {
    loading: msg`The order page shows that it is loading`,
    unavailable: msg`The order page shows an error with "Try again"`,
    'tracking.routing': msg`The order page shows that it is loading`,
    'tracking.orderSent.waiting': msg`The order page shows "Order sent"`,
    'tracking.orderSent.refreshing': msg`The order page shows "Order sent" while refreshing`,
    'tracking.accepted.waiting': msg`The order page shows "Accepted"`,
    'tracking.accepted.refreshing': msg`The order page shows "Accepted" while refreshing`,
    'tracking.cooking.waiting': msg`The order page shows "Cooking"`,
    'tracking.cooking.refreshing': msg`The order page shows "Cooking" while refreshing`,
    'tracking.ready.waiting': msg`The order page shows "Ready"`,
    'tracking.ready.refreshing': msg`The order page shows "Ready" while refreshing`,
    'tracking.completed': msg`The order page shows "Completed"`,
    'tracking.canceled': msg`The order page shows "Canceled"`,
  },
};
