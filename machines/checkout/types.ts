import type { components, operations } from '../../openapi/schema';
import type { CartLine } from '../../domain/cart-line';
import type { CheckoutRules, PaymentMethod } from '../../domain/checkout-validation';
import type { AppliedPromotion, DiscountedTotals, PromotionRule } from '../../domain/promotions';
import type { CartTotals } from '../../domain/totals';
import type { StoreSchedule } from '../../domain/time-slots';
import type { SnapshotFrom } from 'xstate';
import type { Place, Store } from '../fulfilment/machine';
import type { promotionsMachine } from '../promotions/machine';
import type { Json } from '../shared/api-error';
import type { CompanyFoundEvent } from '../tax-code-lookup/types';
import type { CheckoutDraft } from './draft';

export type ChangedItem = components['schemas']['ChangedItem'];
/** A delivery fee the server recomputed (INVALID_ORDER details.delivery_fee). */
export interface DeliveryFeeChange {
  old: number;
  new: number;
}

/** The store as the checkout rules see it (domain/time-slots plus its code, name and prepare_time). */
export interface CheckoutStore extends StoreSchedule {
  code: string;
  name: string;
  /** Minutes; null means the default applies (domain/time-slots prepareMinutesOf). */
  prepare_time?: number | null;
}

/** The chosen serve date and time. */
export interface Schedule {
  /** YYYY-MM-DD in business time; null when future delivery is off (today). */
  date: string | null;
  /** HH:mm; null until chosen (ASAP: set to the earliest serve time on confirm). */
  time: string | null;
  isAsap: boolean;
}

/** What the checkout needs to know of the session machine. */
export interface SessionFacts {
  loggedIn: boolean;
  allowAnonymous: boolean;
  /** The customer's id; null for a guest. */
  customerId: number | null;
}

/** Where the order goes. */
export interface Destination {
  pickUpAtStore: boolean;
  /** Delivery address text (deliveryTo); null or blank when none was chosen. */
  address: string | null;
  /** The address was typed or picked on the map, not one of the saved ones (step 6 offers to save it). */
  isTemporary: boolean;
  /** The saved address chosen in the recipient list (address management); null or absent otherwise. */
  customerAddressId?: number | null;
  /** Where the address lies (the saved address's position, else the measured place). */
  position?: { lat: number; lng: number } | null;
  /** False while a recipient's nearest store is looked up, or when none serves it; absent means chosen. */
  storeChosen?: boolean;
}

/** The order as the other machines know it: the chosen store (fulfilment), the cart, the language. */
export interface OrderFacts {
  store: Store;
  lines: CartLine[];
  totals: CartTotals;
  /** Metres from the store, as measured by fulfilment; null when unknown. */
  distance: number | null;
  /** The measured place (fulfilment), used when no saved address is chosen. */
  place: Place | null;
  language: 'vi' | 'en' | 'ja';
}

/** The settings the form rules depend on (SPEC §9); `loggedIn` comes from the session facts. */
export type DraftRules = Omit<CheckoutRules, 'loggedIn'>;

/** A promotion applied to the cart, as check-apply and ticket_used take it. */
export interface PromotionUse {
  promotion_id: number;
  quantity: number;
}

/** A message shown inside the confirming form (not a state of its own). */
export type CheckoutNotice = 'serveTimeMissing' | 'addressSaveFailed' | 'asapUnavailable' | 'deliveryTimeRefreshed';

/** A field of the form whose error shows once the customer has left it (`field.blur`). */
export type CheckoutField = keyof CheckoutDraft | 'customerAddressId' | 'deliveryTo' | 'date' | 'store' | 'policy';

/** A promotion the server refused (check-apply valid false), or the server's message on failure. */
export interface PromotionRefusal {
  name: string | null;
  reason: string | null;
}

/** A refusal of the order as the API answers it (`{code, field, details.reason}`); the app words it. */
export interface SubmitRefusal {
  code: string;
  /** The request field the refusal names (info.servsTime, info.foods[0].menucd, ...); null when none. */
  field: string | null;
  /** `details.reason` (after_last_order, in_break, ...); null when none. */
  reason: string | null;
}

/** How a wallet payment goes on once the order is confirmed: the gateway page or the QR modal. */
export type PaymentMode = 'redirect' | 'qr';

/** What the checkout hands to the payment step. */
export interface CheckoutResult {
  orderId: number;
  orderNo: string;
  paymentMethod: PaymentMethod;
  /** The customer's choice at confirm ("Place order" or "Pay with a QR code"). */
  paymentMode: PaymentMode;
}

/** What this device keeps of a member's last placed order (`rememberChoices`), offered again at the next checkout. */
export interface RememberedChoices {
  /** The payment method the last order was placed with; preselected while the settings still offer it. */
  paymentMethod: PaymentMethod | null;
  /** The terms version the member accepted; the terms stay accepted while it is the current one. */
  termsVersion: string | null;
}

