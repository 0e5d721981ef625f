import { and, assign, emit, fromPromise, not, setup, spawnChild, type SnapshotFrom } from 'xstate';
import { Temporal } from 'temporal-polyfill';
import type { components, operations } from '../../openapi/schema';
import type { CartLine } from '../../domain/cart-line';
import { normalisePhone } from '../../domain/phone';
import type { CheckoutRules, PaymentMethod } from '../../domain/checkout-validation';
import {
  computeDiscounts,
  type AppliedPromotion,
  type DiscountedTotals,
  type PromotionRule,
} from '../../domain/promotions';
import type { CartTotals } from '../../domain/totals';
import type { Place, Store } from '../fulfilment/machine';
import { deliveryFeeFor } from '../../domain/store-choice';
import { promotionsMachine } from '../promotions/machine';
import { apiFailureOf, hasErrorCode, type Json } from '../shared/api-error';
import { notImplemented } from '../shared/not-implemented';
import { draftErrors, emptyDraft, type CheckoutDraft } from './draft';
import {
  earliestServeTime,
  isServeTimeMissed,
  isStoreOpenForSlot,
  slotsForDay,
  toBusinessTime,
  type StoreSchedule,
} from '../../domain/time-slots';


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
export type CheckoutNotice = 'serveTimeMissing' | 'addressSaveFailed';

/** A promotion the server refused (check-apply valid false), or the server's message on failure. */
export interface PromotionRefusal {
  name: string | null;
  reason: string | null;
}

/** What the checkout hands to the payment step. */
export interface CheckoutResult {
  orderId: number;
  orderNo: string;
  paymentMethod: PaymentMethod;
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
  /** Delivery or pickup, and the address. */
  destination: Destination;
  /** Serve date and time; for ASAP, the time is fixed when the customer confirms. */
  schedule: Schedule;
  /** Login facts, kept in step with the session machine by `session.change`. */
  session: SessionFacts;
  /** The chosen payment method; confirm is disabled while null. */
  paymentMethod: PaymentMethod | null;
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
  /** A message shown in the form; cleared by the next confirm or `message.dismiss`. */
  notice: CheckoutNotice | null;
  /** INVALID_ORDER: the lines whose price changed. */
  changedItems: ChangedItem[];
  /** INVALID_ORDER: the delivery fee, when it changed. */
  deliveryFeeChange: DeliveryFeeChange | null;
  /** check-apply refused a promotion (name and reason), or failed (reason only). */
  promotionRefusal: PromotionRefusal | null;
  /** Error code of the last failed submit other than INVALID_ORDER (ERROR_CUSTOMER, EMPTY_ORDER, ...). */
  submitError: string | null;
}

export type CheckoutEvent =
  /** The page is ready (cart, session and store known): runs steps 1 and 2 at the app's clock. */
  | { type: 'checkout.start'; now: string }
  /** A new address or delivery type; re-runs step 1. */
  | { type: 'address.change'; destination: Destination; now: string }
  /** A new date and time; re-runs step 2 (and leaves the schedule messages). */
  | { type: 'schedule.change'; schedule: Schedule; now: string }
  | { type: 'paymentMethod.select'; method: PaymentMethod }
  /** The customer edited fields of the form. */
  | { type: 'draft.edit'; patch: Partial<CheckoutDraft> }
  /** The promotions child (machines/promotions) changed: its applied promotions and their rules. */
  | { type: 'xstate.snapshot.promotions'; snapshot: SnapshotFrom<typeof promotionsMachine> }
  /** The store, cart or language changed in the other machines. */
  | { type: 'order.change'; order: OrderFacts }
  | { type: 'session.change'; session: SessionFacts }
  | { type: 'checkout.confirm'; now: string }
  | { type: 'time.confirm' }
  | { type: 'time.cancel' }
  | { type: 'address.save' }
  | { type: 'address.skip' }
  /** The customer saw the new prices; the app's applyChangedPrices updates the cart. */
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
}
/** update-delivery-info's answer: the order's id and number. */
export interface SubmitOrderOutput {
  orderId: number;
  orderNo: string;
}


