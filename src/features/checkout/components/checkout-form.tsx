import { Trans, useLingui } from '@lingui/react/macro';
import { memo, useCallback, useMemo } from 'react';
import { shallowEqual } from '@xstate/react';
import { Link } from 'wouter';
import { INSTRUCTIONS_MAX } from '../../../../domain/constants';
import { withoutClosedDays } from '../../../../domain/store-calendar';
import { selectableDates } from '../../../../domain/time-slots';
import type { CheckoutDraft } from '../../../../machines/checkout/draft';
import type { CheckoutField, CheckoutStore, PaymentMode, Schedule } from '../../../../machines/checkout/machine';
import {
  canAttemptSelector,
  canChooseAsapSelector,
  canConfirmSelector,
  checkoutMessageSelector,
  serveTimeRefusalSelector,
  checkoutResultSelector,
  confirmBlockerSelector,
  destinationSelector,
  discountsSelector,
  draftSelector,
  shownErrorsSelector,
  isBusySelector,
  isLoginRequiredSelector,
  paymentMethodSelector,
  promotionsActorSelector,
  scheduleSelector,
  timeSlotsSelector,
} from '../../../../machines/checkout/selectors';
import { cartLinesSelector } from '../../../../machines/cart/selectors';
import { chosenStoreSelector, distanceSelector } from '../../../../machines/fulfilment/selectors';
import { isLoggedInSelector } from '../../../../machines/session/selectors';
import { StoreCard } from '../../../components/store/store-card';
import { PhoneInput } from '../../../components/ui/phone-input';
import * as formStyles from '../../../components/ui/form.css';
import * as ui from '../../../components/ui/ui.css';
import { paths } from '../../../config/paths';
import { MoneyBreakdown } from '../../../components/order/money-breakdown';
import { formatDayChoice, formatPrice } from '../../../lib/format';
import { orderRefusalMessage } from '../../../lib/order-refusal-messages';
import { clock } from '../../../lib/clock';
import { CartContext, FulfilmentContext } from '../../../app/ordering/context';
import { AddressStatus } from '../../../app/ordering/components/address-status';
import { SessionContext } from '../../../app/session/context';
import { useSettings } from '../../../app/settings/provider';
import { useCheckoutMessages } from '../messages';
import { CheckoutContext } from '../provider';
import { WALLET_NAMES } from '../../../app/payment/wallets';
import { useStateMarker } from '../../../lib/state-marker';
import { useProgressiveCount } from '../../../lib/use-progressive-count';
import { CheckoutDialogs } from './checkout-dialogs';
import { EinvoiceSection } from './einvoice-section';
import { PromotionsSection } from './promotions-section';
import { RecipientAddresses } from './recipient-addresses';
import * as styles from '../checkout.css';

interface CheckoutFormProps {
  checkoutStore: CheckoutStore;
  futureDelivery: boolean;
}

function FieldError({ id, error }: { id: string; error: string | undefined }) {
  return error ? <FieldErrorText id={id} error={error} /> : null;
}

function FieldErrorText({ id, error }: { id: string; error: string }) {
  const { fieldError } = useCheckoutMessages();
  return (
    <p id={id} className={formStyles.fieldError}>
      {fieldError[error as keyof typeof fieldError] ?? error}
    </p>
  );
}

/** The draft's events, stable for the checkout's life (the sections are memoised on them). */
function useDraftEvents() {
  const checkout = CheckoutContext.useActorRef();
  return useMemo(
    () => ({
      edit: (patch: Partial<CheckoutDraft>) => checkout.send({ type: 'draft.edit', patch }),
      set: <K extends keyof CheckoutDraft>(key: K, value: CheckoutDraft[K]) => checkout.send({ type: 'draft.edit', patch: { [key]: value } }),
      blur: (field: CheckoutField) => () => checkout.send({ type: 'field.blur', field }),
    }),
    [checkout],
  );
}

// Each section selects only what it shows: a machine's answer re-renders the sections it changes, not the form.
const useDraftValue = <K extends keyof CheckoutDraft>(key: K) => CheckoutContext.useSelector((s) => draftSelector(s)[key]);
const useShownError = (key: string) => CheckoutContext.useSelector((s) => (shownErrorsSelector(s) as Record<string, string | undefined>)[key]);
const useServingStore = (checkoutStore: CheckoutStore) => {
  const chosenStore = FulfilmentContext.useSelector(chosenStoreSelector);
  return chosenStore?.code === checkoutStore.code ? chosenStore : null;
};

