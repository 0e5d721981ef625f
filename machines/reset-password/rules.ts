import { normalisePhone } from '../../domain/phone';
import { apiFailureOf } from '../shared/api-error';
import type { ResetPasswordError } from './types';

/** The phone in +84 form, as every call sends it and the code step shows it. */
export const resetPhone = (phone: string) => normalisePhone(phone) ?? phone;

/**
 * Which message a failed send, verify or reset shows (SPEC §8): a block outranks the code, which
 * outranks an unknown phone; anything else is a generic failure.
 * @example failureOf({ status: 404, code: 'PHONE_NOT_REGISTERED' }) // 'phoneNotRegistered'
 */
export function failureOf(error: unknown): ResetPasswordError {
  const { status, code } = apiFailureOf(error);
  if (status === 429 || code === 'TOO_MANY_REQUESTS') return 'deviceBlocked';
  if (code === 'INVALID_OTP') return 'invalidOtp';
  if (code === 'PHONE_NOT_REGISTERED' || status === 404) return 'phoneNotRegistered';
  return 'requestFailed';
}
