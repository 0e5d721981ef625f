import { Trans, useLingui } from '@lingui/react/macro';
import { useId, useState, type FormEvent } from 'react';
import { Link, Redirect, useSearch } from 'wouter';
import { LOGIN_PHONE_MAX, PASSWORD_MAX } from '../../../domain/constants';
import {
  canSubmitPasswordSelector,
  canSubmitPhoneSelector,
  isLoadingSelector,
  isLoggedInSelector,
  isRestoringSelector,
  loginErrorSelector,
  loginPhoneSelector,
  loginStepSelector,
} from '../../../machines/session/selectors';
import * as form from '../../components/ui/form.css';
import { PhoneInput } from '../../components/ui/phone-input';
import { FormPageSkeleton } from '../../components/ui/skeleton';
import { TextField } from '../../components/ui/text-field';
import * as ui from '../../components/ui/ui.css';
import { paths } from '../../config/paths';
import { resetPasswordPath, returnPathOf } from '../../lib/return-path';
import { useDocumentTitle } from '../../lib/use-document-title';
import { SessionNotice } from '../../app/session/components/session-notice';
import { SessionContext } from '../../app/session/context';

function PhoneStep() {
  const { t } = useLingui();
  const id = useId();
  const session = SessionContext.useActorRef();
  const [phone, setPhone] = useState('');
  const canSubmit = SessionContext.useSelector((s) => canSubmitPhoneSelector(s, phone));
  const loading = SessionContext.useSelector(isLoadingSelector);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (canSubmit) session.send({ type: 'login.phone', phone });
  };
  return (
    <form className={form.form} onSubmit={submit} noValidate>
      <TextField
        id={`${id}-phone`}
        label={<Trans>Phone number</Trans>}
        hint={<Trans>Enter your phone number. New customers are taken to registration.</Trans>}
        renderInput={(props) => (
          <PhoneInput
            {...props}
            name="phone"
            value={phone}
            onValueChange={setPhone}
            maxLength={LOGIN_PHONE_MAX}
            placeholder="0901234567"
            required
            autoFocus
          />
        )}
      />
      <div className={form.actions}>
        <button type="submit" className={ui.button.primary} disabled={!canSubmit || loading}>
          {loading ? t`Checking…` : t`Next`}
        </button>
      </div>
    </form>
  );
}

function PasswordStep() {
  const { t } = useLingui();
  const id = useId();
  const session = SessionContext.useActorRef();
  const phone = SessionContext.useSelector(loginPhoneSelector);
  const [password, setPassword] = useState('');
  const canSubmit = SessionContext.useSelector((s) => canSubmitPasswordSelector(s, password));
  const loading = SessionContext.useSelector(isLoadingSelector);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (canSubmit) session.send({ type: 'login.password', password });
  };
  return (
    <form className={form.form} onSubmit={submit} noValidate>
      <TextField id={`${id}-username`} label={<Trans>Phone number</Trans>} value={phone} readOnly autoComplete="username" />
      <TextField
        id={`${id}-password`}
        label={<Trans>Password</Trans>}
        type="password"
        name="password"
        autoComplete="current-password"
        maxLength={PASSWORD_MAX}
        value={password}
        onChange={(event) => setPassword(event.target.value)}
        required
        autoFocus
      />
      <div className={form.actions}>
        <button type="submit" className={ui.button.primary} disabled={!canSubmit || loading}>
          {loading ? t`Logging in…` : t`Log in`}
        </button>
        <button type="button" className={ui.button.ghost} disabled={loading} onClick={() => session.send({ type: 'login.back' })}>
          {t`Use another phone number`}
        </button>
      </div>
    </form>
  );
}

/** /login/: the phone first; an existing phone asks for the password, an unknown one opens /register. */
export default function LoginPage() {
  const { t } = useLingui();
  useDocumentTitle(t`Log in`);
  const search = useSearch();
  const step = SessionContext.useSelector(loginStepSelector);
  const loggedIn = SessionContext.useSelector(isLoggedInSelector);
  const restoring = SessionContext.useSelector(isRestoringSelector);
  const error = SessionContext.useSelector(loginErrorSelector);
  const phone = SessionContext.useSelector(loginPhoneSelector);

  // a logged-in customer goes on to where they were headed
  if (loggedIn) return <Redirect to={returnPathOf(search) ?? paths.home} replace />;
  // a member's reload goes on to where it was headed: the form is not shown meanwhile
  if (restoring) return <FormPageSkeleton cards={1} />;

  return (
    <section className={form.page} aria-labelledby="login-title">
      <h1 id="login-title" className={form.title}>
        <Trans>Log in</Trans>
      </h1>
      <SessionNotice />
      {error === 'credentialsIncorrect' ? (
        <p className={ui.alert.error} role="alert">
          <Trans>The phone number or password is incorrect.</Trans>
        </p>
      ) : null}
      {error === 'tooManyRequests' ? (
        <p className={ui.alert.error} role="alert">
          <Trans>This device has been blocked because of unusual activity. Please try again later.</Trans>
        </p>
      ) : null}
      {error === 'requestFailed' ? (
        <p className={ui.alert.error} role="alert">
          <Trans>The request failed. Please try again later.</Trans>
        </p>
      ) : null}
      {step === 'password' ? <PasswordStep /> : <PhoneStep />}
      <p>
        <Link href={resetPasswordPath(step === 'password' ? phone : null)} className={form.link}>
          <Trans>Forgot your password?</Trans>
        </Link>
      </p>
      <p>
        <Trans>
          New here?{' '}
          <Link href={paths.register} className={form.link}>
            Create an account
          </Link>
        </Trans>
      </p>
    </section>
  );
}
