import { Trans, useLingui } from '@lingui/react/macro';
import {
  BAD_WEATHER_TOLERANCE_MINUTES,
  BASE_FEE_DISTANCE_METRES,
  DEFAULT_PREPARE_MINUTES,
  DELIVERY_BASE_FEE,
  DELIVERY_FEE_PER_KM,
  DELIVERY_TIME_BANDS,
  LARGE_BAG_MAX_MAIN_DISHES,
  MALL_DELIVERY_BASE_FEE,
  MALL_PARKING_FEE,
  MALL_TOLERANCE_MINUTES,
  METRES_PER_KM,
  MIN_PREPARE_MINUTES,
  NO_DRIVER_NOTICE_MINUTES,
  PEAK_HOURS,
  PEAK_TOLERANCE_MINUTES,
  RECEIPT_CONFIRMATION_MINUTES,
  REFUND_WORKING_DAYS,
  SMALL_BAG_MAX_MAIN_DISHES,
} from '../../../domain/constants';
import { deliveryRadiusMetres } from '../../../domain/store-choice';
import { formatNumber } from '../../lib/format';
import { useDeliveryHours } from '../../lib/use-delivery-hours';
import { useSettings } from '../../app/settings/provider';
import { PolicyPage, PolicySection } from './components/policy-page';
import * as styles from './components/policy-page.css';
import { policyTitles } from './policies';

const toKm = (metres: number) => metres / METRES_PER_KM;

function DeliveryHoursText({ start, end, lastOrder }: { start: string; end: string; lastOrder: string }) {
  return (
    <p>
      <Trans>
        We deliver every day from {start} to {end}. The last order of the day is accepted at {lastOrder}. You can also
        order ahead for a later date and time.
      </Trans>
    </p>
  );
}

function DeliveryTimeTable() {
  const { t } = useLingui();
  let fromKm = 0;
  const rows = DELIVERY_TIME_BANDS.map((band) => {
    const row = { fromKm, toKm: toKm(band.upToMetres), normal: band.normalMinutes, peak: band.peakMinutes };
    fromKm = row.toKm;
    return row;
  });
  return (
    <table className={styles.table}>
      <caption>
        <Trans>Estimated delivery time after the food is ready</Trans>
      </caption>
      <thead>
        <tr>
          <th scope="col">
            <Trans>Distance</Trans>
          </th>
          <th scope="col">
            <Trans>Normal hours</Trans>
          </th>
          <th scope="col">
            <Trans>Peak hours</Trans>
          </th>
        </tr>
      </thead>
      <tbody>
        {rows.map(({ fromKm: from, toKm: to, normal, peak }) => (
          <tr key={to}>
            <th scope="row">{t`${from}–${to} km`}</th>
            <td>{t`${normal} minutes`}</td>
            <td>{t`${peak} minutes`}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

export default function DeliveryPolicyPage() {
  const radiusKm = toKm(deliveryRadiusMetres(useSettings()));
  const baseKm = toKm(BASE_FEE_DISTANCE_METRES);
  const hours = useDeliveryHours();
  const baseFee = formatNumber(DELIVERY_BASE_FEE);
  const mallBaseFee = formatNumber(MALL_DELIVERY_BASE_FEE);
  const perKm = formatNumber(DELIVERY_FEE_PER_KM);
  const parkingFee = formatNumber(MALL_PARKING_FEE);
  const minPrepare = MIN_PREPARE_MINUTES;
  const defaultPrepare = DEFAULT_PREPARE_MINUTES;
  const peakHours = PEAK_HOURS.map((window) => `${window.start}–${window.end}`).join(', ');
  const peakTolerance = PEAK_TOLERANCE_MINUTES;
  const mallMin = MALL_TOLERANCE_MINUTES.min;
  const mallMax = MALL_TOLERANCE_MINUTES.max;
  const weatherMin = BAD_WEATHER_TOLERANCE_MINUTES.min;
  const weatherMax = BAD_WEATHER_TOLERANCE_MINUTES.max;
  const noDriverMinutes = NO_DRIVER_NOTICE_MINUTES;
  const smallBag = SMALL_BAG_MAX_MAIN_DISHES;
  const largeBag = LARGE_BAG_MAX_MAIN_DISHES;
  const receiptMinutes = RECEIPT_CONFIRMATION_MINUTES;
  const refundDays = REFUND_WORKING_DAYS;
  return (
    <PolicyPage title={policyTitles.deliveryPolicy}>
      <PolicySection title={<Trans>Delivery area</Trans>}>
        <p>
          <Trans>
            We deliver to addresses within {radiusKm} km of the nearest restaurant; some restaurants deliver within a
            shorter distance, which we tell you when you enter your address. The nearest restaurant is chosen
            automatically from your delivery address and cannot be chosen by hand.
          </Trans>
        </p>
      </PolicySection>
      <PolicySection title={<Trans>Delivery hours</Trans>}>{hours ? <DeliveryHoursText {...hours} /> : null}</PolicySection>
      <PolicySection title={<Trans>Delivery fee</Trans>}>
        <ul>
          <li>
            <Trans>
              Under {baseKm} km: {baseFee} VND; each further kilometre adds {perKm} VND.
            </Trans>
          </li>
          <li>
            <Trans>
              Restaurants inside a shopping mall: {mallBaseFee} VND under {baseKm} km, plus {perKm} VND for each further
              kilometre, plus a parking fee of {parkingFee} VND per order.
            </Trans>
          </li>
          <li>
            <Trans>
              The delivery fee is shown before you confirm your order. After a promotion, the fee and the total never go
              below 0 VND.
            </Trans>
          </li>
        </ul>
      </PolicySection>
      <PolicySection title={<Trans>Preparation and delivery time</Trans>}>
        <p>
          <Trans>
            Every order needs at least {minPrepare} minutes of preparation. When a restaurant gives no preparation time, we
            plan {defaultPrepare} minutes.
          </Trans>
        </p>
        <DeliveryTimeTable />
        <p>
          <Trans>Peak hours: {peakHours}.</Trans>
        </p>
      </PolicySection>
      <PolicySection title={<Trans>Tolerance</Trans>}>
        <p>
          <Trans>
            At peak hours the delivery time may vary by ±{peakTolerance} minutes. Orders from restaurants inside a shopping
            mall may take {mallMin}–{mallMax} minutes longer, and bad weather may add {weatherMin}–{weatherMax} minutes.
          </Trans>
        </p>
      </PolicySection>
      <PolicySection title={<Trans>When no driver is available</Trans>}>
        <p>
          <Trans>
            If no driver can be found for your order, we inform you within {noDriverMinutes} minutes and offer a new time or
            the cancellation of the order.
          </Trans>
        </p>
      </PolicySection>
      <PolicySection title={<Trans>Packaging</Trans>}>
        <p>
          <Trans>
            Dishes are packed in sealed bags: at most {smallBag} main dishes per small bag and at most {largeBag} main
            dishes per large bag.
          </Trans>
        </p>
      </PolicySection>
      <PolicySection title={<Trans>Receiving your order</Trans>}>
        <p>
          <Trans>
            Please check your order when you receive it. If nothing is reported within {receiptMinutes} minutes of
            delivery, the order is deemed received correctly.
          </Trans>
        </p>
      </PolicySection>
      <PolicySection title={<Trans>Refunds for orders not served</Trans>}>
        <p>
          <Trans>If you paid for an order that we could not serve, we refund the full amount within {refundDays} working days.</Trans>
        </p>
      </PolicySection>
    </PolicyPage>
  );
}
