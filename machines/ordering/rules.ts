import type { SnapshotFrom } from 'xstate';
import type { CartLine } from '../../domain/cart-line';
import { greatCircleMetres } from '../../domain/store-choice';
import { priceLine } from '../../domain/cart-line';
import type { cartMachine } from '../cart/machine';
import { cartLinesSelector, cartTotalsSelector } from '../cart/selectors';
import type { ChangedItem, Destination, OrderFacts, SessionFacts } from '../checkout/types';
import type { fulfilmentMachine, Place } from '../fulfilment/machine';
import { chosenStoreSelector, deliveryTypeSelector, distanceSelector, placeSelector } from '../fulfilment/selectors';
import type { sessionMachine } from '../session/machine';
import { allowAnonymousSelector, customerIdSelector, isLoggedInSelector } from '../session/selectors';
import type { Address } from '../session/machine';
import type { CheckoutSnapshot, SessionView } from './types';

type FulfilmentSnapshot = SnapshotFrom<typeof fulfilmentMachine>;
type CartSnapshot = SnapshotFrom<typeof cartMachine>;

/** Closer than this to the measured place, a recipient address needs no new store lookup. */
const SAME_PLACE_METRES = 10;

/** A saved recipient address as the fulfilment destination (its text and coordinates). */
export function destinationOf(address: Address): Place {
  const placeId = address.google_data?.place_id;
  const name = address.google_data?.name;
  return {
    place_id: typeof placeId === 'string' ? placeId : '',
    name: typeof name === 'string' ? name : address.address,
    formatted_address: address.address,
    lat: address.lat,
    lng: address.lng,
  };
}

/** The address is where the store was last measured from: its nearest store is already chosen. */
export const isMeasuredFrom = (address: Address, place: Place | null) =>
  place !== null && greatCircleMetres(place, address) < SAME_PLACE_METRES;

/** The recipient chosen among the saved addresses; null when none (or the list is not loaded). */
export const selectedAddressOf = (session: SessionView) =>
  session.addresses.find((a) => a.id === session.selectedAddressId) ?? null;

/**
 * Where the order goes, from the fulfilment (type, measured place, store) and the session (the
 * recipient chosen when address management is on).
 */
export function destinationFacts(
  fulfilment: FulfilmentSnapshot,
  session: SessionView,
  addressManage: boolean,
): Destination {
  const pickUpAtStore = deliveryTypeSelector(fulfilment) === 'typePickup';
  const place = placeSelector(fulfilment);
  const saved = addressManage && session.loggedIn ? selectedAddressOf(session) : null;
  return {
    pickUpAtStore,
    address: pickUpAtStore ? null : (saved?.address ?? place?.formatted_address ?? place?.name ?? null),
    isTemporary: saved === null,
    customerAddressId: saved?.id ?? null,
    position: pickUpAtStore
      ? null
      : saved
        ? { lat: saved.lat, lng: saved.lng }
        : place
          ? { lat: place.lat, lng: place.lng }
          : null,
    storeChosen: chosenStoreSelector(fulfilment) !== null,
  };
}

export const sessionFacts = (session: SessionView): SessionFacts => ({
  loggedIn: session.loggedIn,
  allowAnonymous: session.allowAnonymous,
  customerId: session.customerId,
});

/** The store, cart and language of the order; null while no store is chosen. */
export function orderFacts(
  fulfilment: FulfilmentSnapshot,
  cart: CartSnapshot,
  language: OrderFacts['language'],
): OrderFacts | null {
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

/** The cart lines with the server's new unit prices (INVALID_ORDER's changed items), priced again. */
export function withChangedPrices(lines: readonly CartLine[], changed: readonly ChangedItem[]): CartLine[] {
  const price = new Map(changed.map((c) => [c.menucd, c.new_price]));
  return lines.map((line) =>
    priceLine({
      ...line,
      price: price.get(line.menucd) ?? line.price,
      toppings: line.toppings.map((t) => ({ ...t, price: price.get(t.menucd) ?? t.price })),
    }),
  );
}

/** A guest with nothing known yet: the session before its first report. */
export const noSession: SessionView = {
  loggedIn: false,
  allowAnonymous: false,
  customerId: null,
  addresses: [],
  selectedAddressId: null,
};

/** What the system reads of a session snapshot. */
export const sessionViewOf = (snapshot: SnapshotFrom<typeof sessionMachine>): SessionView => ({
  loggedIn: isLoggedInSelector(snapshot),
  allowAnonymous: allowAnonymousSelector(snapshot),
  customerId: customerIdSelector(snapshot),
  addresses: snapshot.context.addresses,
  selectedAddressId: snapshot.context.selectedAddressId,
});

/**
 * The order the checkout submitted (step 7), with what it costs as the checkout priced it and how the customer pays;
 * null before it is submitted.
 */
export function submittedOrderOf(snapshot: CheckoutSnapshot) {
  const { orderId, orderNo, paymentMethod, paymentMode, submittedAmount } = snapshot.context;
  if (!snapshot.matches({ paying: 'submitted' }) || orderId === null || orderNo === null || !paymentMethod || submittedAmount === null) return null;
  return { orderId, orderNo, paymentMethod, paymentMode, amount: submittedAmount };
}
