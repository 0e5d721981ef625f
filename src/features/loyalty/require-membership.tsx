import type { ReactNode } from 'react';
import { Redirect } from 'wouter';
import { customerSelector, isLoadingSelector, isLoggedInSelector } from '../../../machines/session/selectors';
import type { Customer } from '../../../machines/session/types';
import { FormPageSkeleton } from '../../components/ui/skeleton';
import { paths } from '../../config/paths';
import { SessionContext } from '../../app/session/context';
import { useSettingsState } from '../../app/settings/provider';

/**
 * Membership and transaction history need a logged-in customer and the membership setting
 * (SPEC §6), else they go to /; the settings are awaited so that a switched-off card never flashes.
 */
export function RequireMembership({ children }: { children: (customer: Customer) => ReactNode }) {
  const { settings, isPending } = useSettingsState();
  const loggedIn = SessionContext.useSelector(isLoggedInSelector);
  const restoring = SessionContext.useSelector(isLoadingSelector);
  const customer = SessionContext.useSelector(customerSelector);
  if (isPending || restoring) return <FormPageSkeleton cards={2} />;
  if (settings.useMembership && loggedIn && customer) return <>{children(customer)}</>;
  return <Redirect to={paths.home} replace />;
}
