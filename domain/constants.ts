/**
 * Business constants and limits (SPEC.md section 9, plus the limits of section 5).
 * A constant whose JSDoc says "Our decision" is a value SPEC.md leaves out.
 */

// ---------------------------------------------------------------- place and time

/** Business time zone (+07:00, no daylight saving). */
export const TIME_ZONE = 'Asia/Ho_Chi_Minh';
/** Fixed UTC offset of {@link TIME_ZONE}. */
export const UTC_OFFSET = '+07:00';

/** Overall delivery radius: at most 10 km. */
export const DELIVERY_RADIUS_METRES = 10_000;
/** Distance used when the maps provider returns none for a store. */
export const MISSING_DISTANCE_METRES = 99_999;
/** Local maps provider: driving distance = great-circle distance x 1.3. */
export const DRIVING_DISTANCE_FACTOR = 1.3;
/** Mean Earth radius (IUGG) for great-circle distances. Our decision. */
export const EARTH_RADIUS_METRES = 6_371_008.8;

/** Delivery hours start: SPEC §9's chain hours, stated only when no store's own data is known. */
export const DELIVERY_HOURS_START = '10:00';
/** Delivery hours end: SPEC §9's chain hours, stated only when no store's own data is known. */
export const DELIVERY_HOURS_END = '21:00';
/** Last order time: SPEC §9's, stated only when no store's own data is known (stores carry last_order_time). */
export const LAST_ORDER_TIME = '20:00';

// ---------------------------------------------------------------- delivery fee

/** Distance covered by the base fee: under 3 km. */
export const BASE_FEE_DISTANCE_METRES = 3_000;
/** Base delivery fee for a general store (dong). */
export const DELIVERY_BASE_FEE = 15_000;
/** Base delivery fee for a store inside a shopping mall (dong). */
export const MALL_DELIVERY_BASE_FEE = 20_000;
/** Fee per further started km beyond {@link BASE_FEE_DISTANCE_METRES} (dong). */
export const DELIVERY_FEE_PER_KM = 5_500;
/** Parking surcharge per order for a mall store (dong). */
export const MALL_PARKING_FEE = 5_000;
/** Metres in one km, the unit of the per-km fee and of fee tiers. */
export const METRES_PER_KM = 1_000;

// ---------------------------------------------------------------- preparation and delivery time

/** Minimum preparation time in minutes; a shorter store prepare_time is raised to it. */
export const MIN_PREPARE_MINUTES = 30;
/** Preparation time in minutes when the store gives none. */
export const DEFAULT_PREPARE_MINUTES = 45;
/** A chosen time earlier than now + prepare time - 10 minutes is missed. */
export const MISSED_TIME_GRACE_MINUTES = 10;

/** A distance band of the estimated delivery time; `upToMetres` is inclusive. */
export interface DeliveryTimeBand {
  readonly upToMetres: number;
  readonly normalMinutes: number;
  readonly peakMinutes: number;
}

/** Estimated delivery time (normal / peak) by distance: 0-3 km, 3-5 km, 5-10 km. */
export const DELIVERY_TIME_BANDS: readonly DeliveryTimeBand[] = [
  { upToMetres: 3_000, normalMinutes: 25, peakMinutes: 35 },
  { upToMetres: 5_000, normalMinutes: 35, peakMinutes: 45 },
  { upToMetres: 10_000, normalMinutes: 45, peakMinutes: 55 },
];

/** A daily time window 'HH:mm' to 'HH:mm', start inclusive, end exclusive. */
export interface TimeWindow {
  readonly start: string;
  readonly end: string;
}

/**
 * Peak hours in business time: lunch 11:00-13:00 and dinner 17:30-19:30.
 * Our decision (SPEC.md does not show them).
 */
export const PEAK_HOURS: readonly TimeWindow[] = [
  { start: '11:00', end: '13:00' },
  { start: '17:30', end: '19:30' },
];

