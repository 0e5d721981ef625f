/**
 * Firebase Authentication's phone sign-in over the Identity Toolkit REST API, and verification of the id tokens
 * it issues. The same client talks to Google and to the sandbox on this server (server/sandbox/identity-toolkit.ts),
 * so the sandbox's tokens go through the verification that live tokens go through.
 *
 * - The reCAPTCHA site key: GET {endpoint}/v1/recaptchaParams?key=API_KEY answers {recaptchaSiteKey}
 *   (https://cloud.google.com/identity-platform/docs/reference/rest/v1/v1/getRecaptchaParams); the web client renders
 *   an invisible reCAPTCHA with it and sends its response with the phone.
 * - Send a code: POST {endpoint}/v1/accounts:sendVerificationCode?key=API_KEY {phoneNumber, recaptchaToken}
 *   answers {sessionInfo}; without a valid response Google refuses MISSING_RECAPTCHA_TOKEN or CAPTCHA_CHECK_FAILED
 *   (https://cloud.google.com/identity-platform/docs/reference/rest/v1/accounts/sendVerificationCode).
 * - Sign in: POST {endpoint}/v1/accounts:signInWithPhoneNumber?key=API_KEY {sessionInfo, code} answers
 *   {idToken, refreshToken, expiresIn, localId, phoneNumber, isNewUser}
 *   (https://cloud.google.com/identity-platform/docs/reference/rest/v1/accounts/signInWithPhoneNumber).
 *   Refusals answer {error: {code, message}} with message INVALID_CODE, SESSION_EXPIRED, … (ditto, "Error codes").
 * - Verify an id token as "Verify ID tokens using a third-party JWT library" says
 *   (https://firebase.google.com/docs/auth/admin/verify-id-tokens#verify_id_tokens_using_a_third-party_jwt_library):
 *   RS256, `kid` one of the keys published at
 *   https://www.googleapis.com/service_accounts/v1/jwk/securetoken@system.gserviceaccount.com (the JWK form of the
 *   x509 list the page names), cached for the answer's Cache-Control max-age; `exp` in the future, `iat` and
 *   `auth_time` in the past, `aud` the project id, `iss` https://securetoken.google.com/<projectId>, `sub` a
 *   non-empty string (the uid); and here a `phone_number`, since a phone is what the token has to prove.
 */
import { createLocalJWKSet, errors, jwtVerify, type JSONWebKeySet, type JWTPayload } from 'jose';
import type { Fetch } from '../payments/http';
import { InvalidIdToken, PhoneAuthError, type PhoneAuthPort, type PhoneIdentity, type PhoneSignIn } from './types';

/** Google's live hosts. */
export const FIREBASE_IDENTITY_TOOLKIT = 'https://identitytoolkit.googleapis.com';
export const FIREBASE_JWKS_URL = 'https://www.googleapis.com/service_accounts/v1/jwk/securetoken@system.gserviceaccount.com';
/** Google's reCAPTCHA script, rendered explicitly (https://developers.google.com/recaptcha/docs/display#explicit_render). */
export const GOOGLE_RECAPTCHA_SCRIPT = 'https://www.google.com/recaptcha/api.js';

/** A provider that does not answer within this many milliseconds is given up on (the customer can resend). */
export const PHONE_AUTH_TIMEOUT_MS = 10_000;
/** Keys are fetched again after this long when the answer names no max-age. */
const DEFAULT_JWKS_MAX_AGE_SECONDS = 3600;
/** Seconds of clock difference allowed between Google's servers and this one on iat, auth_time and exp. */
export const ID_TOKEN_CLOCK_TOLERANCE_SECONDS = 60;

export interface FirebasePhoneAuthOptions {
  /** https://identitytoolkit.googleapis.com, or this server's /sandbox/identitytoolkit. */
  endpoint: string;
  /** Where the signing keys are published (JWKS). */
  jwksUrl: string;
  /** The Web API key of the Firebase project. */
  apiKey: string;
  projectId: string;
  mode: 'live' | 'sandbox';
  /** Where the web client loads reCAPTCHA from. */
  recaptchaScriptUrl: string;
  fetch?: Fetch;
}