type TextKey = { [K in keyof CheckoutDraft]: CheckoutDraft[K] extends string ? K : never }[keyof CheckoutDraft];

const DraftField = memo(function DraftField({
  draftKey,
  label,
  maxLength,
  type = 'text',
  autoComplete,
}: {
  draftKey: TextKey & CheckoutField;
  label: string;
  maxLength?: number;
  type?: string;
  autoComplete?: string;
}) {
  const { set, blur } = useDraftEvents();
  const value = useDraftValue(draftKey);
  const error = useShownError(draftKey);
  return (
    <div className={formStyles.field}>
      <label className={formStyles.label} htmlFor={`checkout-${draftKey}`}>
        {label}
      </label>
      <input
        id={`checkout-${draftKey}`}
        className={formStyles.input}
        type={type}
        maxLength={maxLength}
        autoComplete={autoComplete}
        value={value}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${draftKey}-error` : undefined}
        onChange={(event) => set(draftKey, event.target.value)}
        onBlur={blur(draftKey)}
      />
      <FieldError id={`${draftKey}-error`} error={error} />
    </div>
  );
});

const CustomerSection = memo(function CustomerSection() {
  const { t } = useLingui();
  const { set, blur } = useDraftEvents();
  const phone = useDraftValue('phone');
  const phoneError = useShownError('phone');
  return (
    <section className={styles.section} aria-labelledby="customer-heading">
      <h2 id="customer-heading">{t`Customer information`}</h2>
      <DraftField draftKey="name" label={t`Full name`} maxLength={40} autoComplete="name" />
      <div className={formStyles.field}>
        <label className={formStyles.label} htmlFor="checkout-phone">
          {t`Phone number`}
        </label>
        <PhoneInput
          id="checkout-phone"
          maxLength={20}
          value={phone}
          onValueChange={(value) => set('phone', value)}
          onBlur={blur('phone')}
          aria-invalid={phoneError ? true : undefined}
        />
        <FieldError id="phone-error" error={phoneError} />
      </div>
      <DraftField draftKey="email" label={t`E-mail (optional)`} maxLength={254} type="email" autoComplete="email" />
    </section>
  );
});

const DeliverySection = memo(function DeliverySection({ checkoutStore }: { checkoutStore: CheckoutStore }) {
  const { t } = useLingui();
  const settings = useSettings();
  const fulfilment = FulfilmentContext.useActorRef();
  const { set } = useDraftEvents();
  const loggedIn = SessionContext.useSelector(isLoggedInSelector);
  const destination = CheckoutContext.useSelector(destinationSelector);
  const addressNote = useDraftValue('addressNote');
  const saveAddress = useDraftValue('saveAddress');
  const servingStore = useServingStore(checkoutStore);
  const distance = FulfilmentContext.useSelector(distanceSelector);
  const pickUp = destination.pickUpAtStore;
  return (
    <section className={styles.section} aria-labelledby="type-heading">
      <h2 id="type-heading">{t`Delivery or pickup`}</h2>
      <fieldset className={styles.choices}>
        <legend className={formStyles.label}>{t`How would you like to receive your order?`}</legend>
        <label>
          <input
            type="radio"
            name="deliveryType"
            checked={!pickUp}
            disabled={settings.useFeatureTakeaway}
            onChange={() => fulfilment.send({ type: 'deliveryType.select', deliveryType: 'typeDelivery' })}
          />{' '}
          {t`Delivery`}
        </label>
        <label>
          <input
            type="radio"
            name="deliveryType"
            checked={pickUp}
            onChange={() => fulfilment.send({ type: 'deliveryType.select', deliveryType: 'typePickup' })}
          />{' '}
          {t`Pickup at the store`}
        </label>
      </fieldset>
      {pickUp ? (
        servingStore ? <StoreCard store={servingStore} distance={distance} /> : null
      ) : (
        <>
          <p data-testid="delivery-address">
            {destination.address ?? (
              <>
                {t`No delivery address chosen.`} <Link href={paths.home}>{t`Choose an address`}</Link>
              </>
            )}
          </p>
          {settings.useFeatureAdressInput && destination.address ? (
            <div className={formStyles.field}>
              <label className={formStyles.label} htmlFor="checkout-addressNote">
                {t`Building, floor or gate (optional)`}
              </label>
              <input
                id="checkout-addressNote"
                className={formStyles.input}
                maxLength={INSTRUCTIONS_MAX}
                autoComplete="address-line2"
                value={addressNote}
                onChange={(event) => set('addressNote', event.target.value)}
              />
            </div>
          ) : null}
          {/* The store serving the address, or why none does (out of range, no path, …). */}
          <AddressStatus />
          {loggedIn && destination.isTemporary && destination.address ? (
            <label className={formStyles.checkbox}>
              <input type="checkbox" checked={saveAddress} onChange={(event) => set('saveAddress', event.target.checked)} />
              <span>{t`Save this address to my addresses`}</span>
            </label>
          ) : null}
        </>
      )}
    </section>
  );
});

const RecipientSection = memo(function RecipientSection() {
  const settings = useSettings();
  const checkout = CheckoutContext.useActorRef();
  const loggedIn = SessionContext.useSelector(isLoggedInSelector);
  const pickUp = CheckoutContext.useSelector((s) => destinationSelector(s).pickUpAtStore);
  const error = useShownError('customerAddressId');
  // Selecting a recipient reverts the promotion list (SPEC §4 Auth).
  const onSelected = useCallback(() => promotionsActorSelector(checkout.getSnapshot())?.send({ type: 'recipient.select' }), [checkout]);
  if (!loggedIn || !settings.useFeatureAddressManage || pickUp) return null;
  return <RecipientAddresses error={error} onSelected={onSelected} />;
});

const ReceiverSection = memo(function ReceiverSection() {
  const { t } = useLingui();
  const { set, blur } = useDraftEvents();
  const pickUp = CheckoutContext.useSelector((s) => destinationSelector(s).pickUpAtStore);
  const otherPerson = useDraftValue('otherPerson');
  const receiverPhone = useDraftValue('receiverPhone');
  const receiverPhoneError = useShownError('receiverPhone');
  return (
    <section className={styles.section} aria-labelledby="receiver-heading">
      <h2 id="receiver-heading">{pickUp ? t`Pickup person` : t`Receiver information`}</h2>
      <fieldset className={styles.choices}>
        <legend className={formStyles.label}>{pickUp ? t`Who picks up the order?` : t`Who receives the order?`}</legend>
        <label>
          <input type="radio" name="otherPerson" checked={!otherPerson} onChange={() => set('otherPerson', false)} /> {t`Myself`}
        </label>
        <label>
          <input type="radio" name="otherPerson" checked={otherPerson} onChange={() => set('otherPerson', true)} /> {t`Another person`}
        </label>
      </fieldset>
      {otherPerson ? (
        <>
          <DraftField draftKey="receiverName" label={t`Receiver's name`} maxLength={40} />
          <div className={formStyles.field}>
            <label className={formStyles.label} htmlFor="checkout-receiverPhone">
              {t`Receiver's phone number`}
            </label>
            <PhoneInput id="checkout-receiverPhone" maxLength={20} value={receiverPhone} onValueChange={(value) => set('receiverPhone', value)} onBlur={blur('receiverPhone')} autoComplete="off" />
            <FieldError id="receiverPhone-error" error={receiverPhoneError} />
          </div>
          <DraftField draftKey="receiverEmail" label={t`Receiver's e-mail (optional)`} maxLength={254} type="email" />
        </>
      ) : null}
    </section>
  );
});

