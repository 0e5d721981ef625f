import { useLingui } from '@lingui/react/macro';
import { useLocation } from 'wouter';
import { orderStatusSelector } from '../../../../machines/cart/selectors';
import * as ui from '../../../components/ui/ui.css';
import { paths } from '../../../config/paths';
import { markCheckoutEntry } from '../../../lib/checkout-entry';
import { CartContext } from '../../../app/ordering/context';

/** To checkout, while the order is being put together (ordering). */
export function CheckoutButton() {
  const { t } = useLingui();
  const [location, navigate] = useLocation();
  const ordering = CartContext.useSelector(orderStatusSelector) === 'ordering';
  return (
    <button type="button" className={ui.button.primary} disabled={!ordering} onClick={() => {
        markCheckoutEntry(location);
        navigate(paths.checkout);
      }}>
      {t`Checkout`}
    </button>
  );
}
