import type { ActorRefFrom, SnapshotFrom } from 'xstate';
import type { promotionsMachine } from '../promotions/machine';
import type { taxCodeLookupMachine } from '../tax-code-lookup/machine';
import { discountsOf, formErrorsOf, scheduledSlotsOf, serveTimeRefusalOf, shownErrorsOf, type checkoutMachine, type CheckoutResult, type SubmitRefusal } from './machine';

type Snapshot = SnapshotFrom<typeof checkoutMachine>;

/** The §8 message or modal the checkout shows now (null: none). */
export type CheckoutMessage =
  | 'addressNotCompleted'
  | 'scheduleExpired'
  | 'serveTimeMissing'
  | 'outOfServiceHours'
  | 'noSlotsToday'
  | 'missedTime'
  | 'pricesChanged'
  | 'promotionInvalid'
  | 'insufficientOrder'
  | 'orderFailed'
  | 'addressSaveFailed'
  | 'asapUnavailable'
  | 'deliveryTimeRefreshed';

const messageStates = [
  'addressNotCompleted',
  'scheduleExpired',
  'outOfServiceHours',
  'noSlotsToday',
  'missedTime',
  'pricesChanged',
  'promotionInvalid',
  'insufficientOrder',
  'orderFailed',
] as const;

/**
 * `derive` of a context read once per context (contexts are never changed in place): the form's errors and totals are
 * read by every section of the checkout on every snapshot, and a snapshot with the same context costs nothing more.
 */
function oncePerContext<T>(derive: (context: Snapshot['context']) => T): (s: Snapshot) => T {
  const derived = new WeakMap<Snapshot['context'], T>();
  return (s) => {
    if (!derived.has(s.context)) derived.set(s.context, derive(s.context));
    return derived.get(s.context)!;
  };
}

/** The confirm button is enabled: online, a payment method is chosen and the form is valid. */
export const canConfirmSelector = (s: Snapshot) => s.can({ type: 'checkout.confirm', now: s.context.now ?? '' });
/** Confirm is pressed on a form with errors (a payment method is chosen): the press shows them. */
export const canAttemptSelector = (s: Snapshot) => s.can({ type: 'checkout.attempt' });
/** Why confirm is disabled, for the hint under the button (SPEC §8 "Missing payment method"; no network). */
export const confirmBlockerSelector = (s: Snapshot): 'offline' | 'paymentMethodMissing' | 'formInvalid' | null => {
  if (!s.matches('confirming')) return null;
  if (!s.context.online) return 'offline';
  if (s.context.paymentMethod === null) return 'paymentMethodMissing';
  return Object.keys(formErrorsSelector(s)).length === 0 ? null : 'formInvalid';
};
/** The form's field errors (field → error key), shown beside the fields. */
export const formErrorsSelector = oncePerContext(formErrorsOf);
/** The field errors shown: a field's once the customer left it, all once they tried to confirm. */
export const shownErrorsSelector = oncePerContext(shownErrorsOf);
/** ASAP may be chosen at `now` (the store is open and a slot is left today): the time list offers it. */
export const canChooseAsapSelector = (now: string) => (s: Snapshot) =>
  s.can({ type: 'schedule.change', schedule: { date: s.context.schedule.date, time: null, isAsap: true }, now });
/** The times the time list offers on `day` at `now` (compare with shallowEqual: a new list per call). */
export const timeSlotsSelector = (day: string, now: string) => (s: Snapshot) => scheduledSlotsOf(s.context.store, s.context.rules, day, now);
/** What the customer typed. */
export const draftSelector = (s: Snapshot) => s.context.draft;
export const destinationSelector = (s: Snapshot) => s.context.destination;
/** The promotions child (machines/promotions), spawned when the checkout starts. */
export const promotionsActorSelector = (s: Snapshot) => s.children.promotions as ActorRefFrom<typeof promotionsMachine> | undefined;
/** The totals after the applied promotions, with the delivery fee (pickup: none). */
export const discountsSelector = oncePerContext(discountsOf);
export const checkoutMessageSelector = (s: Snapshot): CheckoutMessage | null =>
  messageStates.find((state) => s.matches(state)) ?? s.context.notice;
export const isMissedTimeModalOpenSelector = (s: Snapshot) => s.matches('missedTime');
/** The not-ASAP time dialog of step 4. */
export const isTimeDialogOpenSelector = (s: Snapshot) => s.matches('confirmingTime');
/** The app navigates to /login/. */
export const isLoginRequiredSelector = (s: Snapshot) => s.matches('loginRequired');
export const isBusySelector = (s: Snapshot) => s.hasTag('busy');
export const scheduleSelector = (s: Snapshot) => s.context.schedule;
export const paymentMethodSelector = (s: Snapshot) => s.context.paymentMethod;
export const changedItemsSelector = (s: Snapshot) => s.context.changedItems;
export const deliveryFeeChangeSelector = (s: Snapshot) => s.context.deliveryFeeChange;
export const promotionRefusalSelector = (s: Snapshot) => s.context.promotionRefusal;
/** Why the server refused the order (code, field, reason), for `orderRefusalMessage`; null when it did not. */
export const submitErrorSelector = (s: Snapshot) => s.context.submitError;
/** Why the chosen serve time cannot be taken, worded like the server's refusal; null outside `outOfServiceHours`. */
export const serveTimeRefusalSelector = (s: Snapshot): SubmitRefusal | null => (s.matches('outOfServiceHours') ? serveTimeRefusalOf(s.context) : null);
/** What the payment machine starts with, once the order is submitted. */
export const checkoutResultSelector = (s: Snapshot): CheckoutResult | null =>
  s.matches({ paying: 'submitted' }) && s.context.orderId !== null && s.context.orderNo !== null && s.context.paymentMethod
    ? { orderId: s.context.orderId, orderNo: s.context.orderNo, paymentMethod: s.context.paymentMethod, paymentMode: s.context.paymentMode }
    : null;

/** The invoked tax-code lookup (machines/tax-code-lookup), for the e-invoice section to select from. */
export const taxCodeLookupSelector = (s: Snapshot) =>
  s.children.taxCodeLookup as ActorRefFrom<typeof taxCodeLookupMachine> | undefined;
