import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';
import { SignJWT, jwtVerify } from 'jose';
import { OTP_LENGTH } from '../../domain/constants';
import { ApiError } from '../api-error';
import { WORDS, type Words } from '../words';
import type { Database, Queryable } from '../db/database';
import type { InfoLogger, MessagePort } from '../providers/sms/outbox-sms';
import type { Clock } from '../context';
import { grantWhenResendsUsedUp } from './anonymous-allowance';
import { lockKey, refuseBeyondLimit } from './hourly-limit';

/** A phone OTP is valid 5 minutes. */
export const OTP_VALIDITY_SECONDS = 5 * 60;
/** Wrong tries a code allows; the next try is refused even with the right code. */
export const OTP_MAX_WRONG_ATTEMPTS = 5;
/** SMS codes sent to one phone per hour. Our decision. */
export const OTP_SENDS_PER_PHONE_PER_HOUR = 5;
/** SMS codes requested from one client address per hour. Our decision. */
export const OTP_SENDS_PER_ADDRESS_PER_HOUR = 20;
/** E-mail verification codes sent for one account per hour. Our decision. */
export const EMAIL_SENDS_PER_PHONE_PER_HOUR = 5;
/** E-mail verification codes requested from one client address per hour. Our decision. */
export const EMAIL_SENDS_PER_ADDRESS_PER_HOUR = 20;
/** Lifetime of the id token that a confirmed OTP yields (used by register and fa_reset_password). Our decision. */
export const ID_TOKEN_TTL_SECONDS = 10 * 60;
/** Seconds before the client offers a resend (SPEC §9: 10); the server does not enforce it beyond the hourly limits. */
export const OTP_RESEND_AFTER_SECONDS = 10;

export type OtpPurpose = 'register' | 'reset_password';
export type Lang = 'vi' | 'en' | 'ja';
type Channel = 'sms' | 'email';

const smsText: Record<Lang, (code: string) => string> = {
  vi: (code) => `Ma xac thuc cua ban la ${code}. Ma co hieu luc trong 5 phut. Khong chia se ma nay voi bat ky ai.`,
  en: (code) => `Your verification code is ${code}. It is valid for 5 minutes. Do not share it with anyone.`,
  ja: (code) => `認証コードは ${code} です。有効期限は5分です。このコードを他の人に教えないでください。`,
};

export const invalidOtp = (message: Words, details?: Record<string, unknown>) => new ApiError(400, 'INVALID_OTP', message, undefined, details);

const epochSeconds = (clock: Clock) => Math.floor(clock().epochMilliseconds / 1000);

/** HMAC-SHA256 of a code bound to what it was sent for, hex. */
export function codeHash(secret: string, ...parts: string[]): string {
  return createHmac('sha256', `otp:${secret}`).update(parts.join('\u0000')).digest('hex');
}

export function sameHash(a: string, b: string): boolean {
  const left = Buffer.from(a, 'hex');
  const right = Buffer.from(b, 'hex');
  return left.length === right.length && timingSafeEqual(left, right);
}

/**
 * Refuses with 429 when the phone or the client address has used its sends of the last hour,
 * then records this send. Call inside a transaction that also writes the code.
 */
export async function recordSend(
  tx: Queryable,
  { channel, phone, clientIp, now, perPhone, perAddress }: { channel: Channel; phone: string; clientIp: string; now: string; perPhone: number; perAddress: number },
): Promise<void> {
  // The caller holds the phone's lock; sends for other phones from the same address wait here,
  // so that the per-address count and this insert are one step (on PostgreSQL as on PGlite).
  await lockKey(tx, `send:${channel}:ip:${clientIp}`);
  const common = { table: 'otp_send_log', timeColumn: 'sent_at', now };
  await refuseBeyondLimit(tx, { ...common, where: 'channel = $2 and phone = $3', params: [channel, phone], limit: perPhone });
  await refuseBeyondLimit(tx, { ...common, where: 'channel = $2 and client_ip = $3', params: [channel, clientIp], limit: perAddress });
  await tx.query('insert into otp_send_log (channel, phone, client_ip, sent_at) values ($1, $2, $3, $4::timestamptz)', [channel, phone, clientIp, now]);
}

/** Takes a per-phone lock for the rest of the transaction, so concurrent sends for one phone count correctly. */
export async function lockPhone(tx: Queryable, phone: string): Promise<void> {
  await tx.query('select pg_advisory_xact_lock(hashtext($1))', [`account:${phone}`]);
}

export interface OtpServiceOptions {
  db: Database;
  clock: Clock;
  secret: string;
  messages: MessagePort;
}

type VerifyOutcome =
  | { kind: 'ok'; id: number }
  | { kind: 'missing' | 'expired' | 'blocked' }
  | { kind: 'wrong'; attemptsLeft: number };

