import { createHash, createHmac, timingSafeEqual } from 'node:crypto';
import { ApiError, badRequest } from '../api-error';
import { WORDS, type Words } from '../words';
import type { Database, Queryable } from '../db/database';
import type { InfoLogger } from '../providers/sms/outbox-sms';
import { InvalidIdToken, PhoneAuthError, type PhoneAuthPort } from '../providers/phone-auth/types';
import type { Clock } from '../context';
import { grantWhenResendsUsedUp } from './anonymous-allowance';
import { lockKey, refuseBeyondLimit, tooManyRequests } from './hourly-limit';

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
/**
 * How long after the phone's sign-in its id token is accepted by register and fa_reset_password (Firebase's tokens
 * live an hour; a confirmation is meant for the form it was asked for). Our decision.
 */
export const ID_TOKEN_TTL_SECONDS = 10 * 60;
/** Seconds before the client offers a resend (SPEC §9: 10); the server does not enforce it beyond the hourly limits. */
export const OTP_RESEND_AFTER_SECONDS = 10;

export type OtpPurpose = 'register' | 'reset_password';
export type Lang = 'vi' | 'en' | 'ja';
type Channel = 'sms' | 'email';

export const invalidOtp = (message: Words, details?: Record<string, unknown>) => new ApiError(400, 'INVALID_OTP', message, undefined, details);

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
  /** Firebase's phone sign-in, or the sandbox's (server/providers/phone-auth). */
  phoneAuth: PhoneAuthPort;
}

type VerifyStart =
  | { kind: 'try'; id: number; sessionInfo: string; attempts: number }
  | { kind: 'missing' | 'expired' | 'blocked' };

/** A checked id token, before it is used: the phone it proves and its digest, or why it was refused. */
export type IdTokenCheck = { ok: true; phone: string; digest: string } | { ok: false; reason: 'invalid_token' };

/** What a customer is told to wait when the provider itself throttles a phone (it names no time). Our decision. */
export const PROVIDER_RETRY_AFTER_SECONDS = 60;

/** The provider could not be asked: 502, the customer may try again. */
const providerUnavailable = () => new ApiError(502, 'PHONE_AUTH_UNAVAILABLE', WORDS.phoneAuthUnavailable);

const tokenDigest = (token: string) => createHash('sha256').update(token).digest('hex');

/** The provider's refusals of the web client's reCAPTCHA response (Identity Toolkit's error codes). */
const APP_VERIFICATION_REFUSALS = new Set([
  'MISSING_RECAPTCHA_TOKEN',
  'INVALID_RECAPTCHA_TOKEN',
  'CAPTCHA_CHECK_FAILED',
  'MISSING_APP_CREDENTIAL',
  'INVALID_APP_CREDENTIAL',
]);

/**
 * Phone OTP (SPEC §7: sent and confirmed through a third-party phone authentication service, yielding an id token).
 * The provider sends and checks the code; this service keeps SPEC's limits around it (sends per hour, wrong tries,
 * validity, the anonymous fallback after the resend) and binds each id token to the phone and purpose it was
 * confirmed for, once.
 *
 * No provider call is made inside a transaction: the sandbox provider answers from this same database, and PGlite
 * runs one transaction at a time.
 */
