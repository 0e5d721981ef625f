/** Every machine of the app, by the name QA and the sandbox use for it. */
import type { AnyStateMachine } from 'xstate';
import { addressBookMachine } from '../../machines/address-book/machine';
import { cartMachine } from '../../machines/cart/machine';
import { checkoutMachine } from '../../machines/checkout/machine';
import { fulfilmentMachine } from '../../machines/fulfilment/machine';
import { qrScanMachine } from '../../machines/loyalty-qr-scan/machine';
import { redeemMachine } from '../../machines/loyalty-redeem/machine';
import { orderListsMachine } from '../../machines/order-lists/machine';
import { orderNotificationsMachine } from '../../machines/order-notifications/machine';
import { orderStatusMachine } from '../../machines/order-status/machine';
import { orderingMachine } from '../../machines/ordering/machine';
import { otpRegistrationMachine } from '../../machines/otp-registration/machine';
import { paymentMachine } from '../../machines/payment/machine';
import { promotionsMachine } from '../../machines/promotions/machine';
import { sessionMachine } from '../../machines/session/machine';

export const machinesByName = {
  'address-book': addressBookMachine,
  cart: cartMachine,
  checkout: checkoutMachine,
  fulfilment: fulfilmentMachine,
  'loyalty-qr-scan': qrScanMachine,
  'loyalty-redeem': redeemMachine,
  'order-lists': orderListsMachine,
  'order-status': orderStatusMachine,
  'order-notifications': orderNotificationsMachine,
  ordering: orderingMachine,
  'otp-registration': otpRegistrationMachine,
  payment: paymentMachine,
  promotions: promotionsMachine,
  session: sessionMachine,
} satisfies Record<string, AnyStateMachine>;

export type MachineName = keyof typeof machinesByName;
