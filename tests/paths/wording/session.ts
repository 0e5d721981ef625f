import { msg } from '@lingui/core/macro';
import type { MachineWording } from './types';

/** What a tester does for each event of the session machine, and what they then see in each of its states. */
export const sessionWording: MachineWording = {
  events: {
    'notice.dismiss': msg`Close the notice`,
    'session.restore': msg`Reload the page`,
    'login.phone': msg`Type the phone number and press "Next"`,
    'session.start': msg`Finish the registration`,
    'anonymous.grant': msg`Press "Continue as a guest"`,
    'xstate.done.actor.loadStoredSession': msg`Wait for the saved session to be read`,
    'xstate.error.actor.loadStoredSession': msg`Clear the site data, then reload`,
    'xstate.done.actor.refreshToken': msg`Wait for the session to be renewed`,
    'xstate.error.actor.refreshToken': msg`Make the next token refresh fail (sandbox fault)`,
    'xstate.done.actor.checkPhoneNumber': msg`Wait for the phone number to be checked`,
    'xstate.error.actor.checkPhoneNumber': msg`Make the next phone check fail (sandbox fault)`,
    'login.password': msg`Type the password and press "Log in"`,
    'login.back': msg`Press "Back"`,
    'xstate.done.actor.login': msg`Wait for the login`,
    'xstate.error.actor.login': msg`Type a wrong password and press "Log in"`,
    'session.logout': msg`Press "Log out"`,
    'customer.invalidate': msg`Change the account in another tab`,
    'customer.update': msg`Save the account details`,
    'tokens.replace': msg`Log in again in another tab`,
    'xstate.done.actor.loadAddresses': msg`Wait for the saved addresses to load`,
    'xstate.error.actor.loadAddresses': msg`Make the next address list call fail (sandbox fault)`,
    'addresses.reload': msg`Press "Try again" under the addresses`,
    'address.select': msg`Pick a saved address`,
    'session.check': msg`Open a page that needs the account`,
    'xstate.done.actor.checkUserAccount': msg`Wait for the account to be checked`,
    'xstate.error.actor.checkUserAccount': msg`Deactivate the account in the sandbox, then open a page`,
  },
  states: {
    anonymous: msg`The header shows "Log in"`,
    'restoring.reading': msg`The app shows that it is starting`,
    'restoring.refreshing': msg`The app shows that it is renewing the session`,
    'loggingIn.checkingPhone': msg`"Next" shows that it is checking the number`,
    'loggingIn.passwordStep': msg`The login asks for the password`,
    'loggingIn.authenticating': msg`"Log in" shows that it is logging in`,
    'loggedIn.addresses.loading': msg`The saved addresses are loading`,
    'loggedIn.addresses.loaded': msg`The saved addresses are shown`,
    'loggedIn.addresses.failed': msg`The addresses show an error with "Try again"`,
    'loggedIn.token.fresh': msg`The header shows your name`,
    'loggedIn.token.refreshing': msg`The session is being renewed`,
    'loggedIn.account.idle': msg`The account is in use`,
    'loggedIn.account.checking': msg`The account is being checked`,
    expired: msg`The app says the session has ended and asks to log in`,
    loggedOut: msg`The header shows "Log in" after logging out`,
  },
  transitions: {
    // the app starts the session with input.restore: a reload (or a first open) of any page
    'session.anonymous (always)#0': msg`Reload the page`,
    // the app reads the kept session as it starts (input.stored): a reload while logged in
    'session.restoring.reading (always)#0': msg`Reload the page while logged in`,
  },
};
