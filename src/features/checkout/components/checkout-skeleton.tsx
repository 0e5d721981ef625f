import { useLingui } from '@lingui/react/macro';
import { deliveryTypeSelector } from '../../../../machines/fulfilment/selectors';
import { Skeleton } from '../../../components/ui/skeleton';
import * as formStyles from '../../../components/ui/form.css';
import { AddressStatus } from '../../../app/ordering/components/address-status';
import { FulfilmentContext } from '../../../app/ordering/context';
import * as styles from '../checkout.css';

/**
 * The checkout form's first screen while the session, the cart and the checkout's machines are on their way: its two
 * first sections as they will stand (headings, labels and empty boxes; the delivery question and the address as grey
 * lines; the serving store's line), so that the form takes their place without moving them. The server draws it for
 * the page's first paint (src/entry-server.tsx), whose largest text is the store's line.
 */
export function CheckoutSkeleton() {
  const { t } = useLingui();
  const pickUp = FulfilmentContext.useSelector(deliveryTypeSelector) === 'typePickup';
  return (
    <div className={styles.form} role="status" aria-busy="true" aria-label={t`Loading the checkout`} data-testid="checkout-skeleton">
      <section className={styles.section}>
        <h2>{t`Customer information`}</h2>
        {[t`Full name`, t`Phone number`, t`E-mail (optional)`].map((label) => (
          <div key={label} className={formStyles.field}>
            <span className={formStyles.label}>{label}</span>
            <span className={styles.fieldBox} />
          </div>
        ))}
      </section>
      <section className={styles.section}>
        <h2>{t`Delivery or pickup`}</h2>
        <span className={styles.room} aria-hidden="true" data-testid="checkout-placeholder">
          <Skeleton height="14px" width="75%" />
          <span className={styles.roomChoices}>
            <Skeleton height="14px" width="96px" />
            <Skeleton height="14px" width="96px" />
          </span>
        </span>
        {pickUp ? null : (
          <span className={styles.room} aria-hidden="true" data-testid="checkout-placeholder">
            <Skeleton height="14px" />
            <Skeleton height="14px" width="60%" />
          </span>
        )}
        <AddressStatus />
      </section>
    </div>
  );
}
