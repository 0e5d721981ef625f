import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useMemo, useRef, useState } from 'react';
import { Link, useLocation } from 'wouter';
import { validateCheckout, type CheckoutRules } from '../../../domain/checkout-validation';
import { computeDiscounts, type AppliedPromotion, type PromotionRule } from '../../../domain/promotions';
import { selectableDates, slotsForDay } from '../../../domain/time-slots';
import type { CheckoutResult, Destination } from '../../../machines/checkout/machine';
import type { Store } from '../../../machines/fulfilment/machine';
import { cartLinesSelector, cartTotalsSelector, isCartLoadingSelector } from '../../../machines/cart/selectors';
import { chosenStoreSelector, deliveryTypeSelector, distanceSelector, placeSelector } from '../../../machines/fulfilment/selectors';
import {
  addressesSelector,
  canCheckoutSelector,
  customerSelector,
  customerIdSelector,
  isLoadingAddressesSelector,
  isLoadingSelector as isSessionLoadingSelector,
  isLoggedInSelector,
  selectedAddressSelector,
  userSelector,
} from '../../../machines/session/selectors';
import { ProgressBar } from '../../components/ui/progress-bar';
import * as ui from '../../components/ui/ui.css';
import { paths } from '../../config/paths';
import { isCheckoutEntryAllowed } from '../../lib/checkout-entry';
import { isLocale } from '../../lib/i18n';
import { Temporal } from '../../lib/temporal';
import { useDocumentTitle } from '../../lib/use-document-title';
import { CartContext } from '../cart/provider';
import { FulfilmentContext } from '../fulfilment/provider';
import { CheckingPayment } from '../payment/components/checking-payment';
import { QR_WINDOW_DEFAULT_MINUTES } from '../payment/constants';
import { readPendingPayment, type PendingPayment } from '../payment/pending-payment';
import { PaymentProvider } from '../payment/provider';
import { loginPath } from '../../lib/return-path';
import { SessionContext } from '../session/provider';
import { useSettings } from '../settings/settings-provider';
import { CheckoutForm } from './components/checkout-form';
import { PaymentStep, type PaymentMode } from './components/payment-step';
import { readDraft, writeDraft } from './draft-storage';
import { checkoutStoreOf, emptyForm, scheduleOf, withChangedPrices, type CheckoutFormState, type OrderDraft } from './order-info';
import { CheckoutProvider, type PricesChange } from './provider';
import * as styles from './checkout.css';

/** The tax code of an e-invoice: 10 digits, optionally a -NNN branch. */
const TAX_CODE_PATTERN = /^[0-9]{10}(-?[0-9]{3})?$/;

function CheckingPaymentScreen({ pending }: { pending: PendingPayment }) {
  const { i18n } = useLingui();
  return (
    <PaymentProvider
      input={{
        order: { id: pending.orderId, orderNo: pending.orderNo, amount: 0, storeName: '', storeCode: '', servsTime: null, cusId: null },
        paymentMethod: pending.paymentMethod,
        language: isLocale(i18n.locale) ? i18n.locale : 'ja',
        qrWindowMinutes: QR_WINDOW_DEFAULT_MINUTES,
      }}
    >
      <CheckingPayment />
    </PaymentProvider>
  );
}

