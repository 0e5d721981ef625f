import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect } from 'react';
import { shallowEqual } from '@xstate/react';
import { Link, useLocation } from 'wouter';
import { INSTRUCTIONS_MAX } from '../../../../domain/constants';
import { withoutClosedDays } from '../../../../domain/store-calendar';
import { scheduledSlotsForDay, selectableDates, slotsForDay } from '../../../../domain/time-slots';
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
import { formatDate, formatPrice } from '../../../lib/format';
import { loginPath } from '../../../lib/return-path';
import { orderRefusalMessage } from '../../../lib/order-refusal-messages';
import { clock } from '../../../lib/clock';
import { CartContext } from '../../cart';
import { FulfilmentContext } from '../../fulfilment';
import { AddressStatus } from '../../home';
import { SessionContext } from '../../session';
import { useSettings } from '../../settings';
import { useCheckoutMessages } from '../messages';
import { CheckoutContext } from '../provider';
import { WALLET_NAMES } from '../../payment';
import { useStateMarker } from '../../../lib/state-marker';
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
  const { fieldError } = useCheckoutMessages();
  if (!error) return null;
  return (
    <p id={id} className={formStyles.fieldError}>
      {fieldError[error as keyof typeof fieldError] ?? error}
    </p>
  );
}

/** Goes to /login/ when step 5 needs it (the ordering system logs an invalid customer out). */
function useCheckoutOutcomes() {
  const [, navigate] = useLocation();
  const loginRequired = CheckoutContext.useSelector(isLoginRequiredSelector);
  useEffect(() => {
    if (loginRequired) navigate(loginPath(paths.checkout));
  }, [loginRequired, navigate]);
}