const instant = (now: string) => Temporal.Instant.from(now);
/** The facts the time rules read, with the clock the app last sent. */
export interface TimeFacts {
  schedule: Schedule;
  store: CheckoutStore;
  now: string | null;
}
const clockOf = (context: Pick<TimeFacts, 'now'>) => {
  if (context.now === null) throw new Error('checkout: no clock yet; send checkout.start first');
  return context.now;
};
/** Today in business time, YYYY-MM-DD. */
export const businessToday = (now: string) => toBusinessTime(instant(now)).toPlainDate().toString();
/** The schedule's date, or today when none is chosen. */
const dateOf = (context: Pick<TimeFacts, 'schedule' | 'now'>) =>
  context.schedule.date ?? businessToday(clockOf(context));

/** Step 1: delivery needs an address (SPEC §8 "Missing address: Address-not-completed"). */
export const isAddressMissing = (destination: Destination) =>
  !destination.pickUpAtStore && (destination.address === null || destination.address.trim() === '');

/** Step 2: the chosen date is before today in business time. */
export const isScheduleDatePast = (context: Pick<TimeFacts, 'schedule' | 'now'>) =>
  context.schedule.date !== null && context.schedule.date < businessToday(clockOf(context));

/** The ASAP serve time at `now`: now + prepare time, rounded up to the slot step. */
export function asapSchedule(store: CheckoutStore, now: string): Schedule {
  const serve = earliestServeTime(instant(now), store.prepare_time);
  return {
    date: serve.toPlainDate().toString(),
    time: serve.toPlainTime().toString({ smallestUnit: 'minute' }),
    isAsap: true,
  };
}

/** SPEC §8 "No time slots left today": the date is today and no slot remains after the earliest serve time. */
export const hasNoSlotsLeftToday = (context: TimeFacts) =>
  dateOf(context) === businessToday(clockOf(context)) &&
  slotsForDay(dateOf(context), context.store, instant(clockOf(context)), context.store.prepare_time).length === 0;

/** SPEC §8 "Store out of service hours": the date is not an open day, or the time is after its last slot. */
export const isOutOfServiceHours = (context: TimeFacts) =>
  context.schedule.time !== null && !isStoreOpenForSlot(context.store, dateOf(context), context.schedule.time);

/** SPEC §5: a time sooner than now + prepare time - 10 minutes opens the missed-delivery-time modal. */
export const isMissedTime = (context: TimeFacts) =>
  context.schedule.time !== null &&
  isServeTimeMissed(instant(clockOf(context)), dateOf(context), context.schedule.time, context.store.prepare_time);


type FormFacts = Pick<CheckoutContext, 'draft' | 'rules' | 'destination' | 'schedule' | 'paymentMethod' | 'session'>;
/** The form's field errors (machines/checkout/draft over domain/checkout-validation). */
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
  deliveryFeeFor(context.destination.pickUpAtStore ? 'typePickup' : 'typeDelivery', context.order?.totals.deliveryFee ?? 0) ?? 0;

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

/** The form can be edited until the customer confirms it, and again when a failure brings the form back. */
const editingForm = {
  'draft.edit': { actions: 'assignDraft' },
  'paymentMethod.select': { actions: 'assignPaymentMethod' },
} as const;
/** Once started, the applied promotions follow the promotions child as well. */
const editing = {
  ...editingForm,
  'xstate.snapshot.promotions': { actions: 'assignPromotions' },
} as const;

