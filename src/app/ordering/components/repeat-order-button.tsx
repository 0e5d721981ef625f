import { useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import * as ui from '../../../components/ui/ui.css';
import { OrderingContext } from '../context';

/**
 * The same order again, in one tap: the ordering system asks the server what is still offered, puts those dishes in
 * the cart and opens the checkout for the order's address or store (machines/ordering `repeating`). `children` is the
 * button's words, as the screen offering it says them.
 */
export function RepeatOrderButton({ orderId, orderNo, children }: { orderId: number; orderNo: string; children: ReactNode }) {
  const { t } = useLingui();
  const ordering = OrderingContext.useActorRef();
  const event = { type: 'order.repeat' as const, orderId, orderNo };
  const enabled = OrderingContext.useSelector((s) => s.can(event));
  const failed = OrderingContext.useSelector((s) => s.context.repeatFailed);
  return (
    <>
      <button type="button" className={ui.button.primary} disabled={!enabled} onClick={() => ordering.send(event)}>
        {children}
      </button>
      {failed ? (
        <p role="alert" className={ui.alert.error}>
          {t`The order could not be repeated. Please try again.`}
        </p>
      ) : null}
    </>
  );
}
