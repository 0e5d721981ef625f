import { Trans, useLingui } from '@lingui/react/macro';
import { cartBreakdownSelector, cartLinesSelector } from '../../../../machines/cart/selectors';
import { formatPrice } from '../../../lib/format';
import { CartContext } from '../../../app/ordering/context';
import * as styles from './cart.css';
import { CheckoutButton } from './checkout-button';

/** Right panel: the cart in short, with its total and the checkout button. */
export default function CartSummary() {
  const { t } = useLingui();
  const lines = CartContext.useSelector(cartLinesSelector);
  const total = CartContext.useSelector((s) => cartBreakdownSelector(s).total);
  return (
    <section className={styles.summary} aria-label={t`Cart summary`}>
      <h2>
        <Trans>Your cart</Trans>
      </h2>
      {lines.length === 0 ? (
        <p>
          <Trans>Your cart is empty.</Trans>
        </p>
      ) : (
        <ul className={styles.summaryList}>
          {lines.map((line) => (
            <li key={line.menuid} className={styles.summaryRow}>
              <span>{line.active_flag ? line.menunm : <s>{line.menunm}</s>}</span>
              <span>×{line.quantity}</span>
            </li>
          ))}
        </ul>
      )}
      <p className={styles.summaryRow}>
        <Trans>Total</Trans> <strong>{formatPrice(total)}</strong>
      </p>
      <CheckoutButton />
    </section>
  );
}
