/**
 * The phone authentication port (SPEC §7: "Phone OTP is sent and confirmed through a third-party phone
 * authentication service, yielding an id token"; DESIGN: Outside services). It is Firebase Authentication's
 * phone sign-in, spoken over the Identity Toolkit REST API by the live client, and by the sandbox on this
 * server by default.
 */

/** What a verified id token says. */
export interface PhoneIdentity {
  /** The provider's user id (the token's `sub`). */
  uid: string;
  /** E.164, e.g. +84901234567 (the token's `phone_number`). */
  phoneNumber: string;
  /** When the phone was signed in (`auth_time`), epoch seconds. */
  authTime: number;
}

export interface PhoneSignIn {
  idToken: string;
  /** Seconds the id token is valid for. */
  expiresIn: number;
  phoneNumber: string;
}

export interface PhoneAuthPort {
  readonly mode: 'live' | 'sandbox';
  /**
   * Where the web client loads reCAPTCHA from (Google's api.js live, the sandbox's widget otherwise): the app verifies
   * itself there before every code send, as a Firebase web client does.
   */
  readonly recaptchaScriptUrl: string;
  /** The reCAPTCHA site key the provider expects responses for (GET v1/recaptchaParams). */
  recaptchaSiteKey(): Promise<string>;
  /** Sends a code by SMS, for the web client's reCAPTCHA response; the provider's handle of this attempt comes back. */
  sendVerificationCode(input: { phoneNumber: string; locale: string; recaptchaToken: string }): Promise<{ sessionInfo: string }>;
  /** Exchanges the attempt's handle and the code the customer typed for an id token. */
  signInWithPhoneNumber(input: { sessionInfo: string; code: string }): Promise<PhoneSignIn>;
  /** Verifies an id token's signature against the provider's published keys, and its claims at `now`. */
  verifyIdToken(idToken: string, now: Date): Promise<PhoneIdentity>;
  /** Whether the provider's endpoint answers within 2 seconds. */
  probe(): Promise<boolean>;
}

/**
 * The provider refused: `reason` is Identity Toolkit's error message code (INVALID_CODE, SESSION_EXPIRED,
 * INVALID_SESSION_INFO, INVALID_PHONE_NUMBER, TOO_MANY_ATTEMPTS_TRY_LATER, QUOTA_EXCEEDED, MISSING_RECAPTCHA_TOKEN,
 * CAPTCHA_CHECK_FAILED, …), or
 * UNAVAILABLE when it did not answer.
 */
export class PhoneAuthError extends Error {
  constructor(
    readonly reason: string,
    message = reason,
  ) {
    super(`Phone authentication: ${message}`);
    this.name = 'PhoneAuthError';
  }
}

/** The id token was refused (signature, issuer, audience, times or claims). */
export class InvalidIdToken extends Error {
  constructor(message: string) {
    super(`Id token refused: ${message}`);
    this.name = 'InvalidIdToken';
  }
}