const TimeSection = memo(function TimeSection({ checkoutStore, futureDelivery }: CheckoutFormProps) {
  const { t } = useLingui();
  const settings = useSettings();
  const { message } = useCheckoutMessages();
  const checkout = CheckoutContext.useActorRef();
  const schedule = CheckoutContext.useSelector(scheduleSelector);
  const asapOffered = CheckoutContext.useSelector(canChooseAsapSelector(clock.now()));
  // the slots are read at the app's clock: drawn again when the checkout's clock moves (its refresh events)
  CheckoutContext.useSelector((s) => s.context.now);
  const refreshed = CheckoutContext.useSelector((s) => checkoutMessageSelector(s) === 'deliveryTimeRefreshed');
  const dateError = useShownError('date');
  const timeError = useShownError('time');
  const servingStore = useServingStore(checkoutStore);
  const changeSchedule = (next: Schedule) => checkout.send({ type: 'schedule.change', schedule: next, now: clock.now() });
  const now = clock.instant();
  const orderDates = selectableDates(now, settings.useFutureDeliveryInXDays);
  // a holiday closure's dates are not offered (the server refuses them: HOLIDAY_CLOSURE)
  const dates = withoutClosedDays(orderDates, servingStore?.calendar ?? []);
  const day = futureDelivery ? schedule.date || (dates[0] ?? orderDates[0]!) : orderDates[0]!;
  // the machine's list: the one its confirm checks and the server's rule accept
  const slots = CheckoutContext.useSelector(timeSlotsSelector(day, now.toString()), shallowEqual);
  // ASAP is offered when the machine takes it (store open, a slot left today)
  const asapListed = day === orderDates[0] && asapOffered;
  return (
    <section className={styles.section} aria-labelledby="time-heading">
      <h2 id="time-heading">{t`Date and time`}</h2>
      {futureDelivery ? (
        <div className={formStyles.field}>
          <label className={formStyles.label} htmlFor="checkout-date">
            {t`Date`}
          </label>
          <select
            id="checkout-date"
            className={formStyles.input}
            value={schedule.date ?? ''}
            onChange={(event) => changeSchedule({ date: event.target.value, time: null, isAsap: false })}
          >
            {dates.map((d) => (
              <option key={d} value={d}>
                {formatDayChoice(d, orderDates[0]!)}
              </option>
            ))}
          </select>
          <FieldError id="date-error" error={dateError} />
        </div>
      ) : null}
      <div className={formStyles.field}>
        <label className={formStyles.label} htmlFor="checkout-time">
          {t`Time`}
        </label>
        <select
          id="checkout-time"
          className={formStyles.input}
          value={schedule.isAsap ? 'asap' : (schedule.time ?? '')}
          onChange={(event) => {
            const value = event.target.value;
            changeSchedule({ date: schedule.date, time: value === 'asap' || value === '' ? null : value, isAsap: value === 'asap' });
          }}
        >
          <option value="">{t`Choose a time`}</option>
          {asapListed ? <option value="asap">{t`As soon as possible`}</option> : null}
          {slots.map((slot) => (
            <option key={slot} value={slot}>
              {slot}
            </option>
          ))}
        </select>
        {slots.length === 0 && !asapListed ? <p className={formStyles.hint}>{t`No delivery times are left on this date.`}</p> : null}
        <FieldError id="time-error" error={timeError} />
        {refreshed ? (
          <p role="status" className={ui.alert.info}>
            {message.deliveryTimeRefreshed}
          </p>
        ) : null}
      </div>
    </section>
  );
});

