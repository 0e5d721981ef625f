import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';

/** A refusal of update-delivery-info (confirmation) as the API answers it: `{code, field, details.reason}`. */
export interface OrderRefusal {
  code: string;
  field?: string | null;
  details?: { reason?: unknown } | null;
  /** `details.reason` as the checkout machine keeps it (SubmitRefusal). */
  reason?: string | null;
}

/** The wording of each confirmation refusal code (openapi Error codes). */
const BY_CODE: Record<string, MessageDescriptor> = {
  OUT_OF_HOURS: msg`The store does not serve at the chosen time. Please pick another date or time.`,
  SERVE_TIME_MISSED: msg`The chosen time is too soon for the store to prepare your order. Please choose a new time.`,
  TOO_SOON: msg`The chosen time is too soon for an order placed in advance. Please choose one of the offered times.`,
  SERVE_TIME_OFF_GRID: msg`Please choose one of the offered delivery times (every 15 minutes).`,
  SERVE_TIME_IN_BREAK: msg`The store takes a break at the chosen time. Please choose another time.`,
  NO_SLOT_TODAY: msg`There are no delivery times left today. Please pick another date.`,
  LAST_ORDER_PASSED: msg`The store's last order for today has passed. Please pick another date.`,
  DELIVERY_UNAVAILABLE: msg`This store does not deliver. Please choose pickup or another store.`,
  PICKUP_UNAVAILABLE: msg`This store does not take pickup orders. Please choose delivery or another store.`,
  DELIVERY_POSITION_REQUIRED: msg`Please choose the delivery address from the suggestions or your saved addresses.`,
  ADDRESS_NOT_FOUND: msg`The delivery address was not found. Please enter it again.`,
  OUT_OF_RANGE: msg`The address is too far from the store. Please choose another address.`,
  QUANTITY_LIMIT: msg`You can order at most 99 of one dish.`,
  TOPPING_REQUIRED: msg`A required choice of a dish is missing. Please choose it again from the menu.`,
  TOPPING_CHOICE_TWICE: msg`Only one choice is allowed for each required option of a dish.`,
  TOPPING_NOT_OF_DISH: msg`A topping in your cart does not belong to its dish. Please add the dish again.`,
  TOPPING_LIMIT: msg`You can add at most 4 of each topping per dish.`,
  EMPTY_ORDER: msg`Your order has no available dish.`,
  ORDER_CLOSED: msg`This order was already sent and can no longer be changed. Search its number on the home page to follow it.`,
  VALIDATION_ERROR: msg`Some order information is missing or not valid. Please check the form.`,
  TAX_CODE_NOT_FOUND: msg`No company was found for this tax code. Please check the tax code of the e-invoice.`,
  EINVOICE_OFF: msg`E-invoices are not offered at the moment. Please order without one.`,
  FEATURE_OFF: msg`This service is not available at the moment. Please try again later.`,
  ANONYMOUS_NOT_ALLOWED: msg`Please log in or register to place your order. Ordering as a guest is possible only when the code cannot be sent to your phone.`,
};

/** FEATURE_OFF by the request field that chose the switched-off capability (domain/feature-switches). */
const FEATURE_OFF_BY_FIELD: Record<string, MessageDescriptor> = {
  'info.emoneyType': msg`This payment method is not available at the moment. Please choose another one.`,
  'ticket_used.promotions': msg`Promotions are not available at the moment. Please remove them and order again.`,
  'info.pickUpAtStore': msg`Only pickup at the store is available at the moment. Please choose pickup.`,
};

/** A more precise wording for some reasons (details.reason) of a code. */
const BY_REASON: Record<string, MessageDescriptor> = {
  'OUT_OF_HOURS:after_last_order': msg`The chosen time is after the store's last order of the day. Please pick an earlier time or another date.`,
  'OUT_OF_HOURS:closed_day': msg`The store is closed on the chosen date. Please pick another date.`,
};

/** The wording of a VALIDATION_ERROR by the field it names. */
const BY_FIELD: Record<string, MessageDescriptor> = {
  'info.name': msg`Please enter your name (at most 40 characters).`,
  'info.phone': msg`Please enter a valid phone number.`,
  'info.email': msg`Please enter a valid e-mail address.`,
  'info.instructions': msg`The instructions are too long (at most 255 characters).`,
  'info.recipientName': msg`Please enter the receiver's name (at most 40 characters).`,
  'info.recipientPhone': msg`Please enter the receiver's phone number.`,
  'info.recipientEmail': msg`Please enter a valid e-mail address for the receiver.`,
  'info.customerAddressId': msg`Please choose a recipient from your saved addresses.`,
  'info.deliveryTo': msg`The delivery address is not completed. Please choose an address.`,
  'info.servsTime': msg`Please choose a delivery date and time.`,
  'info.emoneyType': msg`Please choose a payment method.`,
  'info.eInvoiceInfo.receiptTaxCode': msg`Enter a valid tax code (10 digits, optionally -NNN).`,
  'info.eInvoiceInfo.receiptCompanyName': msg`The company name is too long.`,
  'info.eInvoiceInfo.receiptTaxAddress': msg`The company address is too long.`,
  'info.eInvoiceInfo.receiptName': msg`The purchaser's name is too long.`,
  'info.eInvoiceInfo.receiptEmail': msg`Please enter a valid e-mail address for the invoice.`,
};

/** Said when a code has no wording of its own. */
export const GENERIC_REFUSAL: MessageDescriptor = msg`Your order information is insufficient. Please try again later.`;

/**
 * The message to show for a refusal of the order at confirmation: by code and reason, by field for
 * VALIDATION_ERROR, else the code's own. Translate it with `i18n._(descriptor)` (or `t(descriptor)`).
 *
 * @example i18n._(orderRefusalMessage({ code: 'SERVE_TIME_IN_BREAK', field: 'info.servsTime' }))
 */
export function orderRefusalMessage(refusal: OrderRefusal): MessageDescriptor {
  const reason = refusal.reason ?? (typeof refusal.details?.reason === 'string' ? refusal.details.reason : null);
  if (reason && BY_REASON[`${refusal.code}:${reason}`]) return BY_REASON[`${refusal.code}:${reason}`];
  if (refusal.code === 'VALIDATION_ERROR' && refusal.field && BY_FIELD[refusal.field]) return BY_FIELD[refusal.field];
  if (refusal.code === 'FEATURE_OFF' && refusal.field && FEATURE_OFF_BY_FIELD[refusal.field]) return FEATURE_OFF_BY_FIELD[refusal.field];
  return BY_CODE[refusal.code] ?? GENERIC_REFUSAL;
}
