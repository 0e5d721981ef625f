import type { SnapshotFrom } from 'xstate';
import { validateRegisterForm } from '../../domain/account-validation';
import type { otpRegistrationMachine } from './machine';

type Snapshot = SnapshotFrom<typeof otpRegistrationMachine>;

/** Which screen of the register flow shows. */
export const stepSelector = (s: Snapshot) => {
  if (s.matches('enteringCode')) return 'code' as const;
  if (s.matches('deviceBlocked')) return 'blocked' as const;
  if (s.matches('registered') || s.matches('anonymousGranted')) return 'done' as const;
  return 'form' as const;
};
export const formSelector = (s: Snapshot) => s.context.form;
/** Field error keys of the form (domain/account-validation), for the view to localize. */
export const formErrorsSelector = (s: Snapshot) => validateRegisterForm(s.context.form);
export const canSubmitFormSelector = (s: Snapshot) => s.can({ type: 'form.submit' });
export const codeSelector = (s: Snapshot) => s.context.code;
export const canSubmitCodeSelector = (s: Snapshot) => s.can({ type: 'otp.submit' });
export const canResendSelector = (s: Snapshot) => s.can({ type: 'otp.resend' });
export const isResendingSelector = (s: Snapshot) => s.hasTag('resending');
export const resendsLeftSelector = (s: Snapshot) => s.context.resendsLeft;
export const isAnonymousOptionVisibleSelector = (s: Snapshot) => s.can({ type: 'anonymous.choose' });
export const isLoadingSelector = (s: Snapshot) => s.hasTag('loading');
export const errorSelector = (s: Snapshot) => s.context.error;
/** 'Incorrect OTP code!' is alerted while this is true. */
export const isIncorrectCodeSelector = (s: Snapshot) => s.context.error === 'invalidOtp';
export const attemptsLeftSelector = (s: Snapshot) => s.context.attemptsLeft;
export const retryAfterSelector = (s: Snapshot) => s.context.retryAfter;
export const allowAnonymousSelector = (s: Snapshot) => s.context.allowAnonymous;
