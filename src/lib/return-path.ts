import { paths, routePattern } from '../config/paths';

/** Query parameter carrying where the customer came from. */
export const RETURN_PARAM = 'from';

/**
 * The in-app path to go back to after login or registration, read from the `from` query
 * parameter of `search`; null unless it is a same-origin path (no scheme, no `//`).
 * @example returnPathOf('?from=%2Fcheckout') // '/checkout'
 */
export function returnPathOf(search: string): string | null {
  const from = new URLSearchParams(search).get(RETURN_PARAM);
  if (!from || !from.startsWith('/') || from.startsWith('//') || from.includes('\\')) return null;
  return from;
}

const withQuery = (path: string, query: Record<string, string | null | undefined>) => {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) if (value) params.set(key, value);
  const text = params.toString();
  return text ? `${path}?${text}` : path;
};

/** /login/, remembering where to come back to (never the login or register screen itself). */
export const loginPath = (from?: string | null) =>
  withQuery(paths.login, { [RETURN_PARAM]: from && !isIdentityPath(from) && from !== paths.home ? from : null });

/** /register with the phone the login found unknown (SPEC §2: usernameProp). */
export const registerPath = (usernameProp?: string | null, from?: string | null) =>
  withQuery(paths.register, { usernameProp, [RETURN_PARAM]: from });

/** /reset-password with the phone already typed (SPEC §2: param username). */
export const resetPasswordPath = (username?: string | null) => withQuery(paths.resetPassword, { username });

const stripQuery = (path: string) => path.split(/[?#]/)[0] ?? path;

function isIdentityPath(path: string): boolean {
  const bare = stripQuery(path);
  return [paths.login, paths.register].some((p) => routePattern(p).test(bare));
}

/** Routes where the app checks the account on entry (SPEC §4 Auth: home and checkout). */
export function isSessionCheckPath(path: string): boolean {
  const bare = stripQuery(path);
  return bare === paths.home || bare === '' || routePattern(paths.checkout).test(bare);
}
