import { Trans, useLingui } from '@lingui/react/macro';
import {
  addressStatusSelector,
  allowedKmSelector,
  restrictedAreaSelector,
  isGeocoderFailedSelector,
  chosenStoreSelector,
  deliveryTypeSelector,
  distanceSelector,
} from '../../../../machines/fulfilment/selectors';
import { ListSkeleton, SkeletonRegion } from '../../../components/ui/skeleton';
import { StoreCard } from '../../../components/store/store-card';
import { StoreCalendarNotice } from '../../../components/store/store-calendar-notice';
import { StoreOpenStatus, useStoreOpenState } from '../../../components/store/store-open-status';
import * as ui from '../../../components/ui/ui.css';
import { formatKm } from '../../../lib/format';
import { FulfilmentContext } from '../context';
import * as styles from './fulfilment.css';

/** The outcome of the address lookup, with a retry where one helps (SPEC §8). */
export function AddressStatus() {
  const { t } = useLingui();
  const actor = FulfilmentContext.useActorRef();
  const status = FulfilmentContext.useSelector(addressStatusSelector);
  const allowedKm = FulfilmentContext.useSelector(allowedKmSelector);
  const restrictedArea = FulfilmentContext.useSelector(restrictedAreaSelector);
  const geocoderFailed = FulfilmentContext.useSelector(isGeocoderFailedSelector);
  const store = FulfilmentContext.useSelector(chosenStoreSelector);
  const distance = FulfilmentContext.useSelector(distanceSelector);
  const storesUnavailable = FulfilmentContext.useSelector((s) => s.matches('storesUnavailable'));
  const openState = useStoreOpenState(store);
  const pickUp = FulfilmentContext.useSelector(deliveryTypeSelector) === 'typePickup';

  if (storesUnavailable) {
    return (
      <div className={ui.alert.error} role="alert">
        <p>
          <Trans>The stores could not be loaded. Please try again later.</Trans>
        </p>
        <button type="button" className={ui.button.secondary} onClick={() => actor.send({ type: 'stores.retry' })}>
          {t`Try again`}
        </button>
      </div>
    );
  }
  switch (status) {
    case 'pending':
      return (
        <SkeletonRegion label={t`Finding the nearest store`}>
          <ListSkeleton rows={1} />
        </SkeletonRegion>
      );
    case 'storeChosen': {
      if (!store) return null;
      const name = store.name;
      const km = distance === null ? null : formatKm(distance);
      if (pickUp) {
        return (
          <>
            <StoreCard store={store} distance={distance} />
            <StoreCalendarNotice store={store} />
          </>
        );
      }
      return (
        <div>
          <p role="status" className={styles.found}>
            {km === null ? <Trans>Your store: {name}</Trans> : <Trans>Nearest store: {name} ({km} km)</Trans>}
          </p>
          <StoreOpenStatus state={openState} />
          <StoreCalendarNotice store={store} />
        </div>
      );
    }
    case 'outOfRange': {
      const km = allowedKm ?? 0;
      return (
        <p role="alert" className={ui.alert.error}>
          <Trans>This address is farther than the {km} km we deliver to. Please choose another address.</Trans>
        </p>
      );
    }
    case 'restricted': {
      const area = restrictedArea ?? '';
      return (
        <p role="alert" className={ui.alert.error}>
          <Trans>Delivery is unavailable in {area} (a restricted area). Please choose another address, or pick up at the store.</Trans>
        </p>
      );
    }
    case 'noPath':
      return (
        <p role="alert" className={ui.alert.error}>
          <Trans>Delivery path not found. Please choose another address.</Trans>
        </p>
      );
    case 'notFound':
      return (
        <p role="alert" className={ui.alert.error}>
          {geocoderFailed ? (
            <Trans>Geocoder failed: the point on the map could not be turned into an address. Please enter the address.</Trans>
          ) : (
            <Trans>Address not found. Please enter it again.</Trans>
          )}
        </p>
      );
    case 'noSuggestions':
      return (
        <p role="status" className={styles.muted}>
          <Trans>No results found</Trans>
        </p>
      );
    case 'lookupFailed':
      return (
        <div className={ui.alert.error} role="alert">
          <p>
            <Trans>Finding the store did not finish. Please try again.</Trans>
          </p>
          <button type="button" className={ui.button.secondary} onClick={() => actor.send({ type: 'lookup.retry' })}>
            {t`Try again`}
          </button>
        </div>
      );
    default:
      return null;
  }
}
