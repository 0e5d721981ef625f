import type { ActorRef, Snapshot } from 'xstate';
import type { components, operations } from '../../openapi/schema';
import type { RegisterForm } from '../../domain/account-validation';
import type { Json } from '../shared/api-error';

export type LoginResponse = components['schemas']['LoginResponse'];

/** checkPhoneNumber: the phone in +84 form. */
export type CheckPhoneNumberInput = operations['checkPhoneNumber']['parameters']['query'];
export type CheckPhoneNumberOutput = Json<operations['checkPhoneNumber']['responses'][200]>;
/** sendOtp for registration. */
/** sendOtp's body but the reCAPTCHA response, which the actor obtains right before the call (it is good once). */
export type SendOtpInput = Omit<Json<operations['sendOtp']['requestBody']>, 'recaptcha_token'>;
/** sendOtp's `data`. */
export type SendOtpOutput = Json<operations['sendOtp']['responses'][200]>['data'];
export type VerifyOtpInput = Json<operations['verifyOtp']['requestBody']>;
/** verifyOtp's `data`: the id token that proves the phone. */
export type VerifyOtpOutput = Json<operations['verifyOtp']['responses'][200]>['data'];
export type RegisterInput = Json<operations['register']['requestBody']>;
/** The interface language, sent with the code so the SMS is in it. */
export type Language = NonNullable<SendOtpInput['lang']>;

/** What went wrong last; the view shows its message (SPEC §8). */
export type OtpRegistrationError =
  /** The phone has an account: rejected at the form, no code sent. */
  | 'phoneAlreadyRegistered'
  /** Wrong code: alert 'Incorrect OTP code!'. */
  | 'invalidOtp'
  /** The confirmed code was no longer accepted at register (expired or used): ask a new one. */
  | 'codeExpired'
  /** Too many requests: device blocked for unusual activity. */
  | 'deviceBlocked'
  /** Network or other failure: generic request failure, try again. */
  | 'requestFailed';

export interface OtpRegistrationInput {
  /** usernameProp: the phone the login screen found unknown. */
  phone?: string;
  language?: Language;
  /** Resends allowed; OTP_RESEND_LIMIT (SPEC §9: 1) unless given. */
  resendLimit?: number;
  /** The session actor (machines/session), told of a new session or the anonymous allowance. */
  sessionActor?: SessionTarget | null;
}

/** What the registration tells the session machine; any actor taking these events. */
export type SessionTarget = ActorRef<Snapshot<unknown>, OtpRegistrationEmitted>;

export interface OtpRegistrationContext {
  /** The session actor told of the outcome; null when none was given. */
  sessionActor: SessionTarget | null;
  /** The register form as typed; no error clears it. */
  form: RegisterForm;
  /** Language of the SMS. */
  language: Language;
  /** The OTP as typed; kept after a wrong code. */
  code: string;
  /** Resends allowed per phone. */
  resendLimit: number;
  /** Resends left for this phone (SPEC §3 resendCountLeft); reset when the phone changes. */
  resendsLeft: number;
  /** Proof of the phone from verifyOtp, kept so that a failed register can be retried; cleared when the phone changes. */
  idToken: string | null;
  /** The last failure; cleared by the customer's next step on the screen (an edit, a submit, a new code). */
  error: OtpRegistrationError | null;
  /** After a wrong code: tries left on it (`details.attempts_left`), when the server says. */
  attemptsLeft: number | null;
  /** After too many requests: seconds until the server accepts another (`details.retry_after`). */
  retryAfter: number | null;
  /** The logged-in session that register returned. */
  session: LoginResponse | null;
  /** Set when the customer chose to check out as a guest. */
  allowAnonymous: boolean;
}

export type OtpRegistrationEvent =
  | { type: 'form.change'; values: Partial<RegisterForm> }
  | { type: 'form.submit' }
  /** Back from the code (or the blocked notice) to the form, e.g. to fix the phone. */
  | { type: 'form.edit' }
  | { type: 'otp.change'; code: string }
  | { type: 'otp.submit' }
  | { type: 'otp.resend' }
  | { type: 'anonymous.choose' };

/** For the app to forward to the session machine. */
export type OtpRegistrationEmitted =
  | { type: 'anonymous.grant'; contact?: { name: string; phone: string } }
  | { type: 'session.start'; session: LoginResponse };

export type OtpRegistrationOutput =
  | { kind: 'registered'; session: LoginResponse }
  | { kind: 'anonymous'; allowAnonymous: true };