/** Phone OTP: replaces the third-party phone authentication of SPEC §7. */
export function createOtpService({ db, clock, secret, messages }: OtpServiceOptions) {
  const idTokenKey = new TextEncoder().encode(`id-token:${secret}`);

  async function send(input: { phone: string; purpose: OtpPurpose; lang: Lang; clientIp: string; log?: InfoLogger }) {
    const { phone, purpose } = input;
    const now = clock().toString();
    await db.transaction(async (tx) => {
      await lockPhone(tx, phone);
      const registered = (await tx.query('select 1 from customer where phone = $1', [phone])).length > 0;
      if (purpose === 'register' && registered) {
        throw new ApiError(409, 'PHONE_ALREADY_REGISTERED', WORDS.phoneRegistered);
      }
      if (purpose === 'reset_password' && !registered) {
        throw new ApiError(404, 'PHONE_NOT_REGISTERED', WORDS.phoneNotRegistered);
      }
      await recordSend(tx, {
        channel: 'sms',
        phone,
        clientIp: input.clientIp,
        now,
        perPhone: OTP_SENDS_PER_PHONE_PER_HOUR,
        perAddress: OTP_SENDS_PER_ADDRESS_PER_HOUR,
      });
      // A new code supersedes the ones sent before for the same phone and purpose.
      await tx.query('update otp_code set consumed_at = $3::timestamptz where phone = $1 and purpose = $2 and consumed_at is null', [phone, purpose, now]);
      const code = String(randomInt(0, 10 ** OTP_LENGTH)).padStart(OTP_LENGTH, '0');
      await tx.query(
        `insert into otp_code (phone, purpose, code_hash, expires_at, created_at)
         values ($1, $2, $3, $4::timestamptz + interval '${OTP_VALIDITY_SECONDS} seconds', $4::timestamptz)`,
        [phone, purpose, codeHash(secret, phone, purpose, code), now],
      );
      await messages.send({ channel: 'sms', phone, body: smsText[input.lang](code), code, at: now }, tx, input.log);
      // the last allowed resend of a registration: its code cannot be received, the phone may order as a guest
      if (purpose === 'register') await grantWhenResendsUsedUp(tx, phone, now);
    });
    return { sent: true, expires_in: OTP_VALIDITY_SECONDS, resend_after: OTP_RESEND_AFTER_SECONDS };
  }

  async function verify(input: { phone: string; purpose: OtpPurpose; code: string }) {
    const { phone, purpose } = input;
    const now = clock().toString();
    // The outcome is decided in the transaction and thrown after it, so a wrong try stays counted.
    const outcome = await db.transaction<VerifyOutcome>(async (tx) => {
      const [row] = await tx.query<{ id: number; code_hash: string; attempts: number; expired: boolean }>(
        `select id, code_hash, attempts, expires_at <= $3::timestamptz as expired from otp_code
          where phone = $1 and purpose = $2 and consumed_at is null
          order by created_at desc, id desc limit 1 for update`,
        [phone, purpose, now],
      );
      if (!row) return { kind: 'missing' };
      if (row.expired) return { kind: 'expired' };
      if (row.attempts >= OTP_MAX_WRONG_ATTEMPTS) return { kind: 'blocked' };
      if (!sameHash(codeHash(secret, phone, purpose, input.code), row.code_hash)) {
        await tx.query('update otp_code set attempts = attempts + 1 where id = $1', [row.id]);
        return { kind: 'wrong', attemptsLeft: OTP_MAX_WRONG_ATTEMPTS - row.attempts - 1 };
      }
      await tx.query('update otp_code set consumed_at = $2::timestamptz where id = $1', [row.id, now]);
      return { kind: 'ok', id: row.id };
    });
    switch (outcome.kind) {
      case 'missing':
        throw invalidOtp(WORDS.otpIncorrect, { reason: 'no_code' });
      case 'expired':
        throw invalidOtp(WORDS.otpExpired, { reason: 'expired' });
      case 'blocked':
        throw invalidOtp(WORDS.otpTooManyWrong, { reason: 'too_many_attempts', attempts_left: 0 });
      case 'wrong':
        throw invalidOtp(WORDS.otpIncorrect, { reason: 'wrong_code', attempts_left: outcome.attemptsLeft });
    }
    const issuedAt = epochSeconds(clock);
    const idToken = await new SignJWT({ kind: 'otp', phone, purpose })
      .setProtectedHeader({ alg: 'HS256' })
      .setJti(String(outcome.id))
      .setIssuedAt(issuedAt)
      .setExpirationTime(issuedAt + ID_TOKEN_TTL_SECONDS)
      .sign(idTokenKey);
    return { idToken, expires_in: ID_TOKEN_TTL_SECONDS };
  }

  /**
   * Checks an id token from {@link verify} for this phone and purpose and marks it used,
   * inside the caller's transaction (so it stays unused when the caller fails).
   */
  async function consumeIdToken(tx: Queryable, token: string, phone: string, purpose: OtpPurpose): Promise<void> {
    let otpId: number;
    try {
      const { payload } = await jwtVerify(token, idTokenKey, { algorithms: ['HS256'], currentDate: new Date(clock().epochMilliseconds) });
      if (payload.kind !== 'otp' || payload.phone !== phone || payload.purpose !== purpose || !payload.jti) throw new Error('wrong token');
      otpId = Number(payload.jti);
    } catch {
      throw invalidOtp(WORDS.phoneConfirmationInvalid, { reason: 'invalid_token' });
    }
    const used = await tx.query(
      'update otp_code set token_used_at = $2::timestamptz where id = $1 and token_used_at is null and phone = $3 and purpose = $4 returning id',
      [otpId, clock().toString(), phone, purpose],
    );
    if (used.length === 0) {
      throw invalidOtp(WORDS.phoneConfirmationUsed, { reason: 'token_used' });
    }
  }

  return { send, verify, consumeIdToken };
}

export type OtpService = ReturnType<typeof createOtpService>;
