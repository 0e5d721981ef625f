import { msg } from '@lingui/core/macro';
import type { MachineWording } from './types';

/** What a tester does for each event of the cart machine, and what they then see in each of its states. */
export const cartWording: MachineWording = {
  events: {
    'cart.rename': msg`Switch the language with dishes in the cart`,
    'cart.add': msg`Press "Add" on a dish on the menu`,
    'cart.replaceLine': msg`Press "Change" on a dish with toppings in the cart, choose other toppings and press "Update the cart"`,
    'cart.increase': msg`Press "+" on a dish in the cart`,
    'cart.decrease': msg`Press "−" on a dish in the cart`,
    'cart.remove': msg`Press "Remove" on a dish in the cart`,
    'cart.removeAll': msg`Press "Remove all"`,
    'cart.markUnavailable': msg`Mark a dish in the cart as sold out in the sandbox, then reload the menu`,
    'cart.removeUnavailable': msg`Open the cart at a store that lacks one of its dishes: the app removes the dish by itself`,
    'cart.restore': msg`Reload the page`,
    'cart.reset': msg`Place the order: the cart starts over`,
    'store.set': msg`Choose a store`,
    'addedNotice.dismiss': msg`Wait for the note that the dish was added to the cart to fade`,
    'xstate.done.actor.loadCart': msg`Wait for the cart to load`,
    'xstate.error.actor.loadCart': msg`Block this site's storage in the browser settings (or use a private window that blocks it), then reload`,
    'removal.confirm': msg`Press "Remove" in the confirmation`,
    'removal.cancel': msg`Press "Keep it" in the confirmation`,
  },
  transitions: {
    // the app reads the kept cart as it starts (input.stored): a reload with dishes in the cart
    'cart.status.loading (always)#0': msg`Reload the page with dishes in the cart`,
    // "Remove all" asks in a window of its own, whose buttons say so
    'cart.status.confirmingRemoveAll removal.confirm#0': msg`Press "Remove all" in the confirmation`,
    'cart.status.confirmingRemoveAll removal.cancel#0': msg`Press "Keep them" in the confirmation`,
  },
  states: {
    'status.loading': msg`The cart shows that it is loading`,
    'status.orderStart': msg`The cart is empty`,
    'status.ordering': msg`The cart bar shows the dishes and the total`,
    'status.confirmingRemoval': msg`A window asks to confirm the removal`,
    'status.confirmingRemoveAll': msg`A window asks to confirm removing every dish from the cart`,
  },
};
