import { Trans, useLingui } from '@lingui/react/macro';
import { useActorRef, useSelector } from '@xstate/react';
import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { Link, useSearch } from 'wouter';
import type { ActorRefFrom } from 'xstate';
import { LOGIN_PHONE_MAX, OTP_LENGTH, OTP_RESEND_TIMER_SECONDS, PASSWORD_MAX, PASSWORD_MIN } from '../../../domain/constants';
import { resetPasswordMachine, type Language, type ResetPasswordError } from '../../../machines/reset-password/machine';
import {
  canResendSelector,
  canSubmitCodeSelector,
  canSubmitPasswordSelector,
  canSubmitPhoneSelector,
  codeSelector,
  codesSentSelector,
  errorSelector,
  isResendTimerRunningSelector,
  isResettingSelector,
  isSendingCodeSelector,
  isVerifyingSelector,
  passwordErrorsSelector,
  passwordsSelector,
  phoneSelector,
  sentToSelector,
  stepSelector,
} from '../../../machines/reset-password/selectors';
import * as form from '../../components/ui/form.css';
import { PhoneInput } from '../../components/ui/phone-input';
import { TextField } from '../../components/ui/text-field';
import * as ui from '../../components/ui/ui.css';
import { paths } from '../../config/paths';
import { api } from '../../lib/api-client';
import { isLocale } from '../../lib/i18n';
import { inspection } from '../../lib/inspection';
import { registerPath } from '../../lib/return-path';
import { useStateMarker } from '../../lib/state-marker';
import { useCountdown } from '../../lib/use-countdown';
import { useDocumentTitle } from '../../lib/use-document-title';
import { createResetPasswordActors } from './actors';

type ResetActor = ActorRefFrom<typeof resetPasswordMachine>;

/** The message of a failed OTP or reset call (SPEC §8). */
function FailureAlert({ error, children }: { error: ResetPasswordError | null; children?: ReactNode }) {
  const { t } = useLingui();
  if (error === null) return null;
  const text = {
    deviceBlocked: t`This device has been blocked because of unusual activity. Please try again later.`,
    invalidOtp: t`Incorrect OTP code!`,
    phoneNotRegistered: t`This phone number is not registered.`,
    requestFailed: t`The request failed. Please try again later.`,
  }[error];
  return (
    <p className={ui.alert.error} role="alert">
      {text}
      {children}
    </p>
  );
}

function PhoneStep({ actor, id }: { actor: ResetActor; id: string }) {
  const { t } = useLingui();
  const phone = useSelector(actor, phoneSelector);
  const error = useSelector(actor, errorSelector);
  const canSubmit = useSelector(actor, canSubmitPhoneSelector);
  const sending = useSelector(actor, isSendingCodeSelector);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    actor.send({ type: 'phone.submit' });
  };
  return (
    <form className={form.form} onSubmit={submit} noValidate>
      <FailureAlert error={error}>
        {error === 'phoneNotRegistered' ? (
          <>
            {' '}
            <Link href={registerPath(phone)} className={form.link}>
              <Trans>Register</Trans>
            </Link>
          </>
        ) : null}
      </FailureAlert>
      <TextField
        id={`${id}-phone`}
        label={<Trans>Phone number</Trans>}
        hint={<Trans>We will send a {OTP_LENGTH}-digit code to this phone by SMS.</Trans>}
        renderInput={(props) => (
          <PhoneInput
            {...props}
            name="phone"
            value={phone}
            onValueChange={(value) => actor.send({ type: 'phone.change', phone: value })}
            maxLength={LOGIN_PHONE_MAX}
            required
          />
        )}
      />
      <div className={form.actions}>
        <button type="submit" className={ui.button.primary} disabled={!canSubmit}>
          {sending ? t`Sending…` : t`Send the code`}
        </button>
      </div>
    </form>
  );
}

