import type { SnapshotFrom } from 'xstate';
import { validateResetPassword } from '../../domain/account-validation';
import type { resetPasswordMachine } from './machine';
import { resetPhone } from './rules';

type Snapshot = SnapshotFrom<typeof resetPasswordMachine>;

/** Which screen of the reset shows. */
export const stepSelector = (s: Snapshot) => {
  if (s.matches('enteringCode')) return 'code' as const;
  if (s.matches('enteringPassword') || s.matches('resetting')) return 'password' as const;
  if (s.matches('reset')) return 'done' as const;
  return 'phone' as const;
};
export const phoneSelector = (s: Snapshot) => s.context.phone;
/** The phone in +84 form, as the code was sent to it. */
export const sentToSelector = (s: Snapshot) => resetPhone(s.context.phone);
export const codeSelector = (s: Snapshot) => s.context.code;
export const passwordsSelector = (s: Snapshot) => s.context.passwords;
/** Field error keys of the new password (domain/account-validation), for the view to localize. */
export const passwordErrorsSelector = (s: Snapshot) => validateResetPassword(s.context.passwords);
export const canSubmitPhoneSelector = (s: Snapshot) => s.can({ type: 'phone.submit' });
export const canSubmitCodeSelector = (s: Snapshot) => s.can({ type: 'otp.submit' });
export const canResendSelector = (s: Snapshot) => s.can({ type: 'otp.resend' });
export const canSubmitPasswordSelector = (s: Snapshot) => s.can({ type: 'password.submit' });
export const isSendingCodeSelector = (s: Snapshot) => s.matches('sendingCode') || s.hasTag('resending');
export const isVerifyingSelector = (s: Snapshot) => s.matches({ enteringCode: { code: 'verifying' } });
export const isResettingSelector = (s: Snapshot) => s.matches('resetting');
export const isResendTimerRunningSelector = (s: Snapshot) => s.matches({ enteringCode: { resend: 'waiting' } });
/** Grows with every code sent: the on-screen countdown restarts with it. */
export const codesSentSelector = (s: Snapshot) => s.context.codesSent;
export const errorSelector = (s: Snapshot) => s.context.error;