const NotesSection = memo(function NotesSection() {
  const { t } = useLingui();
  const { set, blur } = useDraftEvents();
  const instructions = useDraftValue('instructions');
  const error = useShownError('instructions');
  return (
    <section className={styles.section} aria-labelledby="notes-heading">
      <h2 id="notes-heading">{t`Notes`}</h2>
      <div className={formStyles.field}>
        <label className={formStyles.label} htmlFor="checkout-instructions">
          {t`Notes for the store or the driver`}
        </label>
        <textarea id="checkout-instructions" className={formStyles.input} maxLength={255} value={instructions} onChange={(event) => set('instructions', event.target.value)} onBlur={blur('instructions')} />
        <FieldError id="instructions-error" error={error} />
      </div>
    </section>
  );
});

const EinvoicePart = memo(function EinvoicePart() {
  const settings = useSettings();
  const { edit } = useDraftEvents();
  const draft = CheckoutContext.useSelector(draftSelector);
  const errors = CheckoutContext.useSelector(shownErrorsSelector, shallowEqual);
  return settings.useEinvoice ? <EinvoiceSection draft={draft} edit={edit} errors={errors} type={settings.useEinvoiceType} /> : null;
});

const PromotionsPart = memo(function PromotionsPart() {
  const settings = useSettings();
  const loggedIn = SessionContext.useSelector(isLoggedInSelector);
  return loggedIn && settings.useCrmPromotion ? <PromotionsSection /> : null;
});

