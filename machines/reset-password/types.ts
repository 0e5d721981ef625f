import type { operations } from '../../openapi/schema';
import type { Json } from '../shared/api-error';

/** sendOtp with purpose reset_password. */
/** sendOtp's body but the reCAPTCHA response, which the actor obtains right before the call (it is good once). */
export type SendOtpInput = Omit<Json<operations['sendOtp']['requestBody']>, 'recaptcha_token'>;
/** sendOtp's `data`. */
export type SendOtpOutput = Json<operations['sendOtp']['responses'][200]>['data'];
export type VerifyOtpInput = Json<operations['verifyOtp']['requestBody']>;
/** verifyOtp's `data`: the id token that proves the phone. */
export type VerifyOtpOutput = Json<operations['verifyOtp']['responses'][200]>['data'];
/** The interface language, sent with the code so the SMS is in it. */
export type Language = NonNullable<SendOtpInput['lang']>;

/** faResetPassword: the phone in +84 form, the reset_password id token and the new password. */
export type ResetPasswordInput = Json<operations['faResetPassword']['requestBody']>;
export type ResetPasswordOutput = Json<operations['faResetPassword']['responses'][200]>;

/** What went wrong last; the view shows its message (SPEC §8). */
export type ResetPasswordError =
  /** The phone has no account: the message links to Register. */
  | 'phoneNotRegistered'
  /** Wrong code: 'Incorrect OTP code!'. */
  | 'invalidOtp'
  /** Too many requests: device blocked for unusual activity. */
  | 'deviceBlocked'
  /** Network or other failure: generic request failure, try again. */
  | 'requestFailed';

/** The new password typed twice. */
export interface NewPasswords {
  password: string;
  passwordConfirm: string;
}

export interface ResetPasswordMachineInput {
  /** The `username` parameter: the phone the login screen was given. */
  phone?: string;
  /** Language of the SMS. */
  language?: Language;
}

export interface ResetPasswordContext {
  /** The phone as typed (at most LOGIN_PHONE_MAX characters). */
  phone: string;
  /** Language of the SMS. */
  language: Language;
  /** The OTP as typed; kept after a wrong code. */
  code: string;
  /** Proof of the phone from verifyOtp (purpose reset_password), sent with the new password. */
  idToken: string | null;
  /** The new password and its confirmation as typed; kept after a failed reset. */
  passwords: NewPasswords;
  /** How many codes were sent; a new one restarts the resend timer's countdown on screen. */
  codesSent: number;
  /** The last failure; cleared by the customer's next step on the screen. */
  error: ResetPasswordError | null;
}

export type ResetPasswordEvent =
  | { type: 'phone.change'; phone: string }
  | { type: 'phone.submit' }
  | { type: 'otp.change'; code: string }
  | { type: 'otp.submit' }
  | { type: 'otp.resend' }
  | { type: 'password.change'; values: Partial<NewPasswords> }
  | { type: 'password.submit' };
