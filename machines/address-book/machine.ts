import { assign, setup } from 'xstate';
import {
  addressDraftProblem,
  draftIdentity,
  duplicateOf,
  hasRoomForAddress,
  isDeletableAddress,
  type AddressDraft,
  type AddressDraftProblem,
} from '../../domain/addresses';
import { apiFailureOf } from '../shared/api-error';
import { addressBookActors } from './actors';
import type { Address, AddressBookContext, AddressBookEvent, AddressBookInput } from './types';

export * from './types';

/** The form of a saved address. */
const draftOf = (address: Address): AddressDraft => ({
  place: { lat: address.lat, lng: address.lng, address: address.address, google_data: address.google_data ?? null },
  contact_name: address.contact_name,
  phone_number: address.phone_number,
  contact_string: address.contact_string ?? '',
  is_default: address.is_default,
});

/** The saved address the form would copy, if any (the one being edited left out). */
export function duplicateOfDraft(context: Pick<AddressBookContext, 'addresses' | 'draft' | 'editingId'>): Address | undefined {
  const identity = context.draft && draftIdentity(context.draft);
  return identity ? duplicateOf(context.addresses, identity, context.editingId) : undefined;
}

/** Why the form cannot be saved: a field's problem, a copy of a saved address, or a full book; null when it can. */
export type AddressFormProblem =
  | AddressDraftProblem
  | { field: 'address'; reason: 'duplicate'; addressId: number }
  | { field: null; reason: 'full' };

/** The one check of the form: the save guard reads it, and a view may show it to say why saving is off. */
export function addressFormProblem(context: Pick<AddressBookContext, 'addresses' | 'draft' | 'editingId'>): AddressFormProblem | null {
  const { draft, editingId, addresses } = context;
  if (!draft) return null;
  const problem = addressDraftProblem(draft);
  if (problem) return problem;
  const duplicate = duplicateOfDraft(context);
  if (duplicate) return { field: 'address', reason: 'duplicate', addressId: duplicate.id };
  if (editingId === null && !hasRoomForAddress(addresses.length)) return { field: null, reason: 'full' };
  return null;
}

const addressOf = (context: AddressBookContext, id: number) => context.addresses.find((address) => address.id === id);

type IdParams = { id: number };
const eventId = ({ event }: { event: AddressBookEvent }): IdParams => ({ id: 'id' in event && typeof event.id === 'number' ? event.id : -1 });

/**
 * Saved addresses (SPEC §2 Manage address, §5 Address): a list, a create/update form saved through the
 * server, and delete with a confirmation. At most 100; the address selected for ordering is never
 * deleted; a copy of a saved address is never saved (domain/addresses.ts, which the server applies too).
 */
