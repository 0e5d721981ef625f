import { useLingui } from '@lingui/react/macro';
import { Fragment } from 'react';
import { breakdownLines, type MoneyBreakdown as Breakdown } from '../../../domain/breakdown';
import { formatPrice } from '../../lib/format';
import * as styles from './money-breakdown.css';

/**
 * The money breakdown of a cart or an order, as domain/breakdown computes it: subtotal, VAT charged,
 * delivery fee and each discount, then the total they add up to. VAT shows once, the way its tax type
 * (stuckb) charges it: a line "VAT (added)" for tax outside the price, a note "VAT included" under the
 * total for tax inside it (already in the subtotal), nothing without tax. A fee or a discount that is
 * 0 has no line (an empty cart reads subtotal 0, total 0).
 */
export function MoneyBreakdown({ breakdown, totalTestId }: { breakdown: Breakdown; totalTestId?: string }) {
  const { t } = useLingui();
  const labels: Partial<Record<keyof Breakdown, string>> = {
    subTotal: t`Subtotal`,
    vat: t`VAT (added)`,
    deliveryFee: t`Delivery fee`,
    itemDiscount: t`Item discount`,
    billDiscount: t`Bill discount`,
    feeDiscount: t`Delivery fee discount`,
  };
  const shown = breakdownLines(breakdown).filter((line) => line.amount !== 0 || line.key === 'subTotal');
  const includedVat = formatPrice(breakdown.includedVat);
  return (
    <>
      <dl className={styles.list}>
        {shown.map((line) => (
          <Fragment key={line.key}>
            <dt>{labels[line.key]}</dt>
            <dd className={styles.amount}>
              {line.amount < 0 ? `−${formatPrice(-line.amount)}` : formatPrice(line.amount)}
            </dd>
          </Fragment>
        ))}
        <dt className={styles.total}>{t`Total`}</dt>
        <dd className={`${styles.amount} ${styles.total}`} data-testid={totalTestId}>
          {formatPrice(breakdown.total)}
        </dd>
      </dl>
      {breakdown.includedVat > 0 ? (
        <p className={styles.note}>{t`VAT included in the prices: ${includedVat}`}</p>
      ) : null}
    </>
  );
}