/** The message code of an Identity Toolkit refusal: "TOO_MANY_ATTEMPTS_TRY_LATER : …" gives TOO_MANY_ATTEMPTS_TRY_LATER. */
export function identityToolkitReason(body: unknown): string {
  const message = (body as { error?: { message?: unknown } } | null)?.error?.message;
  return typeof message === 'string' && message ? message.split(/[\s:]/)[0] : 'UNKNOWN';
}

/** max-age of a Cache-Control header, in seconds. */
export function maxAgeOf(cacheControl: string | null): number | null {
  const match = /(?:^|,)\s*max-age=(\d+)/i.exec(cacheControl ?? '');
  return match ? Number(match[1]) : null;
}

/** The claims the verification requires beyond jose's checks of signature, iss, aud, exp and iat. */
export function phoneIdentityOf(payload: JWTPayload, nowSeconds: number): PhoneIdentity {
  const { sub } = payload;
  if (typeof sub !== 'string' || sub.length === 0 || sub.length > 128) throw new InvalidIdToken('sub must be a non-empty string of at most 128 characters');
  const authTime = payload.auth_time;
  if (typeof authTime !== 'number' || authTime > nowSeconds + ID_TOKEN_CLOCK_TOLERANCE_SECONDS) throw new InvalidIdToken('auth_time must be in the past');
  if (typeof payload.iat !== 'number' || payload.iat > nowSeconds + ID_TOKEN_CLOCK_TOLERANCE_SECONDS) throw new InvalidIdToken('iat must be in the past');
  const phoneNumber = payload.phone_number;
  if (typeof phoneNumber !== 'string' || !/^\+\d{6,15}$/.test(phoneNumber)) throw new InvalidIdToken('phone_number must be an E.164 phone');
  return { uid: sub, phoneNumber, authTime };
}