/** Tolerance of the estimate at peak: +-10 minutes. */
export const PEAK_TOLERANCE_MINUTES = 10;
/** Extra tolerance for mall stores: 5-7 minutes. */
export const MALL_TOLERANCE_MINUTES = { min: 5, max: 7 } as const;
/** Extra tolerance in bad weather: 5-10 minutes. */
export const BAD_WEATHER_TOLERANCE_MINUTES = { min: 5, max: 10 } as const;
/** When no driver is found, the customer is informed within 15 minutes. */
export const NO_DRIVER_NOTICE_MINUTES = 15;
/** Cancel reason code meaning no driver could be found. */
export const CANCEL_REASON_NO_DRIVER = 99;
/**
 * Cancel reason code (chosen here; SPEC names only 99) meaning a wallet order was closed unpaid when its
 * payment window (SPEC §7 time_interval_payload) ran out.
 */
export const CANCEL_REASON_PAYMENT_WINDOW = 98;

/** At most 3 main dishes per small bag. */
export const SMALL_BAG_MAX_MAIN_DISHES = 3;
/** At most 6 main dishes per large bag. */
export const LARGE_BAG_MAX_MAIN_DISHES = 6;
/** Minutes after delivery after which the order is deemed received correctly. */
export const RECEIPT_CONFIRMATION_MINUTES = 60;
/** Working days to refund a paid but unserved order. */
export const REFUND_WORKING_DAYS = 3;

// ---------------------------------------------------------------- time settings

/** Slot step of order times, minutes. */
export const SLOT_STEP_MINUTES = 15;
/** Delivery-time refresh interval, ms. */
export const DELIVERY_TIME_REFRESH_MS = 60_000;
/** Order status refresh interval, ms. */
export const STATUS_REFRESH_MS = 60_000;
/**
 * Order status refresh while the payment is being checked, ms.
 * Our decision (SPEC.md: "faster, exact value not shown").
 */
export const PAYMENT_CHECKING_STATUS_REFRESH_MS = 5_000;
/**
 * Pause before an order status stream that dropped is opened again, ms (our decision; the server's own `retry`).
 */
export const STATUS_STREAM_RECONNECT_MS = 3_000;
/** Times a dropped status stream is opened again before the page polls instead (our decision). */
export const STATUS_STREAM_RECONNECT_ATTEMPTS = 3;
/** QR payment status poll interval, ms. */
export const PAYMENT_POLL_MS = 2_000;
/** Delay before the payment check on the checking-payment screen, ms. */
export const PAYMENT_CHECK_DELAY_MS = 10_000;
/** Future ordering: number of selectable days, today included (useFutureDeliveryInXDays). */
export const FUTURE_ORDER_DAYS = 7;
/** nextDeliveryTimeInterval: a scheduled serve time is at least this many minutes after now (our reading, SPEC.md gives no unit). */
export const NEXT_DELIVERY_TIME_INTERVAL_MINUTES = 60;
/** API call timeout, ms. */
export const API_TIMEOUT_MS = 60_000;
/** Order history date range default: the last 30 days. */
export const ORDER_HISTORY_DEFAULT_DAYS = 30;

// ---------------------------------------------------------------- tax

/** Default VAT rate in percent; a store tax value overrides it. */
export const DEFAULT_VAT_RATE = 10;
/** stuckb 0: no tax. */
export const TAX_TYPE_NONE = 0;
/** stuckb 1: tax added outside the price. */
export const TAX_TYPE_OUTSIDE = 1;
/** stuckb 2: tax included in the price. */
export const TAX_TYPE_INCLUDED = 2;
/** Tax type (stuckb). */
export type TaxType = typeof TAX_TYPE_NONE | typeof TAX_TYPE_OUTSIDE | typeof TAX_TYPE_INCLUDED;
/**
 * Tax type used when neither the dish detail nor the menu item gives a stuckb:
 * tax added outside the price. Our decision.
 */
export const DEFAULT_TAX_TYPE: TaxType = TAX_TYPE_OUTSIDE;

// ---------------------------------------------------------------- cart

/** Maximum quantity per optional topping (per dish unit). */
export const TOPPING_LIMIT = 4;
/** Minimum dish quantity. */
export const MIN_DISH_QUANTITY = 1;
/** Maximum quantity of one cart line. Our decision (SPEC.md sets no upper limit). */
export const MAX_DISH_QUANTITY = 99;

