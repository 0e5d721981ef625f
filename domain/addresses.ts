/**
 * Saved-address rules shared by the address-management machine and the server's address calls
 * (SPEC §5 Address, §9 Limits): at most 100 per customer, never the same entry twice, and the
 * address currently selected for ordering cannot be deleted.
 */
import { ADDRESS_LIST_LIMIT, NAME_MAX } from './constants';
import { normalisePhone } from './phone';
import { foldSearchText } from './search-text';

/** Two positions closer than this are one place (a map pick moves a few metres between picks). */
export const SAME_PLACE_METRES = 25;

/** The fields that make an address the same entry as another. */
export interface AddressIdentity {
  lat: number;
  lng: number;
  address: string;
  contact_name: string;
  phone_number: string;
}

const EARTH_RADIUS_METRES = 6_371_000;

function metresBetween(a: { lat: number; lng: number }, b: { lat: number; lng: number }): number {
  const rad = (deg: number) => (deg * Math.PI) / 180;
  const dLat = rad(b.lat - a.lat);
  const dLng = rad(b.lng - a.lng);
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(rad(a.lat)) * Math.cos(rad(b.lat)) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_RADIUS_METRES * Math.asin(Math.sqrt(h));
}

const sameText = (a: string, b: string) => foldSearchText(a).replace(/\s+/g, ' ').trim() === foldSearchText(b).replace(/\s+/g, ' ').trim();
const samePhone = (a: string, b: string) => (normalisePhone(a) ?? a) === (normalisePhone(b) ?? b);

/**
 * Whether two addresses are the same entry: the same place (text alike without case, accents or extra
 * spaces, positions within {@link SAME_PLACE_METRES}) for the same contact name and phone. The same
 * place for another recipient is another entry.
 */
export function isSameAddress(a: AddressIdentity, b: AddressIdentity): boolean {
  return (
    sameText(a.address, b.address) &&
    metresBetween(a, b) <= SAME_PLACE_METRES &&
    sameText(a.contact_name, b.contact_name) &&
    samePhone(a.phone_number, b.phone_number)
  );
}

/** The saved address that `candidate` would duplicate (leaving out the one being edited), if any. */
export function duplicateOf<T extends AddressIdentity & { id: number }>(saved: readonly T[], candidate: AddressIdentity, editingId?: number | null): T | undefined {
  return saved.find((address) => address.id !== editingId && isSameAddress(address, candidate));
}

/** Whether another address may be saved next to `count` saved ones. */
export const hasRoomForAddress = (count: number) => count < ADDRESS_LIST_LIMIT;

/** Whether the address may be deleted: never the one currently selected for ordering. */
export const isDeletableAddress = (addressId: number, selectedAddressId: number | null | undefined) => addressId !== selectedAddressId;

/** A rough bounding box of Vietnam (SPEC §5: addresses are restricted to Vietnam). */
export const VIETNAM_BOUNDS = { minLat: 8.0, maxLat: 23.5, minLng: 102.0, maxLng: 110.0 } as const;

/** Whether a position lies in {@link VIETNAM_BOUNDS}. */
export const isInVietnam = (position: { lat: number; lng: number }) =>
  position.lat >= VIETNAM_BOUNDS.minLat && position.lat <= VIETNAM_BOUNDS.maxLat && position.lng >= VIETNAM_BOUNDS.minLng && position.lng <= VIETNAM_BOUNDS.maxLng;

/**
 * The address form: the place comes whole from a maps suggestion or a map pick (coordinates and the
 * text the pick gave, so the text cannot drift from the position), the contact is typed.
 */
export interface AddressDraft {
  place: { lat: number; lng: number; address: string; google_data?: Record<string, unknown> | null } | null;
  contact_name: string;
  phone_number: string;
  contact_string: string;
  is_default: boolean;
}

/** What is wrong with an address form, naming the field. */
export interface AddressDraftProblem {
  field: 'address' | 'contact_name' | 'phone_number';
  reason: 'not_picked' | 'outside_vietnam' | 'required' | 'too_long' | 'invalid';
}

/** The first problem of an address form (SPEC §5 Address), or null when it may be saved. */
export function addressDraftProblem(draft: AddressDraft): AddressDraftProblem | null {
  if (!draft.place || !draft.place.address.trim()) return { field: 'address', reason: 'not_picked' };
  if (!isInVietnam(draft.place)) return { field: 'address', reason: 'outside_vietnam' };
  const name = draft.contact_name.trim();
  if (!name) return { field: 'contact_name', reason: 'required' };
  if (name.length > NAME_MAX) return { field: 'contact_name', reason: 'too_long' };
  if (!draft.phone_number.trim()) return { field: 'phone_number', reason: 'required' };
  if (!normalisePhone(draft.phone_number)) return { field: 'phone_number', reason: 'invalid' };
  return null;
}

/** The identity of a form with a place, to compare with saved addresses. */
export const draftIdentity = (draft: AddressDraft): AddressIdentity | null =>
  draft.place ? { ...draft.place, contact_name: draft.contact_name, phone_number: draft.phone_number } : null;
