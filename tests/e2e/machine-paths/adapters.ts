import type { MachineAdapter } from './adapter';
import { checkoutFormAdapter, checkoutSaveAddressAdapter } from './checkout';
import { otpRegistrationAdapter } from './otp-registration';
import { paymentCashAdapter } from './payment';

/** The machines whose graph paths are walked in the browser, each with its adapter. */
export const adapters: MachineAdapter[] = [
  otpRegistrationAdapter as MachineAdapter,
  checkoutFormAdapter as MachineAdapter, checkoutSaveAddressAdapter as MachineAdapter,
  paymentCashAdapter as MachineAdapter,
];

/** Machines of issue 13 without an adapter yet, with the reason; the coverage table lists them at zero. */
export const withoutAdapter: Record<string, string> = {};
