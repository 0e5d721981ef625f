import { useLingui } from '@lingui/react/macro';
import { DELIVERY_HOURS_END, DELIVERY_HOURS_START } from '../../../domain/constants';
import type { Store } from '../../../machines/fulfilment/types';
import { formatKm } from '../../lib/format';
import { StoreOpenStatus, useStoreOpenState } from './store-open-status';
import * as styles from './store-card.css';

/** An https Google Maps search at the store's coordinates (works without an API key, in the app or the browser). */
export const storeMapLink = (store: Pick<Store, 'latitude' | 'longitude'>) =>
  `https://www.google.com/maps/search/?api=1&query=${store.latitude},${store.longitude}`;

/**
 * The chosen store as a pickup customer needs it: name, address, hours, whether it is
 * open now, the distance and a map link. One component for home, menu and checkout.
 */
export function StoreCard({ store, distance, heading }: { store: Store; distance?: number | null; heading?: string }) {
  const { t } = useLingui();
  const openState = useStoreOpenState(store);
  const hours = `${store.start_time ?? DELIVERY_HOURS_START}–${store.end_time ?? DELIVERY_HOURS_END}`;
  const km = distance === null || distance === undefined ? null : formatKm(distance);
  return (
    <section className={styles.card} aria-label={heading ?? t`Pickup store`} data-testid="store-card">
      <p className={styles.name}>{store.name}</p>
      <p className={styles.line}>{store.address}</p>
      <p className={styles.line}>
        {t`Hours: ${hours}`}
        {km ? ` · ${t`${km} km away`}` : null}
      </p>
      <StoreOpenStatus state={openState} />
      <a className={styles.link} href={storeMapLink(store)} target="_blank" rel="noopener noreferrer">
        {t`Open in Google Maps`}
      </a>
    </section>
  );
}
