import { SignJWT, jwtVerify } from 'jose';
import { ApiError } from './api-error';

/** Who a bearer token speaks for. */
export interface AuthUser {
  customerId: number;
  phone: string;
}

/** Lifetime of an access token; the client refreshes before it ends. */
export const ACCESS_TOKEN_TTL_SECONDS = 30 * 60;
/** Lifetime of a refresh token. */
export const REFRESH_TOKEN_TTL_SECONDS = 30 * 24 * 60 * 60;

export function createTokenService(secret: string) {
  const key = new TextEncoder().encode(secret);

  async function sign(user: AuthUser, kind: 'access' | 'refresh', ttlSeconds: number) {
    return new SignJWT({ phone: user.phone, kind })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(String(user.customerId))
      .setIssuedAt()
      .setExpirationTime(`${ttlSeconds}s`)
      .sign(key);
  }

  async function verify(token: string, kind: 'access' | 'refresh'): Promise<AuthUser> {
    try {
      const { payload } = await jwtVerify(token, key, { algorithms: ['HS256'] });
      if (payload.kind !== kind || typeof payload.sub !== 'string') throw new Error('wrong token kind');
      return { customerId: Number(payload.sub), phone: String(payload.phone) };
    } catch {
      throw new ApiError(401, 'UNAUTHORIZED', 'The session has expired; please log in again.');
    }
  }

  return {
    issue: async (user: AuthUser) => ({
      access: await sign(user, 'access', ACCESS_TOKEN_TTL_SECONDS),
      refresh: await sign(user, 'refresh', REFRESH_TOKEN_TTL_SECONDS),
    }),
    verifyAccess: (token: string) => verify(token, 'access'),
    verifyRefresh: (token: string) => verify(token, 'refresh'),
  };
}

export type TokenService = ReturnType<typeof createTokenService>;
