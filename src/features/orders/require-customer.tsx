import type { ReactNode } from 'react';
import { Redirect } from 'wouter';
import type { Customer } from '../../../machines/session/machine';
import { customerSelector, isLoadingSelector, isLoggedInSelector } from '../../../machines/session/selectors';
import { FormPageSkeleton } from '../../components/ui/skeleton';
import { paths } from '../../config/paths';
import { SessionContext } from '../../app/session/context';

/** The order screens need a logged-in customer (SPEC §2 Your order): a guest goes to /. */
export function RequireCustomer({ children }: { children: (customer: Customer) => ReactNode }) {
  const loggedIn = SessionContext.useSelector(isLoggedInSelector);
  const restoring = SessionContext.useSelector(isLoadingSelector);
  const customer = SessionContext.useSelector(customerSelector);
  if (loggedIn && customer) return <>{children(customer)}</>;
  if (restoring) return <FormPageSkeleton cards={2} />;
  return <Redirect to={paths.home} replace />;
}
