import { useEffect } from 'react';
import { useLocation } from 'wouter';
import { isLoggedInSelector } from '../../../machines/session/selectors';
import { isSessionCheckPath } from '../../lib/return-path';
import { SessionContext } from './context';

/** Inside the router: checks the account on entering home or checkout (SPEC §4 Auth). */
export function SessionBridgeView() {
  const [location] = useLocation();
  const session = SessionContext.useActorRef();
  const loggedIn = SessionContext.useSelector(isLoggedInSelector);

  useEffect(() => {
    if (loggedIn && isSessionCheckPath(location)) session.send({ type: 'session.check' });
  }, [session, loggedIn, location]);

  return null;
}
