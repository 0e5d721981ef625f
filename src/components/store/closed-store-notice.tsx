import { Trans } from '@lingui/react/macro';
import type { Store } from '../../../machines/fulfilment/types';
import * as ui from '../ui/ui.css';
import { StoreOpenStatus, useStoreOpenState } from './store-open-status';
import * as styles from './store-open-status.css';

/**
 * A closed store says so where the order starts (home's ordering card, the top of the menu), not only in the side
 * panel a phone folds away: when it opens, and that an order placed now is for a later time (the checkout then offers
 * no ASAP and starts on the first date with times). Nothing while the store is open or unknown.
 */
export function ClosedStoreNotice({ store }: { store: Store | null | undefined }) {
  const state = useStoreOpenState(store);
  if (state?.kind !== 'closed') return null;
  return (
    <div role="status" className={`${ui.alert.info} ${styles.closedNotice}`} data-testid="closed-store-notice">
      <StoreOpenStatus state={state} />
      <p>
        <Trans>You can still order now for later: choose the time at checkout.</Trans>
      </p>
    </div>
  );
}
