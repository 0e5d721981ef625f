/**
 * The anonymous allowance (SPEC §4 Register, §6 Anonymous visitor): a guest checks out only for a phone
 * whose registration code could not be received, i.e. whose OTP resends are used up. The server records
 * it when it sends the last allowed resend and checks it when a guest confirms an order.
 */
import { OTP_RESEND_LIMIT } from '../../domain/constants';
import { ApiError } from '../api-error';
import { WORDS } from '../words';
import type { Queryable } from '../db/database';

/** Hours an allowance lasts after it is granted. Our decision: one day of ordering as a guest per exhausted OTP. */
export const ANONYMOUS_ALLOWANCE_HOURS = 24;

/** Registration codes sent to one phone within this window count towards the resend limit (the hourly send limit's). */
const COUNTED_SENDS_MINUTES = 60;

/**
 * Grants (or renews) the allowance of `phone` once its registration codes of the last hour include the
 * first send and every resend (1 + OTP_RESEND_LIMIT); answers whether the phone holds one now. Call in the
 * transaction that recorded the send.
 */
export async function grantWhenResendsUsedUp(tx: Queryable, phone: string, now: string): Promise<boolean> {
  const [sent] = await tx.query<{ n: number }>(
    `select count(*)::int as n from otp_code where phone = $1 and purpose = 'register'
        and created_at > $2::timestamptz - interval '${COUNTED_SENDS_MINUTES} minutes'`,
    [phone, now],
  );
  if (sent.n < 1 + OTP_RESEND_LIMIT) return false;
  await grantAnonymousAllowance(tx, phone, now);
  return true;
}

/** Records the allowance of `phone` from `now` for {@link ANONYMOUS_ALLOWANCE_HOURS}. */
export async function grantAnonymousAllowance(tx: Queryable, phone: string, now: string): Promise<void> {
  await tx.query(
    `insert into anonymous_allowance (phone, granted_at, expires_at)
     values ($1, $2::timestamptz, $2::timestamptz + interval '${ANONYMOUS_ALLOWANCE_HOURS} hours')
     on conflict (phone) do update set granted_at = excluded.granted_at, expires_at = excluded.expires_at`,
    [phone, now],
  );
}

/** Refuses a guest's order for a phone without a current allowance: 403 ANONYMOUS_NOT_ALLOWED naming info.phone. */
export async function requireAnonymousAllowance(db: Queryable, phone: string | null, now: string): Promise<void> {
  const found = phone
    ? await db.query('select 1 from anonymous_allowance where phone = $1 and expires_at > $2::timestamptz', [phone, now])
    : [];
  if (found.length === 0) {
    throw new ApiError(
      403,
      'ANONYMOUS_NOT_ALLOWED',
      WORDS.anonymousNotAllowed,
      'info.phone',
    );
  }
}
