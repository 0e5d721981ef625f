import type { AnyStateMachine } from 'xstate';
import type { MachineAdapter } from './adapter';
import { cartLinesAdapter, cartMenuAdapter, cartMenuCheckAdapter, cartNewPricesAdapter, cartStorageBlockedAdapter } from './cart';
import { checkoutBeforeOpeningAdapter, checkoutClockAdapter, checkoutExpiredAdapter, checkoutFormAdapter, checkoutGuestAdapter, checkoutLoginRequiredAdapter, checkoutLogoutAdapter, checkoutMissedTimeListAdapter, checkoutMissingAddressAdapter, checkoutOutOfHoursAdapter, checkoutPromotionsAdapter, checkoutResumedAdapter, checkoutSaveAddressAdapter } from './checkout';
import { fulfilmentCartAdapter, fulfilmentDefaultStoreAdapter, fulfilmentHomeAdapter, fulfilmentMapAdapter, fulfilmentResumedOrderAdapter, fulfilmentTakeawayAdapter } from './fulfilment';
import { orderStatusAdapter } from './order-status';
import { otpRegistrationAdapter } from './otp-registration';
import { paymentCashAdapter, paymentCheckingAdapter, paymentRepayAdapter, paymentResultAdapter, paymentWalletAdapter } from './payment';
import { resetPasswordAdapter } from './reset-password';
import { taxCodeLookupAdapter } from './tax-code-lookup';

/** The machines whose graph paths are walked in the browser, each with its adapter. */
export const adapters: MachineAdapter[] = [
  otpRegistrationAdapter as MachineAdapter,
  resetPasswordAdapter as MachineAdapter,
  checkoutFormAdapter as MachineAdapter, checkoutSaveAddressAdapter as MachineAdapter, checkoutClockAdapter as MachineAdapter,
  checkoutExpiredAdapter as MachineAdapter,
  checkoutPromotionsAdapter as MachineAdapter, checkoutMissingAddressAdapter as MachineAdapter, checkoutGuestAdapter as MachineAdapter,
  checkoutBeforeOpeningAdapter as MachineAdapter, checkoutLogoutAdapter as MachineAdapter,
  checkoutLoginRequiredAdapter as MachineAdapter, checkoutResumedAdapter as MachineAdapter,
  checkoutOutOfHoursAdapter as MachineAdapter,
  checkoutMissedTimeListAdapter as MachineAdapter,
  paymentCashAdapter as MachineAdapter,
  paymentWalletAdapter as MachineAdapter,
  paymentResultAdapter as MachineAdapter,
  paymentCheckingAdapter as MachineAdapter,
  paymentRepayAdapter as MachineAdapter,
  taxCodeLookupAdapter as MachineAdapter,
  cartLinesAdapter as MachineAdapter,
  cartMenuAdapter as MachineAdapter,
  cartMenuCheckAdapter as MachineAdapter, cartNewPricesAdapter as MachineAdapter,
  cartStorageBlockedAdapter as MachineAdapter,
  orderStatusAdapter as MachineAdapter,
  fulfilmentHomeAdapter as MachineAdapter,
  fulfilmentDefaultStoreAdapter as MachineAdapter,
  fulfilmentCartAdapter as MachineAdapter,
  fulfilmentTakeawayAdapter as MachineAdapter,
  fulfilmentResumedOrderAdapter as MachineAdapter,
  fulfilmentMapAdapter as MachineAdapter,
];

/** Machines without a browser adapter yet, with the reason; the coverage table lists them at zero. */
export const withoutAdapter: Record<string, { machine: AnyStateMachine; reason: string }> = {};
