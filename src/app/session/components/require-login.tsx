import { Trans } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { Link, useLocation } from 'wouter';
import type { Customer } from '../../../../machines/session/machine';
import { customerSelector, isLoadingSelector, isLoggedInSelector } from '../../../../machines/session/selectors';
import * as form from '../../../components/ui/form.css';
import { ProgressBar } from '../../../components/ui/progress-bar';
import * as ui from '../../../components/ui/ui.css';
import { loginPath } from '../../../lib/return-path';
import { SessionContext } from '../context';

/** Renders `children` with the logged-in customer; a not-logged-in message with a login link otherwise. */
export function RequireLogin({ title, children }: { title: ReactNode; children: (customer: Customer) => ReactNode }) {
  const [location] = useLocation();
  const loggedIn = SessionContext.useSelector(isLoggedInSelector);
  const restoring = SessionContext.useSelector(isLoadingSelector);
  const customer = SessionContext.useSelector(customerSelector);
  if (loggedIn && customer) return <>{children(customer)}</>;
  if (restoring) return <ProgressBar />;
  return (
    <section className={form.page}>
      <h1 className={form.title}>{title}</h1>
      <p className={ui.alert.info}>
        <Trans>You are not logged in.</Trans>
      </p>
      <div className={form.actions}>
        <Link href={loginPath(location)} className={ui.button.primary}>
          <Trans>Log in</Trans>
        </Link>
      </div>
    </section>
  );
}
