import { Trans, useLingui } from '@lingui/react/macro';
import { useMutation } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { Link } from 'wouter';
import type { Customer } from '../../../machines/session/machine';
import * as form from '../../components/ui/form.css';
import { TextField } from '../../components/ui/text-field';
import * as ui from '../../components/ui/ui.css';
import { paths } from '../../config/paths';
import { api } from '../../lib/api-client';
import { isApiError } from '../../lib/api-error';
import { useDocumentTitle } from '../../lib/use-document-title';
import { RequireLogin } from '../../app/session/components/require-login';
import { SessionContext } from '../../app/session/context';
import { EMAIL_CODE_LENGTH, normaliseEmailCode } from './email-code';

function VerifyEmailForm({ customer }: { customer: Customer }) {
  const { t } = useLingui();
  const id = useId();
  const session = SessionContext.useActorRef();
  const [code, setCode] = useState('');
  const email = customer.email ?? '';
  const complete = code.length === EMAIL_CODE_LENGTH;
  const verify = useMutation({
    mutationFn: async () => {
      await api.POST('/v2/customer/check_code_active/', {
        body: { email, code, type: 'active-email', username: customer.user_name },
      });
    },
    onSuccess: () => session.send({ type: 'customer.update', customer: { ...customer, is_active_email: true } }),
  });
  const resend = useMutation({
    mutationFn: async () => {
      await api.GET('/v2/customer/resend_otp_by_email/{username}', { params: { path: { username: customer.user_name } } });
    },
  });

  if (!email) {
    return (
      <p className={ui.alert.info}>
        <Trans>
          Your account has no e-mail address.{' '}
          <Link href={paths.editProfile} className={form.link}>
            Add one in your profile
          </Link>
          .
        </Trans>
      </p>
    );
  }
  if (customer.is_active_email || verify.isSuccess) {
    return (
      <div className={form.form}>
        <p className={ui.alert.info} role="status">
          <Trans>Your e-mail address {email} is verified.</Trans>
        </p>
        <Link href={paths.profile} className={ui.button.primary}>
          <Trans>Back to my account</Trans>
        </Link>
      </div>
    );
  }

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (complete) verify.mutate();
  };
  const blocked = isApiError(resend.error) && resend.error.status === 429;
  return (
    <form className={form.form} onSubmit={submit} noValidate>
      <p>
        <Trans>Enter the {EMAIL_CODE_LENGTH}-character code we sent to {email}.</Trans>
      </p>
      {verify.isError ? (
        <p className={ui.alert.error} role="alert">
          {isApiError(verify.error) ? verify.error.message : t`The request failed. Please try again later.`}
        </p>
      ) : null}
      {resend.isSuccess ? (
        <p className={ui.alert.info} role="status">
          <Trans>A new code was sent to {email}.</Trans>
        </p>
      ) : null}
      {resend.isError ? (
        <p className={ui.alert.error} role="alert">
          {blocked
            ? t`This device has been blocked because of unusual activity. Please try again later.`
            : t`The request failed. Please try again later.`}
        </p>
      ) : null}
      <TextField
        id={`${id}-code`}
        label={<Trans>Verification code</Trans>}
        name="code"
        autoComplete="one-time-code"
        maxLength={EMAIL_CODE_LENGTH}
        value={code}
        onChange={(event) => setCode(normaliseEmailCode(event.target.value))}
        autoFocus
      />
      <div className={form.actions}>
        <button type="submit" className={ui.button.primary} disabled={!complete || verify.isPending}>
          {verify.isPending ? t`Checking…` : t`Confirm`}
        </button>
        <button type="button" className={form.linkButton} disabled={resend.isPending} onClick={() => resend.mutate()}>
          {t`Send the code again`}
        </button>
      </div>
    </form>
  );
}

/** /verify-email: the 6-character code sent to the account's e-mail, with resend (SPEC §2, §7). */
export default function VerifyEmailPage() {
  const { t } = useLingui();
  useDocumentTitle(t`Verify your e-mail address`);
  return (
    <RequireLogin title={t`Verify your e-mail address`}>
      {(customer) => (
        <section className={form.page} aria-labelledby="verify-email-title">
          <h1 id="verify-email-title" className={form.title}>
            <Trans>Verify your e-mail address</Trans>
          </h1>
          <VerifyEmailForm customer={customer} />
        </section>
      )}
    </RequireLogin>
  );
}
