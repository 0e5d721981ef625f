import { Trans, useLingui } from '@lingui/react/macro';
import { useMutation } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { Link, useSearch } from 'wouter';
import { checkAccountPhone, isOtpCode, validateResetPassword } from '../../../domain/account-validation';
import { LOGIN_PHONE_MAX, OTP_LENGTH, OTP_RESEND_TIMER_SECONDS, PASSWORD_MAX, PASSWORD_MIN } from '../../../domain/constants';
import { normalisePhone } from '../../../domain/phone';
import * as form from '../../components/ui/form.css';
import { PhoneInput } from '../../components/ui/phone-input';
import { TextField } from '../../components/ui/text-field';
import * as ui from '../../components/ui/ui.css';
import { paths } from '../../config/paths';
import { api } from '../../lib/api-client';
import { isApiError } from '../../lib/api-error';
import { isLocale } from '../../lib/i18n';
import { registerPath } from '../../lib/return-path';
import { useCountdown } from '../../lib/use-countdown';
import { useDocumentTitle } from '../../lib/use-document-title';

type Step = 'phone' | 'code' | 'password' | 'done';

/** The message of a failed OTP or reset call (SPEC §8). */
function useFailureText() {
  const { t } = useLingui();
  return (error: unknown): string => {
    if (!isApiError(error)) return t`The request failed. Please try again later.`;
    if (error.status === 429) return t`This device has been blocked because of unusual activity. Please try again later.`;
    if (error.code === 'INVALID_OTP') return t`Incorrect OTP code!`;
    if (error.code === 'PHONE_NOT_REGISTERED' || error.status === 404) return t`This phone number is not registered.`;
    return t`The request failed. Please try again later.`;
  };
}