function CodeStep({ actor, id }: { actor: ResetActor; id: string }) {
  const { t } = useLingui();
  const international = useSelector(actor, sentToSelector);
  const code = useSelector(actor, codeSelector);
  const error = useSelector(actor, errorSelector);
  const canSubmit = useSelector(actor, canSubmitCodeSelector);
  const verifying = useSelector(actor, isVerifyingSelector);
  const canResend = useSelector(actor, canResendSelector);
  const timerRunning = useSelector(actor, isResendTimerRunningSelector);
  const codesSent = useSelector(actor, codesSentSelector);
  const resendLeft = useCountdown(OTP_RESEND_TIMER_SECONDS, timerRunning, codesSent);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    actor.send({ type: 'otp.submit' });
  };
  return (
    <form className={form.form} onSubmit={submit} noValidate>
      <p>
        <Trans>We sent a {OTP_LENGTH}-digit code by SMS to {international}.</Trans>
      </p>
      <FailureAlert error={error} />
      <TextField
        id={`${id}-code`}
        label={<Trans>Verification code</Trans>}
        name="code"
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={OTP_LENGTH}
        value={code}
        onChange={(event) => actor.send({ type: 'otp.change', code: event.target.value.replace(/\D/g, '') })}
        autoFocus
      />
      <div className={form.actions}>
        <button type="submit" className={ui.button.primary} disabled={!canSubmit}>
          {verifying ? t`Checking…` : t`Confirm`}
        </button>
        <button type="button" className={form.linkButton} disabled={!canResend} onClick={() => actor.send({ type: 'otp.resend' })}>
          {t`Send the code again`}
        </button>
        {timerRunning ? (
          <span className={form.hint}>
            <Trans>You can ask for a new code in {resendLeft} s.</Trans>
          </span>
        ) : null}
      </div>
    </form>
  );
}

function PasswordStep({ actor, id }: { actor: ResetActor; id: string }) {
  const { t } = useLingui();
  const passwords = useSelector(actor, passwordsSelector);
  const errors = useSelector(actor, passwordErrorsSelector);
  const error = useSelector(actor, errorSelector);
  const canSubmit = useSelector(actor, canSubmitPasswordSelector);
  const resetting = useSelector(actor, isResettingSelector);
  // which fields were left once: their errors show from then on (a display concern, not the workflow's)
  const [touched, setTouched] = useState<{ password?: boolean; passwordConfirm?: boolean }>({});
  const submit = (event: FormEvent) => {
    event.preventDefault();
    actor.send({ type: 'password.submit' });
  };
  return (
    <form className={form.form} onSubmit={submit} noValidate>
      <FailureAlert error={error} />
      {(['password', 'passwordConfirm'] as const).map((name) => (
        <TextField
          key={name}
          id={`${id}-${name}`}
          label={name === 'password' ? t`New password` : t`Confirm the new password`}
          type="password"
          name={name}
          autoComplete="new-password"
          maxLength={PASSWORD_MAX}
          value={passwords[name]}
          onChange={(event) => actor.send({ type: 'password.change', values: { [name]: event.target.value } })}
          onBlur={() => setTouched((current) => ({ ...current, [name]: true }))}
          error={{ key: errors[name], show: Boolean(touched[name]), min: PASSWORD_MIN, max: PASSWORD_MAX, describe: true }}
          required
        />
      ))}
      <div className={form.actions}>
        <button type="submit" className={ui.button.primary} disabled={!canSubmit}>
          {resetting ? t`Saving…` : t`Set the new password`}
        </button>
      </div>
    </form>
  );
}

/** /reset-password (param username): the phone, the SMS code, then the new password twice (SPEC §2, §5). */
export default function ResetPasswordPage() {
  const { t, i18n } = useLingui();
  useDocumentTitle(t`Reset password`);
  const id = useId();
  const search = useSearch();
  const [logic] = useState(() => resetPasswordMachine.provide({ actors: createResetPasswordActors(api) }));
  const language: Language = isLocale(i18n.locale) ? i18n.locale : 'ja';
  const actor = useActorRef(logic, {
    input: { phone: new URLSearchParams(search).get('username') ?? '', language },
    ...inspection(),
  });
  const step = useSelector(actor, stepSelector);
  const marker = useStateMarker('reset-password', actor);

  return (
    <section className={form.page} aria-labelledby="reset-password-title" {...marker}>
      <h1 id="reset-password-title" className={form.title}>
        <Trans>Reset password</Trans>
      </h1>
      {step === 'phone' ? <PhoneStep actor={actor} id={id} /> : null}
      {step === 'code' ? <CodeStep actor={actor} id={id} /> : null}
      {step === 'password' ? <PasswordStep actor={actor} id={id} /> : null}
      {step === 'done' ? (
        <div className={form.form}>
          <p className={ui.alert.info} role="status">
            <Trans>Your password has been reset. You can now log in with it.</Trans>
          </p>
          <Link href={paths.login} className={ui.button.primary}>
            <Trans>Log in</Trans>
          </Link>
        </div>
      ) : null}
    </section>
  );
}
