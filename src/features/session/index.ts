/** The public entry of the session feature: what other features may use. */
export { GENDERS, useGenderLabel } from './components/gender-label';
export { RequireLogin } from './components/require-login';
export { SessionContext } from './provider';
export { isAccountScreenOn } from './account-links';
export { AccountScreenGate } from './components/account-screen-gate';
