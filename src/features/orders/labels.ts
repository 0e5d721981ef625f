import { useLingui } from '@lingui/react/macro';
import type { OrderHistoryRow, OrderListTab } from '../../../machines/order-lists/machine';

type OrderStatus = OrderHistoryRow['status'];
type PaymentStatus = NonNullable<OrderHistoryRow['payment_status']>;

/** Localized names of the list tabs, order statuses and payment statuses. */
export function useOrderListLabels() {
  const { t } = useLingui();
  const tab: Record<OrderListTab, string> = {
    all: t`All`,
    payment_processing: t`Payment processing`,
    on_going: t`In progress`,
    completed: t`Completed`,
    cancelled: t`Cancelled`,
    unpaid: t`Unpaid`,
    orderSent: t`Order sent`,
    accepted: t`Accepted`,
    cooking: t`Cooking`,
    ready: t`Ready`,
    canceled: t`Cancelled`,
  };
  const status: Record<OrderStatus, string> = {
    orderStart: t`Not sent yet`,
    ordering: t`Being ordered`,
    orderSent: t`Order sent`,
    accepted: t`Accepted`,
    cooking: t`Cooking`,
    ready: t`Ready`,
    completed: t`Completed`,
    canceled: t`Cancelled`,
    cancelled: t`Cancelled`,
  };
  const payment: Record<PaymentStatus, string> = {
    finished: t`Paid`,
    success: t`Paid`,
    fail: t`Payment failed`,
    unpaid: t`Not paid yet`,
  };
  return { tab, status, payment };
}
