import type { AnyStateMachine } from 'xstate';
import { fulfilmentMachine } from '../../../machines/fulfilment/machine';
import type { MachineAdapter } from './adapter';
import { cartLinesAdapter, cartMenuAdapter, cartMenuCheckAdapter, cartNewPricesAdapter } from './cart';
import { checkoutBeforeOpeningAdapter, checkoutClockAdapter, checkoutExpiredAdapter, checkoutFormAdapter, checkoutGuestAdapter, checkoutLogoutAdapter, checkoutMissingAddressAdapter, checkoutPromotionsAdapter, checkoutSaveAddressAdapter } from './checkout';
import { fulfilmentDefaultStoreAdapter, fulfilmentHomeAdapter } from './fulfilment';
import { orderStatusAdapter } from './order-status';
import { otpRegistrationAdapter } from './otp-registration';
import { paymentCashAdapter, paymentCheckingAdapter, paymentRepayAdapter, paymentResultAdapter, paymentWalletAdapter } from './payment';

/** The machines whose graph paths are walked in the browser, each with its adapter. */
export const adapters: MachineAdapter[] = [
  otpRegistrationAdapter as MachineAdapter,
  checkoutFormAdapter as MachineAdapter, checkoutSaveAddressAdapter as MachineAdapter, checkoutClockAdapter as MachineAdapter,
  checkoutExpiredAdapter as MachineAdapter,
  checkoutPromotionsAdapter as MachineAdapter, checkoutMissingAddressAdapter as MachineAdapter, checkoutGuestAdapter as MachineAdapter,
  checkoutBeforeOpeningAdapter as MachineAdapter, checkoutLogoutAdapter as MachineAdapter,
  paymentCashAdapter as MachineAdapter,
  paymentWalletAdapter as MachineAdapter,
  paymentResultAdapter as MachineAdapter,
  paymentCheckingAdapter as MachineAdapter,
  paymentRepayAdapter as MachineAdapter,
  cartLinesAdapter as MachineAdapter,
  cartMenuAdapter as MachineAdapter,
  cartMenuCheckAdapter as MachineAdapter, cartNewPricesAdapter as MachineAdapter,
  orderStatusAdapter as MachineAdapter,
  // out of `npm test` until its flaky store reads are mended (see withoutAdapter); WALK_FULFILMENT=1 walks it
  ...(process.env.WALK_FULFILMENT ? [fulfilmentHomeAdapter as MachineAdapter, fulfilmentDefaultStoreAdapter as MachineAdapter] : []),
];

/** Machines of issue 13 without an adapter yet, with the reason; the coverage table lists them at zero. */
export const withoutAdapter: Record<string, { machine: AnyStateMachine; reason: string }> = {
  // fulfilment.ts walks home's address flow, but its held store reads are missed now and then with two workers
  // (a stores call that never reaches the held route, one run in about ten): out of the suite until that is
  // found, rather than a CI that fails by chance. WALK_FULFILMENT=1 puts it back (README "QA: paths walked in the browser").
  ...(process.env.WALK_FULFILMENT ? {} : { fulfilment: { machine: fulfilmentMachine, reason: 'adapter kept in fulfilment.ts, out of the suite: its store reads are flaky with two workers (WALK_FULFILMENT=1 walks it)' } }),
};
