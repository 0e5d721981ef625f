import { paymentMachine } from '../../../machines/payment/machine';
import { api } from '../../lib/api-client';
import type { Navigation } from '../../lib/navigation';
import { clearPendingPayment, writePendingPayment } from '../../lib/pending-payment';
import { createPaymentActors } from './actors';
import { deliveryStatusPath } from './delivery-status-path';
import { isPhoneBrowser } from './wallet-app';

/** The gateway page with its locale (vi_VN or en_US). */
export function gatewayUrl(url: string, locale: string): string {
  const target = new URL(url, window.location.origin);
  target.searchParams.set('locale', locale);
  return target.origin === window.location.origin ? `${target.pathname}${target.search}` : target.toString();
}

/** Leaves the app for the gateway; kept separate so tests can stub it. */
export const browser = {
  assign: (url: string) => window.location.assign(url),
  /** A phone's browser, where the wallet app can be opened (client hints, else the user agent). */
  isPhone: () => isPhoneBrowser(navigator),
};

/**
 * The payment machine with the app's effects: the API, the gateway (the order handed to it is remembered in the tab,
 * so coming back without a result shows "checking payment") and the router, which opens the order's status once the
 * payment settles there. The ordering system spawns it for the checkout's order; a screen of its own runs it for a
 * gateway's return, a repay or a payment still pending.
 */
export function createPaymentLogic(navigation: Navigation) {
  return paymentMachine.provide({
    actors: createPaymentActors(api),
    actions: {
      redirectToPayment: ({ context }, { url, deeplink, locale }) => {
        writePendingPayment({ orderId: context.order.id, orderNo: context.order.orderNo, paymentMethod: context.paymentMethod });
        browser.assign(deeplink && browser.isPhone() ? deeplink : gatewayUrl(url, locale));
      },
      openOrderStatus: (_, { orderNo, result, placed }) => {
        clearPendingPayment();
        navigation.navigate(deliveryStatusPath(orderNo, result, placed), { replace: true });
      },
    },
  });
}

export type PaymentLogic = ReturnType<typeof createPaymentLogic>;
