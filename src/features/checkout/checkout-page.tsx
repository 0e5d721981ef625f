import { Trans, useLingui } from '@lingui/react/macro';
import { useDeferredValue, useEffect, useMemo, useState } from 'react';
import { Link, Redirect } from 'wouter';
import { withoutClosedDays } from '../../../domain/store-calendar';
import { selectableDates, slotsForDay, startingOrderDate } from '../../../domain/time-slots';
import type { CheckoutOpening } from '../../../machines/ordering/machine';
import { paymentActorSelector } from '../../../machines/ordering/selectors';
import type { Store } from '../../../machines/fulfilment/machine';
import { isCartEmptySelector, isCartLoadingSelector } from '../../../machines/cart/selectors';
import { chosenStoreSelector } from '../../../machines/fulfilment/selectors';
import {
  customerSelector,
  guestContactSelector,
  isLoadingAddressesSelector,
  isLoadingSelector as isSessionLoadingSelector,
  userSelector,
} from '../../../machines/session/selectors';
import * as ui from '../../components/ui/ui.css';
import { paths } from '../../config/paths';
import { isCheckoutEntryAllowed } from '../../lib/checkout-entry';
import { useAsServerDrew } from '../../lib/first-screen';
import { clock } from '../../lib/clock';
import { useDocumentTitle } from '../../lib/use-document-title';
import { CartContext, FulfilmentContext, OrderingContext } from '../../app/ordering/context';
import { CheckingPayment } from '../../app/payment/components/checking-payment';
import { readPendingPayment, type PendingPayment } from '../../lib/pending-payment';
import { PaymentContext, PendingPaymentProvider } from '../../app/payment/provider';
import { SessionContext } from '../../app/session/context';
import { useSettings } from '../../app/settings/provider';
import { CheckoutForm } from './components/checkout-form';
import { CheckoutSkeleton } from './components/checkout-skeleton';
import { PaymentStep } from './components/payment-step';
import { readDraft } from '../../app/ordering/checkout-draft';
import { readCheckoutChoices } from '../../app/ordering/checkout-choices';
import { PAYMENT_METHODS } from '../../../domain/checkout-validation';
import { TERMS_VERSION } from '../../../domain/terms';
import { checkoutStoreOf } from './order-info';
import { CheckoutProvider } from './provider';
import * as styles from './checkout.css';

function CheckingPaymentScreen({ pending }: { pending: PendingPayment }) {
  return (
    <PendingPaymentProvider pending={pending}>
      <CheckingPayment />
    </PendingPaymentProvider>
  );
}

const newKey = () => (typeof crypto !== 'undefined' && 'randomUUID' in crypto ? crypto.randomUUID() : `${Date.now()}-${Math.random()}`);

/** The checkout once the cart, store and session are known; `store` serves the order. */
function Checkout({ store }: { store: Store }) {
  const settings = useSettings();
  const session = SessionContext.useActorRef();
  const checkoutStore = useMemo(() => checkoutStoreOf(store), [store]);
  const futureDelivery = settings.useFutureDeliveryInXDays > 1;

  // What the screen gives the checkout, read once at the clock of opening; the ordering system
  // adds the destination, the order and the session, and later changes are events.
  const [opening] = useState<CheckoutOpening>(() => {
    const now = clock.instant();
    const stored = readDraft();
    // the store's slots are read only for a checkout without a kept schedule (the opening's own work)
    const firstSchedule = () => {
      const today = selectableDates(now, 1)[0]!;
      const asap = slotsForDay(today, checkoutStore, now, checkoutStore.prepare_time).length > 0;
      if (asap || !futureDelivery) return { date: futureDelivery ? today : null, time: null, isAsap: asap };
      // after today's last order: the first date with times (the date list the form offers), its times shown at once
      const dates = withoutClosedDays(selectableDates(now, settings.useFutureDeliveryInXDays), store.calendar ?? []);
      const date = startingOrderDate(dates, checkoutStore, now, checkoutStore.prepare_time, settings.nextDeliveryTimeInterval);
      return { date: date ?? today, time: null, isAsap: false };
    };
    const sessionSnapshot = session.getSnapshot();
    const customer = customerSelector(sessionSnapshot);
    const user = userSelector(sessionSnapshot);
    const guest = guestContactSelector(sessionSnapshot);
    return {
      store: checkoutStore,
      orderId: null,
      orderNo: null,
      schedule: stored?.schedule ?? firstSchedule(),
      rules: {
        addressManage: settings.useFeatureAddressManage,
        takeaway: settings.useFeatureTakeaway,
        futureDelivery,
        einvoiceType: settings.useEinvoiceType,
        nextDeliveryInterval: settings.nextDeliveryTimeInterval,
      },
      usePromotions: settings.useCrmPromotion,
      draft: {
        name: customer?.full_name ?? user?.full_name ?? guest?.name ?? '',
        phone: customer?.phone ?? user?.user_name ?? guest?.phone ?? '',
        email: customer?.email ?? '',
        ...stored?.draft,
      },
      keptAddressId: stored?.customerAddressId ?? null,
      idempotencyKey: newKey(),
      // a returning member finds the last order's payment method chosen and the terms accepted (while unchanged)
      remembered: readCheckoutChoices(customer?.id ?? null),
      termsVersion: TERMS_VERSION,
      offeredMethods: [...PAYMENT_METHODS].filter((m) => m === 'cash' || (m === 'momo' ? settings.useMomo : settings.usePayoo)),
    };
  });
  return (
    <CheckoutProvider opening={opening}>
      <CheckoutForm checkoutStore={checkoutStore} futureDelivery={futureDelivery} />
      <PaymentAfterCheckout />
    </CheckoutProvider>
  );
}

