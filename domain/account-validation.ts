/**
 * Account form rules (SPEC §5 "Phone", "Login password", "Register", "OTP", "Reset password",
 * "Update password"): used by the identity machines to enable their submit events, by the
 * screens to show field errors, and by the server before it accepts a request.
 */
import {
  EMAIL_MAX,
  LOGIN_PHONE_MAX,
  NAME_MAX,
  OTP_LENGTH,
  PASSWORD_MAX,
  PASSWORD_MIN,
  PROFILE_NAME_MAX,
  REGISTER_EMAIL_MAX,
} from './constants';
import { isValidEmail } from './checkout-validation';
import { isValidPhone } from './phone';

/** Error keys; the client localizes them. */
export type AccountErrorKey =
  | 'required'
  | 'too_long'
  | 'too_short'
  | 'invalid_phone'
  | 'invalid_email'
  | 'mismatch'
  | 'not_accepted'
  | 'same_as_current'
  | 'invalid_date';

/** What the register form holds (SPEC §2 Register, §5 Register). */
export interface RegisterForm {
  /** Phone as typed (digits only), at most 12 characters. */
  phone: string;
  fullName: string;
  /** Optional; empty means none. */
  email: string;
  password: string;
  passwordConfirm: string;
  /** Terms of service ticked; ticked by default. */
  tos: boolean;
}

export type RegisterField = keyof RegisterForm;
export type RegisterErrors = Partial<Record<RegisterField, AccountErrorKey>>;

/** An empty register form. The terms start unticked: consent must be given (explicit consent overrides SPEC §5's ticked default). */
export const emptyRegisterForm = (phone = ''): RegisterForm => ({
  phone,
  fullName: '',
  email: '',
  password: '',
  passwordConfirm: '',
  tos: false,
});

const blank = (value: string) => value.trim() === '';

/** Phone of the login and register screens: a Vietnamese phone of at most 12 characters. */
export function checkAccountPhone(phone: string): AccountErrorKey | undefined {
  if (blank(phone)) return 'required';
  if (phone.trim().length > LOGIN_PHONE_MAX) return 'too_long';
  return isValidPhone(phone) ? undefined : 'invalid_phone';
}

/** A new password: at least 6, at most 40 characters. */
export function checkNewPassword(password: string): AccountErrorKey | undefined {
  if (password === '') return 'required';
  if (password.length < PASSWORD_MIN) return 'too_short';
  return password.length > PASSWORD_MAX ? 'too_long' : undefined;
}

/** The confirmation of a new password must equal it. */
export function checkConfirmation(password: string, confirmation: string): AccountErrorKey | undefined {
  if (confirmation === '') return 'required';
  return confirmation === password ? undefined : 'mismatch';
}

/**
 * Validates the register form (SPEC §5): phone valid (at most 12); full name non-empty, at most 40;
 * email optional but valid when given, at most 100; password 6 to 40 with a matching
 * confirmation; terms ticked.
 */
export function validateRegisterForm(form: RegisterForm): RegisterErrors {
  const errors: RegisterErrors = {};
  const set = (field: RegisterField, error: AccountErrorKey | undefined) => {
    if (error) errors[field] = error;
  };
  set('phone', checkAccountPhone(form.phone));
  if (blank(form.fullName)) errors.fullName = 'required';
  else if (form.fullName.trim().length > NAME_MAX) errors.fullName = 'too_long';
  if (!blank(form.email)) {
    if (form.email.trim().length > REGISTER_EMAIL_MAX) errors.email = 'too_long';
    else if (!isValidEmail(form.email)) errors.email = 'invalid_email';
  }
  set('password', checkNewPassword(form.password));
  set('passwordConfirm', checkConfirmation(form.password, form.passwordConfirm));
  if (!form.tos) errors.tos = 'not_accepted';
  return errors;
}

/** Whether the register form may be submitted. */
export const isRegisterFormValid = (form: RegisterForm) => Object.keys(validateRegisterForm(form)).length === 0;

