/**
 * Checkout form rules (SPEC §5 "Checkout"): used by the checkout screen to show errors and
 * by the server before it confirms an order.
 */
import { EINVOICE_NAME_MAX, EINVOICE_TEXT_MAX, EMAIL_MAX, INSTRUCTIONS_MAX, NAME_MAX, PHONE_MAX } from './constants';
import { normalisePhone } from './phone';
import type { EinvoiceType } from './settings';

/** What the checkout form holds when the customer presses confirm. */
export interface CheckoutForm {
  name?: string | null;
  phone?: string | null;
  email?: string | null;
  instructions?: string | null;
  /** Receiver (another person) for pickup by someone else or delivery to someone else. */
  receiverName?: string | null;
  receiverPhone?: string | null;
  receiverEmail?: string | null;
  /** The recipient chosen from the saved addresses (address management). */
  customerAddressId?: number | null;
  /** Delivery address text. */
  deliveryTo?: string | null;
  pickUpAtStore: boolean;
  /** YYYY-MM-DD */
  date?: string | null;
  /** HH:mm */
  time?: string | null;
  paymentMethod?: string | null;
  /** The customer asks for an e-invoice (useEinvoice): its fields below are checked. */
  useEinvoice?: boolean;
  taxCode?: string | null;
  companyName?: string | null;
  companyAddress?: string | null;
  receiptName?: string | null;
  receiptEmail?: string | null;
}

/** Settings and context the rules depend on (SPEC §9 switches). */
export interface CheckoutRules {
  /** useFeatureAddressManage */
  addressManage: boolean;
  /** useFeatureTakeaway */
  takeaway: boolean;
  /** Future delivery enabled (useFutureDeliveryInXDays > 1): the date is required. */
  futureDelivery: boolean;
  /** The recipient list exists only for a logged-in customer. */
  loggedIn: boolean;
  /**
   * useEinvoiceType: the company of an e-invoice is required either way; FORM the customer types it,
   * REF it comes from the tax-code lookup (the server replaces it with its own lookup).
   */
  einvoiceType?: EinvoiceType;
  /**
   * nextDeliveryTimeInterval: a scheduled (not ASAP) serve time is at least this many minutes
   * after now; NEXT_DELIVERY_TIME_INTERVAL_MINUTES when not given.
   */
  nextDeliveryInterval?: number;
}

/** Error keys; the client localizes them. */
export type CheckoutErrorKey = 'required' | 'too_long' | 'invalid_phone' | 'invalid_email' | 'invalid_method' | 'invalid_tax_code';

/** Fields that can carry an error. */
export type CheckoutField =
  | 'name'
  | 'phone'
  | 'email'
  | 'instructions'
  | 'receiverName'
  | 'receiverPhone'
  | 'receiverEmail'
  | 'customerAddressId'
  | 'deliveryTo'
  | 'date'
  | 'time'
  | 'paymentMethod'
  | 'taxCode'
  | 'companyName'
  | 'companyAddress'
  | 'receiptName'
  | 'receiptEmail';

export type CheckoutErrors = Partial<Record<CheckoutField, CheckoutErrorKey>>;

/** Result of {@link validateCheckout}. */
export interface CheckoutValidation {
  errors: CheckoutErrors;
  valid: boolean;
  /** Phones in +84 form (null when missing or invalid). */
  phone: string | null;
  receiverPhone: string | null;
}

