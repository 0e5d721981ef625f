import { cartItemCountSelector } from '../../../machines/cart/selectors';
import { CartContext } from '../../app/ordering/context';

/** Number of dishes in the cart (available lines), from the cart machine. */
export function useCartCount(): number {
  return CartContext.useSelector(cartItemCountSelector);
}
