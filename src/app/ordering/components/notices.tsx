import { Trans } from '@lingui/react/macro';
import { removedDishesSelector, resumeFailedSelector } from '../../../../machines/ordering/selectors';
import { menuCheckFailedSelector } from '../../../../machines/fulfilment/selectors';
import * as ui from '../../../components/ui/ui.css';
import { FulfilmentContext, OrderingContext } from '../context';
import * as styles from './notices.css';

/** The dishes removed from the cart because the new store lacks them; an open order found on home that could not be put back. */
export function RemovedDishesNotice() {
  const ordering = OrderingContext.useActorRef();
  const removed = OrderingContext.useSelector(removedDishesSelector);
  const resumeFailed = OrderingContext.useSelector(resumeFailedSelector);
  if (resumeFailed) {
    return (
      <div className={`${ui.alert.error} ${styles.notice}`} role="alert">
        <p>
          <Trans>The order could not be put back in your cart. Please try again later.</Trans>
        </p>
        <button type="button" className={ui.button.ghost} onClick={() => ordering.send({ type: 'notice.dismiss' })}>
          <Trans>OK</Trans>
        </button>
      </div>
    );
  }
  if (removed.length === 0) return null;
  const list = removed.join(', ');
  return (
    <div className={`${ui.alert.info} ${styles.notice}`} role="alert">
      <p>
        <Trans>These dishes are not available at this store and were removed from your cart: {list}</Trans>
      </p>
      <button type="button" className={ui.button.ghost} onClick={() => ordering.send({ type: 'notice.dismiss' })}>
        <Trans>OK</Trans>
      </button>
    </div>
  );
}

/**
 * SPEC §8 "Menu availability check failed": the cart's dishes could not be checked at the chosen store, so the
 * customer is told that the store will contact them about a dish it lacks; gone once a check succeeds.
 */
export function MenuCheckFailedNotice() {
  const failed = FulfilmentContext.useSelector(menuCheckFailedSelector);
  if (!failed) return null;
  return (
    <div className={`${ui.alert.info} ${styles.notice}`} role="status">
      <p>
        <Trans>We could not check that the dishes in your cart are available at this store. If a dish is unavailable, we will contact you.</Trans>
      </p>
    </div>
  );
}
