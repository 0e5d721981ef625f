import { Trans, useLingui } from '@lingui/react/macro';
import { Temporal } from 'temporal-polyfill';
import {
  chosenStoreSelector,
  deliveryTypeSelector,
  distanceSelector,
  estimatedMinutesSelector,
  placeSelector,
} from '../../../../machines/fulfilment/selectors';
import { continuedOrderNoSelector } from '../../../../machines/ordering/selectors';
import { StoreCard } from '../../../components/store/store-card';
import { StoreCalendarNotice } from '../../../components/store/store-calendar-notice';
import { StoreOpenStatus, useStoreOpenState } from '../../../components/store/store-open-status';
import * as ui from '../../../components/ui/ui.css';
import { formatKm } from '../../../lib/format';
import { OrderingContext, FulfilmentContext } from '../context';

/**
 * Store, distance, address, order time and estimated time of the current order, and its number
 * while it continues an open order found on home (the ordering system's continued order: a placed order empties
 * the cart, so a new order has no number until it is placed).
 */
export function DeliveryInfo() {
  const { t } = useLingui();
  const orderNumber = OrderingContext.useSelector(continuedOrderNoSelector);
  const store = FulfilmentContext.useSelector(chosenStoreSelector);
  const distance = FulfilmentContext.useSelector(distanceSelector);
  const place = FulfilmentContext.useSelector(placeSelector);
  const deliveryType = FulfilmentContext.useSelector(deliveryTypeSelector);
  const minutes = FulfilmentContext.useSelector((s) => estimatedMinutesSelector(s, Temporal.Now.instant()));
  const openState = useStoreOpenState(store);
  if (!store) return null;
  const km = distance === null ? null : formatKm(distance);
  const pickUp = deliveryType === 'typePickup';
  return (
    <>
      {/* Pickup: the store card (address, hours, map link) above the order facts, full width. */}
      {pickUp ? <StoreCard store={store} distance={distance} /> : null}
      <StoreCalendarNotice store={store} />
      <dl className={ui.definitionList}>
        {pickUp ? null : (
          <>
            <dt>
              <Trans>Store</Trans>
            </dt>
            <dd>
              {store.name}
              <br />
              {store.address}
              <StoreOpenStatus state={openState} />
            </dd>
            <dt>
              <Trans>Distance</Trans>
            </dt>
            <dd>{km === null ? t`Unknown` : t`${km} km`}</dd>
          </>
        )}
        <dt>{deliveryType === 'typePickup' ? t`Pickup` : t`Delivery address`}</dt>
        <dd>{deliveryType === 'typePickup' ? t`At the store` : (place?.formatted_address ?? t`Unknown`)}</dd>
        <dt>
          <Trans>Order time</Trans>
        </dt>
        <dd>
          <Trans>As soon as possible</Trans>
        </dd>
        <dt>
          <Trans>Estimated time</Trans>
        </dt>
        <dd>{minutes === null ? t`Unknown` : t`About ${minutes} minutes`}</dd>
        {orderNumber === null ? null : (
          <>
            <dt>
              <Trans>Order number</Trans>
            </dt>
            <dd>{orderNumber}</dd>
          </>
        )}
      </dl>
    </>
  );
}
