import { Trans, useLingui } from '@lingui/react/macro';
import { useMutation } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { Link } from 'wouter';
import { validateUpdatePassword } from '../../../domain/account-validation';
import { PASSWORD_MAX, PASSWORD_MIN } from '../../../domain/constants';
import * as form from '../../components/ui/form.css';
import { TextField } from '../../components/ui/text-field';
import * as ui from '../../components/ui/ui.css';
import { paths } from '../../config/paths';
import { api } from '../../lib/api-client';
import { isApiError } from '../../lib/api-error';
import { useDocumentTitle } from '../../lib/use-document-title';
import { RequireLogin } from '../../app/session/components/require-login';
import { SessionContext } from '../../app/session/context';

type Field = 'password' | 'newPassword' | 'newPasswordConfirm';

function UpdatePasswordForm() {
  const { t } = useLingui();
  const id = useId();
  const [values, setValues] = useState<Record<Field, string>>({ password: '', newPassword: '', newPasswordConfirm: '' });
  const [touched, setTouched] = useState<Partial<Record<Field, boolean>>>({});
  const errors = validateUpdatePassword(values);
  const valid = Object.keys(errors).length === 0;
  const session = SessionContext.useActorRef();
  const mutation = useMutation({
    mutationFn: async (body: Record<Field, string>) => {
      const { data } = await api.POST('/v2/customer/update_password/', { body });
      // The server refuses every earlier token after the change; this device goes on with the new pair.
      if (data?.data.access && data.data.refresh) session.send({ type: 'tokens.replace', access: data.data.access, refresh: data.data.refresh });
    },
  });
  const wrongPassword = isApiError(mutation.error) && mutation.error.code === 'WRONG_PASSWORD';

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (valid) mutation.mutate(values);
  };

  if (mutation.isSuccess) {
    return (
      <div className={form.form}>
        <p className={ui.alert.info} role="status">
          <Trans>Your password has been changed.</Trans>
        </p>
        <Link href={paths.profile} className={ui.button.primary}>
          <Trans>Back to my account</Trans>
        </Link>
      </div>
    );
  }

  const field = (name: Field, label: string, autoComplete: string) => (
    <TextField
      id={`${id}-${name}`}
      label={label}
      type="password"
      name={name}
      autoComplete={autoComplete}
      maxLength={PASSWORD_MAX}
      value={values[name]}
      onChange={(event) => setValues((current) => ({ ...current, [name]: event.target.value }))}
      onBlur={() => setTouched((current) => ({ ...current, [name]: true }))}
      error={{ key: errors[name], show: Boolean(touched[name]), min: PASSWORD_MIN, max: PASSWORD_MAX, describe: true }}
      required
    />
  );

  return (
    <form className={form.form} onSubmit={submit} noValidate>
      {mutation.isError ? (
        <p className={ui.alert.error} role="alert">
          {wrongPassword ? t`The current password is incorrect.` : t`The request failed. Please try again later.`}
        </p>
      ) : null}
      {field('password', t`Current password`, 'current-password')}
      {field('newPassword', t`New password`, 'new-password')}
      {field('newPasswordConfirm', t`Confirm the new password`, 'new-password')}
      <div className={form.actions}>
        <button type="submit" className={ui.button.primary} disabled={!valid || mutation.isPending}>
          {mutation.isPending ? t`Saving…` : t`Change the password`}
        </button>
        <Link href={paths.profile} className={ui.button.ghost}>
          <Trans>Cancel</Trans>
        </Link>
      </div>
    </form>
  );
}

/** /update-password: current, new (different from the current one) and its confirmation (SPEC §5). */
export default function UpdatePasswordPage() {
  const { t } = useLingui();
  useDocumentTitle(t`Update password`);
  return (
    <RequireLogin title={t`Update password`}>
      {() => (
        <section className={form.page} aria-labelledby="update-password-title">
          <h1 id="update-password-title" className={form.title}>
            <Trans>Update password</Trans>
          </h1>
          <UpdatePasswordForm />
        </section>
      )}
    </RequireLogin>
  );
}