/** Login password: non-empty, at most 40 (SPEC §5). */
export function checkLoginPassword(password: string): AccountErrorKey | undefined {
  if (password === '') return 'required';
  return password.length > PASSWORD_MAX ? 'too_long' : undefined;
}

/** An OTP as typed: exactly 6 digits (SPEC §5 "OTP"); anything else disables confirm. */
export const isOtpCode = (code: string) => new RegExp(`^[0-9]{${OTP_LENGTH}}$`).test(code);

/** Reset password (SPEC §5): new at least 6 (at most 40) and a matching confirmation. */
export function validateResetPassword(form: { password: string; passwordConfirm: string }) {
  const errors: Partial<Record<'password' | 'passwordConfirm', AccountErrorKey>> = {};
  const password = checkNewPassword(form.password);
  const confirm = checkConfirmation(form.password, form.passwordConfirm);
  if (password) errors.password = password;
  if (confirm) errors.passwordConfirm = confirm;
  return errors;
}

/**
 * Update password (SPEC §5): current at least 6, new at least 6 and different from the current
 * one, confirmation matches.
 */
export function validateUpdatePassword(form: { password: string; newPassword: string; newPasswordConfirm: string }) {
  const errors: Partial<Record<'password' | 'newPassword' | 'newPasswordConfirm', AccountErrorKey>> = {};
  const current = checkNewPassword(form.password);
  if (current) errors.password = current;
  const next = checkNewPassword(form.newPassword) ?? (form.newPassword === form.password ? 'same_as_current' : undefined);
  if (next) errors.newPassword = next;
  const confirm = checkConfirmation(form.newPassword, form.newPasswordConfirm);
  if (confirm) errors.newPasswordConfirm = confirm;
  return errors;
}

/** What the edit-profile form holds (SPEC §2 /edit-profile); the phone is read-only and not part of it. */
export interface ProfileForm {
  fullName: string;
  /** Optional; empty means none. */
  email: string;
  /** DD-MM-YYYY, optional; empty means none. */
  dateOfBirth: string;
  gender: '' | 'male' | 'female' | 'other';
}

export type ProfileErrors = Partial<Record<keyof ProfileForm, AccountErrorKey>>;

const DATE_OF_BIRTH = /^(\d{2})-(\d{2})-(\d{4})$/;

/**
 * Whether `text` is a real calendar date written DD-MM-YYYY (SPEC §3 date_of_birth).
 * @example isDayMonthYear('29-02-2024') // true
 * @example isDayMonthYear('31-04-2024') // false
 */
export function isDayMonthYear(text: string): boolean {
  const match = DATE_OF_BIRTH.exec(text.trim());
  if (!match) return false;
  const [day, month, year] = [Number(match[1]), Number(match[2]), Number(match[3])];
  if (year < 1900 || month < 1 || month > 12 || day < 1) return false;
  const leap = (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
  const days = [31, leap ? 29 : 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31][month - 1] ?? 0;
  return day <= days;
}

/**
 * The profile's full name (SPEC §5 Edit profile): not blank once trimmed (a name of spaces is none), at most 100.
 * The edit-profile form and the server's update_profile both ask this.
 * @example checkProfileName('   ') // 'required'
 */
export function checkProfileName(fullName: string): AccountErrorKey | undefined {
  if (blank(fullName)) return 'required';
  return fullName.trim().length > PROFILE_NAME_MAX ? 'too_long' : undefined;
}

/**
 * Edit profile (SPEC §5): full name non-empty, at most 100; e-mail optional but valid when given
 * (at most 254); date of birth DD-MM-YYYY when given.
 */
export function validateProfileForm(form: ProfileForm): ProfileErrors {
  const errors: ProfileErrors = {};
  const fullName = checkProfileName(form.fullName);
  if (fullName) errors.fullName = fullName;
  if (!blank(form.email)) {
    if (form.email.trim().length > EMAIL_MAX) errors.email = 'too_long';
    else if (!isValidEmail(form.email)) errors.email = 'invalid_email';
  }
  if (!blank(form.dateOfBirth) && !isDayMonthYear(form.dateOfBirth)) errors.dateOfBirth = 'invalid_date';
  return errors;
}