export interface CheckoutInput {
  store: CheckoutStore;
  /** Server id and number of the order inserted while ordering (null before insert-delivery-info). */
  orderId: number | null;
  orderNo: string | null;
  destination: Destination;
  schedule: Schedule;
  session: SessionFacts;
  paymentMethod?: PaymentMethod | null;
  /** The form as it was left (sessionStorage checkoutDraft) or prefilled from the session. */
  draft?: Partial<CheckoutDraft>;
  rules?: DraftRules;
  /** useCrmPromotion: a logged-in customer may apply owned promotions. */
  usePromotions?: boolean;
  order?: OrderFacts | null;
  /** The confirmation's Idempotency-Key, one per checkout: a retry never makes a second order. */
  idempotencyKey?: string;
  /** Whether the device has a network: ordering needs it. True when not given. */
  online?: boolean;
  /** What this device kept of the member's last order; none for a guest or a first order. */
  remembered?: RememberedChoices | null;
  /** The version of the terms the policy box accepts; accepting an older one does not carry over. */
  termsVersion?: string;
  /** The payment methods the settings offer now (useMomo, usePayoo); a remembered one outside them is not preselected. */
  offeredMethods?: readonly PaymentMethod[];
}

export interface CheckoutContext {
  /**
   * The last clock reading (ISO 8601 instant) the app sent: `checkout.start`, `address.change`,
   * `schedule.change` and `checkout.confirm` carry `now`; machines never read the clock.
   * Null until `checkout.start`.
   */
  now: string | null;
  /** The chosen store: hours, open days and prepare time. */
  store: CheckoutStore;
  /** Server order id; set by submitOrder when it was null. */
  orderId: number | null;
  /** Order number; set by submitOrder when it was null. */
  orderNo: string | null;
  /**
   * What the submitted order costs (whole dong: the discounted total with the delivery fee), as priced when it was
   * submitted; its payment takes this amount. Null until the order is submitted.
   */
  submittedAmount: number | null;
  /** Delivery or pickup, and the address. */
  destination: Destination;
  /** Serve date and time; for ASAP, the time is fixed when the customer confirms. */
  schedule: Schedule;
  /** Login facts, kept in step with the session machine by `session.change`. */
  session: SessionFacts;
  /** The chosen payment method; confirm is disabled while null. */
  paymentMethod: PaymentMethod | null;
  /** How a wallet payment goes on after the order is sent: chosen with `checkout.confirm`. */
  paymentMode: PaymentMode;
  /** What the customer typed; changed by `draft.edit`, checked by `draftErrors` (confirm is disabled while any). */
  draft: CheckoutDraft;
  /** The settings the form rules depend on. */
  rules: DraftRules;
  /** Applied promotions; checked with check-apply before the order is submitted. */
  promotions: AppliedPromotion[];
  /** useCrmPromotion: the promotions child loads the customer's owned promotions. */
  usePromotions: boolean;
  /** The rules of the customer's promotions the applied ones refer to (for the discounts). */
  promotionRules: PromotionRule[];
  /** Store, cart and language as the other machines know them; null until `order.change`. */
  order: OrderFacts | null;
  /** A message shown in the form; cleared by the next confirm or as the form is entered again (a new time, a new address). */
  notice: CheckoutNotice | null;
  /** INVALID_ORDER: the lines whose price changed. */
  changedItems: ChangedItem[];
  /** INVALID_ORDER: the delivery fee, when it changed. */
  deliveryFeeChange: DeliveryFeeChange | null;
  /** check-apply refused a promotion (name and reason), or failed (reason only). */
  promotionRefusal: PromotionRefusal | null;
  /** The fields the customer has left (`field.blur`): their errors show from then on. */
  touched: CheckoutField[];
  /** The customer tried to confirm: every field error shows. */
  submitAttempted: boolean;
  /** The last failed submit other than INVALID_ORDER (ERROR_CUSTOMER, EMPTY_ORDER, OUT_OF_HOURS, ...), as the server refused it. */
  submitError: SubmitRefusal | null;
  /** The confirmation's Idempotency-Key (one per checkout; empty when the app gave none). */
  idempotencyKey: string;
  /** Whether the device has a network; checkout.confirm is refused without one. */
  online: boolean;
  /** What this device kept of the member's last order (payment method, accepted terms); null when nothing. */
  remembered: RememberedChoices | null;
  /** The current terms version: the one a confirmed order accepted. */
  termsVersion: string;
  /** The payment methods the settings offer now. */
  offeredMethods: readonly PaymentMethod[];
}

