import type { MachineName } from '../machines';
import type { MachineWording } from './types';
import { addressBookWording } from './address-book';
import { cartWording } from './cart';
import { checkoutWording } from './checkout';
import { fulfilmentWording } from './fulfilment';
import { loyaltyQrScanWording } from './loyalty-qr-scan';
import { loyaltyRedeemWording } from './loyalty-redeem';
import { orderListsWording } from './order-lists';
import { orderNotificationsWording } from './order-notifications';
import { orderStatusWording } from './order-status';
import { orderingWording } from './ordering';
import { otpRegistrationWording } from './otp-registration';
import { paymentWording } from './payment';
import { promotionsWording } from './promotions';
import { sessionWording } from './session';

/** The wording table of every machine; a machine without one does not compile. */
export const wordings: Record<MachineName, MachineWording> = {
  'address-book': addressBookWording,
  cart: cartWording,
  checkout: checkoutWording,
  fulfilment: fulfilmentWording,
  'loyalty-qr-scan': loyaltyQrScanWording,
  'loyalty-redeem': loyaltyRedeemWording,
  'order-lists': orderListsWording,
  'order-status': orderStatusWording,
  'order-notifications': orderNotificationsWording,
  ordering: orderingWording,
  'otp-registration': otpRegistrationWording,
  payment: paymentWording,
  promotions: promotionsWording,
  session: sessionWording,
};
