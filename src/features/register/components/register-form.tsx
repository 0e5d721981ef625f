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
import { TextField, type TextFieldError } from '../../../components/ui/text-field';
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
  const fieldError = (field: RegisterField, limits: { min?: number; max?: number } = {}): TextFieldError => ({
    key: errors[field],
    show: Boolean(touched[field]),
    describe: true,
    ...limits,
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (canSubmit) actor.send({ type: 'form.submit' });
  };

  return (
    <form className={form.form} onSubmit={submit} noValidate>
      <TextField
        id={`${id}-phone`}
        label={<Trans>Phone number</Trans>}
        error={fieldError('phone', { max: LOGIN_PHONE_MAX })}
        renderInput={(props) => (
          <PhoneInput
            {...props}
            name="phone"
            value={values.phone}
            onValueChange={(phone) => change({ phone })}
            maxLength={LOGIN_PHONE_MAX}
            onBlur={touch('phone')}
            required
          />
        )}
      />
      <TextField
        id={`${id}-fullName`}
        label={<Trans>Full name</Trans>}
        name="fullName"
        autoComplete="name"
        maxLength={NAME_MAX}
        value={values.fullName}
        onChange={(event) => change({ fullName: event.target.value })}
        onBlur={touch('fullName')}
        error={fieldError('fullName', { max: NAME_MAX })}
        required
      />
      <TextField
        id={`${id}-email`}
        label={<Trans>E-mail (optional)</Trans>}
        type="email"
        name="email"
        autoComplete="email"
        maxLength={REGISTER_EMAIL_MAX}
        value={values.email}
        onChange={(event) => change({ email: event.target.value })}
        onBlur={touch('email')}
        error={fieldError('email', { max: REGISTER_EMAIL_MAX })}
      />
      <TextField
        id={`${id}-password`}
        label={<Trans>Password</Trans>}
        type="password"
        name="password"
        autoComplete="new-password"
        maxLength={PASSWORD_MAX}
        value={values.password}
        onChange={(event) => change({ password: event.target.value })}
        onBlur={touch('password')}
        hint={
          <Trans>
            {PASSWORD_MIN} to {PASSWORD_MAX} characters.
          </Trans>
        }
        error={fieldError('password', { min: PASSWORD_MIN, max: PASSWORD_MAX })}
        required
      />
      <TextField
        id={`${id}-passwordConfirm`}
        label={<Trans>Confirm the password</Trans>}
        type="password"
        name="passwordConfirm"
        autoComplete="new-password"
        maxLength={PASSWORD_MAX}
        value={values.passwordConfirm}
        onChange={(event) => change({ passwordConfirm: event.target.value })}
        onBlur={touch('passwordConfirm')}
        error={fieldError('passwordConfirm')}
        required
      />
      <div className={form.checkbox}>
        <input
          id={`${id}-tos`}
          type="checkbox"
          name="tos"
          checked={values.tos}
          onChange={(event) => {
            touch('tos')();
            change({ tos: event.target.checked });
          }}
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
      <AccountFieldError id={`${id}-tos-error`} error={errors.tos} show={Boolean(touched.tos)} />
      <div className={form.actions}>
        <button type="submit" className={ui.button.primary} disabled={!canSubmit || loading}>
          {loading ? t`Sending the code…` : t`Register`}
        </button>
      </div>
    </form>
  );
}