/** Step 7: the payment the ordering system spawned for the submitted order (the checkout priced its amount). */
function PaymentAfterCheckout() {
  const payment = OrderingContext.useSelector(paymentActorSelector);
  if (!payment) return null;
  return (
    <PaymentContext.Provider value={payment}>
      <PaymentStep />
    </PaymentContext.Provider>
  );
}

/**
 * /checkout (SPEC §2): an unpaid order shows "checking payment"; otherwise the checkout opens
 * only from the menu, the cart, the profile or a payment result (else /main-menu/). Whether the
 * session may check out (else /login/) is the checkout machine's `loginRequired`, at opening and at step 5.
 */
export default function CheckoutPage() {
  const { t } = useLingui();
  useDocumentTitle(t`Checkout`);
  // what this tab keeps, read once; as the server knew it (a cookie says the checkout was opened, none a payment)
  // while the page hydrates what it drew
  const [keptPayment] = useState(readPendingPayment);
  const [keptEntry] = useState(isCheckoutEntryAllowed);
  const pending = useAsServerDrew(() => keptPayment, () => null);
  const entryAllowed = useAsServerDrew(() => keptEntry, (screen) => screen.checkoutEntry);
  const sessionLoading = SessionContext.useSelector(isSessionLoadingSelector);
  const addressesLoading = SessionContext.useSelector(isLoadingAddressesSelector);
  const cartLoading = CartContext.useSelector(isCartLoadingSelector);
  const cartEmpty = CartContext.useSelector(isCartEmptySelector);
  const store = FulfilmentContext.useSelector(chosenStoreSelector);
  // A recipient change looks its nearest store up again: the checkout stays open meanwhile (and
  // when the address is out of range) and starts afresh, from the draft, at a new store.
  const [servingStore, setServingStore] = useState(store);
  if (store && store !== servingStore) setServingStore(store);
  // Only the first load of the addresses holds the page; a reload (a new address) keeps the form.
  const [addressesReady, setAddressesReady] = useState(!addressesLoading);
  useEffect(() => {
    if (!addressesLoading) setAddressesReady(true);
  }, [addressesLoading]);

  // Login or the anonymous allowance is the checkout machine's to decide (loginRequired, which the form projects to /login/).
  const redirect = pending || entryAllowed ? null : paths.mainMenu;

  const loaded = !redirect && !sessionLoading && !cartLoading && !(addressesLoading && !addressesReady);
  // The machines' answers re-render synchronously; the form, the page's largest render, mounts in a deferred
  // (interruptible) render instead of one long task (total blocking time on /checkout).
  const formMounted = useDeferredValue(loaded);

  if (redirect) return <Redirect to={redirect} replace />;
  if (pending) return <CheckingPaymentScreen pending={pending} />;
  return (
    <div className={styles.page}>
      <h1 className={styles.title}>
        <Trans>Checkout</Trans>
      </h1>
      {!loaded || !formMounted ? (
        <CheckoutSkeleton />
      ) : !servingStore ? (
        <div role="alert" className={ui.alert.info}>
          <p>
            <Trans>Choose a delivery address or a store first.</Trans>
          </p>
          <Link href={paths.home}>
            <Trans>Go to the home page</Trans>
          </Link>
        </div>
      ) : cartEmpty ? (
        <div role="alert" className={ui.alert.info}>
          <p>
            <Trans>Your cart is empty.</Trans>
          </p>
          <Link href={paths.mainMenu}>
            <Trans>Browse the menu</Trans>
          </Link>
        </div>
      ) : (
        <Checkout key={servingStore.code} store={servingStore} />
      )}
    </div>
  );
}
