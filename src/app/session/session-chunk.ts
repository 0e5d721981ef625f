/**
 * The session's own chunk, loaded at start-up beside the catalog (provider.tsx): the machine
 * with its actors, and the views every screen shows (header account menu, route bridge), so that
 * the initial JS of `/` stays within its budget.
 */
import { sessionMachine } from '../../../machines/session/machine';
import { paths } from '../../config/paths';
import { api } from '../../lib/api-client';
import { loginPath, registerPath, returnPathOf } from '../../lib/return-path';
import { createSessionActors } from './actors';
import { sessionNavigation } from './navigation';
import { writeStoredSession } from './session-storage';

/** The session machine with the app's actors and actions. */
export function createSessionLogic() {
  return sessionMachine.provide({
    actors: createSessionActors(api),
    actions: {
      persistSession: (_, { session }) => writeStoredSession(session),
      reloadHome: () => window.location.assign(paths.home),
      redirectToLogin: () => sessionNavigation.navigate(loginPath(sessionNavigation.location())),
      redirectToRegister: (_, { usernameProp }) =>
        sessionNavigation.navigate(registerPath(usernameProp, returnPathOf(sessionNavigation.search()))),
    },
  });
}

export type SessionLogic = ReturnType<typeof createSessionLogic>;

export { AccountMenuView } from './components/account-menu-view';
export { SessionBridgeView } from './session-bridge-view';
