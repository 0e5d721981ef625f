import { Trans, useLingui } from '@lingui/react/macro';
import { useCallback, useEffect, type Dispatch, type SetStateAction } from 'react';
import { Link, useLocation } from 'wouter';
import type { PaymentMethod } from '../../../../domain/checkout-validation';
import type { AppliedPromotion, DiscountedTotals, PromotionRule } from '../../../../domain/promotions';
import { selectableDates, slotsForDay } from '../../../../domain/time-slots';
import type { CheckoutResult, CheckoutStore, Destination, FormValidation } from '../../../../machines/checkout/machine';
import { checkoutMessageSelector, isBusySelector, isLoginRequiredSelector } from '../../../../machines/checkout/selectors';
import { isLoggedInSelector } from '../../../../machines/session/selectors';
import { PhoneInput } from '../../../components/ui/phone-input';
import * as formStyles from '../../../components/ui/form.css';
import * as ui from '../../../components/ui/ui.css';
import { paths } from '../../../config/paths';
import { MoneyBreakdown } from '../../../components/order/money-breakdown';
import { formatPrice } from '../../../lib/format';
import { loginPath } from '../../../lib/return-path';
import { Temporal } from '../../../lib/temporal';
import { CartContext } from '../../cart/provider';
import { FulfilmentContext } from '../../fulfilment/provider';
import { AddressStatus } from '../../home/components/address-form';
import { SessionContext } from '../../session/provider';
import { useSettings } from '../../settings/settings-provider';
import { useCheckoutMessages } from '../messages';
import { scheduleOf, type CheckoutFormState } from '../order-info';
import { CheckoutContext } from '../provider';
import { WALLET_NAMES } from '../../payment/wallets';
import { CheckoutDialogs } from './checkout-dialogs';
import { EinvoiceSection } from './einvoice-section';
import type { PaymentMode } from './payment-step';
import { PromotionsSection } from './promotions-section';
import { RecipientAddresses } from './recipient-addresses';
import * as styles from '../checkout.css';

const nowIso = () => Temporal.Now.instant().toString();

interface CheckoutFormProps {
  form: CheckoutFormState;
  setForm: Dispatch<SetStateAction<CheckoutFormState>>;
  errors: Record<string, string>;
  validation: FormValidation;
  destination: Destination;
  checkoutStore: CheckoutStore;
  futureDelivery: boolean;
  paymentMethod: PaymentMethod | null;
  setPaymentMethod: (method: PaymentMethod) => void;
  promotions: AppliedPromotion[];
  setPromotions: Dispatch<SetStateAction<AppliedPromotion[]>>;
  setRules: (rules: ReadonlyMap<number, PromotionRule>) => void;
  discounts: DiscountedTotals;
  submitted: boolean;
  onModeChosen: (mode: PaymentMode) => void;
  onSubmitted: (result: CheckoutResult) => void;
}

function FieldError({ id, error }: { id: string; error: string | undefined }) {
  const { fieldError } = useCheckoutMessages();
  if (!error) return null;
  return (
    <p id={id} className={formStyles.fieldError}>
      {fieldError[error as keyof typeof fieldError] ?? error}
    </p>
  );
}

