import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useState } from 'react';
import { Link } from 'wouter';
import { addedNoticeSelector, cartBreakdownSelector, cartItemCountSelector } from '../../../../machines/cart/selectors';
import { paths } from '../../../config/paths';
import { formatPrice } from '../../../lib/format';
import { CartContext } from '../../../app/ordering/context';
import { visuallyHidden } from '../../../styles/utilities.css';
import * as styles from '../menu.css';


/**
 * The bottom of the menu and detail pages: the cart's count and total, opening the cart (shown
 * while the cart has dishes); with `announce`, also the cart's answer to the last add, spoken
 * and shown for a moment: the toast's animation ends by dismissing the notice in the cart machine.
 */
export function CartBar({ announce = false }: { announce?: boolean }) {
  const { t } = useLingui();
  const cart = CartContext.useActorRef();
  const count = CartContext.useSelector(cartItemCountSelector);
  // The same total as the cart summary and the cart page (the delivery fee included).
  const total = CartContext.useSelector((s) => cartBreakdownSelector(s).total);
  const notice = CartContext.useSelector(addedNoticeSelector);
  // A live region that mounts with its text is often not read; it is filled once it is on the page.
  const [mounted, setMounted] = useState(false);
  useEffect(() => setMounted(true), []);

  const name = notice?.name ?? '';
  const quantity = notice?.quantity ?? 0;
  const message = notice ? (quantity > 1 ? t`Added ${quantity} × ${name} to your cart` : t`Added ${name} to your cart`) : '';
  const totalText = formatPrice(total);

  return (
    <>
      {announce ? (
        <p role="status" className={styles.liveRegion}>
          {mounted ? message : ''}
        </p>
      ) : null}
      <div className={styles.cartBarDock}>
        {announce && notice ? (
          <p
            key={`${name}-${quantity}-${count}`}
            className={styles.addedToast}
            aria-hidden="true"
            onAnimationEnd={() => cart.send({ type: 'addedNotice.dismiss' })}
          >
            {message}
          </p>
        ) : null}
        {count > 0 ? (
          <Link href={paths.myCart} className={styles.cartBar}>
            <span className={styles.cartBarCount} aria-hidden="true">
              {count}
            </span>
            <span className={styles.cartBarLabel}>
              <Trans>View cart</Trans>
            </span>{' '}
            <span className={visuallyHidden}>{t`${count} in the cart`} </span>
            <span className={styles.cartBarTotal}>{totalText}</span>
          </Link>
        ) : null}
      </div>
    </>
  );
}