const OrderSection = memo(function OrderSection() {
  const { t } = useLingui();
  const lines = CartContext.useSelector(cartLinesSelector);
  const breakdown = CheckoutContext.useSelector((s) => discountsSelector(s).breakdown, shallowEqual);
  return (
    <section className={styles.section} aria-labelledby="items-heading">
      <h2 id="items-heading">{t`Your order`}</h2>
      <ul className={styles.items} aria-label={t`Dishes`}>
        {lines
          .filter((l) => l.active_flag)
          .map((line) => (
            <li key={line.menuid} className={styles.itemRow}>
              <span>
                {line.menunm}
                {line.toppings.length > 0 ? ` (${line.toppings.map((tp) => tp.menunm).join(', ')})` : ''} ×{line.quantity}
              </span>
              <span>{formatPrice(line.totalPrice)}</span>
            </li>
          ))}
      </ul>
      <MoneyBreakdown breakdown={breakdown} totalTestId="checkout-total" />
    </section>
  );
});

const PaymentMethodSection = memo(function PaymentMethodSection() {
  const { t } = useLingui();
  const settings = useSettings();
  const checkout = CheckoutContext.useActorRef();
  const paymentMethod = CheckoutContext.useSelector(paymentMethodSelector);
  return (
    <section className={styles.section} aria-labelledby="payment-heading">
      <h2 id="payment-heading">{t`Payment method`}</h2>
      <fieldset className={styles.choices}>
        <legend className={formStyles.label}>{t`How would you like to pay?`}</legend>
        <label>
          <input type="radio" name="paymentMethod" checked={paymentMethod === 'cash'} onChange={() => checkout.send({ type: 'paymentMethod.select', method: 'cash' })} /> {t`Cash`}
        </label>
        {settings.useMomo ? (
          <label>
            <input type="radio" name="paymentMethod" checked={paymentMethod === 'momo'} onChange={() => checkout.send({ type: 'paymentMethod.select', method: 'momo' })} /> {WALLET_NAMES.momo}
          </label>
        ) : null}
        {settings.usePayoo ? (
          <label>
            <input type="radio" name="paymentMethod" checked={paymentMethod === 'payoo'} onChange={() => checkout.send({ type: 'paymentMethod.select', method: 'payoo' })} /> {WALLET_NAMES.payoo}
          </label>
        ) : null}
      </fieldset>
    </section>
  );
});

const PolicyPart = memo(function PolicyPart() {
  const { set } = useDraftEvents();
  const policyAgreed = useDraftValue('policyAgreed');
  const policyError = useShownError('policy');
  return (
    <>
      <label className={formStyles.checkbox}>
        <input
          type="checkbox"
          checked={policyAgreed}
          aria-invalid={policyError ? true : undefined}
          aria-describedby={policyError ? 'policy-error' : undefined}
          onChange={(event) => set('policyAgreed', event.target.checked)}
        />
        <span>
          <Trans>
            I agree to the <Link href={paths.generalTradingConditions}>general trading conditions</Link>, the{' '}
            <Link href={paths.paymentPolicy}>payment policy</Link> and the <Link href={paths.privacyPolicy}>privacy policy</Link>.
          </Trans>
        </span>
      </label>
      <FieldError id="policy-error" error={policyError ? 'policy_required' : undefined} />
    </>
  );
});

/** The refusals told with the form ("Delivery time refreshed" is told under the time field itself, role status). */
const INLINE_NOTICES: readonly string[] = ['addressNotCompleted', 'scheduleExpired', 'serveTimeMissing', 'outOfServiceHours', 'noSlotsToday', 'addressSaveFailed', 'asapUnavailable'];

