import { cartBreakdownSelector } from '../../../../machines/cart/selectors';
import { MoneyBreakdown } from '../../../components/order/money-breakdown';
import { CartContext } from '../../../app/ordering/context';

/** The cart's money breakdown: subtotal, VAT, delivery fee and the total they add up to. */
export function CartTotals() {
  const breakdown = CartContext.useSelector(cartBreakdownSelector, (a, b) => JSON.stringify(a) === JSON.stringify(b));
  return <MoneyBreakdown breakdown={breakdown} totalTestId="cart-total" />;
}
