import { Trans, useLingui } from '@lingui/react/macro';
import { useMutation } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { Link } from 'wouter';
import { validateProfileForm, type ProfileForm } from '../../../domain/account-validation';
import { EMAIL_MAX, PROFILE_NAME_MAX } from '../../../domain/constants';
import type { Customer } from '../../../machines/session/machine';
import * as form from '../../components/ui/form.css';
import { TextField } from '../../components/ui/text-field';
import * as ui from '../../components/ui/ui.css';
import { paths } from '../../config/paths';
import { api } from '../../lib/api-client';
import { useDocumentTitle } from '../../lib/use-document-title';
import { GENDERS, useGenderLabel } from '../../app/session/components/gender-label';
import { RequireLogin } from '../../app/session/components/require-login';
import { SessionContext } from '../../app/session/context';

const formOf = (customer: Customer): ProfileForm => ({
  fullName: customer.full_name,
  email: customer.email ?? '',
  dateOfBirth: customer.date_of_birth ?? '',
  gender: customer.gender ?? '',
});

function EditProfileForm({ customer }: { customer: Customer }) {
  const { t } = useLingui();
  const id = useId();
  const genderLabel = useGenderLabel();
  const session = SessionContext.useActorRef();
  const [values, setValues] = useState<ProfileForm>(() => formOf(customer));
  const [touched, setTouched] = useState<Partial<Record<keyof ProfileForm, boolean>>>({});
  const errors = validateProfileForm(values);
  const valid = Object.keys(errors).length === 0;
  const mutation = useMutation({
    mutationFn: async (profile: ProfileForm) => {
      const { data } = await api.POST('/v2/customer/update_profile/', {
        body: {
          username: customer.user_name,
          full_name: profile.fullName.trim(),
          email: profile.email.trim() || null,
          date_of_birth: profile.dateOfBirth.trim() || null,
          gender: profile.gender || null,
        },
      });
      return (data as { data: Customer }).data;
    },
    onSuccess: (updated) => session.send({ type: 'customer.update', customer: updated }),
  });
  const set = (changed: Partial<ProfileForm>) => setValues((current) => ({ ...current, ...changed }));
  const touch = (field: keyof ProfileForm) => () => setTouched((current) => ({ ...current, [field]: true }));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (valid) mutation.mutate(values);
  };

  return (
    <form className={form.form} onSubmit={submit} noValidate>
      {mutation.isSuccess ? (
        <div className={ui.alert.info} role="status">
          <p>
            <Trans>Your profile has been updated.</Trans>
          </p>
          {mutation.data.email && !mutation.data.is_active_email ? (
            <Link href={paths.verifyEmail} className={form.link}>
              <Trans>Verify your e-mail address</Trans>
            </Link>
          ) : null}
        </div>
      ) : null}
      {mutation.isError ? (
        <p className={ui.alert.error} role="alert">
          <Trans>The request failed. Please try again later.</Trans>
        </p>
      ) : null}
      <TextField id={`${id}-phone`} label={<Trans>Phone number</Trans>} value={customer.user_name} readOnly aria-readonly="true" />
      <TextField
        id={`${id}-fullName`}
        label={<Trans>Full name</Trans>}
        name="fullName"
        autoComplete="name"
        maxLength={PROFILE_NAME_MAX}
        value={values.fullName}
        onChange={(event) => set({ fullName: event.target.value })}
        onBlur={touch('fullName')}
        error={{ key: errors.fullName, show: Boolean(touched.fullName), max: PROFILE_NAME_MAX, describe: true }}
        required
      />
      <TextField
        id={`${id}-email`}
        label={<Trans>E-mail</Trans>}
        type="email"
        name="email"
        autoComplete="email"
        maxLength={EMAIL_MAX}
        value={values.email}
        onChange={(event) => set({ email: event.target.value })}
        onBlur={touch('email')}
        error={{ key: errors.email, show: Boolean(touched.email), max: EMAIL_MAX, describe: true }}
      />
      <TextField
        id={`${id}-dateOfBirth`}
        label={<Trans>Date of birth (DD-MM-YYYY)</Trans>}
        name="dateOfBirth"
        inputMode="numeric"
        autoComplete="bday"
        placeholder={t`DD-MM-YYYY`}
        maxLength={10}
        value={values.dateOfBirth}
        onChange={(event) => set({ dateOfBirth: event.target.value })}
        onBlur={touch('dateOfBirth')}
        error={{ key: errors.dateOfBirth, show: Boolean(touched.dateOfBirth), describe: true }}
      />
      <div className={form.field}>
        <label className={form.label} htmlFor={`${id}-gender`}>
          <Trans>Gender</Trans>
        </label>
        <select
          id={`${id}-gender`}
          className={form.input}
          name="gender"
          value={values.gender}
          onChange={(event) => set({ gender: event.target.value as ProfileForm['gender'] })}
        >
          <option value="">{genderLabel(null)}</option>
          {GENDERS.map((gender) => (
            <option key={gender} value={gender}>
              {genderLabel(gender)}
            </option>
          ))}
        </select>
      </div>
      <div className={form.actions}>
        <button type="submit" className={ui.button.primary} disabled={!valid || mutation.isPending}>
          {mutation.isPending ? t`Saving…` : t`Save`}
        </button>
        <Link href={paths.profile} className={ui.button.ghost}>
          <Trans>Back to my account</Trans>
        </Link>
      </div>
    </form>
  );
}

/** /edit-profile: full name, e-mail, date of birth and gender; the phone is read-only (SPEC §5). */
export default function EditProfilePage() {
  const { t } = useLingui();
  useDocumentTitle(t`Edit profile`);
  return (
    <RequireLogin title={t`Edit profile`}>
      {(customer) => (
        <section className={form.page} aria-labelledby="edit-profile-title">
          <h1 id="edit-profile-title" className={form.title}>
            <Trans>Edit profile</Trans>
          </h1>
          <EditProfileForm customer={customer} />
        </section>
      )}
    </RequireLogin>
  );
}
