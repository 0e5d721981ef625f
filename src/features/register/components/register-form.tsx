import { Trans, useLingui } from '@lingui/react/macro';
import { useSelector } from '@xstate/react';
import { useId, useState, type FormEvent } from 'react';
import { Link } from 'wouter';
import type { RegisterField, RegisterForm as RegisterFormValues } from '../../../../domain/account-validation';
import { LOGIN_PHONE_MAX, NAME_MAX, PASSWORD_MAX, PASSWORD_MIN, REGISTER_EMAIL_MAX } from '../../../../domain/constants';
import {
  canSubmitFormSelector,
  formErrorsSelector,
  formSelector,
  isLoadingSelector,
} from '../../../../machines/otp-registration/selectors';
import { AccountFieldError } from '../../../components/ui/account-field-error';
import * as form from '../../../components/ui/form.css';
import { PhoneInput } from '../../../components/ui/phone-input';
import * as ui from '../../../components/ui/ui.css';
import { paths } from '../../../config/paths';
import type { RegistrationActor } from '../register-context';

/** The register form (SPEC §5 Register); the machine decides when it may be sent. */
export function RegisterForm({ actor }: { actor: RegistrationActor }) {
  const { t } = useLingui();
  const id = useId();
  const values = useSelector(actor, formSelector);
  const errors = useSelector(actor, formErrorsSelector);
  const canSubmit = useSelector(actor, canSubmitFormSelector);
  const loading = useSelector(actor, isLoadingSelector);
  const [touched, setTouched] = useState<Partial<Record<RegisterField, boolean>>>({});
  const touch = (field: RegisterField) => () => setTouched((current) => ({ ...current, [field]: true }));
  const change = (changed: Partial<RegisterFormValues>) => actor.send({ type: 'form.change', values: changed });
  const invalid = (field: RegisterField) => Boolean(touched[field] && errors[field]);
  const errorId = (field: RegisterField) => [id, field, 'error'].join('-');
  const describedBy = (field: RegisterField) => (invalid(field) ? errorId(field) : undefined);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (canSubmit) actor.send({ type: 'form.submit' });
  };

  return (
    <form className={form.form} onSubmit={submit} noValidate>
      <div className={form.field}>
        <label className={form.label} htmlFor={`${id}-phone`}>
          <Trans>Phone number</Trans>
        </label>
        <PhoneInput
          id={`${id}-phone`}
          name="phone"
          value={values.phone}
          onValueChange={(phone) => change({ phone })}
          maxLength={LOGIN_PHONE_MAX}
          onBlur={touch('phone')}
          aria-invalid={invalid('phone')}
          aria-describedby={describedBy('phone')}
          required
        />
        <AccountFieldError id={`${id}-phone-error`} error={errors.phone} show={Boolean(touched.phone)} max={LOGIN_PHONE_MAX} />
      </div>
      <div className={form.field}>
        <label className={form.label} htmlFor={`${id}-fullName`}>
          <Trans>Full name</Trans>
        </label>
        <input
          id={`${id}-fullName`}
          className={form.input}
          name="fullName"
          autoComplete="name"
          maxLength={NAME_MAX}
          value={values.fullName}
          onChange={(event) => change({ fullName: event.target.value })}
          onBlur={touch('fullName')}
          aria-invalid={invalid('fullName')}
          aria-describedby={describedBy('fullName')}
          required
        />
        <AccountFieldError id={`${id}-fullName-error`} error={errors.fullName} show={Boolean(touched.fullName)} max={NAME_MAX} />
      </div>
      <div className={form.field}>
        <label className={form.label} htmlFor={`${id}-email`}>
          <Trans>E-mail (optional)</Trans>
        </label>
        <input
          id={`${id}-email`}
          className={form.input}
          type="email"
          name="email"
          autoComplete="email"
          maxLength={REGISTER_EMAIL_MAX}
          value={values.email}
          onChange={(event) => change({ email: event.target.value })}
          onBlur={touch('email')}
          aria-invalid={invalid('email')}
          aria-describedby={describedBy('email')}
        />
        <AccountFieldError id={`${id}-email-error`} error={errors.email} show={Boolean(touched.email)} max={REGISTER_EMAIL_MAX} />
      </div>
      <div className={form.field}>
        <label className={form.label} htmlFor={`${id}-password`}>
          <Trans>Password</Trans>
        </label>
        <input
          id={`${id}-password`}
          className={form.input}
          type="password"
          name="password"
          autoComplete="new-password"
          maxLength={PASSWORD_MAX}
          value={values.password}
          onChange={(event) => change({ password: event.target.value })}
          onBlur={touch('password')}
          aria-invalid={invalid('password')}
          aria-describedby={describedBy('password')}
          required
        />
        <p className={form.hint}>
          <Trans>
            {PASSWORD_MIN} to {PASSWORD_MAX} characters.
          </Trans>
        </p>
        <AccountFieldError
          id={`${id}-password-error`}
          error={errors.password}
          show={Boolean(touched.password)}
          min={PASSWORD_MIN}
          max={PASSWORD_MAX}
        />
      </div>
      <div className={form.field}>
        <label className={form.label} htmlFor={`${id}-passwordConfirm`}>
          <Trans>Confirm the password</Trans>
        </label>
        <input
          id={`${id}-passwordConfirm`}
          className={form.input}
          type="password"
          name="passwordConfirm"
          autoComplete="new-password"
          maxLength={PASSWORD_MAX}
          value={values.passwordConfirm}
          onChange={(event) => change({ passwordConfirm: event.target.value })}
          onBlur={touch('passwordConfirm')}
          aria-invalid={invalid('passwordConfirm')}
          aria-describedby={describedBy('passwordConfirm')}
          required
        />
        <AccountFieldError
          id={`${id}-passwordConfirm-error`}
          error={errors.passwordConfirm}
          show={Boolean(touched.passwordConfirm)}
        />
      </div>
      <div className={form.checkbox}>
        <input
          id={`${id}-tos`}
          type="checkbox"
          name="tos"
          checked={values.tos}
          onChange={(event) => change({ tos: event.target.checked })}
        />
        <label htmlFor={`${id}-tos`}>
          <Trans>
            I accept the{' '}
            <Link href={paths.generalTradingConditions} className={form.link}>
              general trading conditions
            </Link>{' '}
            and the{' '}
            <Link href={paths.privacyPolicy} className={form.link}>
              privacy policy
            </Link>
            .
          </Trans>
        </label>
      </div>
      <AccountFieldError id={`${id}-tos-error`} error={errors.tos} show />
      <div className={form.actions}>
        <button type="submit" className={ui.button.primary} disabled={!canSubmit || loading}>
          {loading ? t`Sending the code…` : t`Register`}
        </button>
      </div>
    </form>
  );
}
