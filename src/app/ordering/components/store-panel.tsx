import { Trans, useLingui } from '@lingui/react/macro';
import { nextNearestStoresSelector } from '../../../../machines/fulfilment/selectors';
import { formatKm } from '../../../lib/format';
import { FulfilmentContext } from '../context';
import { DeliveryInfo } from './delivery-info';
import * as styles from './fulfilment.css';

/** Left panel: the nearest store and the order's delivery info, then up to 3 next-nearest stores. */
export default function StorePanel() {
  const { t } = useLingui();
  const next = FulfilmentContext.useSelector(nextNearestStoresSelector);
  return (
    <section className={styles.panel} aria-label={t`Your store`}>
      <h2 className={styles.panelTitle}>
        <Trans>Nearest store</Trans>
      </h2>
      <DeliveryInfo />
      {next.length > 0 ? (
        <>
          <h3 className={styles.panelTitle}>
            <Trans>Next nearest stores</Trans>
          </h3>
          <ul className={styles.nextList}>
            {next.map(({ store, distance }) => {
              const km = formatKm(distance);
              return (
                <li key={store.code}>
                  {store.name} <span className={styles.muted}>{t`${km} km`}</span>
                </li>
              );
            })}
          </ul>
        </>
      ) : null}
    </section>
  );
}
