import { Trans } from '@lingui/react/macro';
import { useEffect } from 'react';
import { isCartEmptySelector } from '../../../../machines/cart/selectors';
import { isOfflineSelector } from '../../../../machines/ordering/selectors';
import { CartContext, OrderingContext } from '../context';
import { warmOfflineChunks } from '../../../lib/service-worker-registration';
import * as ui from '../../../components/ui/ui.css';
import * as styles from './offline-banner.css';

/** Says the network is gone while the ordering system knows it: the last menu and the cart stay. */
export function OfflineBanner() {
  const offline = OrderingContext.useSelector(isOfflineSelector);
  const cartEmpty = CartContext.useSelector(isCartEmptySelector);
  // A customer with a cart may lose the network before the checkout: its chunks are kept ahead.
  useEffect(() => {
    if (!cartEmpty) void warmOfflineChunks();
  }, [cartEmpty]);
  if (!offline) return null;
  return (
    <div className={`${ui.alert.info} ${styles.banner}`} role="status">
      <Trans>You are offline. You can keep browsing the last menu and your cart; ordering needs the network.</Trans>
    </div>
  );
}
