import { useLingui } from '@lingui/react/macro';
import type { CustomerPaymentState } from '../../../domain/payment-result';
import type { ProgressStep, RefundStatus, ShippingStatus } from '../../../machines/order-status/machine';

/** Localized names of the progress steps, shipping and refund statuses. */
export function useOrderLabels() {
  const { t } = useLingui();
  const steps: Record<ProgressStep, string> = {
    orderSent: t`Order sent`,
    accepted: t`Accepted`,
    cooking: t`Cooking`,
    ready: t`Ready`,
    completed: t`Completed`,
  };
  const shipping: Record<ShippingStatus, string> = {
    ready_delivery: t`Waiting for a courier`,
    finding_partner: t`Finding a driver`,
    partner_pickup: t`The driver is picking up your order`,
    delivering: t`On the way`,
    completed: t`Delivered`,
    request_cancelled: t`Delivery cancelled`,
    expired: t`Delivery request expired`,
    rejected: t`Delivery rejected`,
    failed: t`Delivery failed`,
    returned: t`Returned`,
  };
  const refund: Record<RefundStatus, string> = {
    Request: t`A refund was requested. It takes up to 3 working days.`,
    Completed: t`The refund is completed.`,
    Failed: t`The refund failed. Please call our hotline.`,
  };
  const payment: Record<CustomerPaymentState, string> = {
    paid: t`Paid`,
    failed: t`Payment failed`,
    unpaid: t`Not paid yet`,
    notPaid: t`Not paid`,
    payOnDelivery: t`pay on delivery`,
    payAtStore: t`pay at the store`,
  };
  return { steps, shipping, refund, payment };
}