export type CheckoutEvent =
  /**
   * Sent by the invoked `watchDeliveryTime` every `intervalMs` while the form is open, with the app's clock
   * (`now`): real time, so a phone that slept past a slot finds it gone at its next refresh.
   */
  | { type: 'deliveryTime.refresh'; now: string }
  /** The device lost or found its network (from the ordering system); confirming needs it. */
  | { type: 'network.change'; online: boolean }
  /** The page is ready (cart, session and store known): runs steps 1 and 2 at the app's clock. */
  | { type: 'checkout.start'; now: string }
  /**
   * A new address or delivery type; re-runs step 1. The ordering system sends it without `now`
   * (it has no clock): step 2 then uses the clock last sent.
   */
  | { type: 'address.change'; destination: Destination; now?: string }
  /** A new date and time; re-runs step 2 (and leaves the schedule messages). */
  | { type: 'schedule.change'; schedule: Schedule; now: string }
  | { type: 'paymentMethod.select'; method: PaymentMethod }
  /** The customer edited fields of the form. */
  | { type: 'draft.edit'; patch: Partial<CheckoutDraft> }
  /** The customer typed another e-invoice tax code (with REF, the looked-up company is cleared). */
  | { type: 'taxCode.change'; taxCode: string }
  /** Look up the draft's tax code (the invoked taxCodeLookup does it). */
  | { type: 'taxCode.lookUp' }
  /** The taxCodeLookup child found the company of the tax code: it goes to the draft. */
  | CompanyFoundEvent
  /** The customer left a field: its error may show now. */
  | { type: 'field.blur'; field: CheckoutField }
  /** The promotions child (machines/promotions) changed: its applied promotions and their rules. */
  | { type: 'xstate.snapshot.promotions'; snapshot: SnapshotFrom<typeof promotionsMachine> }
  /** The store, cart or language changed in the other machines. */
  | { type: 'order.change'; order: OrderFacts }
  | { type: 'session.change'; session: SessionFacts }
  | { type: 'checkout.confirm'; now: string; paymentMode?: PaymentMode }
  /** Confirm was pressed while the form has errors: they all show. */
  | { type: 'checkout.attempt' }
  | { type: 'time.confirm' }
  | { type: 'time.cancel' }
  /** The customer saw the new prices; applyChangedPrices tells the ordering system, which updates the cart. */
  | { type: 'prices.accept' }
  | { type: 'promotion.dismiss' }
  | { type: 'message.dismiss' };

export type CheckoutEmitted =
  /** ERROR_CUSTOMER: the app sends `customer.invalidate` to the session machine (insufficient order, log out). */
  | { type: 'customer.invalidate' }
  /** Step 7 handed off: the app starts the payment machine with this. */
  | ({ type: 'checkout.submitted' } & CheckoutResult);

export interface NotifyNotAsapInput {
  date: string;
  time: string;
  orderNo: string | null;
}
export interface SaveAddressInput {
  address: string;
  customerId: number | null;
  position: { lat: number; lng: number } | null;
  contactName: string;
  phone: string;
}
export interface CheckPromotionsInput {
  customerId: number | null;
  storeCode: string;
  brandCode: string | null;
  lines: CartLine[];
  total: number;
  promotions: AppliedPromotion[];
}
/** check-apply's answer. */
export type CheckPromotionsOutput = Json<operations['checkApplyPromotion']['responses'][200]>;
export interface SubmitOrderInput {
  orderId: number | null;
  orderNo: string | null;
  paymentMethod: PaymentMethod;
  schedule: Schedule;
  destination: Destination;
  customerId: number | null;
  promotions: AppliedPromotion[];
  draft: CheckoutDraft;
  /** Phones in +84 form (domain/phone). */
  phone: string | null;
  receiverPhone: string | null;
  order: OrderFacts;
  /** The discounts of the applied promotions (ticket_used) and what is paid. */
  discounts: DiscountedTotals;
  /** The clock of the confirm that submits. */
  now: string;
  /** The checkout's confirmation key (Idempotency-Key). */
  idempotencyKey: string;
}
/** update-delivery-info's answer: the order's id and number. */
export interface SubmitOrderOutput {
  orderId: number;
  orderNo: string;
}

/** What the delivery-time watcher needs: how often to send `deliveryTime.refresh` (SPEC §9, 1 minute). */
export interface WatchDeliveryTimeInput {
  intervalMs: number;
}

/** The facts the form rules read: the draft and what the machine knows of the order. */
export interface DraftFacts {
  draft: CheckoutDraft;
  rules: CheckoutRules;
  destination: { pickUpAtStore: boolean; address: string | null; customerAddressId: number | null; storeChosen: boolean };
  schedule: { date: string | null; time: string | null; isAsap: boolean };
  paymentMethod: PaymentMethod | null;
}