/** The largest order total taken, in dong: payment amounts and stored totals are 32-bit integers. */
export const MAX_ORDER_TOTAL = 2_147_483_647;
/** meisaikb of a menu line. */
export const MEISAIKB_MENU = 0;
/** meisaikb of a mandatory topping. */
export const MEISAIKB_MANDATORY_TOPPING = 2;
/** meisaikb of an optional topping. */
export const MEISAIKB_OPTIONAL_TOPPING = 6;

// ---------------------------------------------------------------- OTP and accounts

/** OTP length in digits. */
export const OTP_LENGTH = 6;
/** Number of OTP resends before the anonymous option appears. */
export const OTP_RESEND_LIMIT = 1;
/** OTP resend timer, seconds. */
export const OTP_RESEND_TIMER_SECONDS = 10;
/** Anonymous checkout timer, seconds. */
export const ANONYMOUS_TIMER_SECONDS = 10;

// ---------------------------------------------------------------- limits

/** Saved addresses loaded per customer. */
export const ADDRESS_LIST_LIMIT = 100;
/** Banner carousel interval, ms. */
export const BANNER_INTERVAL_MS = 4_000;
/** Place autocomplete starts after this many letters. */
export const AUTOCOMPLETE_MIN_CHARS = 5;
/** Map zoom level. */
export const MAP_ZOOM = 15;
/** Next-nearest stores shown. */
export const NEXT_NEAREST_STORES = 3;
/** Membership QR code size, px. */
export const MEMBERSHIP_QR_SIZE = 175;
/** Membership QR code error correction level. */
export const MEMBERSHIP_QR_ERROR_LEVEL = 'H';

/** Checkout name (and receiver name, address contact name, register full name) max length. */
export const NAME_MAX = 40;
/** Checkout phone max length. */
export const PHONE_MAX = 20;
/** Checkout email max length. */
export const EMAIL_MAX = 254;
/** Checkout instructions max length. */
export const INSTRUCTIONS_MAX = 255;
/** E-invoice receipt name (purchaser) limit, as the contract's EInvoiceInfo. Our decision. */
export const EINVOICE_NAME_MAX = 100;
/** E-invoice company name and address limit, as the contract's EInvoiceInfo. Our decision. */
export const EINVOICE_TEXT_MAX = 255;
/** Register email max length. */
export const REGISTER_EMAIL_MAX = 100;
/** Login and register phone max length. */
export const LOGIN_PHONE_MAX = 12;
/** Password min length. */
export const PASSWORD_MIN = 6;
/** Password max length. */
export const PASSWORD_MAX = 40;
/** Edit-profile full name max length. */
export const PROFILE_NAME_MAX = 100;
/** Digits of a national phone number. */
export const PHONE_DIGITS = 10;

/** Accepted image link extensions. */
export const IMAGE_EXTENSIONS = ['gif', 'jpg', 'jpeg', 'tiff', 'png', 'webp', 'bmp'] as const;

// ---------------------------------------------------------------- contact, QR, payments

/** Customer hotline. */
export const HOTLINE = '19008012';
/** QR prefix of a customer code. */
export const QR_PREFIX_CUSTOMER = 'cus';
/** QR prefix of a promotion code. */
export const QR_PREFIX_PROMOTION = 'pmt';

/** Payment types. */
export const PAYMENT_TYPE = { cash: 0, momo: 1, payoo: 2 } as const;
/** A payment type value. */
export type PaymentType = (typeof PAYMENT_TYPE)[keyof typeof PAYMENT_TYPE];
// MoMo and Payoo result codes: domain/payment-result.ts

/** Wait after the last keystroke before asking for address suggestions, ms (our decision). */
export const AUTOCOMPLETE_DEBOUNCE_MS = 300;
/** Stores measured per driving-distance request: the maps port's destination limit (our decision). */
export const MAX_MEASURED_STORES = 25;

// ---------------------------------------------------------------- session

/** Lifetime of an access token, seconds (the server signs it for 30 minutes). */
export const ACCESS_TOKEN_LIFETIME_SECONDS = 30 * 60;
/** The client refreshes the access token this long before it expires, seconds. Our decision. */
export const TOKEN_REFRESH_MARGIN_SECONDS = 5 * 60;

/** A store closes "soon" when its last order slot today is at most this many minutes away. */
export const CLOSING_SOON_MINUTES = 30;
