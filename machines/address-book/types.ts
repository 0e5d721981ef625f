import type { AddressDraft } from '../../domain/addresses';
import type { components } from '../../openapi/schema';
import type { ApiFailure } from '../shared/api-error';

export type Address = components['schemas']['Address'];
export type { AddressDraft };

/** A place as a maps suggestion or a map pick gives it. */
export type PickedPlace = NonNullable<AddressDraft['place']>;

export interface AddressBookInput {
  /** The address currently selected for ordering (session); it cannot be deleted. */
  selectedAddressId?: number | null;
  /** The place picked on home, offered as the first new address. */
  offeredPlace?: PickedPlace | null;
  /** The customer's name and phone, offered as the contact of a new address. */
  contact?: { name: string; phone: string } | null;
}

export interface AddressBookContext {
  /** The saved addresses as the server last answered them, default first. */
  addresses: Address[];
  /** The address selected for ordering; the delete guard protects it. */
  selectedAddressId: number | null;
  /** The place picked on home, offered once as the first new address (cleared when used or saved). */
  offeredPlace: PickedPlace | null;
  /** The customer's contact, the starting contact of a new address. */
  contact: { name: string; phone: string } | null;
  /** The form being edited (create or update), null outside the form. */
  draft: AddressDraft | null;
  /** The id of the address the form updates; null when it creates one. */
  editingId: number | null;
  /** The address awaiting the delete confirmation or being deleted. */
  deletingId: number | null;
  /** The id of the address last saved (the saved notice names it). */
  savedId: number | null;
  /** The last failed call, as the API answered it. */
  error: ApiFailure | null;
}

export type AddressBookEvent =
  | { type: 'address.create' }
  | { type: 'address.edit'; id: number }
  | { type: 'address.setDefault'; id: number }
  | { type: 'address.delete'; id: number }
  | { type: 'place.pick'; place: PickedPlace }
  | { type: 'draft.edit'; values: Partial<Pick<AddressDraft, 'contact_name' | 'phone_number' | 'contact_string' | 'is_default'>> }
  | { type: 'draft.save' }
  | { type: 'draft.cancel' }
  | { type: 'delete.confirm' }
  | { type: 'delete.cancel' }
  | { type: 'selection.change'; id: number | null }
  | { type: 'notice.dismiss' }
  | { type: 'list.retry' };

/** What saving asks: a new address (id null) or changes to the address `id`. */
export interface SaveAddressInput {
  id: number | null;
  draft: AddressDraft;
}

/** After a save or delete the app answers the list as the server keeps it (the default may have moved). */
export interface AddressListOutput {
  addresses: Address[];
}

export interface SaveAddressOutput extends AddressListOutput {
  saved: Address;
}
