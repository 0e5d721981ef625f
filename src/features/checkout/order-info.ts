import type { CartLine } from '../../../domain/cart-line';
import { emoneyTypeOf, type CheckoutRules, type PaymentMethod } from '../../../domain/checkout-validation';
import { DELIVERY_HOURS_END, DELIVERY_HOURS_START } from '../../../domain/constants';
import { greatCircleMetres } from '../../../domain/store-choice';
import { priceLine, type CartTotals } from '../../../domain/totals';
import type { PromotionRule, PromotionUse } from '../../../domain/promotions';
import type { ChangedItem, CheckoutStore, Schedule } from '../../../machines/checkout/machine';
import type { Place, Store } from '../../../machines/fulfilment/machine';
import type { components } from '../../../openapi/schema';

type OrderInfo = components['schemas']['OrderInfo'];
type Address = components['schemas']['Address'];
type Promotion = components['schemas']['Promotion'];

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

/** What the customer typed at checkout (kept per tab so a reload loses nothing). */
export interface CheckoutFormState {
  name: string;
  phone: string;
  email: string;
  /** Another person receives (delivery) or picks up (pickup) the order. */
  otherPerson: boolean;
  receiverName: string;
  receiverPhone: string;
  receiverEmail: string;
  /** A saved address (recipient list), when address management is on. */
  customerAddressId: number | null;
  instructions: string;
  useEinvoice: boolean;
  taxCode: string;
  companyName: string;
  companyAddress: string;
  receiptName: string;
  receiptEmail: string;
  /** YYYY-MM-DD, or '' before a date is chosen. */
  date: string;
  /** HH:mm, or '' before a time is chosen; ignored when `asap`. */
  time: string;
  asap: boolean;
  policyAgreed: boolean;
}

export const emptyForm = (): CheckoutFormState => ({
  name: '',
  phone: '',
  email: '',
  otherPerson: false,
  receiverName: '',
  receiverPhone: '',
  receiverEmail: '',
  customerAddressId: null,
  instructions: '',
  useEinvoice: false,
  taxCode: '',
  companyName: '',
  companyAddress: '',
  receiptName: '',
  receiptEmail: '',
  date: '',
  time: '',
  asap: false,
  policyAgreed: false,
});

/** The checkout's view of the chosen store (domain/time-slots schedule, code, name, prepare time). */
export function checkoutStoreOf(store: Store): CheckoutStore {
  return {
    code: store.code,
    name: store.name,
    prepare_time: store.prepare_time,
    start_time: store.start_time ?? DELIVERY_HOURS_START,
    end_time: store.end_time ?? DELIVERY_HOURS_END,
    openDays: store.openDays,
    delivery_times: store.deliveryTime ?? [],
  };
}

/** The schedule the checkout machine reads from the form. */
export const scheduleOf = (form: CheckoutFormState, futureDelivery: boolean): Schedule => ({
  date: futureDelivery ? form.date || null : null,
  time: form.asap ? null : form.time || null,
  isAsap: form.asap,
});