/** The checkout once the cart, store and session are known; `store` serves the order. */
function Checkout({ store }: { store: Store }) {
  const { i18n } = useLingui();
  const settings = useSettings();
  const cart = CartContext.useActorRef();
  const lines = CartContext.useSelector(cartLinesSelector);
  const totals = CartContext.useSelector(cartTotalsSelector);
  // Null while a recipient's nearest store is looked up, or when it is out of range.
  const storeChosen = FulfilmentContext.useSelector(chosenStoreSelector) !== null;
  const place = FulfilmentContext.useSelector(placeSelector);
  const distance = FulfilmentContext.useSelector(distanceSelector);
  const deliveryType = FulfilmentContext.useSelector(deliveryTypeSelector);
  const loggedIn = SessionContext.useSelector(isLoggedInSelector);
  const customerId = SessionContext.useSelector(customerIdSelector);
  const customer = SessionContext.useSelector(customerSelector);
  const user = SessionContext.useSelector(userSelector);
  const addresses = SessionContext.useSelector(addressesSelector);
  const selectedAddress = SessionContext.useSelector(selectedAddressSelector);
  const session = SessionContext.useActorRef();
  const allowAnonymous = SessionContext.useSelector((s) => s.context.allowAnonymous);
  const language = isLocale(i18n.locale) ? i18n.locale : 'ja';
  const checkoutStore = useMemo(() => checkoutStoreOf(store), [store]);
  const futureDelivery = settings.useFutureDeliveryInXDays > 1;

  const [now] = useState(() => Temporal.Now.instant());
  const [form, setForm] = useState<CheckoutFormState>(() => {
    const today = selectableDates(now, 1)[0]!;
    const todaySlots = slotsForDay(today, checkoutStore, now, checkoutStore.prepare_time);
    return {
      ...emptyForm(),
      name: customer?.full_name ?? user?.full_name ?? '',
      phone: customer?.phone ?? user?.user_name ?? '',
      email: customer?.email ?? '',
      date: today,
      asap: todaySlots.length > 0,
      ...readDraft(),
    };
  });
  useEffect(() => writeDraft(form), [form]);
  // A reload keeps the recipient chosen before it (the session preselects the default one).
  useEffect(() => {
    const kept = readDraft()?.customerAddressId;
    if (typeof kept === 'number' && addresses.some((a) => a.id === kept)) session.send({ type: 'address.select', id: kept });
    // Once, on opening the checkout.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const [promotions, setPromotions] = useState<AppliedPromotion[]>([]);
  const [rules, setRules] = useState<ReadonlyMap<number, PromotionRule>>(new Map());
  const pickUpAtStore = deliveryType === 'typePickup';
  // With address management a logged-in customer delivers to the recipient chosen in the
  // session (SPEC §5: customerAddressId required); its text and position are the destination.
  const managesAddresses = settings.useFeatureAddressManage && loggedIn;
  const savedAddress = managesAddresses ? selectedAddress : null;
  const customerAddressId = savedAddress?.id ?? null;
  useEffect(() => {
    setForm((f) => (f.customerAddressId === customerAddressId ? f : { ...f, customerAddressId }));
  }, [customerAddressId]);
  const address = pickUpAtStore ? null : (savedAddress?.address ?? place?.formatted_address ?? place?.name ?? null);
  const destination: Destination = { pickUpAtStore, address, isTemporary: savedAddress === null };
  const checkoutRules: CheckoutRules = {
    addressManage: managesAddresses,
    takeaway: settings.useFeatureTakeaway,
    futureDelivery,
    loggedIn,
  };
  const discounts = useMemo(
    () => computeDiscounts(lines, promotions, rules, { deliveryFee: pickUpAtStore ? 0 : totals.deliveryFee, now, storeCode: store.code }),
    [lines, promotions, rules, pickUpAtStore, totals.deliveryFee, now, store.code],
  );

  const [paymentMethod, setPaymentMethod] = useState<'cash' | 'momo' | 'payoo' | null>(null);
  const domainValidation = validateCheckout(
    {
      name: form.name,
      phone: form.phone,
      email: form.email,
      instructions: form.instructions,
      receiverName: form.otherPerson ? form.receiverName : null,
      receiverPhone: form.otherPerson ? form.receiverPhone : null,
      receiverEmail: form.otherPerson ? form.receiverEmail : null,
      customerAddressId,
      deliveryTo: address,
      pickUpAtStore,
      date: futureDelivery ? form.date : 'today',
      time: form.asap ? 'asap' : form.time,
      paymentMethod,
    },
    checkoutRules,
  );
  const errors: Record<string, string> = { ...domainValidation.errors };
  if (form.otherPerson && !form.receiverName.trim()) errors.receiverName = 'required';
  if (form.otherPerson && !form.receiverPhone.trim()) errors.receiverPhone = 'required';
  if (form.useEinvoice && !TAX_CODE_PATTERN.test(form.taxCode.trim())) errors.taxCode = 'invalid_tax_code';
  if (!form.policyAgreed) errors.policy = 'required';
  if (!storeChosen) errors.store = 'required';
  const validation = { valid: Object.keys(errors).length === 0, errors };

  const draft = useRef<OrderDraft>(null as unknown as OrderDraft);
  draft.current = {
    form: { ...form, customerAddressId },
    savedAddress: pickUpAtStore || !savedAddress ? null : { lat: savedAddress.lat, lng: savedAddress.lng },
    rules: checkoutRules,
    phone: domainValidation.phone,
    receiverPhone: domainValidation.receiverPhone,
    lines,
    totals: { ...totals, deliveryFee: pickUpAtStore ? 0 : totals.deliveryFee },
    store,
    place,
    distance,
    language,
    uses: discounts.uses,
    grandTotal: discounts.totalWithFee,
  };
  const onPricesAccepted = useRef((change: PricesChange) => {
    const snapshot = cart.getSnapshot().context;
    cart.send({
      type: 'cart.restore',
      cart: { lines: withChangedPrices(snapshot.lines, change.changedItems), orderId: snapshot.orderId, orderSubmitted: snapshot.orderSubmitted },
    });
    if (change.deliveryFee) cart.send({ type: 'store.set', tax: snapshot.storeTax, deliveryFee: change.deliveryFee.new });
  });

  const [submitted, setSubmitted] = useState<(CheckoutResult & { mode: PaymentMode }) | null>(null);
  const mode = useRef<PaymentMode>('redirect');

  const input = useMemo(
    () => ({
      store: checkoutStore,
      orderId: null,
      orderNo: null,
      destination,
      schedule: scheduleOf(form, futureDelivery),
      session: { loggedIn, allowAnonymous, customerId },
      validation,
      promotions,
    }),
    // The machine's input is read once; later changes are sent as events.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [],
  );

  return (
    <CheckoutProvider input={input} draft={draft} onPricesAccepted={onPricesAccepted}>
      <CheckoutForm
        form={form}
        setForm={setForm}
        errors={errors}
        validation={validation}
        destination={destination}
        checkoutStore={checkoutStore}
        futureDelivery={futureDelivery}
        paymentMethod={paymentMethod}
        setPaymentMethod={setPaymentMethod}
        promotions={promotions}
        setPromotions={setPromotions}
        setRules={setRules}
        discounts={discounts}
        submitted={submitted !== null}
        onModeChosen={(next) => (mode.current = next)}
        onSubmitted={(result) => setSubmitted({ ...result, mode: mode.current })}
      />
      {submitted ? (
        <PaymentProvider
          input={{
            order: {
              id: submitted.orderId,
              orderNo: submitted.orderNo,
              amount: discounts.totalWithFee,
              storeName: store.name,
              storeCode: store.code,
              servsTime: null,
              cusId: customerId,
              prepareTime: store.prepare_time,
              status: 'orderSent',
              paymentStatus: submitted.paymentMethod === 'cash' ? 'success' : 'unpaid',
            },
            paymentMethod: submitted.paymentMethod,
            language,
            qrWindowMinutes: settings.time_interval_payload || QR_WINDOW_DEFAULT_MINUTES,
            viewerId: customerId,
          }}
        >
          <PaymentStep mode={submitted.mode} />
        </PaymentProvider>
      ) : null}
    </CheckoutProvider>
  );
}

/**
 * /checkout (SPEC §2): an unpaid order shows "checking payment"; otherwise the checkout opens
 * only from the menu, the cart, the profile or a payment result (else /main-menu/), and only
 * for a logged-in customer or a guest with the anonymous allowance (else /login/).
 */
export default function CheckoutPage() {
  const { t } = useLingui();
  useDocumentTitle(t`Checkout`);
  const [, navigate] = useLocation();
  const [pending] = useState(readPendingPayment);
  const [entryAllowed] = useState(isCheckoutEntryAllowed);
  const sessionLoading = SessionContext.useSelector(isSessionLoadingSelector);
  const canCheckout = SessionContext.useSelector(canCheckoutSelector);
  const addressesLoading = SessionContext.useSelector(isLoadingAddressesSelector);
  const cartLoading = CartContext.useSelector(isCartLoadingSelector);
  const lines = CartContext.useSelector(cartLinesSelector);
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

  const redirect = pending ? null : !entryAllowed ? paths.mainMenu : !sessionLoading && !canCheckout ? loginPath(paths.checkout) : null;
  useEffect(() => {
    if (redirect) navigate(redirect, { replace: true });
  }, [redirect, navigate]);

  if (pending) return <CheckingPaymentScreen pending={pending} />;
  if (redirect || sessionLoading || cartLoading || (addressesLoading && !addressesReady)) return <ProgressBar />;
  return (
    <div className={styles.page}>
      <h1 className={styles.title}>
        <Trans>Checkout</Trans>
      </h1>
      {!servingStore ? (
        <div role="alert" className={ui.alert.info}>
          <p>
            <Trans>Choose a delivery address or a store first.</Trans>
          </p>
          <Link href={paths.home}>
            <Trans>Go to the home page</Trans>
          </Link>
        </div>
      ) : !lines.some((l) => l.active_flag) ? (
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
