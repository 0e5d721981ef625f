import { createActorContext } from '@xstate/react';
import { useState, type ReactNode } from 'react';
import { paymentMachine, type PaymentInput } from '../../../machines/payment/machine';
import { api } from '../../lib/api-client';
import { createPaymentActors } from './actors';
import { writePendingPayment } from '../../lib/pending-payment';
import { inspection } from '../../lib/inspection';
import { isPhoneBrowser } from './wallet-app';

/** One payment (machines/payment): the pay button, the QR modal, a gateway return, repay. */
export const PaymentContext = createActorContext(paymentMachine);

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

export function PaymentProvider({ input, children }: { input: PaymentInput; children: ReactNode }) {
  const [logic] = useState(() =>
    paymentMachine.provide({
      actors: createPaymentActors(api),
      actions: {
        redirectToPayment: ({ context }, { url, deeplink, locale }) => {
          writePendingPayment({ orderId: context.order.id, orderNo: context.order.orderNo, paymentMethod: context.paymentMethod });
          browser.assign(deeplink && browser.isPhone() ? deeplink : gatewayUrl(url, locale));
        },
      },
    }),
  );
  return (
    <PaymentContext.Provider logic={logic} options={{ input, ...inspection() }}>
      {children}
    </PaymentContext.Provider>
  );
}
