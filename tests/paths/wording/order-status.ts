import { msg } from '@lingui/core/macro';
import type { MachineWording } from './types';

/** What a tester does for each event of the order-status machine, and what they then see in each of its states. */
export const orderStatusWording: MachineWording = {
  events: {
    'storeChange.dismiss': msg`On "Your order moved to another store", press "OK"`,
    'xstate.done.actor.fetchOrder': msg`Advance the order in the sandbox, then wait for the page to refresh`,
    'xstate.done.actor.estimateDelivery': msg`Wait for the courier's delivery estimate ("About N minutes to your door")`,
    'xstate.error.actor.estimateDelivery': msg`Make the next delivery estimate fail (sandbox fault), then wait for the page to refresh`,
    'xstate.error.actor.fetchOrder': msg`Make the next order status call fail (sandbox fault)`,
    'order.retry': msg`Press "Try again"`,
    'stream.open': msg`Wait for the page to connect to the order's live updates`,
    'stream.detail': msg`Advance the order in the sandbox: the page shows it at once`,
    'stream.lost': msg`Cut the network for a moment (browser offline), then bring it back`,
    'stream.refused': msg`Open the order's page without its link or login: no live updates are given`,
    'xstate.error.actor.streamOrder': msg`Cut the network for a moment (browser offline), then bring it back`,
  },
  states: {
    loading: msg`The order page shows that it is loading`,
    unavailable: msg`The order page shows an error with "Try again"`,
    'tracking.routing': msg`The order page shows that it is loading`,
    'tracking.orderSent.streaming': msg`The order page shows "Order sent" and updates as the order changes`,
    'tracking.orderSent.reconnecting': msg`The order page shows "Order sent" while it reconnects to live updates`,
    'tracking.orderSent.polling.waiting': msg`The order page shows "Order sent"`,
    'tracking.orderSent.polling.refreshing': msg`The order page shows "Order sent" while refreshing`,
    'tracking.accepted.streaming': msg`The order page shows "Accepted" and updates as the order changes`,
    'tracking.accepted.reconnecting': msg`The order page shows "Accepted" while it reconnects to live updates`,
    'tracking.accepted.polling.waiting': msg`The order page shows "Accepted"`,
    'tracking.accepted.polling.refreshing': msg`The order page shows "Accepted" while refreshing`,
    'tracking.cooking.streaming': msg`The order page shows "Cooking" and updates as the order changes`,
    'tracking.cooking.reconnecting': msg`The order page shows "Cooking" while it reconnects to live updates`,
    'tracking.cooking.polling.waiting': msg`The order page shows "Cooking"`,
    'tracking.cooking.polling.refreshing': msg`The order page shows "Cooking" while refreshing`,
    'tracking.ready.streaming': msg`The order page shows "Ready" and updates as the order changes`,
    'tracking.ready.reconnecting': msg`The order page shows "Ready" while it reconnects to live updates`,
    'tracking.ready.polling.waiting': msg`The order page shows "Ready"`,
    'tracking.ready.polling.refreshing': msg`The order page shows "Ready" while refreshing`,
    'tracking.completed': msg`The order page shows "Completed"`,
    'tracking.canceled': msg`The order page shows "Cancelled"`,
  },
};
