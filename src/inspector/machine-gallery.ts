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
import { resetPasswordMachine } from '../../machines/reset-password/machine';
import { sessionMachine } from '../../machines/session/machine';
import { taxCodeLookupMachine } from '../../machines/tax-code-lookup/machine';

/** Every machine of the app by its definition's id: the gallery, and the charts of live actors. */
export const machinesById: ReadonlyMap<string, AnyStateMachine> = new Map(
  [
    orderingMachine,
    fulfilmentMachine,
    cartMachine,
    checkoutMachine,
    taxCodeLookupMachine,
    promotionsMachine,
    paymentMachine,
    orderStatusMachine,
    orderNotificationsMachine,
    sessionMachine,
    otpRegistrationMachine,
    resetPasswordMachine,
    addressBookMachine,
    orderListsMachine,
    qrScanMachine,
    redeemMachine,
  ].map((machine) => [machine.id, machine as AnyStateMachine]),
);