export function createFirebasePhoneAuth(options: FirebasePhoneAuthOptions): PhoneAuthPort {
  const fetcher = options.fetch ?? fetch;
  const endpoint = options.endpoint.replace(/\/+$/, '');
  const issuer = `https://securetoken.google.com/${options.projectId}`;
  let keys: { set: ReturnType<typeof createLocalJWKSet>; freshUntil: number } | null = null;
  let siteKey: { value: string; freshUntil: number } | null = null;

  async function call(method: string, body: Record<string, unknown> | null, headers: Record<string, string> = {}): Promise<Record<string, unknown>> {
    let response: Response;
    // accounts:<method> is posted; recaptchaParams, the one read, is a GET of its own path
    const path = body ? `accounts:${method}` : method;
    try {
      response = await fetcher(`${endpoint}/v1/${path}?key=${encodeURIComponent(options.apiKey)}`, {
        method: body ? 'POST' : 'GET',
        headers: { accept: 'application/json', ...(body ? { 'content-type': 'application/json' } : {}), ...headers },
        ...(body ? { body: JSON.stringify(body) } : {}),
        signal: AbortSignal.timeout(PHONE_AUTH_TIMEOUT_MS),
      });
    } catch (error) {
      throw new PhoneAuthError('UNAVAILABLE', `no answer from ${new URL(endpoint).origin} (${(error as Error).name})`);
    }
    let parsed: unknown = null;
    try {
      parsed = await response.json();
    } catch {
      throw new PhoneAuthError('UNAVAILABLE', `an answer that is not JSON (HTTP ${response.status}) from ${path}`);
    }
    if (!response.ok) throw new PhoneAuthError(identityToolkitReason(parsed), `${path} refused with HTTP ${response.status}`);
    return (parsed ?? {}) as Record<string, unknown>;
  }

  async function keySet(refresh: boolean) {
    if (!refresh && keys && Date.now() < keys.freshUntil) return keys.set;
    let response: Response;
    try {
      response = await fetcher(options.jwksUrl, { method: 'GET', headers: { accept: 'application/json' }, signal: AbortSignal.timeout(PHONE_AUTH_TIMEOUT_MS) });
    } catch (error) {
      throw new PhoneAuthError('UNAVAILABLE', `no answer from the key set at ${options.jwksUrl} (${(error as Error).name})`);
    }
    if (!response.ok) throw new PhoneAuthError('UNAVAILABLE', `HTTP ${response.status} from the key set at ${options.jwksUrl}`);
    const jwks = (await response.json()) as JSONWebKeySet;
    if (!Array.isArray(jwks?.keys)) throw new PhoneAuthError('UNAVAILABLE', `no keys at ${options.jwksUrl}`);
    const maxAge = maxAgeOf(response.headers.get('cache-control')) ?? DEFAULT_JWKS_MAX_AGE_SECONDS;
    keys = { set: createLocalJWKSet(jwks), freshUntil: Date.now() + maxAge * 1000 };
    return keys.set;
  }

  return {
    mode: options.mode,
    recaptchaScriptUrl: options.recaptchaScriptUrl,

    async recaptchaSiteKey() {
      // the key changes only when the project's reCAPTCHA is configured again: asked once an hour, not per send
      if (siteKey && Date.now() < siteKey.freshUntil) return siteKey.value;
      const answer = await call('recaptchaParams', null);
      if (typeof answer.recaptchaSiteKey !== 'string' || !answer.recaptchaSiteKey) throw new PhoneAuthError('UNAVAILABLE', 'an answer without recaptchaSiteKey');
      siteKey = { value: answer.recaptchaSiteKey, freshUntil: Date.now() + DEFAULT_JWKS_MAX_AGE_SECONDS * 1000 };
      return siteKey.value;
    },

    async sendVerificationCode({ phoneNumber, locale, recaptchaToken }) {
      // the SMS is written in the language the X-Firebase-Locale header names
      const answer = await call('sendVerificationCode', { phoneNumber, recaptchaToken }, { 'x-firebase-locale': locale });
      if (typeof answer.sessionInfo !== 'string' || !answer.sessionInfo) throw new PhoneAuthError('UNAVAILABLE', 'an answer without sessionInfo');
      return { sessionInfo: answer.sessionInfo };
    },

    async signInWithPhoneNumber({ sessionInfo, code }): Promise<PhoneSignIn> {
      const answer = await call('signInWithPhoneNumber', { sessionInfo, code });
      if (typeof answer.idToken !== 'string' || typeof answer.phoneNumber !== 'string') throw new PhoneAuthError('UNAVAILABLE', 'an answer without idToken');
      return { idToken: answer.idToken, expiresIn: Number(answer.expiresIn) || 3600, phoneNumber: answer.phoneNumber };
    },

    async verifyIdToken(idToken, now) {
      const verifyWith = (set: ReturnType<typeof createLocalJWKSet>) =>
        jwtVerify(idToken, set, {
          algorithms: ['RS256'],
          issuer,
          audience: options.projectId,
          currentDate: now,
          clockTolerance: ID_TOKEN_CLOCK_TOLERANCE_SECONDS,
          requiredClaims: ['sub', 'iat', 'exp', 'auth_time', 'phone_number'],
        });
      let payload: JWTPayload;
      try {
        try {
          ({ payload } = await verifyWith(await keySet(false)));
        } catch (error) {
          // Google rotates its keys: a kid not in the cached set is looked up once in a fresh one
          if (!(error instanceof errors.JWKSNoMatchingKey)) throw error;
          ({ payload } = await verifyWith(await keySet(true)));
        }
      } catch (error) {
        if (error instanceof PhoneAuthError) throw error;
        throw new InvalidIdToken((error as Error).message);
      }
      return phoneIdentityOf(payload, Math.floor(now.getTime() / 1000));
    },

    async probe() {
      try {
        await fetcher(options.jwksUrl, { method: 'GET', signal: AbortSignal.timeout(2_000) });
        return true;
      } catch {
        return false;
      }
    },
  };
}