/** A PromotionRule of the engine from the contract's Promotion. */
export function ruleOf(promotion: Promotion): PromotionRule {
  const codes = (items: Promotion['apply_items']) => (items?.selectedItems ?? []).map((i) => i.menucd);
  return {
    id: promotion.id,
    name: promotion.name,
    pmt_type: promotion.pmt_type,
    pmt_on: promotion.pmt_on,
    value: promotion.value ?? 0,
    limit: promotion.limit ?? 0,
    is_stacked: promotion.is_stacked ?? false,
    item_by_item: promotion.item_by_item ?? false,
    condition_items: codes(promotion.condition_items),
    apply_items: codes(promotion.apply_items),
    minimum_total: promotion.minimum_total,
    // every promotion is used from the customer's tickets (the server counts the per-day and per-customer uses)
    ticket_quanlity: promotion.ticket_quanlity ?? null,
    remaining: (promotion.quantity ?? 0) > 0 ? (promotion.remaining ?? null) : null,
    limit_per_day: promotion.limit_per_day,
    expired_date_from: promotion.expired_date_from,
    expired_date_to: promotion.expired_date_to,
    store_codes: (promotion.promotion_stores ?? []).map((s) => s.store_code ?? s.name),
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

/** Everything update-delivery-info needs besides the machine's own facts. */
export interface OrderDraft {
  form: CheckoutFormState;
  rules: CheckoutRules;
  phone: string | null;
  receiverPhone: string | null;
  lines: CartLine[];
  totals: CartTotals;
  store: Store;
  place: Place | null;
  /** The position of the chosen saved address (recipient list); it wins over the place. */
  savedAddress?: { lat: number; lng: number } | null;
  distance: number | null;
  language: 'vi' | 'en' | 'ja';
  uses: PromotionUse[];
  /** Discounted totals with the fee (what is paid). */
  grandTotal: number;
}

/** The `info` of insert- and update-delivery-info. */
export function orderInfoOf(
  draft: OrderDraft,
  facts: { schedule: Schedule; pickUpAtStore: boolean; address: string | null; customerId: number | null; paymentMethod: PaymentMethod; now: string },
): OrderInfo {
  const { form, store, totals } = draft;
  const date = facts.schedule.date ?? facts.now.slice(0, 10);
  const time = facts.schedule.time ?? '';
  const emoneyType = emoneyTypeOf(facts.paymentMethod);
  const other = form.otherPerson;
  const text = (value: string) => (value.trim() === '' ? null : value.trim());
  return {
    brand_id: store.brand_id,
    brandCode: store.brand_code,
    storeId: store.id,
    storeCode: store.code,
    tencd: store.code,
    storeName: store.name,
    orderFrom: store.address,
    foods: draft.lines as unknown as OrderInfo['foods'],
    subTotal: totals.subTotal,
    vat: totals.vat,
    includedVat: totals.includedVat,
    total: totals.total,
    deliveryFee: facts.pickUpAtStore ? 0 : totals.deliveryFee,
    actualDistance: draft.distance === null ? null : draft.distance / 1000,
    deliveryTo: facts.pickUpAtStore ? null : facts.address,
    deliveryLocation: facts.pickUpAtStore
      ? null
      : draft.savedAddress
        ? { lat: draft.savedAddress.lat, lng: draft.savedAddress.lng }
        : draft.place
          ? { lat: draft.place.lat, lng: draft.place.lng }
          : null,
    // the server prices the delivery from the saved address (customerAddressId) or from this place, never from a position
    deliveryPlaceId: facts.pickUpAtStore || !draft.place?.place_id ? null : draft.place.place_id,
    pickUpAtStore: facts.pickUpAtStore,
    orderTime: time,
    orderTimeNumber: Number(time.replace(':', '')) || null,
    servsTime: `${date} ${time}`,
    isASAP: facts.schedule.isAsap,
    emoneyType,
    cash: emoneyType === 0 ? draft.grandTotal : 0,
    emoney: emoneyType === 0 ? 0 : draft.grandTotal,
    name: form.name.trim(),
    phone: draft.phone ?? form.phone,
    email: text(form.email),
    instructions: text(form.instructions),
    deliveryInstructions: text(form.instructions),
    recipientName: other ? text(form.receiverName) : null,
    recipientPhone: other ? draft.receiverPhone : null,
    recipientEmail: other ? text(form.receiverEmail) : null,
    recipient_name: other ? text(form.receiverName) : null,
    recipient_phone: other ? draft.receiverPhone : null,
    recipient_email: other ? text(form.receiverEmail) : null,
    recipient_address: facts.pickUpAtStore ? null : facts.address,
    customerId: facts.customerId,
    customerAddressId: form.customerAddressId,
    isUseEinvoice: form.useEinvoice,
    eInvoiceInfo: form.useEinvoice
      ? {
          receiptName: form.receiptName.trim(),
          receiptCompanyName: form.companyName.trim(),
          receiptTaxCode: form.taxCode.trim(),
          receiptTaxAddress: form.companyAddress.trim(),
          ...(form.receiptEmail.trim() ? { receiptEmail: form.receiptEmail.trim() } : {}),
        }
      : null,
    lang: draft.language,
    status: 'orderSent',
    start_time_check_out: facts.now,
    listPromotion: [],
  };
}
