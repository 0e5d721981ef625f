import { fromCallback, fromPromise } from 'xstate';
import { notImplemented } from '../shared/not-implemented';
import type { AddressBookEvent, AddressListOutput, SaveAddressInput, SaveAddressOutput } from './types';

/** The address book's effects: typed stubs that throw until the app provides them (machine.provide). */
export const addressBookActors = {
  /** GET v2/address/?customer={id}&limit=100. */
  loadAddresses: fromPromise<AddressListOutput, void>(notImplemented('loadAddresses')),
  /** google_address_create or google_address_update, then the list again. */
  saveAddress: fromPromise<SaveAddressOutput, SaveAddressInput>(notImplemented('saveAddress')),
  /** DELETE v2/address/{id}/, then the list again. */
  deleteAddress: fromPromise<AddressListOutput, { id: number }>(notImplemented('deleteAddress')),
  /**
   * Reports the address selected for ordering (`selection.change`) whenever it changes: the session owns it,
   * and the delete guard protects whichever it is now. The app provides it from the session actor.
   */
  watchSelection: fromCallback<AddressBookEvent>(() => undefined),
};
