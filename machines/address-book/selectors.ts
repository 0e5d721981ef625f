import { addressDraftProblem, hasRoomForAddress, type AddressDraftProblem } from '../../domain/addresses';
import type { SnapshotFrom } from 'xstate';
import { duplicateOfDraft, type addressBookMachine } from './machine';

type Snapshot = SnapshotFrom<typeof addressBookMachine>;

export const addressesSelector = (snapshot: Snapshot) => snapshot.context.addresses;

/** Why the form cannot be saved: a field's problem, a copy of a saved address, or a full book; null when it can. */
export type AddressFormProblem = AddressDraftProblem | { field: 'address'; reason: 'duplicate'; addressId: number } | { field: null; reason: 'full' };

export function addressFormProblemSelector(snapshot: Snapshot): AddressFormProblem | null {
  const { draft, editingId, addresses } = snapshot.context;
  if (!draft) return null;
  const problem = addressDraftProblem(draft);
  if (problem) return problem;
  const duplicate = duplicateOfDraft(snapshot.context);
  if (duplicate) return { field: 'address', reason: 'duplicate', addressId: duplicate.id };
  if (editingId === null && !hasRoomForAddress(addresses.length)) return { field: null, reason: 'full' };
  return null;
}

/** The address a notice names after a save, or null. */
export const savedAddressSelector = (snapshot: Snapshot) =>
  snapshot.matches({ list: 'saved' }) ? (snapshot.context.addresses.find((a) => a.id === snapshot.context.savedId) ?? null) : null;

export const addressBookErrorSelector = (snapshot: Snapshot) => snapshot.context.error;
export const isAddressBookBusySelector = (snapshot: Snapshot) => snapshot.hasTag('busy') || snapshot.hasTag('loading');
