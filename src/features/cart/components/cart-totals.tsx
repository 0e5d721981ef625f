import { Trans } from '@lingui/react/macro';
import { cartTotalsSelector } from '../../../../machines/cart/selectors';
import { formatPrice } from '../../../lib/format';
import { CartContext } from '../provider';
import * as styles from './cart.css';

/** subTotal, VAT, included VAT, delivery fee and total, as domain/totals computes them. */
export function CartTotals() {
  const totals = CartContext.useSelector(cartTotalsSelector);
  return (
    <dl className={styles.totals}>
      <dt>
        <Trans>Subtotal</Trans>
      </dt>
      <dd>{formatPrice(totals.subTotal)}</dd>
      <dt>
        <Trans>VAT</Trans>
      </dt>
      <dd>{formatPrice(totals.vat)}</dd>
      <dt>
        <Trans>Included VAT</Trans>
      </dt>
      <dd>{formatPrice(totals.includedVat)}</dd>
      <dt>
        <Trans>Delivery fee</Trans>
      </dt>
      <dd>{formatPrice(totals.deliveryFee)}</dd>
      <dt className={styles.grandTotal}>
        <Trans>Total</Trans>
      </dt>
      <dd className={styles.grandTotal} data-testid="cart-total">
        {formatPrice(totals.totalWithFee)}
      </dd>
    </dl>
  );
}
