import { fromPromise } from 'xstate';
import { notImplemented } from '../shared/not-implemented';
import type {
  CheckPaymentInput,
  CheckPaymentOutput,
  PaymentCallInput,
  PollPaymentStatusInput,
  PollPaymentStatusOutput,
  RequestPaymentUrlOutput,
  SendOrderOutput,
  UpdatePaymentMethodInput,
} from './types';

/** The payment machine's effects: typed stubs that throw until the app provides them (machine.provide). */
export const paymentActors = {
    requestPaymentUrl: fromPromise<RequestPaymentUrlOutput, PaymentCallInput>(notImplemented('requestPaymentUrl')),
    sendOrder: fromPromise<SendOrderOutput, PaymentCallInput>(notImplemented('sendOrder')),
    pollPaymentStatus: fromPromise<PollPaymentStatusOutput, PollPaymentStatusInput>(notImplemented('pollPaymentStatus')),
    checkPayment: fromPromise<CheckPaymentOutput, CheckPaymentInput>(notImplemented('checkPayment')),
    updatePaymentMethod: fromPromise<unknown, UpdatePaymentMethodInput>(notImplemented('updatePaymentMethod')),
};
