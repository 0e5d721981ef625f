import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect } from 'react';
import { Link, useLocation, useSearch } from 'wouter';
import type { CartLine } from '../../../domain/cart-line';
import { MEISAIKB_MANDATORY_TOPPING } from '../../../domain/constants';
import { canIncreaseSelector, cartLinesSelector, isCartEmptySelector, isCartLoadingSelector } from '../../../machines/cart/selectors';
import { continuedOrderNoSelector } from '../../../machines/ordering/selectors';
import { FallbackImage } from '../../components/ui/fallback-image';
import { ProgressBar } from '../../components/ui/progress-bar';
import { Stepper } from '../../components/ui/stepper';
import * as ui from '../../components/ui/ui.css';
import { editLinePath, paths, REPEAT_ORDER_ID_PARAM, REPEAT_ORDER_PARAM, RESUME_ORDER_PARAM } from '../../config/paths';
import { formatPrice } from '../../lib/format';
import { OrderingContext, CartContext } from '../../app/ordering/context';
import { useStateMarker } from '../../lib/state-marker';
import { useDocumentTitle } from '../../lib/use-document-title';
import * as styles from './components/cart.css';
import { CartTotals } from './components/cart-totals';
import { CheckoutButton } from './components/checkout-button';
import { RemoveAllButton, RemoveDialog } from './components/remove-dialog';
import { DISH_IMAGE_SIZE, DISH_PLACEHOLDER_IMAGE } from '../../lib/media';
import { SoldOutStamp } from '../../components/ui/sold-out-stamp';

function Line({ line }: { line: CartLine }) {
  const { t } = useLingui();
  const cart = CartContext.useActorRef();
  const canIncrease = CartContext.useSelector((s) => canIncreaseSelector(s, line.menuid));
  const canDecrease = CartContext.useSelector((s) => s.can({ type: 'cart.decrease', menuid: line.menuid }));
  const canRemove = CartContext.useSelector((s) => s.can({ type: 'cart.remove', menuid: line.menuid }));
  const name = line.menunm;
  return (
    <li className={`${styles.line} ${line.active_flag ? '' : styles.inactive}`} aria-label={name}>
      <FallbackImage className={styles.thumb} src={line.image} placeholder={DISH_PLACEHOLDER_IMAGE} alt="" {...DISH_IMAGE_SIZE} />
      <div>
        <p className={styles.lineName}>
          {line.active_flag ? name : <s>{name}</s>}
        </p>
        {line.active_flag ? null : (
          <>
            <SoldOutStamp className={styles.soldOut} />
            <p className={ui.alert.error}>
              <Trans>This dish is not available at the moment.</Trans>
            </p>
          </>
        )}
        {line.toppings.length > 0 ? (
          <ul className={styles.toppings} aria-label={t`Toppings`}>
            {line.toppings.map((topping) => (
              <li key={topping.menucd}>
                {topping.meisaikb === MEISAIKB_MANDATORY_TOPPING ? topping.menunm : `${topping.menunm} ×${topping.quantity}`}{' '}
                {topping.price > 0 ? `+${formatPrice(topping.price * topping.quantity)}` : null}
              </li>
            ))}
          </ul>
        ) : null}
        <p>{formatPrice(line.totalPrice)}</p>
      </div>
      <div className={styles.lineActions}>
        <Stepper
          label={name}
          value={line.quantity}
          canDecrease={canDecrease}
          canIncrease={canIncrease}
          onDecrease={() => cart.send({ type: 'cart.decrease', menuid: line.menuid })}
          onIncrease={() => cart.send({ type: 'cart.increase', menuid: line.menuid })}
        />
        {/* a dish without toppings has nothing to change but its quantity, which the stepper does */}
        {line.active_flag && line.toppings.length > 0 ? (
          <Link
            href={editLinePath(line.menucd, line.menuid)}
            className={ui.button.ghost}
            aria-label={t`Change the toppings of ${name}`}
          >
            {t`Change`}
          </Link>
        ) : null}
        <button
          type="button"
          className={ui.button.ghost}
          disabled={!canRemove}
          aria-label={t`Remove ${name}`}
          onClick={() => cart.send({ type: 'cart.remove', menuid: line.menuid })}
        >
          {t`Remove`}
        </button>
      </div>
    </li>
  );
}

/** /my-cart/: lines, steppers, removal with confirmation, totals and checkout. */
export default function CartPage() {
  const { t } = useLingui();
  useDocumentTitle(t`Cart`);
  const ordering = OrderingContext.useActorRef();
  const lines = CartContext.useSelector(cartLinesSelector);
  const empty = CartContext.useSelector(isCartEmptySelector);
  const loading = CartContext.useSelector(isCartLoadingSelector);
  const continuedOrderNo = OrderingContext.useSelector(continuedOrderNoSelector);
  const marker = useStateMarker('cart', CartContext.useActorRef());

  // Opening the cart rechecks the dishes at the chosen store (SPEC §4); the system waits for the cart to be read.
  useEffect(() => {
    ordering.send({ type: 'cart.open' });
  }, [ordering]);

  // An open order found on home (SPEC §2) comes in the address bar: the cart takes its dishes back once.
  const search = new URLSearchParams(useSearch());
  const resumeOrderNo = search.get(RESUME_ORDER_PARAM);
  const [, navigate] = useLocation();
  useEffect(() => {
    if (!resumeOrderNo) return;
    ordering.send({ type: 'order.resume', orderNo: resumeOrderNo });
    navigate(paths.myCart, { replace: true });
  }, [ordering, resumeOrderNo, navigate]);

  // A past order to order again comes in the address bar too: the system repeats it once and opens its checkout.
  const repeatOrderNo = search.get(REPEAT_ORDER_PARAM);
  const repeatOrderId = Number(search.get(REPEAT_ORDER_ID_PARAM));
  useEffect(() => {
    if (!repeatOrderNo || !Number.isSafeInteger(repeatOrderId) || repeatOrderId <= 0) return;
    ordering.send({ type: 'order.repeat', orderId: repeatOrderId, orderNo: repeatOrderNo });
    navigate(paths.myCart, { replace: true });
  }, [ordering, repeatOrderNo, repeatOrderId, navigate]);

  if (loading) return <ProgressBar />;
  return (
    <div className={styles.page} {...marker}>
      <h1 className={styles.title}>
        <Trans>Your cart</Trans>
      </h1>
      {continuedOrderNo ? (
        <p>
          <Trans>You are finishing order {continuedOrderNo}: it keeps its number.</Trans>
        </p>
      ) : null}
      {empty ? (
        <div role="alert" className={ui.alert.info}>
          <p>
            <Trans>Your cart is empty.</Trans>
          </p>
          <Link href={paths.mainMenu}>
            <Trans>Browse the menu</Trans>
          </Link>
        </div>
      ) : null}
      {/* Sold-out lines stay listed (struck through) so that they can be removed. */}
      {lines.length > 0 ? (
        <ul className={styles.lines} aria-label={t`Dishes in your cart`}>
          {lines.map((line) => (
            <Line key={line.menuid} line={line} />
          ))}
        </ul>
      ) : null}
      {lines.length > 0 ? <RemoveAllButton /> : null}
      <CartTotals />
      <CheckoutButton />
      <RemoveDialog />
    </div>
  );
}
