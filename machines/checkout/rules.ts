import { Temporal } from 'temporal-polyfill';
import { computeDiscounts, type DiscountedTotals } from '../../domain/promotions';
import { isAsapOffered, storeOpenState } from '../../domain/store-hours';
import { feeForType } from '../../domain/store-choice';
import { NEXT_DELIVERY_TIME_INTERVAL_MINUTES } from '../../domain/constants';
import { validateCheckout } from '../../domain/checkout-validation';
import {
  asapServeTime,
  scheduledSlotsForDay,
  SERVE_TIME_REFUSAL_CODES,
  serveTimeProblem,
  toBusinessTime,
  type ServeTimeProblem,
} from '../../domain/time-slots';
import type {
  CheckoutContext,
  CheckoutField,
  CheckoutStore,
  Destination,
  DraftFacts,
  DraftRules,
  Schedule,
  SubmitRefusal,
} from './types';

export const instant = (now: string) => Temporal.Instant.from(now);
/** The facts the time rules read, with the clock the app last sent. */
export interface TimeFacts {
  schedule: Schedule;
  store: CheckoutStore;
  now: string | null;
  rules: { nextDeliveryInterval?: number };
}
/** Minutes a scheduled serve time lies at least after now (SPEC §9 nextDeliveryTimeInterval). */
export const nextDeliveryIntervalOf = (rules: TimeFacts['rules']) => rules.nextDeliveryInterval ?? NEXT_DELIVERY_TIME_INTERVAL_MINUTES;
export const clockOf = (context: Pick<TimeFacts, 'now'>) => {
  if (context.now === null) throw new Error('checkout: no clock yet; send checkout.start first');
  return context.now;
};
/** Today in business time, YYYY-MM-DD. */
export const businessToday = (now: string) => toBusinessTime(instant(now)).toPlainDate().toString();
/** The schedule's date, or today when none is chosen. */
export const dateOf = (context: Pick<TimeFacts, 'schedule' | 'now'>) =>
  context.schedule.date ?? businessToday(clockOf(context));

/** Step 1: delivery needs an address (SPEC §8 "Missing address: Address-not-completed"). */
export const isAddressMissing = (destination: Destination) =>
  !destination.pickUpAtStore && (destination.address === null || destination.address.trim() === '');

/** Step 2: the chosen date is before today in business time. */
export const isScheduleDatePast = (context: Pick<TimeFacts, 'schedule' | 'now'>) =>
  context.schedule.date !== null && context.schedule.date < businessToday(clockOf(context));

/**
 * The ASAP serve time at `now`: the first slot today at or after now + prepare time (the slot the
 * server gives an isASAP order, domain `asapServeTime`); null when no slot is left today.
 */
export function asapSchedule(store: CheckoutStore, now: string): Schedule | null {
  const asap = asapServeTime(store, instant(now), store.prepare_time);
  return asap ? { ...asap, isAsap: true } : null;
}

/**
 * ASAP can be chosen at `now`: the store is open (domain `isAsapOffered` over `storeOpenState`, the
 * server's check of an isASAP order) and a slot is left today.
 */
export const isAsapAvailable = (store: CheckoutStore, now: string) =>
  isAsapOffered(storeOpenState(store, instant(now))) && asapSchedule(store, now) !== null;

/**
 * The times the customer may choose on `day` at `now` (HH:mm): the store's slots at least
 * prepare time and nextDeliveryTimeInterval ahead, the list the confirm's checks accept.
 */
export const scheduledSlotsOf = (store: CheckoutStore, rules: TimeFacts['rules'], day: string, now: string) =>
  scheduledSlotsForDay(day, store, instant(now), store.prepare_time, nextDeliveryIntervalOf(rules));

/**
 * The earliest scheduled serve time the store takes (SPEC §5/§9: now + prepare time and at least
 * nextDeliveryTimeInterval minutes ahead, rounded to the step, within hours): today's first such
 * slot, else (with future delivery) the store's next opening; no time when neither exists. Without
 * future delivery the date stays null (today).
 */
export function earliestSchedule(store: CheckoutStore, now: string, rules: Pick<DraftRules, 'futureDelivery' | 'nextDeliveryInterval'>): Schedule {
  const { futureDelivery } = rules;
  const today = businessToday(now);
  const [first] = scheduledSlotsForDay(today, store, instant(now), store.prepare_time, nextDeliveryIntervalOf(rules));
  if (first !== undefined) return { date: futureDelivery ? today : null, time: first, isAsap: false };
  const state = storeOpenState(store, instant(now));
  if (futureDelivery && state.kind === 'closed' && state.opensAt) return { date: state.opensAt.date, time: state.opensAt.time, isAsap: false };
  return { date: futureDelivery ? businessToday(now) : null, time: null, isAsap: false };
}

/** SPEC §8 "No time slots left today": the date is today and no slot remains after the earliest serve time. */
export const hasNoSlotsLeftToday = (context: TimeFacts) =>
  dateOf(context) === businessToday(clockOf(context)) && asapSchedule(context.store, clockOf(context)) === null;

/**
 * What the server would refuse in the chosen serve time (domain `serveTimeProblem`, the check it
 * runs at confirmation); null when the store takes the order then or no time is chosen yet.
 */
export const serveTimeProblemOf = (context: TimeFacts): ServeTimeProblem | null =>
  context.schedule.time === null
    ? null
    : serveTimeProblem(
        context.store,
        dateOf(context),
        context.schedule.time,
        instant(clockOf(context)),
        context.store.prepare_time,
        context.schedule.isAsap ? 0 : nextDeliveryIntervalOf(context.rules),
      );

