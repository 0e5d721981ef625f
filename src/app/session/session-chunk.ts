/**
 * The session's own chunk, loaded at start-up beside the catalog (provider.tsx): the machine
 * with its actors, and the views every screen shows (header account menu, route bridge), so that
 * the initial JS of `/` stays within its budget.
 */
import { sessionMachine, type SessionInput } from '../../../machines/session/machine';
import { paths } from '../../config/paths';
import { api } from '../../lib/api-client';
import type { Navigation } from '../../lib/navigation';
import { loginPath, registerPath, returnPathOf } from '../../lib/return-path';
import { createSessionActors } from './actors';
import { writeGuestAllowance, writeStoredSession } from './session-storage';

/**
 * The session machine with the app's actors and actions: its redirects move the router through
 * `navigation`, and the guest allowance `kept` in this tab is written again only when it changes.
 */
export function createSessionLogic(navigation: Navigation, kept: SessionInput['guest'] = null) {
  let keptAllowance = JSON.stringify(kept ?? null);
  return sessionMachine.provide({
    actors: createSessionActors(api),
    actions: {
      persistSession: (_, { session }) => writeStoredSession(session),
      persistGuestAllowance: (_, { allowance }) => {
        const serialized = JSON.stringify(allowance);
        if (serialized === keptAllowance) return;
        keptAllowance = serialized;
        writeGuestAllowance(allowance);
      },
      reloadHome: () => window.location.assign(paths.home),
      redirectToLogin: () => navigation.navigate(loginPath(navigation.path())),
      redirectToRegister: (_, { usernameProp }) => navigation.navigate(registerPath(usernameProp, returnPathOf(navigation.search()))),
    },
  });
}

export type SessionLogic = ReturnType<typeof createSessionLogic>;

export { AccountMenuView } from './components/account-menu-view';
export { SessionBridgeView } from './session-bridge-view';