export const addressBookMachine = setup({
  types: {
    context: {} as AddressBookContext,
    events: {} as AddressBookEvent,
    input: {} as AddressBookInput,
  },
  actors: addressBookActors,
  guards: {
    hasRoomForAddress: ({ context }) => hasRoomForAddress(context.addresses.length),
    isSavedAddress: ({ context }, params: IdParams) => addressOf(context, params.id) !== undefined,
    /** A saved address that is not the default yet. */
    isSavedOtherThanDefault: ({ context }, params: IdParams) => addressOf(context, params.id)?.is_default === false,
    /** A saved address that is not the one selected for ordering. */
    isDeletableSavedAddress: ({ context }, params: IdParams) =>
      addressOf(context, params.id) !== undefined && isDeletableAddress(params.id, context.selectedAddressId),
    isPendingDeleteDeletable: ({ context }) => context.deletingId !== null && isDeletableAddress(context.deletingId, context.selectedAddressId),
    isDraftSavable: ({ context }) => context.draft !== null && addressFormProblem(context) === null,
  },
  actions: {
    startCreate: assign(({ context }) => {
      const draft: AddressDraft = {
        place: null,
        contact_name: context.contact?.name ?? '',
        phone_number: context.contact?.phone ?? '',
        contact_string: '',
        is_default: context.addresses.length === 0,
      };
      // the place picked on home is offered unless it is saved already for this contact
      const offered = context.offeredPlace ? { ...draft, place: context.offeredPlace } : draft;
      return { draft: duplicateOfDraft({ ...context, draft: offered, editingId: null }) ? draft : offered, editingId: null, error: null };
    }),
    startEdit: assign(({ context }, params: IdParams) => ({ draft: draftOf(addressOf(context, params.id)!), editingId: params.id, error: null })),
    startSetDefault: assign(({ context }, params: IdParams) => ({
      draft: { ...draftOf(addressOf(context, params.id)!), is_default: true },
      editingId: params.id,
      error: null,
    })),
    assignPlace: assign(({ context, event }) =>
      event.type === 'place.pick' && context.draft ? { draft: { ...context.draft, place: event.place }, error: null } : {},
    ),
    assignDraftValues: assign(({ context, event }) =>
      event.type === 'draft.edit' && context.draft ? { draft: { ...context.draft, ...event.values }, error: null } : {},
    ),
    clearForm: assign({ draft: null, editingId: null, error: null }),
    assignAddresses: assign((_, params: { addresses: Address[] }) => ({ addresses: params.addresses })),
    assignSaved: assign(({ context }, params: { addresses: Address[]; saved: Address }) => ({
      addresses: params.addresses,
      savedId: params.saved.id,
      draft: null,
      editingId: null,
      error: null,
      // once a new address holds the offered place it is not offered again
      offeredPlace: context.editingId === null ? null : context.offeredPlace,
    })),
    assignPendingDelete: assign((_, params: IdParams) => ({ deletingId: params.id, error: null })),
    clearPendingDelete: assign({ deletingId: null, error: null }),
    assignSelection: assign(({ event }) => (event.type === 'selection.change' ? { selectedAddressId: event.id } : {})),
    assignError: assign((_, params: { error: unknown }) => ({ error: apiFailureOf(params.error) })),
    clearNotice: assign({ savedId: null }),
    clearError: assign({ error: null }),
  },
}).createMachine({
  id: 'addressBook',
  context: ({ input }) => ({
    addresses: [],
    selectedAddressId: input.selectedAddressId ?? null,
    offeredPlace: input.offeredPlace ?? null,
    contact: input.contact ?? null,
    draft: null,
    editingId: null,
    deletingId: null,
    savedId: null,
    error: null,
  }),
  initial: 'loading',
  invoke: { id: 'watchSelection', src: 'watchSelection' },
  on: {
    'selection.change': { actions: 'assignSelection' },
  },
  states: {
    loading: {
      tags: ['loading'],
      invoke: {
        id: 'loadAddresses',
        src: 'loadAddresses',
        onDone: { target: 'list', actions: { type: 'assignAddresses', params: ({ event }) => ({ addresses: event.output.addresses }) } },
        onError: { target: 'loadFailed', actions: { type: 'assignError', params: ({ event }) => ({ error: event.error }) } },
      },
    },
    loadFailed: {
      on: { 'list.retry': { target: 'loading', actions: 'clearError' } },
    },
    list: {
      description: 'The saved addresses; a notice after a save or a delete until dismissed or another action starts.',
      initial: 'browsing',
      exit: 'clearNotice',
      on: {
        'address.create': { guard: 'hasRoomForAddress', target: 'editing', actions: 'startCreate' },
        'address.edit': { guard: { type: 'isSavedAddress', params: eventId }, target: 'editing', actions: { type: 'startEdit', params: eventId } },
        'address.setDefault': {
          guard: { type: 'isSavedOtherThanDefault', params: eventId },
          target: 'saving',
          actions: { type: 'startSetDefault', params: eventId },
        },
        'address.delete': {
          guard: { type: 'isDeletableSavedAddress', params: eventId },
          target: 'confirmingDelete',
          actions: { type: 'assignPendingDelete', params: eventId },
        },
      },
      states: {
        browsing: {},
        saved: { on: { 'notice.dismiss': { target: 'browsing', actions: 'clearNotice' } } },
        deleted: { on: { 'notice.dismiss': 'browsing' } },
      },
    },
    editing: {
      description: 'The create or update form; save only when the domain accepts it and it copies no saved address.',
      on: {
        'place.pick': { actions: 'assignPlace' },
        'draft.edit': { actions: 'assignDraftValues' },
        'draft.save': { guard: 'isDraftSavable', target: 'saving' },
        'draft.cancel': { target: 'list', actions: 'clearForm' },
      },
    },
    saving: {
      tags: ['busy'],
      entry: 'clearError',
      invoke: {
        id: 'saveAddress',
        src: 'saveAddress',
        input: ({ context }) => ({ id: context.editingId, draft: context.draft! }),
        onDone: {
          target: 'list.saved',
          actions: { type: 'assignSaved', params: ({ event }) => ({ addresses: event.output.addresses, saved: event.output.saved }) },
        },
        onError: { target: 'failed', actions: { type: 'assignError', params: ({ event }) => ({ error: event.error }) } },
      },
    },
    failed: {
      description: 'The save failed; the form is kept to retry, change or cancel.',
      on: {
        'draft.save': { guard: 'isDraftSavable', target: 'saving' },
        'place.pick': { target: 'editing', actions: 'assignPlace' },
        'draft.edit': { target: 'editing', actions: 'assignDraftValues' },
        'draft.cancel': { target: 'list', actions: 'clearForm' },
      },
    },
    confirmingDelete: {
      on: {
        'delete.confirm': { guard: 'isPendingDeleteDeletable', target: 'deleting' },
        'delete.cancel': { target: 'list', actions: 'clearPendingDelete' },
      },
    },
    deleting: {
      tags: ['busy'],
      entry: 'clearError',
      invoke: {
        id: 'deleteAddress',
        src: 'deleteAddress',
        input: ({ context }) => ({ id: context.deletingId! }),
        onDone: {
          target: 'list.deleted',
          actions: [{ type: 'assignAddresses', params: ({ event }) => ({ addresses: event.output.addresses }) }, 'clearPendingDelete'],
        },
        onError: { target: 'deleteFailed', actions: { type: 'assignError', params: ({ event }) => ({ error: event.error }) } },
      },
    },
    deleteFailed: {
      on: {
        'delete.confirm': { guard: 'isPendingDeleteDeletable', target: 'deleting' },
        'delete.cancel': { target: 'list', actions: 'clearPendingDelete' },
      },
    },
  },
});