/** The problems of `outOfServiceHours`: the store does not take an order at that date and time. */
const refusedTimeProblems: readonly ServeTimeProblem[] = ['closed_day', 'before_opening', 'after_last_order', 'last_order_passed', 'off_grid', 'in_break'];

/**
 * SPEC §8 "Store out of service hours": a closed day, outside the hours, past the day's last order, off the
 * slot grid or in a break.
 */
export const isOutOfServiceHours = (context: TimeFacts) => {
  const problem = serveTimeProblemOf(context);
  return problem !== null && refusedTimeProblems.includes(problem);
};

/**
 * SPEC §5: a time sooner than now + prepare time - 10 minutes, or a scheduled time sooner than
 * nextDeliveryTimeInterval after now, opens the missed-delivery-time modal ("choose a new time").
 */
export const isMissedTime = (context: TimeFacts) => {
  const problem = serveTimeProblemOf(context);
  return problem === 'too_soon' || problem === 'before_next_interval';
};

/**
 * The serve-time problem as the server words its refusal (`{code, field, details.reason}`), so the
 * app says the same thing before and after confirming; null when there is none.
 */
export function serveTimeRefusalOf(context: TimeFacts): SubmitRefusal | null {
  const problem = serveTimeProblemOf(context);
  return problem === null ? null : { code: SERVE_TIME_REFUSAL_CODES[problem], field: 'info.servsTime', reason: problem };
}

type FormFacts = Pick<CheckoutContext, 'draft' | 'rules' | 'destination' | 'schedule' | 'paymentMethod' | 'session'>;
/** The form's field errors (draftErrors over domain/checkout-validation). */
export const formErrorsOf = (context: FormFacts) => {
  const errors = draftErrors({
    draft: context.draft,
    rules: {
      ...context.rules,
      addressManage: context.rules.addressManage && context.session.loggedIn,
      loggedIn: context.session.loggedIn,
    },
    destination: {
      pickUpAtStore: context.destination.pickUpAtStore,
      address: context.destination.address,
      customerAddressId: context.destination.customerAddressId ?? null,
      storeChosen: context.destination.storeChosen ?? true,
    },
    schedule: context.schedule,
    paymentMethod: context.paymentMethod,
  });
  // A missing serve time is the confirm step's own check (serveTimeMissing), not a field error.
  delete errors.time;
  return errors;
};

/** The delivery fee of the order: none for pickup. */
const deliveryFeeOf = (context: Pick<CheckoutContext, 'destination' | 'order'>) =>
  feeForType(
    context.destination.pickUpAtStore ? 'typePickup' : 'typeDelivery',
    context.order?.totals.deliveryFee ?? 0,
  ) ?? 0;

/** The totals after the applied promotions, with the fee (what is paid). */
export function discountsOf(
  context: Pick<CheckoutContext, 'destination' | 'order' | 'promotions' | 'promotionRules' | 'now' | 'store'>,
): DiscountedTotals {
  return computeDiscounts(
    context.order?.lines ?? [],
    context.promotions,
    new Map(context.promotionRules.map((r) => [r.id, r])),
    {
      deliveryFee: deliveryFeeOf(context),
      now: instant(context.now ?? '1970-01-01T00:00:00Z'),
      storeCode: context.store.code,
    },
  );
}

type ShownErrorFacts = FormFacts & Pick<CheckoutContext, 'touched' | 'submitAttempted'>;
/** The field errors the customer sees: those of the fields they left, or all once they tried to confirm. */
export function shownErrorsOf(context: ShownErrorFacts): Record<string, string> {
  const errors = formErrorsOf(context);
  if (context.submitAttempted) return errors;
  return Object.fromEntries(Object.entries(errors).filter(([field]) => context.touched.includes(field as CheckoutField)));
}

/** The field errors of the form (domain/checkout-validation), keyed by field; empty when it can be confirmed. */
export function draftErrors({ draft, rules, destination, schedule, paymentMethod }: DraftFacts): Record<string, string> {
  const domain = validateCheckout(
    {
      name: draft.name,
      phone: draft.phone,
      email: draft.email,
      instructions: draft.instructions,
      receiverName: draft.otherPerson ? draft.receiverName : null,
      receiverPhone: draft.otherPerson ? draft.receiverPhone : null,
      receiverEmail: draft.otherPerson ? draft.receiverEmail : null,
      customerAddressId: destination.customerAddressId,
      deliveryTo: destination.pickUpAtStore ? null : destination.address,
      pickUpAtStore: destination.pickUpAtStore,
      date: rules.futureDelivery ? schedule.date : 'today',
      time: schedule.isAsap ? 'asap' : schedule.time,
      paymentMethod,
      useEinvoice: draft.useEinvoice,
      taxCode: draft.taxCode,
      companyName: draft.companyName,
      companyAddress: draft.companyAddress,
      receiptName: draft.receiptName,
      receiptEmail: draft.receiptEmail,
    },
    rules,
  );
  const errors: Record<string, string> = { ...domain.errors };
  if (draft.otherPerson && !draft.receiverName.trim()) errors.receiverName = 'required';
  if (draft.otherPerson && !draft.receiverPhone.trim()) errors.receiverPhone = 'required';
  if (!draft.policyAgreed) errors.policy = 'required';
  if (!destination.storeChosen) errors.store = 'required';
  return errors;
}