export function createOtpService({ db, clock, phoneAuth }: OtpServiceOptions) {
  /** What the web client verifies itself with before a send: the reCAPTCHA script and the provider's site key. */
  async function appVerification() {
    try {
      return { recaptcha_site_key: await phoneAuth.recaptchaSiteKey(), script_url: phoneAuth.recaptchaScriptUrl };
    } catch (error) {
      if (error instanceof PhoneAuthError) throw providerUnavailable();
      throw error;
    }
  }

  async function send(input: { phone: string; purpose: OtpPurpose; lang: Lang; recaptchaToken: string; clientIp: string; log?: InfoLogger }) {
    const { phone, purpose } = input;
    await db.transaction(async (tx) => {
      await lockPhone(tx, phone);
      const registered = (await tx.query('select 1 from customer where phone = $1', [phone])).length > 0;
      if (purpose === 'register' && registered) {
        throw new ApiError(409, 'PHONE_ALREADY_REGISTERED', WORDS.phoneRegistered);
      }
      if (purpose === 'reset_password' && !registered) {
        throw new ApiError(404, 'PHONE_NOT_REGISTERED', WORDS.phoneNotRegistered);
      }
      // counted before the provider is asked: a send the provider then refuses still cost an attempt
      await recordSend(tx, {
        channel: 'sms',
        phone,
        clientIp: input.clientIp,
        now: clock().toString(),
        perPhone: OTP_SENDS_PER_PHONE_PER_HOUR,
        perAddress: OTP_SENDS_PER_ADDRESS_PER_HOUR,
      });
    });
    let sessionInfo: string;
    try {
      ({ sessionInfo } = await phoneAuth.sendVerificationCode({ phoneNumber: phone, locale: input.lang, recaptchaToken: input.recaptchaToken }));
    } catch (error) {
      if (!(error instanceof PhoneAuthError)) throw error;
      input.log?.info({ reason: error.reason }, 'Phone authentication refused a code send');
      if (error.reason === 'TOO_MANY_ATTEMPTS_TRY_LATER' || error.reason === 'QUOTA_EXCEEDED') {
        throw tooManyRequests(PROVIDER_RETRY_AFTER_SECONDS);
      }
      if (error.reason === 'INVALID_PHONE_NUMBER') throw badRequest(WORDS.invalidPhone, 'phone');
      // a response that is missing, used or stale: the client verifies itself again and resends
      if (APP_VERIFICATION_REFUSALS.has(error.reason)) throw new ApiError(400, 'APP_VERIFICATION_FAILED', WORDS.appVerificationFailed, 'recaptcha_token');
      throw providerUnavailable();
    }
    const now = clock().toString();
    await db.transaction(async (tx) => {
      await lockPhone(tx, phone);
      // A new code supersedes the ones sent before for the same phone and purpose.
      await tx.query('update otp_code set consumed_at = $3::timestamptz where phone = $1 and purpose = $2 and consumed_at is null', [phone, purpose, now]);
      await tx.query(
        `insert into otp_code (phone, purpose, session_info, expires_at, created_at)
         values ($1, $2, $3, $4::timestamptz + interval '${OTP_VALIDITY_SECONDS} seconds', $4::timestamptz)`,
        [phone, purpose, sessionInfo, now],
      );
      // the last allowed resend of a registration: its code cannot be received, the phone may order as a guest
      if (purpose === 'register') await grantWhenResendsUsedUp(tx, phone, now);
    });
    return { sent: true, expires_in: OTP_VALIDITY_SECONDS, resend_after: OTP_RESEND_AFTER_SECONDS };
  }

  async function verify(input: { phone: string; purpose: OtpPurpose; code: string }) {
    const { phone, purpose } = input;
    // A try is counted before the provider sees the code, so parallel guesses cannot outrun the limit.
    const start = await db.transaction<VerifyStart>(async (tx) => {
      const [row] = await tx.query<{ id: number; session_info: string | null; attempts: number; expired: boolean }>(
        `select id, session_info, attempts, expires_at <= $3::timestamptz as expired from otp_code
          where phone = $1 and purpose = $2 and consumed_at is null
          order by created_at desc, id desc limit 1 for update`,
        [phone, purpose, clock().toString()],
      );
      if (!row || !row.session_info) return { kind: 'missing' };
      if (row.expired) return { kind: 'expired' };
      if (row.attempts >= OTP_MAX_WRONG_ATTEMPTS) return { kind: 'blocked' };
      await tx.query('update otp_code set attempts = attempts + 1 where id = $1', [row.id]);
      return { kind: 'try', id: row.id, sessionInfo: row.session_info, attempts: row.attempts + 1 };
    });
    switch (start.kind) {
      case 'missing':
        throw invalidOtp(WORDS.otpIncorrect, { reason: 'no_code' });
      case 'expired':
        throw invalidOtp(WORDS.otpExpired, { reason: 'expired' });
      case 'blocked':
        throw invalidOtp(WORDS.otpTooManyWrong, { reason: 'too_many_attempts', attempts_left: 0 });
    }
    let signedIn: Awaited<ReturnType<PhoneAuthPort['signInWithPhoneNumber']>>;
    try {
      signedIn = await phoneAuth.signInWithPhoneNumber({ sessionInfo: start.sessionInfo, code: input.code });
    } catch (error) {
      if (!(error instanceof PhoneAuthError)) throw error;
      switch (error.reason) {
        case 'INVALID_CODE':
          throw invalidOtp(WORDS.otpIncorrect, { reason: 'wrong_code', attempts_left: OTP_MAX_WRONG_ATTEMPTS - start.attempts });
        case 'SESSION_EXPIRED':
          throw invalidOtp(WORDS.otpExpired, { reason: 'expired' });
        case 'INVALID_SESSION_INFO':
          throw invalidOtp(WORDS.otpIncorrect, { reason: 'no_code' });
        default:
          throw providerUnavailable();
      }
    }
    if (signedIn.phoneNumber !== phone) throw invalidOtp(WORDS.otpIncorrect, { reason: 'no_code' });
    const now = clock().toString();
    // the right code is not a wrong try; a code superseded or used meanwhile yields nothing
    const consumed = await db.query(
      `update otp_code set consumed_at = $2::timestamptz, attempts = attempts - 1, id_token_sha256 = $3
        where id = $1 and consumed_at is null returning id`,
      [start.id, now, tokenDigest(signedIn.idToken)],
    );
    if (consumed.length === 0) throw invalidOtp(WORDS.otpIncorrect, { reason: 'no_code' });
    return { idToken: signedIn.idToken, expires_in: Math.min(ID_TOKEN_TTL_SECONDS, signedIn.expiresIn) };
  }

  /**
   * Verifies an id token with the provider's published keys and checks it is recent enough; call it before the
   * transaction that uses the token ({@link consumeIdToken}), since fetching the keys is a provider call.
   */
  async function checkIdToken(token: string): Promise<IdTokenCheck> {
    const now = clock();
    try {
      const identity = await phoneAuth.verifyIdToken(token, new Date(now.epochMilliseconds));
      if (identity.authTime + ID_TOKEN_TTL_SECONDS <= Math.floor(now.epochMilliseconds / 1000)) return { ok: false, reason: 'invalid_token' };
      return { ok: true, phone: identity.phoneNumber, digest: tokenDigest(token) };
    } catch (error) {
      if (error instanceof InvalidIdToken) return { ok: false, reason: 'invalid_token' };
      if (error instanceof PhoneAuthError) throw providerUnavailable();
      throw error;
    }
  }

  /**
   * Uses a checked id token for this phone and purpose, inside the caller's transaction (so it stays unused when the
   * caller fails): it must prove this phone and be the token a code confirmed here for this purpose, not used yet.
   */
  async function consumeIdToken(tx: Queryable, checked: IdTokenCheck, phone: string, purpose: OtpPurpose): Promise<void> {
    if (!checked.ok || checked.phone !== phone) throw invalidOtp(WORDS.phoneConfirmationInvalid, { reason: 'invalid_token' });
    // one token may stand for two confirmations (the same phone signed in twice within its second): an unused one counts
    const [row] = await tx.query<{ id: number; used: boolean }>(
      `select id, token_used_at is not null as used from otp_code where id_token_sha256 = $1 and phone = $2 and purpose = $3
        order by token_used_at is null desc, id desc limit 1 for update`,
      [checked.digest, phone, purpose],
    );
    if (!row) throw invalidOtp(WORDS.phoneConfirmationInvalid, { reason: 'invalid_token' });
    if (row.used) throw invalidOtp(WORDS.phoneConfirmationUsed, { reason: 'token_used' });
    await tx.query('update otp_code set token_used_at = $2::timestamptz where id = $1', [row.id, clock().toString()]);
  }

  return { appVerification, send, verify, checkIdToken, consumeIdToken };
}

export type OtpService = ReturnType<typeof createOtpService>;
