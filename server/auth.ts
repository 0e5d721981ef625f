import { SignJWT, jwtVerify } from 'jose';
import { ApiError } from './api-error';
import { WORDS } from './words';
import type { Queryable } from './db/database';

/** Who a bearer token speaks for. */
export interface AuthUser {
  customerId: number;
  phone: string;
}

/** Lifetime of an access token; the client refreshes before it ends. */
export const ACCESS_TOKEN_TTL_SECONDS = 30 * 60;
/** Lifetime of a refresh token. */
export const REFRESH_TOKEN_TTL_SECONDS = 30 * 24 * 60 * 60;

const sessionExpired = () => new ApiError(401, 'UNAUTHORIZED', WORDS.sessionExpired);

/**
 * Signs and checks bearer tokens. Each token carries the customer's `session_version` (`sv`);
 * a password change, a reset or a logout everywhere raises it, which refuses every token issued before.
 */
export function createTokenService(secret: string, db: Queryable) {
  const key = new TextEncoder().encode(secret);

  async function sessionVersion(customerId: number, phone: string): Promise<number | undefined> {
    const [row] = await db.query<{ session_version: number }>('select session_version from customer where id = $1 and phone = $2', [customerId, phone]);
    return row?.session_version;
  }

  async function sign(user: AuthUser, version: number, kind: 'access' | 'refresh', ttlSeconds: number) {
    return new SignJWT({ phone: user.phone, kind, sv: version })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(String(user.customerId))
      .setIssuedAt()
      .setExpirationTime(`${ttlSeconds}s`)
      .sign(key);
  }

  async function verify(token: string, kind: 'access' | 'refresh'): Promise<AuthUser> {
    let user: AuthUser;
    let version: unknown;
    try {
      const { payload } = await jwtVerify(token, key, { algorithms: ['HS256'] });
      if (payload.kind !== kind || typeof payload.sub !== 'string' || !/^[1-9][0-9]{0,9}$/.test(payload.sub)) throw new Error('wrong token kind');
      user = { customerId: Number(payload.sub), phone: String(payload.phone) };
      version = payload.sv;
    } catch {
      throw sessionExpired();
    }
    if (typeof version !== 'number' || version !== (await sessionVersion(user.customerId, user.phone))) throw sessionExpired();
    return user;
  }

  return {
    /** A new access and refresh token at the customer's current session version. */
    issue: async (user: AuthUser) => {
      const version = await sessionVersion(user.customerId, user.phone);
      if (version === undefined) throw sessionExpired();
      return {
        access: await sign(user, version, 'access', ACCESS_TOKEN_TTL_SECONDS),
        refresh: await sign(user, version, 'refresh', REFRESH_TOKEN_TTL_SECONDS),
      };
    },
    verifyAccess: (token: string) => verify(token, 'access'),
    verifyRefresh: (token: string) => verify(token, 'refresh'),
  };
}

export type TokenService = ReturnType<typeof createTokenService>;
