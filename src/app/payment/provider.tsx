import { useLingui } from '@lingui/react/macro';
import { useActorRef, useSelector } from '@xstate/react';
import { createContext, useContext, useState, type ReactNode } from 'react';
import type { ActorRefFrom, SnapshotFrom } from 'xstate';
import type { paymentMachine, PaymentInput } from '../../../machines/payment/machine';
import { isLocale } from '../../lib/i18n';
import { inspection } from '../../lib/inspection';
import { useNavigation } from '../../lib/navigation';
import type { PendingPayment } from '../../lib/pending-payment';
import { useSettings } from '../settings/provider';
import { createPaymentLogic } from './logic';

type PaymentActor = ActorRefFrom<typeof paymentMachine>;

const PaymentActorContext = createContext<PaymentActor | null>(null);

function usePaymentActorRef(): PaymentActor {
  const payment = useContext(PaymentActorContext);
  if (!payment) throw new Error('PaymentContext: used outside a payment (PaymentContext.Provider or PaymentProvider)');
  return payment;
}

/**
 * One payment (machines/payment) for the views under it, read like an actor context: the one the ordering system
 * spawned for the checkout's order (`Provider`, given the actor), or a screen's own (`PaymentProvider`).
 */
export const PaymentContext = {
  Provider: PaymentActorContext.Provider,
  useActorRef: usePaymentActorRef,
  useSelector: <T,>(selector: (snapshot: SnapshotFrom<typeof paymentMachine>) => T, compare?: (a: T, b: T) => boolean): T =>
    useSelector(usePaymentActorRef(), selector, compare),
};

/** A screen's own payment: a gateway's return, a repay, a payment still pending. */
export function PaymentProvider({ input, children }: { input: PaymentInput; children: ReactNode }) {
  const navigation = useNavigation();
  const [logic] = useState(() => createPaymentLogic(navigation));
  const payment = useActorRef(logic, { input, ...inspection() });
  return <PaymentActorContext.Provider value={payment}>{children}</PaymentActorContext.Provider>;
}

/** The payment handed to a gateway in this tab that came back without a result: checked with the server. */
export function PendingPaymentProvider({ pending, children }: { pending: PendingPayment; children: ReactNode }) {
  const { i18n } = useLingui();
  const settings = useSettings();
  const input: PaymentInput = {
    order: { id: pending.orderId, orderNo: pending.orderNo, amount: 0, storeName: '', storeCode: '', servsTime: null, cusId: null },
    paymentMethod: pending.paymentMethod,
    language: isLocale(i18n.locale) ? i18n.locale : 'ja',
    qrWindowMinutes: settings.time_interval_payload,
  };
  return <PaymentProvider input={input}>{children}</PaymentProvider>;
}
