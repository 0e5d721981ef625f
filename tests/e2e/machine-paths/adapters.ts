import type { MachineAdapter } from './adapter';
import { otpRegistrationAdapter } from './otp-registration';

/** The machines whose graph paths are walked in the browser, each with its adapter. */
export const adapters: MachineAdapter[] = [otpRegistrationAdapter as MachineAdapter];

/** Machines of issue 13 without an adapter yet, with the reason; the coverage table lists them at zero. */
export const withoutAdapter: Record<string, string> = {};
