import type { SnapshotFrom } from 'xstate';
import type { cartMachine } from '../../../machines/cart/machine';
import { cartLinesSelector, cartTotalsSelector } from '../../../machines/cart/selectors';
import type { Destination, OrderFacts, SessionFacts } from '../../../machines/checkout/machine';
import type { fulfilmentMachine } from '../../../machines/fulfilment/machine';
import { chosenStoreSelector, deliveryTypeSelector, distanceSelector, placeSelector } from '../../../machines/fulfilment/selectors';
import type { sessionMachine } from '../../../machines/session/machine';
import { allowAnonymousSelector, customerIdSelector, isLoggedInSelector, selectedAddressSelector } from '../../../machines/session/selectors';

type FulfilmentSnapshot = SnapshotFrom<typeof fulfilmentMachine>;
type CartSnapshot = SnapshotFrom<typeof cartMachine>;
type SessionSnapshot = SnapshotFrom<typeof sessionMachine>;

/**
 * Where the order goes, from the fulfilment (type, measured place, store) and the session (the
 * recipient chosen when address management is on).
 */
export function destinationFacts(fulfilment: FulfilmentSnapshot, session: SessionSnapshot, addressManage: boolean): Destination {
  const pickUpAtStore = deliveryTypeSelector(fulfilment) === 'typePickup';
  const place = placeSelector(fulfilment);
  const saved = addressManage && isLoggedInSelector(session) ? selectedAddressSelector(session) : null;
  return {
    pickUpAtStore,
    address: pickUpAtStore ? null : (saved?.address ?? place?.formatted_address ?? place?.name ?? null),
    isTemporary: saved === null,
    customerAddressId: saved?.id ?? null,
    position: pickUpAtStore || !saved ? null : { lat: saved.lat, lng: saved.lng },
    storeChosen: chosenStoreSelector(fulfilment) !== null,
  };
}

export const sessionFacts = (session: SessionSnapshot): SessionFacts => ({
  loggedIn: isLoggedInSelector(session),
  allowAnonymous: allowAnonymousSelector(session),
  customerId: customerIdSelector(session),
});

/** The store, cart and language of the order; null while no store is chosen. */
export function orderFacts(fulfilment: FulfilmentSnapshot, cart: CartSnapshot, language: OrderFacts['language']): OrderFacts | null {
  const store = chosenStoreSelector(fulfilment);
  if (!store) return null;
  return {
    store,
    lines: cartLinesSelector(cart),
    totals: cartTotalsSelector(cart),
    distance: distanceSelector(fulfilment),
    place: placeSelector(fulfilment),
    language,
  };
}