/** Keeps the checkout machine in step with the form, cart, store and session. */
function useMachineSync(props: CheckoutFormProps) {
  const checkout = CheckoutContext.useActorRef();
  const session = SessionContext.useActorRef();
  const [, navigate] = useLocation();
  const confirming = CheckoutContext.useSelector((s) => s.matches('confirming'));
  const loginRequired = CheckoutContext.useSelector(isLoginRequiredSelector);
  const { validation, paymentMethod, promotions, destination, form, futureDelivery, onSubmitted } = props;
  const validationKey = JSON.stringify(validation);
  const promotionsKey = JSON.stringify(promotions);
  const scheduleKey = JSON.stringify(scheduleOf(form, futureDelivery));
  const destinationKey = JSON.stringify(destination);

  useEffect(() => {
    checkout.send({ type: 'checkout.start', now: nowIso() });
  }, [checkout]);
  useEffect(() => {
    checkout.send({ type: 'address.change', destination: JSON.parse(destinationKey) as Destination, now: nowIso() });
  }, [checkout, destinationKey]);
  useEffect(() => {
    checkout.send({ type: 'schedule.change', schedule: JSON.parse(scheduleKey), now: nowIso() });
  }, [checkout, scheduleKey]);
  useEffect(() => {
    if (!confirming) return;
    checkout.send({ type: 'form.change', validation: JSON.parse(validationKey) as FormValidation });
    checkout.send({ type: 'promotions.change', promotions: JSON.parse(promotionsKey) as AppliedPromotion[] });
    if (paymentMethod) checkout.send({ type: 'paymentMethod.select', method: paymentMethod });
  }, [checkout, confirming, validationKey, promotionsKey, paymentMethod]);
  useEffect(() => {
    const submitted = checkout.on('checkout.submitted', ({ orderId, orderNo, paymentMethod: method }) =>
      onSubmitted({ orderId, orderNo, paymentMethod: method }),
    );
    const invalid = checkout.on('customer.invalidate', () => session.send({ type: 'customer.invalidate' }));
    return () => {
      submitted.unsubscribe();
      invalid.unsubscribe();
    };
  }, [checkout, session, onSubmitted]);
  useEffect(() => {
    if (loginRequired) navigate(loginPath(paths.checkout));
  }, [loginRequired, navigate]);
}

