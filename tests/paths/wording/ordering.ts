import { msg } from '@lingui/core/macro';
import type { MachineWording } from './types';

/** What a tester does for each event of the ordering machine, and what they then see in each of its states. */
export const orderingWording: MachineWording = {
  events: {
    'xstate.done.actor.loadDishNames': msg`Wait for the cart's dishes to be named in the new language`,
    'xstate.error.actor.loadDishNames': msg`Make the next dish detail call fail (sandbox fault), then switch the language with dishes in the cart`,
    'xstate.error.actor.watchSession': msg`Make the session watcher fail (machine test only; the failure is logged and the last session stays)`,
    'xstate.error.actor.watchNetwork': msg`Make the network watcher fail (machine test only; the device is taken as online and the failure is logged)`,
    'language.change': msg`Switch the language`,
    'notice.dismiss': msg`Close the notice`,
    'order.resume': msg`On home, search the number of an order that was started but not sent`,
    'xstate.done.actor.resumeOrder': msg`Wait for the order's dishes to be put in the cart`,
    'xstate.error.actor.resumeOrder': msg`Make the next dish detail call fail (sandbox fault), then search an order that was started but not sent`,
    'order.repeat': msg`Log in, open a past order from "Your orders" and press "Reorder"`,
    'xstate.done.actor.repeatOrder': msg`Wait for the checkout to open with the order's dishes, address and store`,
    'xstate.error.actor.repeatOrder': msg`Make the next reorder call fail (sandbox fault), then press "Reorder"`,
    'cart.open': msg`Open the cart`,
    'session.change': msg`Log in or log out`,
    'checkout.open': msg`Press "Checkout" in the cart`,
    'checkout.close': msg`Leave the checkout`,
    'payment.settled': msg`Pay for the placed order (cash: it is sent at once; MoMo or Payoo: pay on the sandbox page)`,
    'network.change': msg`Turn the network off or on`,
    'prices.changed': msg`Change a dish's price in the sandbox, then press "Place order"`,
    'xstate.done.actor.loadSoldOutCodes': msg`Wait for the sold-out dishes to be checked`,
    'xstate.error.actor.loadSoldOutCodes': msg`Make the next sold-out call fail (sandbox fault)`,
  },
  states: {
    watching: msg`The menu and the cart are shown`,
    checkingAvailability: msg`The cart shows that it is checking what is sold out`,
    repeating: msg`The "Reorder" button waits while the past order is read`,
  },
};
