import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { useSelector } from '@xstate/react';
import { useId, type FormEvent } from 'react';
import type { SnapshotFrom } from 'xstate';
import { ANONYMOUS_TIMER_SECONDS, OTP_LENGTH, OTP_RESEND_TIMER_SECONDS } from '../../../../domain/constants';
import type { otpRegistrationMachine } from '../../../../machines/otp-registration/machine';
import { registerPhone } from '../../../../machines/otp-registration/machine';
import {
  attemptsLeftSelector,
  canResendSelector,
  canSubmitCodeSelector,
  codeSelector,
  errorSelector,
  formSelector,
  isAnonymousOptionVisibleSelector,
  isIncorrectCodeSelector,
  isLoadingSelector,
  isResendingSelector,
  resendsLeftSelector,
} from '../../../../machines/otp-registration/selectors';
import * as form from '../../../components/ui/form.css';
import * as ui from '../../../components/ui/ui.css';
import { useCountdown } from '../../../lib/use-countdown';
import type { RegistrationActor } from '../register-context';

type Snapshot = SnapshotFrom<typeof otpRegistrationMachine>;
const isResendTimerRunning = (s: Snapshot) => s.matches({ enteringCode: { resend: 'waiting' } });
const isAnonymousTimerRunning = (s: Snapshot) => s.matches({ enteringCode: { resend: 'anonymousWaiting' } });

/** The OTP screen: the 6-digit code, the resend timer and, once resends are used up, the guest option. */
export function CodeStep({ actor }: { actor: RegistrationActor }) {
  const { t } = useLingui();
  const id = useId();
  const code = useSelector(actor, codeSelector);
  const phone = registerPhone(useSelector(actor, formSelector));
  const canSubmit = useSelector(actor, canSubmitCodeSelector);
  const canResend = useSelector(actor, canResendSelector);
  const resending = useSelector(actor, isResendingSelector);
  const resendsLeft = useSelector(actor, resendsLeftSelector);
  const loading = useSelector(actor, isLoadingSelector);
  const incorrect = useSelector(actor, isIncorrectCodeSelector);
  const attemptsLeft = useSelector(actor, attemptsLeftSelector);
  const error = useSelector(actor, errorSelector);
  const anonymousVisible = useSelector(actor, isAnonymousOptionVisibleSelector);
  const resendTimer = useSelector(actor, isResendTimerRunning);
  const anonymousTimer = useSelector(actor, isAnonymousTimerRunning);
  const resendLeft = useCountdown(OTP_RESEND_TIMER_SECONDS, resendTimer, resendsLeft);
  const anonymousLeft = useCountdown(ANONYMOUS_TIMER_SECONDS, anonymousTimer, resendsLeft);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (canSubmit) actor.send({ type: 'otp.submit' });
  };

  return (
    <div className={form.form}>
      <p>
        <Trans>We sent a {OTP_LENGTH}-digit code by SMS to {phone}.</Trans>
      </p>
      {incorrect ? (
        <div className={ui.alert.error} role="alert">
          <p>{t`Incorrect OTP code!`}</p>
          {attemptsLeft !== null ? (
            <p>
              <Plural value={attemptsLeft} one="# try left." other="# tries left." />
            </p>
          ) : null}
        </div>
      ) : null}
      {error === 'codeExpired' ? (
        <p className={ui.alert.error} role="alert">
          <Trans>The code is no longer valid. Please ask for a new code.</Trans>
        </p>
      ) : null}
      {error === 'requestFailed' ? (
        <p className={ui.alert.error} role="alert">
          <Trans>The request failed. Please try again later.</Trans>
        </p>
      ) : null}
      <form className={form.form} onSubmit={submit} noValidate>
        <div className={form.field}>
          <label className={form.label} htmlFor={`${id}-code`}>
            <Trans>Verification code</Trans>
          </label>
          <input
            id={`${id}-code`}
            className={form.input}
            name="code"
            inputMode="numeric"
            autoComplete="one-time-code"
            pattern="[0-9]*"
            maxLength={OTP_LENGTH}
            value={code}
            onChange={(event) => actor.send({ type: 'otp.change', code: event.target.value.replace(/\D/g, '') })}
            aria-invalid={incorrect}
            autoFocus
          />
        </div>
        <div className={form.actions}>
          <button type="submit" className={ui.button.primary} disabled={!canSubmit || loading}>
            {loading ? t`Checking…` : t`Confirm`}
          </button>
          <button type="button" className={ui.button.ghost} onClick={() => actor.send({ type: 'form.edit' })}>
            {t`Change the details`}
          </button>
        </div>
      </form>
      <div className={form.actions}>
        <button type="button" className={form.linkButton} disabled={!canResend} onClick={() => actor.send({ type: 'otp.resend' })}>
          {resending ? t`Sending…` : t`Send the code again`}
        </button>
        {resendTimer ? (
          <span className={form.hint} aria-live="polite">
            <Trans>You can ask for a new code in {resendLeft} s.</Trans>
          </span>
        ) : null}
        {anonymousTimer ? (
          <span className={form.hint} aria-live="polite">
            <Trans>No new code can be sent. Guest checkout is offered in {anonymousLeft} s.</Trans>
          </span>
        ) : null}
      </div>
      {anonymousVisible ? (
        <div className={ui.alert.info}>
          <p>
            <Trans>Did not get the code? You can still order as a guest without an account.</Trans>
          </p>
          <button type="button" className={ui.button.secondary} onClick={() => actor.send({ type: 'anonymous.choose' })}>
            {t`Continue as a guest`}
          </button>
        </div>
      ) : null}
    </div>
  );
}
