import { useEffect, useLayoutEffect } from 'react';
import { useLocation, useSearch } from 'wouter';
import { isLoggedInSelector } from '../../../machines/session/selectors';
import { isSessionCheckPath } from '../../lib/return-path';
import { sessionNavigation } from './navigation';
import { SessionContext } from './context';

/**
 * Inside the router: lends the router's location to the session's redirects and checks the
 * account on entering home or checkout (SPEC §4 Auth).
 */
export function SessionBridgeView() {
  const [location, navigate] = useLocation();
  const search = useSearch();
  const session = SessionContext.useActorRef();
  const loggedIn = SessionContext.useSelector(isLoggedInSelector);

  useLayoutEffect(() => {
    sessionNavigation.navigate = (to) => navigate(to);
    sessionNavigation.location = () => location;
    sessionNavigation.search = () => search;
  }, [navigate, location, search]);

  useEffect(() => {
    if (loggedIn && isSessionCheckPath(location)) session.send({ type: 'session.check' });
  }, [session, loggedIn, location]);

  return null;
}