export const checkoutMachine = setup({
  types: {
    context: {} as CheckoutContext,
    events: {} as CheckoutEvent,
    input: {} as CheckoutInput,
    emitted: {} as CheckoutEmitted,
  },
  actors: {
    notifyNotAsap: fromPromise<unknown, NotifyNotAsapInput>(notImplemented('notifyNotAsap')),
    saveAddress: fromPromise<unknown, SaveAddressInput>(notImplemented('saveAddress')),
    checkPromotions: fromPromise<CheckPromotionsOutput, CheckPromotionsInput>(notImplemented('checkPromotions')),
    submitOrder: fromPromise<SubmitOrderOutput, SubmitOrderInput>(notImplemented('submitOrder')),
    /** The customer's promotions, a child that the checkout reads applied promotions from. */
    promotions: promotionsMachine,
  },
  guards: {
    isAddressMissing: ({ context }) => isAddressMissing(context.destination),
    isScheduleDatePast: ({ context }) => isScheduleDatePast(context),
    hasPaymentMethod: ({ context }) => context.paymentMethod !== null,
    isFormValid: ({ context }) => Object.keys(formErrorsOf(context)).length === 0,
    isServeTimeMissing: ({ context }) => !context.schedule.isAsap && context.schedule.time === null,
    hasNoSlotsLeftToday: ({ context }) => hasNoSlotsLeftToday(context),
    isOutOfServiceHours: ({ context }) => isOutOfServiceHours(context),
    isMissedTime: ({ context }) => isMissedTime(context),
    isAsap: ({ context }) => context.schedule.isAsap,
    isLoggedIn: ({ context }) => context.session.loggedIn,
    isAnonymousAllowed: ({ context }) => context.session.allowAnonymous,
    isTemporaryAddress: ({ context }) =>
      !context.destination.pickUpAtStore && context.destination.isTemporary && !isAddressMissing(context.destination),
    hasPromotions: ({ context }) => context.promotions.some((p) => p.quantity > 0),
    isPromotionValid: (_, params: { output: CheckPromotionsOutput }) => params.output.valid,
    isInvalidOrder: (_, params: { error: unknown }) => hasErrorCode(params.error, 'INVALID_ORDER'),
    isCustomerError: (_, params: { error: unknown }) => hasErrorCode(params.error, 'ERROR_CUSTOMER'),
  },
  actions: {
    assignClock: assign(({ event }) => ('now' in event ? { now: event.now } : {})),
    assignDestination: assign(({ event }) =>
      event.type === 'address.change' ? { destination: event.destination } : {},
    ),
    assignSchedule: assign(({ event }) => (event.type === 'schedule.change' ? { schedule: event.schedule } : {})),
    assignPaymentMethod: assign(({ event }) =>
      event.type === 'paymentMethod.select' ? { paymentMethod: event.method } : {},
    ),
    assignDraft: assign(({ context, event }) =>
      event.type === 'draft.edit' ? { draft: { ...context.draft, ...event.patch } } : {},
    ),
    assignPromotions: assign(({ event }) =>
      event.type === 'xstate.snapshot.promotions'
        ? { promotions: event.snapshot.context.applied, promotionRules: event.snapshot.context.rules }
        : {},
    ),
    spawnPromotions: spawnChild('promotions', {
      id: 'promotions',
      syncSnapshot: true,
      input: ({ context }) => ({
        customerId: context.usePromotions ? context.session.customerId : null,
        storeCode: context.store.code,
        brandCode: context.order?.store.brand_code ?? '',
        lines: context.order?.lines ?? [],
        total: context.order?.totals.total ?? 0,
      }),
    }),
    assignOrder: assign(({ event }) => (event.type === 'order.change' ? { order: event.order } : {})),
    assignSession: assign(({ event }) => (event.type === 'session.change' ? { session: event.session } : {})),
    fixAsapTime: assign(({ context }) =>
      context.schedule.isAsap ? { schedule: asapSchedule(context.store, clockOf(context)) } : {},
    ),
    setNotice: assign((_, params: { notice: CheckoutNotice }) => ({ notice: params.notice })),
    clearNotice: assign({ notice: null }),
    clearMessages: assign({
      notice: null,
      changedItems: [],
      deliveryFeeChange: null,
      promotionRefusal: null,
      submitError: null,
    }),
    assignPromotionRefusal: assign((_, params: { output: CheckPromotionsOutput }) => ({
      promotionRefusal: { name: params.output.promotion_name, reason: params.output.reason },
    })),
    assignPromotionFailure: assign((_, params: { error: unknown }) => ({
      promotionRefusal: { name: null, reason: apiFailureOf(params.error).message ?? null },
    })),
    assignChangedPrices: assign((_, params: { error: unknown }) => {
      const details = apiFailureOf(params.error).details ?? {};
      return {
        changedItems: (details.changed_items as ChangedItem[] | undefined) ?? [],
        deliveryFeeChange: (details.delivery_fee as DeliveryFeeChange | undefined) ?? null,
      };
    }),
    assignSubmitError: assign((_, params: { error: unknown }) => ({
      submitError: apiFailureOf(params.error).code ?? 'COMMON_ERROR',
    })),
    assignSubmitted: assign((_, params: { output: SubmitOrderOutput }) => ({
      orderId: params.output.orderId,
      orderNo: params.output.orderNo,
    })),
    /** The app updates the cart with the server's prices (and delivery fee). */
    applyChangedPrices: (_, _params: { changedItems: ChangedItem[]; deliveryFee: DeliveryFeeChange | null }) =>
      notImplemented('applyChangedPrices')(),
    emitCustomerInvalid: emit({ type: 'customer.invalidate' as const }),
    emitSubmitted: emit(({ context }) => ({
      type: 'checkout.submitted' as const,
      orderId: context.orderId as number,
      orderNo: context.orderNo as string,
      paymentMethod: context.paymentMethod as PaymentMethod,
    })),
  },
}).createMachine({
  id: 'checkout',
  context: ({ input }) => ({
    now: null,
    store: input.store,
    orderId: input.orderId,
    orderNo: input.orderNo,
    destination: input.destination,
    schedule: input.schedule,
    session: input.session,
    paymentMethod: input.paymentMethod ?? null,
    draft: { ...emptyDraft(), ...input.draft },
    rules: input.rules ?? { addressManage: false, takeaway: false, futureDelivery: false },
    promotions: [],
    usePromotions: input.usePromotions ?? false,
    promotionRules: [],
    order: input.order ?? null,
    notice: null,
    changedItems: [],
    deliveryFeeChange: null,
    promotionRefusal: null,
    submitError: null,
  }),
  initial: 'idle',
  on: {
    'session.change': { actions: 'assignSession' },
    'order.change': { actions: 'assignOrder' },
  },
  states: {
    idle: {
      description: 'Waits for checkout.start, which brings the clock the first checks need.',
      on: {
        ...editingForm,
        'checkout.start': { target: 'validatingAddress', actions: ['assignClock', 'spawnPromotions'] },
      },
    },
    validatingAddress: {
      description: 'Step 1: a delivery order needs an address.',
      always: [{ guard: 'isAddressMissing', target: 'addressNotCompleted' }, { target: 'checkingDate' }],
    },
    addressNotCompleted: {
      description: 'SPEC §8 "Missing address": the address-not-completed message; a new address re-runs step 1.',
      on: {
        ...editing,
        'address.change': { target: 'validatingAddress', actions: ['assignClock', 'assignDestination'] },
      },
    },
    checkingDate: {
      description: 'Step 2: a date already past asks for a new date and time.',
      always: [{ guard: 'isScheduleDatePast', target: 'scheduleExpired' }, { target: 'confirming' }],
    },
    scheduleExpired: {
      description: 'Step 2: the chosen date is past; only a new date and time (schedule.change) leave.',
      on: {
        ...editing,
        'schedule.change': { target: 'checkingDate', actions: ['assignClock', 'assignSchedule'] },
      },
    },
    confirming: {
      description:
        'Step 3: the form. checkout.confirm is possible only with a payment method and no field errors (formErrorsOf, over domain/checkout-validation).',
      exit: 'clearNotice',
      on: {
        ...editing,
        'address.change': { target: 'validatingAddress', actions: ['assignClock', 'assignDestination'] },
        'schedule.change': { target: 'checkingDate', actions: ['assignClock', 'assignSchedule'] },
        'message.dismiss': { actions: 'clearMessages' },
        'checkout.confirm': {
          guard: and(['hasPaymentMethod', 'isFormValid']),
          target: 'checkingServeTime',
          actions: ['assignClock', 'clearMessages', 'fixAsapTime'],
        },
      },
    },
    checkingServeTime: {
      description: 'Step 3 checks at the moment of confirming: serve time given, store open, slots left, not missed.',
      always: [
        {
          guard: 'isServeTimeMissing',
          target: 'confirming',
          actions: { type: 'setNotice', params: { notice: 'serveTimeMissing' } },
        },
        { guard: 'hasNoSlotsLeftToday', target: 'noSlotsToday' },
        { guard: 'isOutOfServiceHours', target: 'outOfServiceHours' },
        { guard: 'isMissedTime', target: 'missedTime' },
        { guard: not('isAsap'), target: 'confirmingTime' },
        { target: 'checkingLogin' },
      ],
    },
    noSlotsToday: {
      description: 'SPEC §8 "No time slots left today": the end-time message; another date leaves.',
      on: {
        ...editing,
        'schedule.change': { target: 'checkingDate', actions: ['assignClock', 'assignSchedule'] },
      },
    },
    outOfServiceHours: {
      description: 'SPEC §8 "Store out of service hours": pick another date.',
      on: {
        ...editing,
        'schedule.change': { target: 'checkingDate', actions: ['assignClock', 'assignSchedule'] },
      },
    },
    missedTime: {
      description: 'The missed-delivery-time modal: the time is sooner than now + prepare time - 10 minutes.',
      on: {
        ...editing,
        'schedule.change': { target: 'checkingDate', actions: ['assignClock', 'assignSchedule'] },
      },
    },
    confirmingTime: {
      description: 'Step 4: a future (not ASAP) time is confirmed in a dialog.',
      on: {
        'time.confirm': 'notifyingNotAsap',
        'time.cancel': 'confirming',
      },
    },
    notifyingNotAsap: {
      tags: ['busy'],
      description: 'Step 4: confirm not-ASAP is sent to the server; its errors are ignored.',
      invoke: {
        id: 'notifyNotAsap',
        src: 'notifyNotAsap',
        input: ({ context }) => ({
          date: dateOf(context),
          time: context.schedule.time ?? '',
          orderNo: context.orderNo,
        }),
        onDone: 'checkingLogin',
        onError: 'checkingLogin',
      },
    },
    checkingLogin: {
      description: 'Step 5: a logged-in customer, or a guest with the anonymous allowance, goes on.',
      always: [
        { guard: 'isLoggedIn', target: 'checkingAddressSave' },
        { guard: 'isAnonymousAllowed', target: 'paying' },
        { target: 'loginRequired' },
      ],
    },
    loginRequired: {
      description: 'Step 5 failed: the app navigates to /login/; a session change re-runs step 5.',
      on: {
        'session.change': { target: 'checkingLogin', actions: 'assignSession' },
      },
    },
    checkingAddressSave: {
      description: 'Step 6 applies to a logged-in customer delivering to a temporary address.',
      always: [{ guard: 'isTemporaryAddress', target: 'offeringAddressSave' }, { target: 'paying' }],
    },
    offeringAddressSave: {
      description: 'Step 6: save the temporary address to the account? A session change re-runs step 5.',
      on: {
        'session.change': { target: 'checkingLogin', actions: 'assignSession' },
        'address.save': 'savingAddress',
        'address.skip': 'paying',
      },
    },
    savingAddress: {
      tags: ['busy'],
      invoke: {
        id: 'saveAddress',
        src: 'saveAddress',
        input: ({ context }) => ({
          address: context.destination.address ?? '',
          customerId: context.session.customerId,
          position: context.destination.position ?? null,
          contactName: context.draft.name.trim(),
          phone: normalisePhone(context.draft.phone) ?? context.draft.phone,
        }),
        onDone: 'paying',
        onError: { target: 'paying', actions: { type: 'setNotice', params: { notice: 'addressSaveFailed' } } },
      },
    },
    paying: {
      description:
        'Step 7: promotions are checked, then the order is updated (update-delivery-info) and handed to payment.',
      initial: 'routing',
      states: {
        routing: {
          always: [{ guard: 'hasPromotions', target: 'checkingPromotions' }, { target: 'submitting' }],
        },
        checkingPromotions: {
          tags: ['busy'],
          invoke: {
            id: 'checkPromotions',
            src: 'checkPromotions',
            input: ({ context }) => ({
              customerId: context.session.customerId,
              storeCode: context.store.code,
              brandCode: context.order?.store.brand_code ?? null,
              lines: context.order?.lines ?? [],
              total: context.order?.totals.total ?? 0,
              promotions: context.promotions,
            }),
            onDone: [
              {
                guard: { type: 'isPromotionValid', params: ({ event }) => ({ output: event.output }) },
                target: 'submitting',
              },
              {
                target: '#checkout.promotionInvalid',
                actions: { type: 'assignPromotionRefusal', params: ({ event }) => ({ output: event.output }) },
              },
            ],
            onError: {
              target: '#checkout.promotionInvalid',
              actions: { type: 'assignPromotionFailure', params: ({ event }) => ({ error: event.error }) },
            },
          },
        },
        submitting: {
          tags: ['busy'],
          invoke: {
            id: 'submitOrder',
            src: 'submitOrder',
            input: ({ context }) => ({
              orderId: context.orderId,
              orderNo: context.orderNo,
              paymentMethod: context.paymentMethod as PaymentMethod,
              schedule: context.schedule,
              destination: context.destination,
              customerId: context.session.customerId,
              promotions: context.promotions,
              draft: context.draft,
              phone: normalisePhone(context.draft.phone),
              receiverPhone: context.draft.otherPerson ? normalisePhone(context.draft.receiverPhone) : null,
              order: context.order as OrderFacts,
              discounts: discountsOf(context),
              now: clockOf(context),
            }),
            onDone: {
              target: 'submitted',
              actions: { type: 'assignSubmitted', params: ({ event }) => ({ output: event.output }) },
            },
            onError: [
              {
                guard: { type: 'isInvalidOrder', params: ({ event }) => ({ error: event.error }) },
                target: '#checkout.pricesChanged',
                actions: { type: 'assignChangedPrices', params: ({ event }) => ({ error: event.error }) },
              },
              {
                guard: { type: 'isCustomerError', params: ({ event }) => ({ error: event.error }) },
                target: '#checkout.insufficientOrder',
                actions: [
                  { type: 'assignSubmitError', params: ({ event }) => ({ error: event.error }) },
                  'emitCustomerInvalid',
                ],
              },
              {
                target: '#checkout.orderFailed',
                actions: { type: 'assignSubmitError', params: ({ event }) => ({ error: event.error }) },
              },
            ],
          },
        },
        submitted: {
          type: 'final',
          description:
            'Handed off: checkout.submitted carries {orderId, orderNo, paymentMethod} to the payment machine.',
          entry: 'emitSubmitted',
        },
      },
    },
    pricesChanged: {
      description: 'INVALID_ORDER: the changed items (and delivery fee) are listed; accepting returns to the form.',
      on: {
        'prices.accept': {
          target: 'confirming',
          actions: [
            {
              type: 'applyChangedPrices',
              params: ({ context }) => ({ changedItems: context.changedItems, deliveryFee: context.deliveryFeeChange }),
            },
            'clearMessages',
          ],
        },
      },
    },
    promotionInvalid: {
      description: 'check-apply refused a promotion: its name and reason (or the server message) are shown.',
      on: { 'promotion.dismiss': { target: 'confirming', actions: 'clearMessages' } },
    },
    insufficientOrder: {
      description:
        'ERROR_CUSTOMER (customerId 0): the insufficient-order message; customer.invalidate was emitted and the session logs out. The checkout ends here.',
    },
    orderFailed: {
      description:
        'Any other update failure (EMPTY_ORDER, network): the insufficient-order message, then back to the form.',
      on: { 'message.dismiss': { target: 'confirming', actions: 'clearMessages' } },
    },
  },
});
