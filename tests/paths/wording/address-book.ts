import { msg } from '@lingui/core/macro';
import type { MachineWording } from './types';

/** What a tester does for each event of the address-book machine, and what they then see in each of its states. */
export const addressBookWording: MachineWording = {
  events: {
    'selection.change': msg`Pick another address as the delivery address`,
    'xstate.done.actor.loadAddresses': msg`Wait for the address book to load`,
    'xstate.error.actor.loadAddresses': msg`Make the next address list call fail (sandbox fault), then open the address book`,
    'list.retry': msg`Press "Try again"`,
    'address.create': msg`Press "Add a new address"`,
    'address.edit': msg`Press "Edit" on an address`,
    'address.setDefault': msg`Press "Set as default" on an address`,
    'address.delete': msg`Press "Delete" on an address`,
    'notice.dismiss': msg`Close the notice`,
    'place.pick': msg`Type at least 5 letters of an address and pick the first suggestion`,
    'draft.edit': msg`Change the name, phone or note of the address`,
    'draft.save': msg`Press "Save"`,
    'draft.cancel': msg`Press "Cancel"`,
    'xstate.done.actor.saveAddress': msg`Wait for the address to be saved`,
    'xstate.error.actor.saveAddress': msg`Make the next address save fail (sandbox fault), then save`,
    'delete.confirm': msg`Press "Delete" in the confirmation`,
    'delete.cancel': msg`Press "Cancel" in the confirmation`,
    'xstate.done.actor.deleteAddress': msg`Wait for the address to be deleted`,
    'xstate.error.actor.deleteAddress': msg`Make the next address deletion fail (sandbox fault), then delete`,
  },
  states: {
    loading: msg`The address book shows that it is loading`,
    loadFailed: msg`The address book shows an error with "Try again"`,
    'list.browsing': msg`The saved addresses are listed`,
    'list.saved': msg`The list shows "The address was saved."`,
    'list.deleted': msg`The list shows "The address was deleted."`,
    editing: msg`The address form is open`,
    saving: msg`The "Save" button shows that it is saving`,
    failed: msg`The form shows the server's error message`,
    confirmingDelete: msg`A window asks to confirm the deletion`,
    deleting: msg`The confirmation shows that it is deleting`,
    deleteFailed: msg`The confirmation shows the server's error message`,
  },
};
