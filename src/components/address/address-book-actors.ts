import { fromPromise } from 'xstate';
import { ADDRESS_LIST_LIMIT } from '../../../domain/constants';
import type { AddressListOutput, SaveAddressInput, SaveAddressOutput } from '../../../machines/address-book/machine';
import { hasErrorCode, apiFailureOf } from '../../../machines/shared/api-error';
import type { ApiClient } from '../../lib/api-client';

/** The server's answer to a copy of a saved address (409, `details.address_id` the saved one). */
export const DUPLICATE_ADDRESS_CODE = 'DUPLICATE_ADDRESS';

/** What the app does beside the address book: the session's own list follows every change. */
export interface AddressBookHooks {
  /** An address was saved (`id`) or deleted (no id). */
  onListChanged: (savedId?: number) => void;
  /** The server answered that the form copies the saved address `id` (409 DUPLICATE_ADDRESS). */
  onDuplicate: (id: number) => void;
}

/**
 * The address book's effects on the API (machines/address-book), for one customer: the manage
 * screen and the checkout's inline form both run the machine with these.
 */
export function createAddressBookActors(client: ApiClient, customerId: number, hooks: AddressBookHooks) {
  const list = async (signal?: AbortSignal): Promise<AddressListOutput> => {
    const { data } = await client.GET('/v2/address/', { params: { query: { customer: customerId, limit: ADDRESS_LIST_LIMIT } }, signal });
    return { addresses: data!.results };
  };
  return {
    loadAddresses: fromPromise<AddressListOutput, void>(({ signal }) => list(signal)),
    saveAddress: fromPromise<SaveAddressOutput, SaveAddressInput>(async ({ input, signal }) => {
      const { draft } = input;
      const body = {
        lat: draft.place!.lat,
        lng: draft.place!.lng,
        address: draft.place!.address,
        google_data: draft.place!.google_data ?? undefined,
        contact_name: draft.contact_name.trim(),
        phone_number: draft.phone_number.trim(),
        contact_string: draft.contact_string.trim() || undefined,
        is_default: draft.is_default,
      };
      try {
        const saved =
          input.id === null
            ? (await client.POST('/v2/address/google_address_create/', { body: { ...body, customer: customerId }, signal })).data!.data
            : (await client.PATCH('/v2/address/{id}/google_address_update/', { params: { path: { id: input.id } }, body, signal })).data!.data;
        hooks.onListChanged(saved.id);
        return { saved, ...(await list(signal)) };
      } catch (error) {
        // a copy of a saved address: that one is selected instead, and the machine tells the customer
        const copyId = apiFailureOf(error).details?.address_id;
        if (hasErrorCode(error, DUPLICATE_ADDRESS_CODE) && typeof copyId === 'number') hooks.onDuplicate(copyId);
        throw error;
      }
    }),
    deleteAddress: fromPromise<AddressListOutput, { id: number }>(async ({ input, signal }) => {
      await client.DELETE('/v2/address/{id}/', { params: { path: { id: input.id } }, signal });
      hooks.onListChanged();
      return list(signal);
    }),
  };
}
