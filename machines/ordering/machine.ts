import { assign, enqueueActions, setup, stopChild, type ActorRefFrom } from 'xstate';
import { partitionUnavailable } from '../../domain/menu-availability';
import { paymentStatusAtPlacing } from '../../domain/order-status';
import { orderingActors } from './actors';
import {
  destinationFacts,
  destinationOf,
  isMeasuredFrom,
  noSession,
  orderFacts,
  selectedAddressOf,
  sessionFacts,
  submittedOrderOf,
  withChangedPrices,
} from './rules';
import type {
  CartSnapshot,
  CheckoutLogic,
  CheckoutSnapshot,
  ChosenStoreKept,
  ContinuedOrder,
  FulfilmentSnapshot,
  KeptCheckoutDraft,
  Language,
  OrderingContext,
  OrderingEvent,
  OrderingInput,
  PaymentLogic,
  RepeatedOrder,
  ResumedOrder,
  SentCheckoutFacts,
  StoreFacts,
} from './types';

export * from './types';

const sameCodes = (a: readonly string[] | null, b: readonly string[]) =>
  a !== null && a.length === b.length && a.every((c, i) => c === b[i]);
const storeFactsOf = (snapshot: FulfilmentSnapshot): StoreFacts => ({
  tax: snapshot.context.store?.tax ?? null,
  deliveryFee: snapshot.context.deliveryFee,
});
const menuCodesOf = (snapshot: CartSnapshot) => [...new Set(snapshot.context.lines.map((l) => l.menucd))];
const languageOf = (language: string | undefined): Language =>
  language === 'vi' || language === 'en' ? language : 'ja';

/** Stores the continued order as the actions before it left it (with the cart, which is stored on each change). */
const persistContinued = {
  type: 'persistContinuedOrder',
  params: ({ context }: { context: OrderingContext }) => ({ order: context.continuedOrder }),
} as const;

/**
 * What a reload keeps of fulfilment: its snapshot while a store is chosen and nothing runs (storeChosen.ready),
 * nothing once the address starts over; other states leave what is kept as it is.
 */
const chosenStoreToKeep = (snapshot: FulfilmentSnapshot): ChosenStoreKept =>
  snapshot.matches({ storeChosen: 'ready' }) ? { snapshot } : snapshot.matches('address') ? 'forget' : 'unchanged';
const keepChosenStore = {
  type: 'keepChosenStore',
  params: ({ event }: { event: { snapshot: FulfilmentSnapshot } }) => ({ kept: chosenStoreToKeep(event.snapshot) }),
} as const;

/**
 * The checkout's draft, serve time and recipient as a reload keeps them. None before it starts or while a login is
 * required: there is no form, so the tab keeps what it stored, and the name and phone come with the login.
 */
const checkoutDraftToKeep = (snapshot: CheckoutSnapshot): KeptCheckoutDraft | null => {
  if (snapshot.matches('idle') || snapshot.matches('loginRequired')) return null;
  const { draft, schedule, destination } = snapshot.context;
  return { draft, schedule, customerAddressId: destination.customerAddressId ?? null };
};

/** The checkout's facts (destination, order, session) as the system knows them now. */
function checkoutFactsOf(context: OrderingContext, addressManage: boolean) {
  const fulfilment = context.fulfilment.getSnapshot();
  return {
    destination: destinationFacts(fulfilment, context.session, addressManage),
    order: orderFacts(fulfilment, context.cart.getSnapshot(), context.language),
    session: sessionFacts(context.session),
  };
}
const keysOf = (facts: ReturnType<typeof checkoutFactsOf>): SentCheckoutFacts => ({
  destination: JSON.stringify(facts.destination),
  order: JSON.stringify(facts.order),
  session: JSON.stringify(facts.session),
});

/**
 * The ordering system: spawns fulfilment and cart, and the checkout while its screen is open, and
 * carries what each must know of the others (store tax and fee to the cart, the cart's dishes to
 * fulfilment, unavailable dishes back to the cart, store, cart, session and recipient to the
 * checkout, accepted prices back to the cart), so no view forwards events between them.
 */
