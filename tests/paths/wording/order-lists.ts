import { msg } from '@lingui/core/macro';
import type { MachineWording } from './types';

/** What a tester does for each event of the order-lists machine, and what they then see in each of its states. */
export const orderListsWording: MachineWording = {
  events: {
    'range.edit': msg`Change the dates of the range`,
    'xstate.done.actor.loadOrders': msg`Wait for the orders to load`,
    'xstate.error.actor.loadOrders': msg`Make the next order list call fail (sandbox fault), then open the list`,
    'tab.select': msg`Press the other tab`,
    'range.search': msg`Press "Search"`,
    'page.next': msg`Press "Show more"`,
    'list.refresh': msg`Pull to refresh, or come back to the tab`,
    'xstate.done.actor.loadMoreOrders': msg`Wait for more orders to load`,
    'xstate.error.actor.loadMoreOrders': msg`Make the next order list call fail (sandbox fault), then press "Show more"`,
    'list.retry': msg`Press "Try again"`,
  },
  states: {
    loading: msg`The list shows that it is loading`,
    ready: msg`The orders are listed`,
    loadingMore: msg`"Show more" shows that it is loading`,
    moreFailed: msg`The list shows an error under the orders with "Try again"`,
    failed: msg`The list shows the server's error message with "Try again"`,
  },
};