/** Payment methods (SPEC §9). */
export const PAYMENT_METHODS = ['cash', 'momo', 'payoo'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

/** The tax code of an e-invoice: 10 digits, optionally a -NNN branch. */
export const TAX_CODE_PATTERN = /^[0-9]{10}(-?[0-9]{3})?$/;

/** True when the tax code is a Vietnamese tax code (10 digits, optionally -NNN). */
export const isValidTaxCode = (taxCode: string) => TAX_CODE_PATTERN.test(taxCode.trim());

/** Standard address pattern: something@domain.tld, no spaces. */
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

const blank = (value: string | null | undefined) => value === null || value === undefined || value.trim() === '';

/** True when the e-mail is valid (standard pattern, at most EMAIL_MAX characters). */
export function isValidEmail(email: string): boolean {
  return email.length <= EMAIL_MAX && EMAIL_PATTERN.test(email.trim());
}

function checkName(value: string | null | undefined, required: boolean): CheckoutErrorKey | undefined {
  if (blank(value)) return required ? 'required' : undefined;
  return value!.trim().length > NAME_MAX ? 'too_long' : undefined;
}

function checkPhone(value: string | null | undefined, required: boolean): CheckoutErrorKey | undefined {
  if (blank(value)) return required ? 'required' : undefined;
  if (value!.trim().length > PHONE_MAX) return 'too_long';
  return normalisePhone(value!) ? undefined : 'invalid_phone';
}

function checkEmail(value: string | null | undefined): CheckoutErrorKey | undefined {
  if (blank(value)) return undefined;
  if (value!.trim().length > EMAIL_MAX) return 'too_long';
  return isValidEmail(value!) ? undefined : 'invalid_email';
}

const tooLong = (value: string | null | undefined, max: number): CheckoutErrorKey | undefined =>
  !blank(value) && value!.trim().length > max ? 'too_long' : undefined;

/**
 * Validates the checkout form (SPEC §5):
 * - name required, at most 40; phone required, a Vietnamese phone, at most 20 (normalised to +84);
 * - email optional but valid when given, at most 254; instructions at most 255;
 * - receiver fields follow the same limits and are optional (both name and phone when one is given);
 * - a recipient (a saved address, customerAddressId, or the address confirmed on home) is
 *   required when address management is on and the customer is logged in; for delivery an address is required when address management is on
 *   and takeaway is off (and always when nothing else identifies the destination);
 * - the date is required when future delivery is enabled; the time is always required;
 * - a payment method (cash, momo, payoo) is required;
 * - with an e-invoice, a valid tax code ({@link TAX_CODE_PATTERN}), company name and address at
 *   most 255, receipt name at most 100, receipt e-mail valid when given.
 */
export function validateCheckout(form: CheckoutForm, rules: CheckoutRules): CheckoutValidation {
  const errors: CheckoutErrors = {};
  const set = (field: CheckoutField, error: CheckoutErrorKey | undefined) => {
    if (error) errors[field] = error;
  };
  set('name', checkName(form.name, true));
  set('phone', checkPhone(form.phone, true));
  set('email', checkEmail(form.email));
  if (!blank(form.instructions) && form.instructions!.length > INSTRUCTIONS_MAX) errors.instructions = 'too_long';
  const receiverGiven = !blank(form.receiverName) || !blank(form.receiverPhone);
  set('receiverName', checkName(form.receiverName, receiverGiven));
  set('receiverPhone', checkPhone(form.receiverPhone, receiverGiven));
  set('receiverEmail', checkEmail(form.receiverEmail));
  if (!form.pickUpAtStore) {
    // The address confirmed on home is a recipient too (never asked twice); a saved one is not required.
    if (rules.addressManage && rules.loggedIn && (form.customerAddressId === null || form.customerAddressId === undefined) && blank(form.deliveryTo)) {
      errors.customerAddressId = 'required';
    }
    if (blank(form.deliveryTo) && (rules.addressManage ? !rules.takeaway : true)) errors.deliveryTo = 'required';
  }
  if (rules.futureDelivery && blank(form.date)) errors.date = 'required';
  if (blank(form.time)) errors.time = 'required';
  if (form.useEinvoice) {
    if (blank(form.taxCode)) errors.taxCode = 'required';
    else if (!isValidTaxCode(form.taxCode!)) errors.taxCode = 'invalid_tax_code';
    if (rules.einvoiceType && blank(form.companyName)) errors.companyName = 'required';
    else set('companyName', tooLong(form.companyName, EINVOICE_TEXT_MAX));
    set('companyAddress', tooLong(form.companyAddress, EINVOICE_TEXT_MAX));
    set('receiptName', tooLong(form.receiptName, EINVOICE_NAME_MAX));
    set('receiptEmail', checkEmail(form.receiptEmail));
  }
  if (blank(form.paymentMethod)) errors.paymentMethod = 'required';
  else if (!(PAYMENT_METHODS as readonly string[]).includes(form.paymentMethod!)) errors.paymentMethod = 'invalid_method';
  const phone = form.phone && !errors.phone ? normalisePhone(form.phone) : null;
  const receiverPhone = form.receiverPhone && !errors.receiverPhone ? normalisePhone(form.receiverPhone) : null;
  return { errors, valid: Object.keys(errors).length === 0, phone, receiverPhone };
}

/** The payment method of an e-money type (0 cash, 1 MoMo, 2 Payoo). */
export function paymentMethodOf(emoneyType: number | null | undefined): PaymentMethod {
  return emoneyType === 1 ? 'momo' : emoneyType === 2 ? 'payoo' : 'cash';
}

/** The e-money type of a payment method. */
export function emoneyTypeOf(method: PaymentMethod): 0 | 1 | 2 {
  return method === 'momo' ? 1 : method === 'payoo' ? 2 : 0;
}