export const orderingMachine = setup({
  types: {
    context: {} as OrderingContext,
    events: {} as OrderingEvent,
    input: {} as OrderingInput,
  },
  actors: orderingActors,
  guards: {
    isCartOpenPending: ({ context, event }) =>
      context.cartOpenPending && event.type === 'xstate.snapshot.cart' && !event.snapshot.hasTag('loading'),
    /** A reorder with dishes to order but no place to measure from (a store gone, an order kept without its place). */
    isRepeatWithoutPlace: (_, params: { order: RepeatedOrder }) =>
      params.order.dishes.length > 0 && !params.order.pickupAt && !params.order.deliverTo,
    hasNewUnavailableCodes: ({ context }) => {
      const codes = context.fulfilment.getSnapshot().context.unavailableCodes;
      return codes.length > 0 && codes !== context.unavailableCodes;
    },
  },
  actions: {
    forwardStoreFacts: enqueueActions(({ context, enqueue }) => {
      const facts = storeFactsOf(context.fulfilment.getSnapshot());
      if (
        context.storeFacts &&
        context.storeFacts.tax === facts.tax &&
        context.storeFacts.deliveryFee === facts.deliveryFee
      )
        return;
      enqueue.assign({ storeFacts: facts });
      enqueue.sendTo(context.cart, { type: 'store.set', tax: facts.tax, deliveryFee: facts.deliveryFee });
    }),
    forwardMenuCodes: enqueueActions(({ context, enqueue }) => {
      const codes = menuCodesOf(context.cart.getSnapshot());
      if (sameCodes(context.menuCodes, codes)) return;
      enqueue.assign({ menuCodes: codes });
      enqueue.sendTo(context.fulfilment, { type: 'cart.sync', menuCodes: codes });
    }),
    takeUnavailableCodes: assign(({ context }) => {
      const codes = context.fulfilment.getSnapshot().context.unavailableCodes;
      return { unavailableCodes: codes, pendingCodes: codes };
    }),
    updateCart: enqueueActions(({ context, enqueue }, params: { soldOutCodes: string[] }) => {
      const { soldOut, missing } = partitionUnavailable(context.pendingCodes, params.soldOutCodes);
      const names = context.cart
        .getSnapshot()
        .context.lines.filter((l) => missing.includes(l.menucd))
        .map((l) => l.menunm);
      if (soldOut.length > 0) enqueue.sendTo(context.cart, { type: 'cart.markUnavailable', codes: soldOut });
      if (missing.length > 0) enqueue.sendTo(context.cart, { type: 'cart.removeUnavailable', codes: missing });
      if (names.length > 0) enqueue.assign({ removedDishes: [...new Set(names)] });
      enqueue.assign({ pendingCodes: [] });
    }),
    openCart: enqueueActions(({ context, enqueue }) => {
      const cart = context.cart.getSnapshot();
      if (cart.hasTag('loading')) {
        enqueue.assign({ cartOpenPending: true });
        return;
      }
      const codes = menuCodesOf(cart);
      enqueue.assign({ menuCodes: codes, cartOpenPending: false });
      enqueue.sendTo(context.fulfilment, { type: 'cart.open', menuCodes: codes });
    }),
    changeLanguage: enqueueActions(({ context, event, enqueue }) => {
      if (event.type !== 'language.change') return;
      enqueue.assign({ language: languageOf(event.language) });
      enqueue.sendTo(context.fulfilment, event);
    }),
    /** A language change names the cart's dishes as the menu of the new language does (the lines keep their codes). */
    renameCartLines: enqueueActions(({ context, event, enqueue }) => {
      if (event.type !== 'language.change') return;
      const store = context.fulfilment.getSnapshot().context.store;
      const codes = menuCodesOf(context.cart.getSnapshot());
      if (!store || codes.length === 0) return;
      enqueue.stopChild('loadDishNames');
      enqueue.spawnChild('loadDishNames', {
        id: 'loadDishNames',
        input: { codes, store: { brand_id: store.brand_id, code: store.code }, language: languageOf(event.language) },
      });
    }),
    forwardDishNames: enqueueActions(({ context, event, enqueue }) => {
      if (event.type === 'xstate.done.actor.loadDishNames')
        enqueue.sendTo(context.cart, { type: 'cart.rename', names: event.output });
    }),
    dismissNotice: enqueueActions(({ context, enqueue }) => {
      enqueue.assign({ removedDishes: [], resumeFailed: false });
      enqueue.sendTo(context.fulfilment, { type: 'notice.dismiss' });
    }),
    /** One load at a time: a new search replaces the one under way. */
    startResume: enqueueActions(({ context, event, enqueue }) => {
      if (event.type !== 'order.resume') return;
      enqueue(stopChild('resumeOrder'));
      enqueue.assign({ resumeFailed: false });
      enqueue.spawnChild('resumeOrder', {
        id: 'resumeOrder',
        input: { orderNo: event.orderNo, language: context.language },
      });
    }),
    /**
     * The resumed order's dishes replace the cart's and the checkout will confirm that order under its
     * number; the dishes its store sells no more are named in the notice. With none left to put back,
     * the cart holds nothing of it and the next dishes begin a new order.
     */
    takeResumedOrder: enqueueActions(({ context, enqueue }, params: { order: ResumedOrder }) => {
      enqueue.sendTo(context.cart, { type: 'cart.reset' });
      for (const dish of params.order.dishes) enqueue.sendTo(context.cart, { type: 'cart.add', ...dish });
      // the dishes were put back, not chosen now: no add-to-cart feedback
      enqueue.sendTo(context.cart, { type: 'addedNotice.dismiss' });
      // home starts over (no store chosen): a pickup order is picked up at its store again
      if (params.order.pickupAt) {
        enqueue.sendTo(context.fulfilment, { type: 'destination.set', place: params.order.pickupAt });
        enqueue.sendTo(context.fulfilment, { type: 'deliveryType.select', deliveryType: 'typePickup' });
      } else if (params.order.deliverTo) {
        // a delivery order goes to its address again: fulfilment measures the stores from it, as if chosen on home
        enqueue.sendTo(context.fulfilment, { type: 'destination.set', place: params.order.deliverTo });
        enqueue.sendTo(context.fulfilment, { type: 'deliveryType.select', deliveryType: 'typeDelivery' });
      }
      const continued = params.order.dishes.length > 0 ? params.order.order : null;
      enqueue.assign({
        removedDishes: params.order.unavailable,
        continuedOrder: continued,
        continuedOrderInCart: false,
      });
    }),
    /**
     * Keeps fulfilment's snapshot for a reload while a store is chosen and nothing runs, and forgets it when the
     * address starts over (`kept`); the app provides it (storage).
     */
    keepChosenStore: (_, _params: { kept: ChosenStoreKept }) => undefined,
    /** Keeps the open checkout's draft, serve time and recipient for a reload of the tab; the app provides it (tab storage). */
    keepCheckoutDraft: (_, _params: { kept: KeptCheckoutDraft | null }) => undefined,
    /** Keeps the continued order for a reload, beside the stored cart; the app provides it (storage). */
    persistContinuedOrder: (_, _params: { order: ContinuedOrder | null }) => undefined,
    /** A watcher stopped with an error; the app provides it (its logger). The workflow goes on without that watcher's reports. */
    logActorFailure: (_, _params: { actor: string; error: unknown }) => undefined,
    /**
     * Without the network watcher the device's network is unknown: the system takes it as online, so the
     * checkout stays possible (a request made offline fails and says so).
     */
    assumeOnline: enqueueActions(({ context, enqueue }) => {
      if (context.online) return;
      enqueue.assign({ online: true });
      if (context.checkout) enqueue.sendTo(context.checkout, { type: 'network.change', online: true });
    }),
    /** An emptied cart holds nothing of the continued order: it is let go, and the next dishes begin a new order. */
    followContinuedOrder: enqueueActions(({ context, event, enqueue }) => {
      if (event.type !== 'xstate.snapshot.cart' || !context.continuedOrder || event.snapshot.hasTag('loading')) return;
      // an unavailable (sold-out) line is still the order's dish: only a cart without lines lets it go
      const empty = event.snapshot.context.lines.length === 0;
      if (!context.continuedOrderInCart && !empty) enqueue.assign({ continuedOrderInCart: true });
      else if (context.continuedOrderInCart && empty)
        enqueue.assign({ continuedOrder: null, continuedOrderInCart: false });
    }),
    flagResumeFailed: assign({ resumeFailed: true }),
    flagRepeatFailed: assign({ repeatFailed: true }),
    /**
     * A past order ordered again: its dishes join the cart as a new order (not the past one's number), the ones the
     * server no longer offers are named in the notice, and fulfilment measures from where the order went and opens
     * the checkout once its store is chosen; with no place to measure from, the cart opens (the customer chooses one).
     */
    takeRepeatedOrder: enqueueActions(({ context, enqueue }, params: { order: RepeatedOrder }) => {
      for (const dish of params.order.dishes) enqueue.sendTo(context.cart, { type: 'cart.add', ...dish });
      enqueue.sendTo(context.cart, { type: 'addedNotice.dismiss' });
      enqueue.assign({ removedDishes: params.order.unavailable, repeatFailed: false });
      const place = params.order.pickupAt ?? params.order.deliverTo;
      if (params.order.dishes.length === 0 || !place) return;
      enqueue.sendTo(context.fulfilment, { type: 'destination.set', place, onward: 'checkout' });
      enqueue.sendTo(context.fulfilment, {
        type: 'deliveryType.select',
        deliveryType: params.order.pickupAt ? 'typePickup' : 'typeDelivery',
      });
    }),
    /** A reorder without a place to measure from opens the cart; the app provides it (its router). */
    openCartScreen: (_, _params: undefined) => undefined,
    assignSession: assign(({ event }) => (event.type === 'session.change' ? { session: event.session } : {})),
    changeNetwork: enqueueActions(({ context, event, enqueue }) => {
      if (event.type !== 'network.change' || event.online === context.online) return;
      enqueue.assign({ online: event.online });
      if (context.checkout) enqueue.sendTo(context.checkout, event);
    }),
    openCheckout: enqueueActions(({ context, event, enqueue }) => {
      if (event.type !== 'checkout.open') return;
      if (context.checkout) enqueue.stopChild(context.checkout);
      if (context.payment) enqueue.stopChild(context.payment);
      const { keptAddressId, ...opening } = event.checkout;
      // A reload keeps the recipient chosen before it (the session preselects the default one).
      let session = context.session;
      if (
        keptAddressId != null &&
        keptAddressId !== session.selectedAddressId &&
        session.addresses.some((a) => a.id === keptAddressId)
      ) {
        session = { ...session, selectedAddressId: keptAddressId };
        if (context.sessionActor) enqueue.sendTo(context.sessionActor, { type: 'address.select', id: keptAddressId });
      } else if (keptAddressId == null && opening.rules?.addressManage && session.loggedIn) {
        // The address confirmed on home is the recipient, not the preselected default one:
        // the saved address at that place if there is one, else none (the home address itself).
        const home = context.fulfilment.getSnapshot().context.place;
        const atHome = home
          ? (session.addresses.find((a) => isMeasuredFrom(a, home))?.id ?? null)
          : session.selectedAddressId;
        if (atHome !== session.selectedAddressId) {
          session = { ...session, selectedAddressId: atHome };
          if (context.sessionActor) enqueue.sendTo(context.sessionActor, { type: 'address.select', id: atHome });
        }
      }
      const facts = checkoutFactsOf({ ...context, session }, opening.rules?.addressManage ?? false);
      enqueue.assign(({ spawn }) => {
        // The logic arrives with the event, not from setup, so spawn's typing cannot name it.
        const spawnLogic = spawn as unknown as (logic: CheckoutLogic, options: object) => ActorRefFrom<CheckoutLogic>;
        const continued = context.continuedOrder
          ? { orderId: context.continuedOrder.id, orderNo: context.continuedOrder.orderNo }
          : {};
        const input = { ...opening, ...continued, ...facts, online: context.online };
        const checkout = spawnLogic(event.logic, { id: 'checkout', systemId: 'checkout', syncSnapshot: true, input });
        return {
          session,
          sentToCheckout: keysOf(facts),
          checkout,
          customerInvalidated: false,
          payment: null,
          paymentOpening: event.payment,
        };
      });
      enqueue.sendTo(({ context: opened }) => opened.checkout!, { type: 'checkout.start', now: event.now });
    }),
    closeCheckout: enqueueActions(({ context, enqueue }) => {
      if (context.checkout) enqueue.stopChild(context.checkout);
      if (context.payment) enqueue.stopChild(context.payment);
      enqueue.assign({ checkout: null, sentToCheckout: null, payment: null, paymentOpening: null });
    }),
    /**
     * The checkout submitted its order (step 7): the payment is spawned with the order as the checkout priced it, the
     * store, the customer and the language, and starts the way the customer chose (the QR modal, else pay or send).
     */
    startPayment: enqueueActions(({ context, event, enqueue }) => {
      if (event.type !== 'xstate.snapshot.checkout' || context.payment || !context.paymentOpening) return;
      const submitted = submittedOrderOf(event.snapshot);
      if (!submitted) return;
      const { store } = event.snapshot.context;
      const customerId = context.session.customerId;
      const input = {
        order: {
          id: submitted.orderId,
          orderNo: submitted.orderNo,
          amount: submitted.amount,
          storeName: store.name,
          storeCode: store.code,
          servsTime: null,
          cusId: customerId,
          prepareTime: store.prepare_time ?? null,
          status: 'orderSent' as const,
          paymentStatus: paymentStatusAtPlacing(submitted.paymentMethod),
        },
        paymentMethod: submitted.paymentMethod,
        language: context.language,
        qrWindowMinutes: context.paymentOpening.qrWindowMinutes,
        viewerId: customerId,
      };
      const logic = context.paymentOpening.logic;
      enqueue.assign(({ spawn }) => {
        // The logic arrives with checkout.open, not from setup, so spawn's typing cannot name it.
        const spawnLogic = spawn as unknown as (logic: PaymentLogic, options: object) => ActorRefFrom<PaymentLogic>;
        return { payment: spawnLogic(logic, { id: 'payment', systemId: 'payment', input }) };
      });
      enqueue.sendTo(
        ({ context: started }) => started.payment!,
        submitted.paymentMode === 'qr' ? { type: 'qr.open' } : { type: 'payment.start' },
      );
    }),
    /** The order is placed: the cart empties (and lets a continued order go) and the checkout kept for this tab is forgotten. */
    emptyCart: enqueueActions(({ context, enqueue }) => {
      enqueue.sendTo(context.cart, { type: 'cart.reset' });
    }),
    /** The order is placed: the checkout's entry and draft kept for this tab are forgotten; the app provides it (tab storage). */
    forgetCheckout: (_, _params: undefined) => undefined,
    /** Tells the open checkout what changed of its destination, order and session. */
    forwardCheckoutFacts: enqueueActions(({ context, enqueue }) => {
      const checkout = context.checkout;
      const sent = context.sentToCheckout;
      if (!checkout || !sent) return;
      const facts = checkoutFactsOf(context, checkout.getSnapshot().context.rules.addressManage);
      const keys = keysOf(facts);
      if (keys.session !== sent.session) enqueue.sendTo(checkout, { type: 'session.change', session: facts.session });
      if (facts.order && keys.order !== sent.order)
        enqueue.sendTo(checkout, { type: 'order.change', order: facts.order });
      if (keys.destination !== sent.destination)
        enqueue.sendTo(checkout, { type: 'address.change', destination: facts.destination });
      enqueue.assign({ sentToCheckout: { ...keys, order: facts.order ? keys.order : sent.order } });
    }),
    /**
     * SPEC §4: at checkout with address management, choosing a recipient (or the session's
     * preselected default) makes it the fulfilment destination, whose nearest store serves the order.
     */
    followRecipient: enqueueActions(({ context, enqueue }) => {
      const checkout = context.checkout?.getSnapshot();
      if (!checkout || !checkout.context.rules.addressManage || !context.session.loggedIn) return;
      const fulfilment = context.fulfilment.getSnapshot();
      const recipient = selectedAddressOf(context.session);
      if (
        !recipient ||
        fulfilment.context.deliveryType === 'typePickup' ||
        isMeasuredFrom(recipient, fulfilment.context.place)
      )
        return;
      enqueue.sendTo(context.fulfilment, { type: 'destination.set', place: destinationOf(recipient) });
    }),
    /** ERROR_CUSTOMER at confirmation (insufficient order): the session logs out. */
    invalidateCustomer: enqueueActions(({ context, event, enqueue }) => {
      if (
        event.type !== 'xstate.snapshot.checkout' ||
        context.customerInvalidated ||
        !event.snapshot.matches('insufficientOrder')
      )
        return;
      enqueue.assign({ customerInvalidated: true });
      if (context.sessionActor) enqueue.sendTo(context.sessionActor, { type: 'customer.invalidate' });
    }),
    acceptPrices: enqueueActions(({ context, event, enqueue }) => {
      if (event.type !== 'prices.changed') return;
      const cart = context.cart.getSnapshot().context;
      enqueue.sendTo(context.cart, {
        type: 'cart.restore',
        cart: { lines: withChangedPrices(cart.lines, event.changedItems) },
      });
      if (event.deliveryFee)
        enqueue.sendTo(context.cart, { type: 'store.set', tax: cart.storeTax, deliveryFee: event.deliveryFee.new });
    }),
  },
}).createMachine({
  id: 'ordering',
  context: ({ input, spawn }) => {
    const fulfilment = spawn('fulfilment', {
      id: 'fulfilment',
      systemId: 'fulfilment',
      input: input.fulfilment,
      syncSnapshot: true,
    });
    // the cart starts with the restored store's facts and the kept cart: starting the system changes neither
    const storeFacts = storeFactsOf(fulfilment.getSnapshot());
    return {
      fulfilment,
      cart: spawn('cart', {
        id: 'cart',
        systemId: 'cart',
        syncSnapshot: true,
        input: { stored: input.storedCart, store: storeFacts },
      }),
      checkout: null,
      payment: null,
      paymentOpening: null,
      sessionActor: input.session ?? null,
      session: noSession,
      language: languageOf(input.fulfilment.language),
      storeFacts,
      menuCodes: null,
      unavailableCodes: [],
      pendingCodes: [],
      removedDishes: [],
      cartOpenPending: false,
      customerInvalidated: false,
      sentToCheckout: null,
      online: input.online ?? true,
      resumeFailed: false,
      continuedOrder: input.continuedOrder ?? null,
      // after a reload the stored cart holds its dishes: once read, an empty one lets it go
      continuedOrderInCart: input.continuedOrder != null,
      repeatFailed: false,
    };
  },
  entry: ['forwardStoreFacts', 'forwardMenuCodes'],
  invoke: [
    {
      id: 'watchSession',
      src: 'watchSession',
      input: ({ context }) => ({ session: context.sessionActor }),
      // the session last reported stays: the checkout goes on with it
      onError: {
        actions: { type: 'logActorFailure', params: ({ event }) => ({ actor: 'watchSession', error: event.error }) },
      },
    },
    {
      id: 'watchNetwork',
      src: 'watchNetwork',
      onError: {
        actions: [
          { type: 'logActorFailure', params: ({ event }) => ({ actor: 'watchNetwork', error: event.error }) },
          'assumeOnline',
        ],
      },
    },
  ],
  on: {
    'xstate.snapshot.cart': [
      {
        guard: 'isCartOpenPending',
        actions: ['forwardMenuCodes', 'forwardCheckoutFacts', 'followContinuedOrder', persistContinued, 'openCart'],
      },
      { actions: ['forwardMenuCodes', 'forwardCheckoutFacts', 'followContinuedOrder', persistContinued] },
    ],
    'language.change': { actions: ['changeLanguage', 'renameCartLines', 'forwardCheckoutFacts'] },
    'xstate.done.actor.loadDishNames': { actions: 'forwardDishNames' },
    // the lines keep the names they had
    'xstate.error.actor.loadDishNames': {
      actions: { type: 'logActorFailure', params: ({ event }) => ({ actor: 'loadDishNames', error: event.error }) },
    },
    'notice.dismiss': { actions: 'dismissNotice' },
    'order.resume': { actions: 'startResume' },
    'xstate.done.actor.resumeOrder': {
      actions: [{ type: 'takeResumedOrder', params: ({ event }) => ({ order: event.output }) }, persistContinued],
    },
    'xstate.error.actor.resumeOrder': { actions: 'flagResumeFailed' },
    'cart.open': { actions: 'openCart' },
    'session.change': { actions: ['assignSession', 'forwardCheckoutFacts', 'followRecipient'] },
    'checkout.open': { actions: ['openCheckout', 'followRecipient'] },
    'checkout.close': { actions: 'closeCheckout' },
    'network.change': { actions: 'changeNetwork' },
    'prices.changed': { actions: 'acceptPrices' },
    'xstate.snapshot.checkout': {
      actions: [
        'invalidateCustomer',
        { type: 'keepCheckoutDraft', params: ({ event }) => ({ kept: checkoutDraftToKeep(event.snapshot) }) },
        'startPayment',
      ],
    },
    'payment.settled': { actions: ['emptyCart', 'forgetCheckout'] },
  },
  initial: 'watching',
  states: {
    watching: {
      description: 'Carries store facts to the cart; a new menu check with unavailable dishes sorts them out.',
      on: {
        'order.repeat': 'repeating',
        'xstate.snapshot.fulfilment': [
          {
            guard: 'hasNewUnavailableCodes',
            target: 'checkingAvailability',
            actions: [
              'forwardStoreFacts',
              'takeUnavailableCodes',
              'forwardCheckoutFacts',
              'followRecipient',
              keepChosenStore,
            ],
          },
          { actions: ['forwardStoreFacts', 'forwardCheckoutFacts', 'followRecipient', keepChosenStore] },
        ],
      },
    },
    repeating: {
      tags: ['loading'],
      description:
        'Reorder: the past order is read and the server says which dishes can be ordered again; then its dishes join the cart and fulfilment opens the checkout for its place.',
      invoke: {
        id: 'repeatOrder',
        src: 'repeatOrder',
        input: ({ context, event }) =>
          event.type === 'order.repeat'
            ? { orderId: event.orderId, orderNo: event.orderNo, language: context.language }
            : { orderId: 0, orderNo: '', language: context.language },
        onDone: [
          {
            guard: { type: 'isRepeatWithoutPlace', params: ({ event }) => ({ order: event.output }) },
            target: 'watching',
            actions: [{ type: 'takeRepeatedOrder', params: ({ event }) => ({ order: event.output }) }, 'openCartScreen'],
          },
          { target: 'watching', actions: { type: 'takeRepeatedOrder', params: ({ event }) => ({ order: event.output }) } },
        ],
        onError: { target: 'watching', actions: 'flagRepeatFailed' },
      },
      on: {
        'xstate.snapshot.fulfilment': {
          actions: ['forwardStoreFacts', 'forwardCheckoutFacts', 'followRecipient', keepChosenStore],
        },
      },
    },
    checkingAvailability: {
      description:
        'Menu availability: the store menu tells sold-out dishes (lines kept, inactive) from dishes it lacks (lines removed, with a notice).',
      invoke: {
        id: 'loadSoldOutCodes',
        src: 'loadSoldOutCodes',
        input: ({ context }) => {
          const store = context.fulfilment.getSnapshot().context.store;
          return { storeCode: store?.code ?? '', brandCode: store?.brand_code ?? '' };
        },
        onDone: {
          target: 'watching',
          actions: { type: 'updateCart', params: ({ event }) => ({ soldOutCodes: event.output }) },
        },
        // Without the store menu every unavailable dish counts as missing (as check-menu-exist says).
        onError: { target: 'watching', actions: { type: 'updateCart', params: { soldOutCodes: [] } } },
      },
      on: {
        // the dishes in the cart now are sorted out again when the reorder's store checks its menu
        'order.repeat': 'repeating',
        'xstate.snapshot.fulfilment': [
          {
            guard: 'hasNewUnavailableCodes',
            target: 'checkingAvailability',
            reenter: true,
            actions: [
              'forwardStoreFacts',
              'takeUnavailableCodes',
              'forwardCheckoutFacts',
              'followRecipient',
              keepChosenStore,
            ],
          },
          { actions: ['forwardStoreFacts', 'forwardCheckoutFacts', 'followRecipient', keepChosenStore] },
        ],
      },
    },
  },
});