/** /reset-password (param username): the phone, the SMS code, then the new password twice (SPEC §2, §5). */
export default function ResetPasswordPage() {
  const { t, i18n } = useLingui();
  useDocumentTitle(t`Reset password`);
  const id = useId();
  const failureText = useFailureText();
  const search = useSearch();
  const [step, setStep] = useState<Step>('phone');
  const [phone, setPhone] = useState(() => (new URLSearchParams(search).get('username') ?? '').slice(0, LOGIN_PHONE_MAX));
  const [code, setCode] = useState('');
  const [token, setToken] = useState('');
  const [passwords, setPasswords] = useState({ password: '', passwordConfirm: '' });
  const [touched, setTouched] = useState<{ password?: boolean; passwordConfirm?: boolean }>({});
  const [sends, setSends] = useState(0);
  const international = normalisePhone(phone) ?? phone;
  const lang = isLocale(i18n.locale) ? i18n.locale : 'ja';

  const send = useMutation({
    mutationFn: async () => {
      await api.POST('/v2/otp/send/', { body: { phone: international, purpose: 'reset_password', lang } });
    },
    onSuccess: () => {
      setSends((n) => n + 1);
      setStep('code');
    },
  });
  const verify = useMutation({
    mutationFn: async () => {
      const { data } = await api.POST('/v2/otp/verify/', { body: { phone: international, purpose: 'reset_password', code } });
      return (data as { data: { idToken: string } }).data.idToken;
    },
    onSuccess: (idToken) => {
      setToken(idToken);
      setStep('password');
    },
  });
  const reset = useMutation({
    mutationFn: async () => {
      await api.POST('/v2/customer/_/fa_reset_password/', {
        body: { username: international, token, password: passwords.password },
      });
    },
    onSuccess: () => setStep('done'),
  });
  const resendLeft = useCountdown(OTP_RESEND_TIMER_SECONDS, step === 'code', sends);
  const passwordErrors = validateResetPassword(passwords);
  const phoneError = checkAccountPhone(phone);
  const notRegistered = isApiError(send.error) && (send.error.code === 'PHONE_NOT_REGISTERED' || send.error.status === 404);

  const submitPhone = (event: FormEvent) => {
    event.preventDefault();
    if (!phoneError) send.mutate();
  };
  const submitCode = (event: FormEvent) => {
    event.preventDefault();
    if (isOtpCode(code)) verify.mutate();
  };
  const submitPassword = (event: FormEvent) => {
    event.preventDefault();
    if (Object.keys(passwordErrors).length === 0) reset.mutate();
  };

  return (
    <section className={form.page} aria-labelledby="reset-password-title">
      <h1 id="reset-password-title" className={form.title}>
        <Trans>Reset password</Trans>
      </h1>
      {step === 'phone' ? (
        <form className={form.form} onSubmit={submitPhone} noValidate>
          {send.isError ? (
            <p className={ui.alert.error} role="alert">
              {failureText(send.error)}{' '}
              {notRegistered ? (
                <Link href={registerPath(phone)} className={form.link}>
                  <Trans>Register</Trans>
                </Link>
              ) : null}
            </p>
          ) : null}
          <TextField
            id={`${id}-phone`}
            label={<Trans>Phone number</Trans>}
            hint={<Trans>We will send a {OTP_LENGTH}-digit code to this phone by SMS.</Trans>}
            renderInput={(props) => (
              <PhoneInput {...props} name="phone" value={phone} onValueChange={setPhone} maxLength={LOGIN_PHONE_MAX} required />
            )}
          />
          <div className={form.actions}>
            <button type="submit" className={ui.button.primary} disabled={Boolean(phoneError) || send.isPending}>
              {send.isPending ? t`Sending…` : t`Send the code`}
            </button>
          </div>
        </form>
      ) : null}
      {step === 'code' ? (
        <form className={form.form} onSubmit={submitCode} noValidate>
          <p>
            <Trans>We sent a {OTP_LENGTH}-digit code by SMS to {international}.</Trans>
          </p>
          {verify.isError ? (
            <p className={ui.alert.error} role="alert">
              {failureText(verify.error)}
            </p>
          ) : null}
          {send.isError ? (
            <p className={ui.alert.error} role="alert">
              {failureText(send.error)}
            </p>
          ) : null}
          <TextField
            id={`${id}-code`}
            label={<Trans>Verification code</Trans>}
            name="code"
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={OTP_LENGTH}
            value={code}
            onChange={(event) => setCode(event.target.value.replace(/\D/g, ''))}
            autoFocus
          />
          <div className={form.actions}>
            <button type="submit" className={ui.button.primary} disabled={!isOtpCode(code) || verify.isPending}>
              {verify.isPending ? t`Checking…` : t`Confirm`}
            </button>
            <button type="button" className={form.linkButton} disabled={resendLeft > 0 || send.isPending} onClick={() => send.mutate()}>
              {t`Send the code again`}
            </button>
            {resendLeft > 0 ? (
              <span className={form.hint}>
                <Trans>You can ask for a new code in {resendLeft} s.</Trans>
              </span>
            ) : null}
          </div>
        </form>
      ) : null}
      {step === 'password' ? (
        <form className={form.form} onSubmit={submitPassword} noValidate>
          {reset.isError ? (
            <p className={ui.alert.error} role="alert">
              {failureText(reset.error)}
            </p>
          ) : null}
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
              onChange={(event) => setPasswords((current) => ({ ...current, [name]: event.target.value }))}
              onBlur={() => setTouched((current) => ({ ...current, [name]: true }))}
              error={{ key: passwordErrors[name], show: Boolean(touched[name]), min: PASSWORD_MIN, max: PASSWORD_MAX, describe: true }}
              required
            />
          ))}
          <div className={form.actions}>
            <button type="submit" className={ui.button.primary} disabled={Object.keys(passwordErrors).length > 0 || reset.isPending}>
              {reset.isPending ? t`Saving…` : t`Set the new password`}
            </button>
          </div>
        </form>
      ) : null}
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
