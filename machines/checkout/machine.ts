import { and, assign, emit, enqueueActions, not, sendTo, setup, spawnChild } from 'xstate';
import { DELIVERY_TIME_REFRESH_MS } from '../../domain/constants';
import { taxCodeChange } from '../../domain/einvoice';
import { normalisePhone } from '../../domain/phone';
import type { PaymentMethod } from '../../domain/checkout-validation';
import { apiFailureOf, hasErrorCode } from '../shared/api-error';
import { emptyDraft } from './draft';
import {
  asapSchedule,
  clockOf,
  dateOf,
  discountsOf,
  earliestSchedule,
  isAsapAvailable,
  formErrorsOf,
  hasNoSlotsLeftToday,
  isAddressMissing,
  isMissedTime,
  isOutOfServiceHours,
  isScheduleDatePast,
} from './rules';
import type {
  ChangedItem,
  CheckoutContext,
  CheckoutEmitted,
  CheckoutEvent,
  CheckoutInput,
  CheckoutNotice,
  CheckPromotionsOutput,
  DeliveryFeeChange,
  OrderFacts,
  SubmitOrderOutput,
} from './types';
import { checkoutActors } from './actors';

export * from './types';
export * from './rules';

/** The form can be edited until the customer confirms it, and again when a failure brings the form back. */
const editingForm = {
  'draft.edit': { actions: 'assignDraft' },
  'field.blur': { actions: 'markTouched' },
  'paymentMethod.select': { actions: 'assignPaymentMethod' },
  'taxCode.change': { actions: ['assignTaxCode', 'forwardToTaxCodeLookup'] },
  'taxCode.lookUp': { actions: 'forwardToTaxCodeLookup' },
  'company.found': { actions: 'assignCompany' },
} as const;
/** A new date and time re-runs step 2; ASAP is refused while the store does not offer it (closed, or no slot left today). */
const changeSchedule = {
  'schedule.change': { guard: not('isAsapRefused'), target: 'checkingDate', actions: ['assignClock', 'assignSchedule'] },
} as const;
/** Once started, the applied promotions follow the promotions child, whose reports can arrive at any time. */
const followingPromotions = {
  'xstate.snapshot.promotions': { actions: 'assignPromotions' },
} as const;
/** The form on screen: the customer's edits and the promotions child's reports. */
const editing = {
  ...editingForm,
  ...followingPromotions,
} as const;

const isRememberedMethodOffered = (context: CheckoutContext) =>
  context.paymentMethod === null &&
  context.remembered?.paymentMethod != null &&
  context.offeredMethods.includes(context.remembered.paymentMethod);
const areTermsAccepted = (context: CheckoutContext) =>
  context.termsVersion !== '' && context.remembered?.termsVersion === context.termsVersion;

