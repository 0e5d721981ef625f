import { Trans, useLingui } from '@lingui/react/macro';
import { useActorRef, useSelector } from '@xstate/react';
import { useState } from 'react';
import { Link, Redirect, useSearch } from 'wouter';
import { otpRegistrationMachine, type Language } from '../../../machines/otp-registration/machine';
import { errorSelector, retryAfterSelector, stepSelector } from '../../../machines/otp-registration/selectors';
import { isLoggedInSelector, isRestoringSelector } from '../../../machines/session/selectors';
import * as form from '../../components/ui/form.css';
import { FormPageSkeleton } from '../../components/ui/skeleton';
import * as ui from '../../components/ui/ui.css';
import { paths } from '../../config/paths';
import { api } from '../../lib/api-client';
import { isLocale } from '../../lib/i18n';
import { returnPathOf } from '../../lib/return-path';
import { useStateMarker } from '../../lib/state-marker';
import { useDocumentTitle } from '../../lib/use-document-title';
import { SessionContext } from '../../app/session/context';
import { createRegistrationActors } from './actors';
import { CodeStep } from './components/code-step';
import { RegisterForm } from './components/register-form';
import type { RegistrationActor } from './register-context';
import { inspection } from '../../lib/inspection';

function FormErrors({ actor }: { actor: RegistrationActor }) {
  const error = useSelector(actor, errorSelector);
  if (error === 'phoneAlreadyRegistered') {
    return (
      <p className={ui.alert.error} role="alert">
        <Trans>
          This phone number is already registered.{' '}
          <Link href={paths.login} className={form.link}>
            Log in
          </Link>
        </Trans>
      </p>
    );
  }
  if (error === 'requestFailed') {
    return (
      <p className={ui.alert.error} role="alert">
        <Trans>The request failed. Please try again later.</Trans>
      </p>
    );
  }
  return null;
}

function DeviceBlocked({ actor }: { actor: RegistrationActor }) {
  const { t } = useLingui();
  const retryAfter = useSelector(actor, retryAfterSelector);
  const minutes = retryAfter === null ? null : Math.max(1, Math.ceil(retryAfter / 60));
  return (
    <div className={form.form}>
      <div className={ui.alert.error} role="alert">
        <p>
          <Trans>This device has been blocked because of unusual activity. Please try again later.</Trans>
        </p>
        {minutes !== null ? (
          <p>
            <Trans>Try again in about {minutes} min.</Trans>
          </p>
        ) : null}
      </div>
      <div className={form.actions}>
        <button type="button" className={ui.button.secondary} onClick={() => actor.send({ type: 'anonymous.choose' })}>
          {t`Continue as a guest`}
        </button>
        <button type="button" className={ui.button.ghost} onClick={() => actor.send({ type: 'form.edit' })}>
          {t`Back to the form`}
        </button>
      </div>
    </div>
  );
}

/** /register: form, the SMS code with its resend timer, then (resends used up) the guest option. */
export default function RegisterPage() {
  const { t, i18n } = useLingui();
  useDocumentTitle(t`Register`);
  const search = useSearch();
  const session = SessionContext.useActorRef();
  const loggedIn = SessionContext.useSelector(isLoggedInSelector);
  const restoring = SessionContext.useSelector(isRestoringSelector);
  const [logic] = useState(() => otpRegistrationMachine.provide({ actors: createRegistrationActors(api) }));
  const language: Language = isLocale(i18n.locale) ? i18n.locale : 'ja';
  const actor = useActorRef(logic, {
    input: { phone: new URLSearchParams(search).get('usernameProp') ?? '', language, sessionActor: session },
    ...inspection(),
  });
  const step = useSelector(actor, stepSelector);
  const anonymous = useSelector(actor, (s) => s.matches('anonymousGranted'));
  const marker = useStateMarker('otp-registration', actor);

  // registered, logged in, or allowed on as a guest: on to where the customer was headed
  if (loggedIn || anonymous) return <Redirect to={returnPathOf(search) ?? (anonymous ? paths.myCart : paths.home)} replace />;
  // a member's reload goes on to where it was headed: the form is not shown meanwhile
  if (restoring) return <FormPageSkeleton cards={1} />;

  return (
    <section className={form.page} aria-labelledby="register-title" {...marker}>
      <h1 id="register-title" className={form.title}>
        {step === 'code' ? <Trans>Enter the verification code</Trans> : <Trans>Register</Trans>}
      </h1>
      {step === 'form' ? (
        <>
          <FormErrors actor={actor} />
          <RegisterForm actor={actor} />
          <p>
            <Trans>
              Already have an account?{' '}
              <Link href={paths.login} className={form.link}>
                Log in
              </Link>
            </Trans>
          </p>
        </>
      ) : null}
      {step === 'code' ? <CodeStep actor={actor} /> : null}
      {step === 'blocked' ? <DeviceBlocked actor={actor} /> : null}
    </section>
  );
}
