import { useLingui } from '@lingui/react/macro';
import { MEISAIKB_MANDATORY_TOPPING } from '../../../domain/constants';
import type { OrderLine } from '../../../machines/order-status/machine';
import { formatPrice } from '../../lib/format';
import * as styles from './order-items.css';

/**
 * A placed order's dishes, each with its toppings under it (a chosen size by its name, an extra with its
 * quantity and price): the status page and the order detail show them the same way.
 */
export function OrderItems({ lines }: { lines: readonly OrderLine[] }) {
  const { t } = useLingui();
  return (
    <ul className={styles.items}>
      {lines.map(({ dish, toppings }, index) => (
        <li key={`${dish.menuid ?? dish.menucd}-${index}`} className={styles.item}>
          <div className={styles.itemRow}>
            <span>
              {dish.menunm} ×{dish.quantity}
            </span>
            <span className={styles.price}>{formatPrice(dish.amount ?? dish.price * dish.quantity)}</span>
          </div>
          {toppings.length > 0 ? (
            <ul className={styles.toppings} aria-label={t`Toppings`}>
              {toppings.map((topping) => (
                <li key={topping.menucd}>
                  {topping.meisaikb === MEISAIKB_MANDATORY_TOPPING ? topping.menunm : `${topping.menunm} ×${topping.quantity}`}{' '}
                  {topping.price > 0 ? `+${formatPrice(topping.price * topping.quantity)}` : null}
                </li>
              ))}
            </ul>
          ) : null}
        </li>
      ))}
    </ul>
  );
}