export const checkoutMachine = setup({
  types: {
    context: {} as CheckoutContext,
    events: {} as CheckoutEvent,
    input: {} as CheckoutInput,
    emitted: {} as CheckoutEmitted,
  },
  actors: checkoutActors,
  guards: {
    /** At the refresh's clock the chosen time is gone: ASAP moved to a later slot, or a chosen slot became too soon. */
    isDeliveryTimeStale: ({ context, event }) => {
      if (event.type !== 'deliveryTime.refresh' || context.schedule.time === null) return false;
      const now = event.now;
      if (context.schedule.isAsap) {
        const asap = asapSchedule(context.store, now);
        return asap !== null && (asap.time !== context.schedule.time || asap.date !== context.schedule.date);
      }
      return isMissedTime({ ...context, now });
    },
    isAddressMissing: ({ context }) => isAddressMissing(context.destination),
    isScheduleDatePast: ({ context }) => isScheduleDatePast(context),
    isOnline: ({ context }) => context.online,
    hasPaymentMethod: ({ context }) => context.paymentMethod !== null,
    isFormValid: ({ context }) => Object.keys(formErrorsOf(context)).length === 0,
    isServeTimeMissing: ({ context }) => !context.schedule.isAsap && context.schedule.time === null,
    hasNoSlotsLeftToday: ({ context }) => hasNoSlotsLeftToday(context),
    isOutOfServiceHours: ({ context }) => isOutOfServiceHours(context),
    isMissedTime: ({ context }) => isMissedTime(context),
    isAsap: ({ context }) => context.schedule.isAsap,
    /** The schedule asks for ASAP while the store does not offer it at the event's clock. */
    isAsapRefused: ({ context, event }) =>
      (event.type === 'schedule.change' || event.type === 'checkout.start') &&
      (event.type === 'schedule.change' ? event.schedule.isAsap : context.schedule.isAsap) &&
      !isAsapAvailable(context.store, event.now),
    /** At the confirm's clock, ASAP is chosen but the store no longer offers it. */
    isAsapWithdrawn: ({ context }) => context.schedule.isAsap && !isAsapAvailable(context.store, clockOf(context)),
    isLoggedIn: ({ context }) => context.session.loggedIn,
    isAnonymousAllowed: ({ context }) => context.session.allowAnonymous,
    /** SPEC §2 Checkout access: a logged-in customer, or a guest with the anonymous allowance. */
    mayCheckOut: ({ context }) => context.session.loggedIn || context.session.allowAnonymous,
    /** The session a `session.change` brings may check out (a login, or the allowance granted). */
    isSessionAllowedToCheckOut: ({ event }) =>
      event.type === 'session.change' && (event.session.loggedIn || event.session.allowAnonymous),
    isTemporaryAddress: ({ context }) =>
      !context.destination.pickUpAtStore && context.destination.isTemporary && !isAddressMissing(context.destination),
    wantsAddressSaved: ({ context }) => context.draft.saveAddress,
    hasPromotions: ({ context }) => context.promotions.some((p) => p.quantity > 0),
    isPromotionValid: (_, params: { output: CheckPromotionsOutput }) => params.output.valid,
    isInvalidOrder: (_, params: { error: unknown }) => hasErrorCode(params.error, 'INVALID_ORDER'),
    isCustomerError: (_, params: { error: unknown }) => hasErrorCode(params.error, 'ERROR_CUSTOMER'),
    /** The device kept a payment method from the member's last order, none is chosen yet and the settings still offer it. */
    isRememberedMethodOffered: ({ context }) => isRememberedMethodOffered(context),
    /** The member accepted the terms at their current version: they stay accepted until the version changes. */
    areTermsAccepted: ({ context }) => areTermsAccepted(context),
  },
  actions: {
    /** A watcher stopped with an error; the app provides it (its logger). */
    logActorFailure: (_, _params: { actor: string; error: unknown }) => undefined,
    /**
     * The order is placed: the device keeps the member's payment method and the terms version accepted, for the
     * next checkout; the app provides it (storage per member). Not for a guest (no member to keep them for).
     */
    rememberChoices: (_, _params: { customerId: number; paymentMethod: PaymentMethod; termsVersion: string }) => undefined,
    /** What the device kept of the member's last order fills the form's untouched choices (the server still checks the switches). */
    recallChoices: enqueueActions(({ context, enqueue }) => {
      if (isRememberedMethodOffered(context)) enqueue.assign({ paymentMethod: context.remembered!.paymentMethod });
      if (areTermsAccepted(context)) enqueue.assign({ draft: { ...context.draft, policyAgreed: true } });
    }),
    /** A login is required: the app provides it (its router: /login/, and back to the checkout after it). */
    redirectToLogin: (_, _params: undefined) => undefined,
    assignClock: assign(({ event }) => ('now' in event ? { now: event.now } : {})),
    assignPaymentMode: assign(({ event }) => (event.type === 'checkout.confirm' ? { paymentMode: event.paymentMode ?? 'redirect' } : {})),
    assignDestination: assign(({ event }) =>
      event.type === 'address.change' ? { destination: event.destination } : {},
    ),
    assignSchedule: assign(({ event }) => (event.type === 'schedule.change' ? { schedule: event.schedule } : {})),
    chooseEarliestSlot: assign(({ context }) => ({ schedule: earliestSchedule(context.store, clockOf(context), context.rules) })),
    markTouched: assign(({ context, event }) =>
      event.type === 'field.blur' && !context.touched.includes(event.field) ? { touched: [...context.touched, event.field] } : {},
    ),
    markSubmitAttempted: assign({ submitAttempted: true }),
    assignPaymentMethod: assign(({ event }) =>
      event.type === 'paymentMethod.select' ? { paymentMethod: event.method } : {},
    ),
    assignDraft: assign(({ context, event }) =>
      event.type === 'draft.edit' ? { draft: { ...context.draft, ...event.patch } } : {},
    ),
    assignTaxCode: assign(({ context, event }) =>
      event.type === 'taxCode.change'
        ? { draft: { ...context.draft, ...taxCodeChange(context.rules.einvoiceType, event.taxCode) } }
        : {},
    ),
    assignCompany: assign(({ context, event }) =>
      event.type === 'company.found'
        ? { draft: { ...context.draft, companyName: event.companyName, companyAddress: event.companyAddress } }
        : {},
    ),
    forwardToTaxCodeLookup: sendTo('taxCodeLookup', ({ event }) =>
      event.type === 'taxCode.change' ? { type: 'taxCode.change' as const, taxCode: event.taxCode } : { type: 'taxCode.lookUp' as const },
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
    assignNetwork: assign(({ event }) => (event.type === 'network.change' ? { online: event.online } : {})),
    fixAsapTime: assign(({ context }) => {
      const asap = context.schedule.isAsap ? asapSchedule(context.store, clockOf(context)) : null;
      return asap ? { schedule: asap } : {};
    }),
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
    assignSubmitError: assign((_, params: { error: unknown }) => {
      const failure = apiFailureOf(params.error);
      const reason = failure.details?.reason;
      return {
        submitError: { code: failure.code ?? 'COMMON_ERROR', field: failure.field ?? null, reason: typeof reason === 'string' ? reason : null },
      };
    }),
    assignSubmitted: assign(({ context }, params: { output: SubmitOrderOutput }) => ({
      orderId: params.output.orderId,
      orderNo: params.output.orderNo,
      submittedAmount: discountsOf(context).totalWithFee,
    })),
    /** The ordering system (the parent) updates the cart with the server's prices (and delivery fee). */
    applyChangedPrices: enqueueActions(({ self, enqueue }, params: { changedItems: ChangedItem[]; deliveryFee: DeliveryFeeChange | null }) => {
      // A checkout on its own (tests, graph traversal) has no ordering system to tell.
      if (self._parent) enqueue.sendParent({ type: 'prices.changed', ...params });
    }),
    refreshDeliveryTime: assign(({ context }) => ({
      schedule: context.schedule.isAsap
        ? (asapSchedule(context.store, clockOf(context)) ?? context.schedule)
        : earliestSchedule(context.store, clockOf(context), context.rules),
      notice: 'deliveryTimeRefreshed' as const,
    })),
    emitCustomerInvalid: emit({ type: 'customer.invalidate' as const }),
    emitSubmitted: emit(({ context }) => ({
      type: 'checkout.submitted' as const,
      orderId: context.orderId as number,
      orderNo: context.orderNo as string,
      paymentMethod: context.paymentMethod as PaymentMethod,
      paymentMode: context.paymentMode,
    })),
  },
}).createMachine({
  id: 'checkout',
  context: ({ input }) => ({
    now: null,
    store: input.store,
    orderId: input.orderId,
    orderNo: input.orderNo,
    submittedAmount: null,
    destination: input.destination,
    schedule: input.schedule,
    session: input.session,
    paymentMethod: input.paymentMethod ?? null,
    paymentMode: 'redirect',
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
    touched: [],
    submitAttempted: false,
    idempotencyKey: input.idempotencyKey ?? '',
    online: input.online ?? true,
    remembered: input.remembered ?? null,
    termsVersion: input.termsVersion ?? '',
    offeredMethods: input.offeredMethods ?? ['cash'],
  }),
  initial: 'idle',
  invoke: {
    id: 'taxCodeLookup',
    src: 'taxCodeLookup',
    input: ({ context }) => ({ taxCode: context.draft.taxCode }),
    // the lookup only fills the company: without it the customer types the company (FORM) or the server looks it up (REF)
    onError: { actions: { type: 'logActorFailure', params: ({ event }) => ({ actor: 'taxCodeLookup', error: event.error }) } },
  },
  on: {
    'session.change': { actions: 'assignSession' },
    'order.change': { actions: 'assignOrder' },
    'network.change': { actions: 'assignNetwork' },
  },
  states: {
    idle: {
      description:
        'Waits for checkout.start, which brings the clock the first checks need. The form mounts only after it (the ordering system sends it as it opens the checkout), so nothing is edited here.',
      on: {
        'checkout.start': [
          // SPEC §2: without a login or the allowance the form is not shown; the app projects this state to /login/.
          { guard: not('mayCheckOut'), target: 'loginRequired', actions: ['assignClock', 'recallChoices', 'spawnPromotions'] },
          {
            guard: 'isAsapRefused',
            target: 'validatingAddress',
            actions: ['assignClock', 'chooseEarliestSlot', 'recallChoices', 'spawnPromotions'],
          },
          { target: 'validatingAddress', actions: ['assignClock', 'recallChoices', 'spawnPromotions'] },
        ],
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
        ...changeSchedule,
      },
    },
    confirming: {
      description:
        'Step 3: the form. checkout.confirm is possible only online, with a payment method and no field errors (formErrorsOf, over domain/checkout-validation). Every minute the delivery time is refreshed (SPEC §9) and the customer told when it changed.',
      exit: 'clearNotice',
      invoke: {
        id: 'watchDeliveryTime',
        src: 'watchDeliveryTime',
        input: { intervalMs: DELIVERY_TIME_REFRESH_MS },
        // the form stays usable without the refresh: the server still refuses a time gone by at confirmation
        onError: { actions: { type: 'logActorFailure', params: ({ event }) => ({ actor: 'watchDeliveryTime', error: event.error }) } },
      },
      on: {
        'deliveryTime.refresh': [
          { guard: 'isDeliveryTimeStale', actions: ['assignClock', 'refreshDeliveryTime'] },
          { actions: 'assignClock' },
        ],
        ...editing,
        'address.change': { target: 'validatingAddress', actions: ['assignClock', 'assignDestination'] },
        ...changeSchedule,
        'checkout.confirm': {
          guard: and(['isOnline', 'hasPaymentMethod', 'isFormValid']),
          target: 'checkingServeTime',
          actions: ['assignClock', 'assignPaymentMode', 'clearMessages', 'fixAsapTime'],
        },
        // Pressing confirm on an incomplete form shows every field error (none shows before the customer acts).
        'checkout.attempt': { guard: and(['hasPaymentMethod', not('isFormValid')]), actions: 'markSubmitAttempted' },
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
        {
          guard: and(['isAsapWithdrawn', not('hasNoSlotsLeftToday')]),
          target: 'confirming',
          actions: ['chooseEarliestSlot', { type: 'setNotice', params: { notice: 'asapUnavailable' } }],
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
        ...changeSchedule,
      },
    },
    outOfServiceHours: {
      description: 'SPEC §8 "Store out of service hours": pick another date.',
      on: {
        ...editing,
        ...changeSchedule,
      },
    },
    missedTime: {
      description:
        'The missed-delivery-time modal: the time is sooner than now + prepare time - 10 minutes. It covers the form, so no edit reaches it: its one button asks for another time (schedule.change), and the promotions child may still report.',
      on: {
        ...followingPromotions,
        ...changeSchedule,
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
      description:
        'SPEC §2 "Requires login or anonymous allowance, else /login/": at opening, or at step 5 when the session ended meanwhile. Entering it sends the customer to /login/ (back to /checkout after it); the draft is kept. A session that may check out brings back the form (step 1), whose confirm runs the steps again.',
      entry: 'redirectToLogin',
      on: {
        'session.change': { guard: 'isSessionAllowedToCheckOut', target: 'validatingAddress', actions: 'assignSession' },
        // The ordering system keeps the facts current meanwhile; step 1 checks them when the form comes back.
        'address.change': { actions: ['assignClock', 'assignDestination'] },
      },
    },
    checkingAddressSave: {
      description:
        'Step 6: a logged-in customer delivering to an address not yet saved answered "save to my addresses" in the form (asked once, not again after confirming).',
      always: [{ guard: and(['isTemporaryAddress', 'wantsAddressSaved']), target: 'savingAddress' }, { target: 'paying' }],
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
              idempotencyKey: context.idempotencyKey,
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
          entry: [
            'emitSubmitted',
            enqueueActions(({ context, check, enqueue }) => {
              if (!check('isLoggedIn') || context.session.customerId == null) return;
              enqueue({
                type: 'rememberChoices',
                params: {
                  customerId: context.session.customerId,
                  paymentMethod: context.paymentMethod as PaymentMethod,
                  termsVersion: context.termsVersion,
                },
              });
            }),
          ],
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
