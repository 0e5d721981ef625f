import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'wouter';
import { formatNumber } from '../../lib/format';
import { customerSelector, isLoadingSelector, isLoggedInSelector } from '../../../machines/session/selectors';
import * as form from '../../components/ui/form.css';
import { ProgressBar } from '../../components/ui/progress-bar';
import * as ui from '../../components/ui/ui.css';
import { paths } from '../../config/paths';
import { loginPath } from '../../lib/return-path';
import { useDocumentTitle } from '../../lib/use-document-title';
import { useSettings } from '../../app/settings/provider';
import { manageLinks } from '../../app/session/account-links';
import { useAccountLinkLabel } from '../../app/session/components/account-link-label';
import { useGenderLabel } from '../../app/session/components/gender-label';
import { SessionContext } from '../../app/session/context';

/** /profile: account info and the manage section; a not-logged-in message otherwise (SPEC §2). */
export default function ProfilePage() {
  const { t } = useLingui();
  useDocumentTitle(t`My account`);
  const settings = useSettings();
  const label = useAccountLinkLabel();
  const genderLabel = useGenderLabel();
  const session = SessionContext.useActorRef();
  const loggedIn = SessionContext.useSelector(isLoggedInSelector);
  const restoring = SessionContext.useSelector(isLoadingSelector);
  const customer = SessionContext.useSelector(customerSelector);

  if (!loggedIn || !customer) {
    if (restoring) return <ProgressBar />;
    return (
      <section className={form.page} aria-labelledby="profile-title">
        <h1 id="profile-title" className={form.title}>
          <Trans>My account</Trans>
        </h1>
        <p className={ui.alert.info}>
          <Trans>You are not logged in.</Trans>
        </p>
        <div className={form.actions}>
          <Link href={loginPath(paths.profile)} className={ui.button.primary}>
            <Trans>Log in</Trans>
          </Link>
        </div>
      </section>
    );
  }

  const email = customer.email ?? '';
  const available = formatNumber(customer.available_point);
  const total = formatNumber(customer.total_point);
  return (
    <section className={form.page} aria-labelledby="profile-title">
      <h1 id="profile-title" className={form.title}>
        <Trans>My account</Trans>
      </h1>
      <div className={ui.card}>
        <h2>
          <Trans>Account information</Trans>
        </h2>
        <dl className={ui.definitionList}>
          <dt>
            <Trans>Full name</Trans>
          </dt>
          <dd>{customer.full_name}</dd>
          <dt>
            <Trans>Phone number</Trans>
          </dt>
          <dd>{customer.user_name}</dd>
          <dt>
            <Trans>E-mail</Trans>
          </dt>
          <dd>
            {email ? (
              <>
                {email}{' '}
                {customer.is_active_email ? (
                  <Trans>(verified)</Trans>
                ) : (
                  <Link href={paths.verifyEmail} className={form.link}>
                    <Trans>Verify</Trans>
                  </Link>
                )}
              </>
            ) : (
              '—'
            )}
          </dd>
          <dt>
            <Trans>Date of birth</Trans>
          </dt>
          <dd>{customer.date_of_birth ?? '—'}</dd>
          <dt>
            <Trans>Gender</Trans>
          </dt>
          <dd>{genderLabel(customer.gender ?? null)}</dd>
          <dt>
            <Trans>Points</Trans>
          </dt>
          <dd>
            <Trans>
              {available} available of {total}
            </Trans>
          </dd>
        </dl>
      </div>
      <nav className={ui.card} aria-labelledby="profile-manage">
        <h2 id="profile-manage">
          <Trans>Manage</Trans>
        </h2>
        <ul className={form.form}>
          {manageLinks(settings).map((entry) => (
            <li key={entry.key}>
              <Link href={entry.href} className={form.link}>
                {entry.key === 'editProfile' ? t`Update profile` : label(entry.key)}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <div className={form.actions}>
        <button type="button" className={ui.button.ghost} onClick={() => window.history.back()}>
          {t`Back`}
        </button>
        <button type="button" className={ui.button.secondary} onClick={() => session.send({ type: 'session.logout' })}>
          {t`Log out`}
        </button>
      </div>
    </section>
  );
}