const InlineNotice = memo(function InlineNotice() {
  const { i18n } = useLingui();
  const { message } = useCheckoutMessages();
  const notice = CheckoutContext.useSelector(checkoutMessageSelector);
  const timeRefusal = CheckoutContext.useSelector(serveTimeRefusalSelector, shallowEqual);
  if (!notice || !INLINE_NOTICES.includes(notice)) return null;
  return (
    <p role="alert" className={ui.alert.error}>
      {timeRefusal ? i18n._(orderRefusalMessage(timeRefusal)) : message[notice]}
    </p>
  );
});

const ConfirmActions = memo(function ConfirmActions() {
  const { t } = useLingui();
  const checkout = CheckoutContext.useActorRef();
  const busy = CheckoutContext.useSelector(isBusySelector);
  const paymentMethod = CheckoutContext.useSelector(paymentMethodSelector);
  const canConfirm = CheckoutContext.useSelector(canConfirmSelector);
  const canAttempt = CheckoutContext.useSelector(canAttemptSelector);
  const submitted = CheckoutContext.useSelector((s) => checkoutResultSelector(s) !== null);
  const confirmBlocker = CheckoutContext.useSelector(confirmBlockerSelector);
  // the payment mode ("Place order" or "Pay with a QR code") is part of the confirmation: the checkout hands it to the payment step
  const confirm = (paymentMode: PaymentMode) =>
    canConfirm ? checkout.send({ type: 'checkout.confirm', now: clock.now(), paymentMode }) : checkout.send({ type: 'checkout.attempt' });
  if (submitted) return null;
  return (
    <div className={formStyles.actions}>
      <button type="button" className={ui.button.primary} disabled={!(canConfirm || canAttempt) || busy || submitted} onClick={() => confirm('redirect')}>
        {t`Place order`}
      </button>
      {paymentMethod && paymentMethod !== 'cash' ? (
        <button type="button" className={ui.button.secondary} disabled={!(canConfirm || canAttempt) || busy || submitted} onClick={() => confirm('qr')}>
          {t`Pay with a QR code`}
        </button>
      ) : null}
      {confirmBlocker === 'offline' ? <p className={formStyles.hint}>{t`Ordering needs the network. Your cart is kept: place the order once you are back online.`}</p> : null}
      {confirmBlocker === 'paymentMethodMissing' ? <p className={formStyles.hint}>{t`Choose a payment method to place the order.`}</p> : null}
      {busy ? <span role="status">{t`Sending your order…`}</span> : null}
    </div>
  );
});

/** The parts drawn with the form's first render: the first screen of a phone, which the server's HTML draws too. */
const FIRST_SCREEN_PARTS = 2;

export const CheckoutForm = memo(function CheckoutForm({ checkoutStore, futureDelivery }: CheckoutFormProps) {
  const { t } = useLingui();
  const checkout = CheckoutContext.useActorRef();
  const marker = useStateMarker('checkout', checkout);
  const submitted = CheckoutContext.useSelector((s) => checkoutResultSelector(s) !== null);
  // the machine sends the customer to /login/ meanwhile (its redirectToLogin); the draft stays in the tab's storage
  const loginRequired = CheckoutContext.useSelector(isLoginRequiredSelector);
  // Below the first screen, one part per task (the form's mount is no single long task on a phone).
  const parts = [
    <CustomerSection key="customer" />,
    <DeliverySection key="delivery" checkoutStore={checkoutStore} />,
    <RecipientSection key="recipient" />,
    <ReceiverSection key="receiver" />,
    <TimeSection key="time" checkoutStore={checkoutStore} futureDelivery={futureDelivery} />,
    <NotesSection key="notes" />,
    <EinvoicePart key="einvoice" />,
    <PromotionsPart key="promotions" />,
    <OrderSection key="order" />,
    <PaymentMethodSection key="payment" />,
    <PolicyPart key="policy" />,
    <InlineNotice key="notice" />,
    <CheckoutDialogs key="dialogs" />,
    <ConfirmActions key="actions" />,
  ];
  const shown = useProgressiveCount(parts.length, FIRST_SCREEN_PARTS);
  // A form the session may not send is not shown: the login opens instead.
  if (loginRequired) return <div {...marker} hidden />;

  return (
    <form className={styles.form} onSubmit={(event) => event.preventDefault()} aria-label={t`Checkout`} inert={submitted ? true : undefined} {...marker}>
      {parts.slice(0, shown)}
    </form>
  );
});