export function CheckoutForm({ checkoutStore, futureDelivery }: CheckoutFormProps) {
  const { t, i18n } = useLingui();
  const settings = useSettings();
  const { message } = useCheckoutMessages();
  const checkout = CheckoutContext.useActorRef();
  const marker = useStateMarker('checkout', checkout);
  const fulfilment = FulfilmentContext.useActorRef();
  const lines = CartContext.useSelector(cartLinesSelector);
  const loggedIn = SessionContext.useSelector(isLoggedInSelector);
  const busy = CheckoutContext.useSelector(isBusySelector);
  const notice = CheckoutContext.useSelector(checkoutMessageSelector);
  const timeRefusal = CheckoutContext.useSelector(serveTimeRefusalSelector, shallowEqual);
  const draft = CheckoutContext.useSelector(draftSelector);
  const errors = CheckoutContext.useSelector(shownErrorsSelector, shallowEqual);
  const destination = CheckoutContext.useSelector(destinationSelector);
  const schedule = CheckoutContext.useSelector(scheduleSelector);
  const paymentMethod = CheckoutContext.useSelector(paymentMethodSelector);
  const discounts = CheckoutContext.useSelector(discountsSelector, shallowEqual);
  const canConfirm = CheckoutContext.useSelector(canConfirmSelector);
  const canAttempt = CheckoutContext.useSelector(canAttemptSelector);
  const asapOffered = CheckoutContext.useSelector(canChooseAsapSelector(clock.now()));
  const submitted = CheckoutContext.useSelector((s) => checkoutResultSelector(s) !== null);
  const confirmBlocker = CheckoutContext.useSelector(confirmBlockerSelector);
  const chosenStore = FulfilmentContext.useSelector(chosenStoreSelector);
  const distance = FulfilmentContext.useSelector(distanceSelector);
  const servingStore = chosenStore?.code === checkoutStore.code ? chosenStore : null;
  useCheckoutOutcomes();

  const now = clock.instant();
  const edit = (patch: Partial<CheckoutDraft>) => checkout.send({ type: 'draft.edit', patch });
  const set = <K extends keyof CheckoutDraft>(key: K, value: CheckoutDraft[K]) => edit({ [key]: value });
  const blur = (field: CheckoutField) => () => checkout.send({ type: 'field.blur', field });
  const changeSchedule = (next: Schedule) => checkout.send({ type: 'schedule.change', schedule: next, now: clock.now() });
  const pickUp = destination.pickUpAtStore;
  const orderDates = selectableDates(now, settings.useFutureDeliveryInXDays);
  // a holiday closure's dates are not offered (the server refuses them: HOLIDAY_CLOSURE)
  const dates = withoutClosedDays(orderDates, servingStore?.calendar ?? []);
  const day = futureDelivery ? schedule.date || (dates[0] ?? orderDates[0]!) : orderDates[0]!;
  // ASAP is now + prepare time; a chosen time starts nextDeliveryTimeInterval after now (the machine and the server check the same rule)
  const slots = scheduledSlotsForDay(day, checkoutStore, now, checkoutStore.prepare_time, settings.nextDeliveryTimeInterval);
  const isToday = day === orderDates[0];
  const asapListed = isToday && asapOffered && slotsForDay(day, checkoutStore, now, checkoutStore.prepare_time).length > 0;
  // "Delivery time refreshed" is told under the time field itself (role status), not with the refusals
  const inline =
    notice && ['addressNotCompleted', 'scheduleExpired', 'serveTimeMissing', 'outOfServiceHours', 'noSlotsToday', 'addressSaveFailed', 'asapUnavailable'].includes(notice);
  // the payment mode ("Place order" or "Pay with a QR code") is part of the confirmation: the checkout hands it to the payment step
  const confirm = (paymentMode: PaymentMode) =>
    canConfirm ? checkout.send({ type: 'checkout.confirm', now: clock.now(), paymentMode }) : checkout.send({ type: 'checkout.attempt' });
  const field = (key: keyof CheckoutDraft, label: string, options: { maxLength?: number; type?: string; autoComplete?: string } = {}) => (
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
        value={draft[key] as string}
        aria-invalid={errors[key] ? true : undefined}
        aria-describedby={errors[key] ? `${key}-error` : undefined}
        onChange={(event) => set(key, event.target.value as never)}
        onBlur={blur(key)}
      />
      <FieldError id={`${key}-error`} error={errors[key]} />
    </div>
  );

  return (
    <form className={styles.form} onSubmit={(event) => event.preventDefault()} aria-label={t`Checkout`} inert={submitted ? true : undefined} {...marker}>
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
            value={draft.phone}
            onValueChange={(value) => set('phone', value)}
            onBlur={blur('phone')}
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
                  value={draft.addressNote}
                  onChange={(event) => set('addressNote', event.target.value)}
                />
              </div>
            ) : null}
            {/* The store serving the address, or why none does (out of range, no path, …). */}
            <AddressStatus />
            {loggedIn && destination.isTemporary && destination.address ? (
              <label className={formStyles.checkbox}>
                <input type="checkbox" checked={draft.saveAddress} onChange={(event) => set('saveAddress', event.target.checked)} />
                <span>{t`Save this address to my addresses`}</span>
              </label>
            ) : null}
          </>
        )}
      </section>

      {loggedIn && settings.useFeatureAddressManage && !pickUp ? (
        // Selecting a recipient reverts the promotion list (SPEC §4 Auth).
        <RecipientAddresses error={errors.customerAddressId} onSelected={() => promotionsActorSelector(checkout.getSnapshot())?.send({ type: 'recipient.select' })} />
      ) : null}

      <section className={styles.section} aria-labelledby="receiver-heading">
        <h2 id="receiver-heading">{pickUp ? t`Pickup person` : t`Receiver information`}</h2>
        <fieldset className={styles.choices}>
          <legend className={formStyles.label}>{pickUp ? t`Who picks up the order?` : t`Who receives the order?`}</legend>
          <label>
            <input type="radio" name="otherPerson" checked={!draft.otherPerson} onChange={() => set('otherPerson', false)} /> {t`Myself`}
          </label>
          <label>
            <input type="radio" name="otherPerson" checked={draft.otherPerson} onChange={() => set('otherPerson', true)} /> {t`Another person`}
          </label>
        </fieldset>
        {draft.otherPerson ? (
          <>
            {field('receiverName', t`Receiver's name`, { maxLength: 40 })}
            <div className={formStyles.field}>
              <label className={formStyles.label} htmlFor="checkout-receiverPhone">
                {t`Receiver's phone number`}
              </label>
              <PhoneInput id="checkout-receiverPhone" maxLength={20} value={draft.receiverPhone} onValueChange={(value) => set('receiverPhone', value)} onBlur={blur('receiverPhone')} autoComplete="off" />
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
              value={schedule.date ?? ''}
              onChange={(event) => changeSchedule({ date: event.target.value, time: null, isAsap: false })}
            >
              {dates.map((d) => (
                <option key={d} value={d}>
                  {formatDate(d)}
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
          <FieldError id="time-error" error={errors.time} />
          {notice === 'deliveryTimeRefreshed' ? (
            <p role="status" className={ui.alert.info}>
              {message.deliveryTimeRefreshed}
            </p>
          ) : null}
        </div>
      </section>

      <section className={styles.section} aria-labelledby="notes-heading">
        <h2 id="notes-heading">{t`Notes`}</h2>
        <div className={formStyles.field}>
          <label className={formStyles.label} htmlFor="checkout-instructions">
            {t`Notes for the store or the driver`}
          </label>
          <textarea id="checkout-instructions" className={formStyles.input} maxLength={255} value={draft.instructions} onChange={(event) => set('instructions', event.target.value)} onBlur={blur('instructions')} />
          <FieldError id="instructions-error" error={errors.instructions} />
        </div>
      </section>

      {settings.useEinvoice ? <EinvoiceSection draft={draft} edit={edit} errors={errors} type={settings.useEinvoiceType} /> : null}

      {loggedIn && settings.useCrmPromotion ? (
        <PromotionsSection />
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

      <label className={formStyles.checkbox}>
        <input
          type="checkbox"
          checked={draft.policyAgreed}
          aria-invalid={errors.policy ? true : undefined}
          aria-describedby={errors.policy ? 'policy-error' : undefined}
          onChange={(event) => set('policyAgreed', event.target.checked)}
        />
        <span>
          <Trans>
            I agree to the <Link href={paths.generalTradingConditions}>general trading conditions</Link>, the{' '}
            <Link href={paths.paymentPolicy}>payment policy</Link> and the <Link href={paths.privacyPolicy}>privacy policy</Link>.
          </Trans>
        </span>
      </label>
      <FieldError id="policy-error" error={errors.policy ? 'policy_required' : undefined} />

      {inline && notice ? (
        <p role="alert" className={ui.alert.error}>
          {timeRefusal ? i18n._(orderRefusalMessage(timeRefusal)) : message[notice]}
        </p>
      ) : null}
      <CheckoutDialogs />

      {submitted ? null : (
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
      )}
    </form>
  );
}
