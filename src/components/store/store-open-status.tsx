import { Trans } from '@lingui/react/macro';
import { useEffect, useState } from 'react';
import { DELIVERY_HOURS_END, DELIVERY_HOURS_START } from '../../../domain/constants';
import { storeOpenState, type StoreOpenState } from '../../../domain/store-hours';
import { toBusinessTime } from '../../../domain/time-slots';
import type { Store } from '../../../machines/fulfilment/types';
import { clock } from '../../lib/clock';
import { formatDate } from '../../lib/format';
import * as styles from './store-open-status.css';

const MINUTE_MS = 60_000;

/** The store's opening state now, recomputed every minute from the app's clock. */
export function useStoreOpenState(store: Store | null | undefined): StoreOpenState | null {
  const [, setMinutesShown] = useState(0);
  useEffect(() => {
    const timer = window.setInterval(() => setMinutesShown((count) => count + 1), MINUTE_MS);
    return () => window.clearInterval(timer);
  }, []);
  if (!store) return null;
  const schedule = {
    start_time: store.start_time ?? DELIVERY_HOURS_START,
    end_time: store.end_time ?? DELIVERY_HOURS_END,
    last_order_time: store.last_order_time ?? null,
    openDays: store.openDays,
    delivery_times: store.deliveryTime ?? [],
  };
  return storeOpenState(schedule, clock.instant());
}

/** "Open now · last order at 20:00", "Closing soon", or "Closed now, opens …", for home, menu and checkout. */
export function StoreOpenStatus({ state }: { state: StoreOpenState | null }) {
  if (!state) return null;
  if (state.kind === 'open') {
    const time = state.closesAt;
    return (
      <p className={styles.open} data-testid="store-open-state">
        <Trans>Open now · last order at {time}</Trans>
      </p>
    );
  }
  if (state.kind === 'closingSoon') {
    const time = state.closesAt;
    return (
      <p className={styles.closingSoon} data-testid="store-open-state">
        <Trans>Closing soon · last order at {time}</Trans>
      </p>
    );
  }
  if (!state.opensAt) {
    return (
      <p className={styles.closed} data-testid="store-open-state">
        <Trans>Closed now</Trans>
      </p>
    );
  }
  const time = state.opensAt.time;
  const date = formatDate(state.opensAt.date);
  const today = toBusinessTime(clock.instant()).toPlainDate().toString() === state.opensAt.date;
  return (
    <p className={styles.closed} data-testid="store-open-state">
      {today ? <Trans>Closed now · opens at {time}</Trans> : <Trans>Closed now · opens on {date} at {time}</Trans>}
    </p>
  );
}