export function CheckoutForm(props: CheckoutFormProps) {
  const { form, setForm, errors, destination, checkoutStore, futureDelivery, paymentMethod, setPaymentMethod, discounts, submitted } = props;
  const { t } = useLingui();
  const settings = useSettings();
  const { message } = useCheckoutMessages();
  const checkout = CheckoutContext.useActorRef();
  const fulfilment = FulfilmentContext.useActorRef();
  const lines = CartContext.useSelector((s) => s.context.lines);
  const loggedIn = SessionContext.useSelector(isLoggedInSelector);
  const busy = CheckoutContext.useSelector(isBusySelector);
  const notice = CheckoutContext.useSelector(checkoutMessageSelector);
  const now = Temporal.Now.instant();
  const canConfirm = CheckoutContext.useSelector((s) => s.can({ type: 'checkout.confirm', now: now.toString() }));
  useMachineSync(props);
  const { setPromotions } = props;
  const revertPromotions = useCallback(() => setPromotions([]), [setPromotions]);

  const set = <K extends keyof CheckoutFormState>(key: K, value: CheckoutFormState[K]) => setForm((f) => ({ ...f, [key]: value }));
  const pickUp = destination.pickUpAtStore;
  const storeName = checkoutStore.name;
  const dates = selectableDates(now, settings.useFutureDeliveryInXDays);
  const day = futureDelivery ? form.date || dates[0]! : dates[0]!;
  const slots = slotsForDay(day, checkoutStore, now, checkoutStore.prepare_time);
  const isToday = day === dates[0];
  const inline = notice && ['addressNotCompleted', 'scheduleExpired', 'serveTimeMissing', 'outOfServiceHours', 'noSlotsToday', 'addressSaveFailed'].includes(notice);
  const confirm = (mode: PaymentMode) => {
    props.onModeChosen(mode);
    checkout.send({ type: 'checkout.confirm', now: nowIso() });
  };
  const field = (key: keyof CheckoutFormState, label: string, options: { maxLength?: number; type?: string; autoComplete?: string } = {}) => (
    <div className={formStyles.field}>
      <label className={formStyles.label} htmlFor={`checkout-${key}`}>
        {label}
      </label>
      <input
        id={`checkout-${key}`}
        className={formStyles.input}
        type={options.type ?? 'text'}
        maxLength={options.maxLength}
        autoComplete={options.autoComplete}
        value={form[key] as string}
        aria-invalid={errors[key] ? true : undefined}
        aria-describedby={errors[key] ? `${key}-error` : undefined}
        onChange={(event) => set(key, event.target.value as never)}
      />
      <FieldError id={`${key}-error`} error={errors[key]} />
    </div>
  );

  return (
    <form className={styles.form} onSubmit={(event) => event.preventDefault()} aria-label={t`Checkout`} inert={submitted ? true : undefined}>
      <section className={styles.section} aria-labelledby="customer-heading">
        <h2 id="customer-heading">{t`Customer information`}</h2>
        {field('name', t`Full name`, { maxLength: 40, autoComplete: 'name' })}
        <div className={formStyles.field}>
          <label className={formStyles.label} htmlFor="checkout-phone">
            {t`Phone number`}
          </label>
          <PhoneInput
            id="checkout-phone"
            maxLength={20}
            value={form.phone}
            onValueChange={(value) => set('phone', value)}
            aria-invalid={errors.phone ? true : undefined}
          />
          <FieldError id="phone-error" error={errors.phone} />
        </div>
        {field('email', t`E-mail (optional)`, { maxLength: 254, type: 'email', autoComplete: 'email' })}
      </section>

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
          <p>
            <Trans>Pickup at {storeName}</Trans>
          </p>
        ) : (
          <>
            <p data-testid="delivery-address">
              {destination.address ?? (
                <>
                  {t`No delivery address chosen.`} <Link href={paths.home}>{t`Choose an address`}</Link>
                </>
              )}
            </p>
            {/* The store serving the address, or why none does (out of range, no path, …). */}
            <AddressStatus />
          </>
        )}
      </section>

      {loggedIn && settings.useFeatureAddressManage && !pickUp ? (
        // Selecting a recipient reverts the promotion list (SPEC §4 Auth).
        <RecipientAddresses error={errors.customerAddressId} onSelected={revertPromotions} />
      ) : null}

      <section className={styles.section} aria-labelledby="receiver-heading">
        <h2 id="receiver-heading">{pickUp ? t`Pickup person` : t`Receiver information`}</h2>
        <fieldset className={styles.choices}>
          <legend className={formStyles.label}>{pickUp ? t`Who picks up the order?` : t`Who receives the order?`}</legend>
          <label>
            <input type="radio" name="otherPerson" checked={!form.otherPerson} onChange={() => set('otherPerson', false)} /> {t`Myself`}
          </label>
          <label>
            <input type="radio" name="otherPerson" checked={form.otherPerson} onChange={() => set('otherPerson', true)} /> {t`Another person`}
          </label>
        </fieldset>
        {form.otherPerson ? (
          <>
            {field('receiverName', t`Receiver's name`, { maxLength: 40 })}
            <div className={formStyles.field}>
              <label className={formStyles.label} htmlFor="checkout-receiverPhone">
                {t`Receiver's phone number`}
              </label>
              <PhoneInput id="checkout-receiverPhone" maxLength={20} value={form.receiverPhone} onValueChange={(value) => set('receiverPhone', value)} autoComplete="off" />
              <FieldError id="receiverPhone-error" error={errors.receiverPhone} />
            </div>
            {field('receiverEmail', t`Receiver's e-mail (optional)`, { maxLength: 254, type: 'email' })}
          </>
        ) : null}
      </section>

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
              value={form.date}
              onChange={(event) => setForm((f) => ({ ...f, date: event.target.value, time: '', asap: false }))}
            >
              {dates.map((d) => (
                <option key={d} value={d}>
                  {d}
                </option>
              ))}
            </select>
            <FieldError id="date-error" error={errors.date} />
          </div>
        ) : null}
        <div className={formStyles.field}>
          <label className={formStyles.label} htmlFor="checkout-time">
            {t`Time`}
          </label>
          <select
            id="checkout-time"
            className={formStyles.input}
            value={form.asap ? 'asap' : form.time}
            onChange={(event) =>
              setForm((f) => (event.target.value === 'asap' ? { ...f, asap: true, time: '' } : { ...f, asap: false, time: event.target.value }))
            }
          >
            <option value="">{t`Choose a time`}</option>
            {isToday && slots.length > 0 ? <option value="asap">{t`As soon as possible`}</option> : null}
            {slots.map((slot) => (
              <option key={slot} value={slot}>
                {slot}
              </option>
            ))}
          </select>
          {slots.length === 0 ? <p className={formStyles.hint}>{t`No delivery times are left on this date.`}</p> : null}
          <FieldError id="time-error" error={errors.time} />
        </div>
      </section>

      <section className={styles.section} aria-labelledby="notes-heading">
        <h2 id="notes-heading">{t`Notes`}</h2>
        <div className={formStyles.field}>
          <label className={formStyles.label} htmlFor="checkout-instructions">
            {t`Notes for the store or the driver`}
          </label>
          <textarea id="checkout-instructions" className={formStyles.input} maxLength={255} value={form.instructions} onChange={(event) => set('instructions', event.target.value)} />
          <FieldError id="instructions-error" error={errors.instructions} />
        </div>
      </section>

      {settings.useEinvoice ? <EinvoiceSection form={form} setForm={setForm} errors={errors} /> : null}

      {loggedIn && settings.useCrmPromotion ? (
        <PromotionsSection promotions={props.promotions} setPromotions={props.setPromotions} setRules={props.setRules} discounts={discounts} />
      ) : null}

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
        <MoneyBreakdown breakdown={discounts.breakdown} totalTestId="checkout-total" />
      </section>

      <section className={styles.section} aria-labelledby="payment-heading">
        <h2 id="payment-heading">{t`Payment method`}</h2>
        <fieldset className={styles.choices}>
          <legend className={formStyles.label}>{t`How would you like to pay?`}</legend>
          <label>
            <input type="radio" name="paymentMethod" checked={paymentMethod === 'cash'} onChange={() => setPaymentMethod('cash')} /> {t`Cash`}
          </label>
          {settings.useMomo ? (
            <label>
              <input type="radio" name="paymentMethod" checked={paymentMethod === 'momo'} onChange={() => setPaymentMethod('momo')} /> {WALLET_NAMES.momo}
            </label>
          ) : null}
          {settings.usePayoo ? (
            <label>
              <input type="radio" name="paymentMethod" checked={paymentMethod === 'payoo'} onChange={() => setPaymentMethod('payoo')} /> {WALLET_NAMES.payoo}
            </label>
          ) : null}
        </fieldset>
      </section>

      <label className={formStyles.checkbox}>
        <input type="checkbox" checked={form.policyAgreed} onChange={(event) => set('policyAgreed', event.target.checked)} />
        <span>
          <Trans>
            I agree to the <Link href={paths.generalTradingConditions}>general trading conditions</Link>, the{' '}
            <Link href={paths.paymentPolicy}>payment policy</Link> and the <Link href={paths.privacyPolicy}>privacy policy</Link>.
          </Trans>
        </span>
      </label>

      {inline && notice ? (
        <p role="alert" className={ui.alert.error}>
          {message[notice]}
        </p>
      ) : null}
      <CheckoutDialogs checkoutStore={checkoutStore} futureDelivery={futureDelivery} setForm={setForm} />

      {submitted ? null : (
        <div className={formStyles.actions}>
          <button type="button" className={ui.button.primary} disabled={!canConfirm || busy || submitted} onClick={() => confirm('redirect')}>
            {t`Place order`}
          </button>
          {paymentMethod && paymentMethod !== 'cash' ? (
            <button type="button" className={ui.button.secondary} disabled={!canConfirm || busy || submitted} onClick={() => confirm('qr')}>
              {t`Pay with a QR code`}
            </button>
          ) : null}
          {paymentMethod === null ? <p className={formStyles.hint}>{t`Choose a payment method to place the order.`}</p> : null}
          {busy ? <span role="status">{t`Sending your order…`}</span> : null}
        </div>
      )}
    </form>
  );
}
