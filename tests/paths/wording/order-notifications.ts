import { msg } from '@lingui/core/macro';
import type { MachineWording } from './types';

/** What a tester does for each event of the order-notifications machine, and what they then see in each of its states. */
export const orderNotificationsWording: MachineWording = {
  events: {
    'xstate.done.actor.checkNotifications': msg`Place an order and wait for its status page`,
    'xstate.error.actor.checkNotifications': msg`Make the next push settings call fail (sandbox fault), then open the order's status page`,
    'notifications.enable': msg`Press "Turn on notifications"`,
    'notifications.dismiss': msg`Press "Not now"`,
    'notifications.disable': msg`Press "Turn off notifications"`,
    'notifications.retry': msg`Press "Try again"`,
    'xstate.done.actor.requestPermission': msg`Answer the browser's question about notifications`,
    'xstate.error.actor.requestPermission': msg`Dismiss the browser's question about notifications without answering`,
    'xstate.done.actor.subscribeToOrder': msg`Wait for notifications to be turned on`,
    'xstate.error.actor.subscribeToOrder': msg`Make the next notification subscription fail (sandbox fault)`,
    'xstate.done.actor.unsubscribeFromOrder': msg`Wait for notifications to be turned off`,
    'xstate.error.actor.unsubscribeFromOrder': msg`Make the next notification opt-out fail (sandbox fault)`,
  },
  transitions: {
    'order-notifications.checking xstate.done.actor.checkNotifications#1': msg`Open the status page of an order whose notifications you turned on in this browser`,
    'order-notifications.checking xstate.done.actor.checkNotifications#2': msg`Having pressed "Not now" before in this browser, place an order and open its status page`,
    'order-notifications.checking xstate.done.actor.checkNotifications#3': msg`Block notifications for this site in the browser settings, then place an order and open its status page`,
    'order-notifications.askingPermission xstate.done.actor.requestPermission#0': msg`Allow notifications when the browser asks`,
    'order-notifications.askingPermission xstate.done.actor.requestPermission#1': msg`Block notifications when the browser asks`,
  },
  states: {
    checking: msg`The order status page shows no notification offer yet`,
    unavailable: msg`The order status page offers no notifications`,
    offered: msg`The order status page offers "Turn on notifications" and "Not now"`,
    askingPermission: msg`The browser asks whether this site may show notifications`,
    subscribing: msg`"Turn on notifications" is greyed out while notifications are turned on`,
    on: msg`The page says notifications are on, with "Turn off notifications"; the order's next status appears at /sandbox/pushes`,
    unsubscribing: msg`The page still says notifications are on while they are turned off`,
    refused: msg`The page says notifications are blocked for this site and how to allow them`,
    failed: msg`The page says notifications could not be turned on, with "Try again"`,
    dismissed: msg`The notification offer is gone, and is not made again in this browser`,
  },
};
