import { Trans } from '@lingui/react/macro';
import type { Store } from '../../../machines/fulfilment/types';
import * as ui from '../ui/ui.css';
import { formatDate } from '../../lib/format';
import * as styles from './store-open-status.css';

type CalendarEntry = NonNullable<Store['calendar']>[number];

function CalendarLine({ entry }: { entry: CalendarEntry }) {
  const from = formatDate(entry.from);
  const to = formatDate(entry.to);
  if (entry.kind === 'closure') {
    const reopen = entry.reopen ? formatDate(entry.reopen) : null;
    return (
      <p className={styles.calendarLine}>
        <strong>
          <Trans>Holiday closure</Trans>
        </strong>{' '}
        {reopen ? <Trans>Closed from {from} to {to}; we reopen on {reopen}.</Trans> : <Trans>Closed from {from} to {to}.</Trans>}
      </p>
    );
  }
  return (
    <p className={styles.calendarLine}>
      {entry.kind === 'delivery_only' ? (
        <Trans>From {from} to {to} the store only accepts delivery.</Trans>
      ) : (
        <Trans>From {from} to {to} the store only accepts pickup.</Trans>
      )}
    </p>
  );
}

/**
 * The store calendar's notices (SPEC §8 "Holiday closure" with from, to and reopen dates, and "Store only
 * accepts delivery, or pickup only"), for home, menu and checkout; the server lists only entries that
 * touch the days an order can be placed for.
 */
export function StoreCalendarNotice({ store }: { store: Store | null | undefined }) {
  const entries = store?.calendar ?? [];
  if (entries.length === 0) return null;
  return (
    <div role="status" className={ui.alert.info} data-testid="store-calendar-notice">
      {entries.map((entry) => (
        <CalendarLine key={`${entry.kind}-${entry.from}`} entry={entry} />
      ))}
    </div>
  );
}
