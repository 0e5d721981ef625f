/**
 * The sandbox's phone authentication provider: Firebase's Identity Toolkit endpoints as the live client calls them
 * (server/providers/phone-auth/firebase.ts), over HTTP on this server. Codes go to the outbox at /sandbox/sms; id
 * tokens are RS256 JWTs with Firebase's claims, signed with a key kept in the database and published as a JWKS, so
 * the server verifies them with the code that verifies Google's.
 */
import { createHash, createPrivateKey, createPublicKey, generateKeyPairSync, randomBytes, randomInt, type KeyObject } from 'node:crypto';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { SignJWT, type JWK } from 'jose';
import { OTP_LENGTH } from '../../domain/constants';
import type { Queryable } from '../db/database';
import { createOutboxMessages } from '../providers/sms/outbox-sms';
import { OTP_VALIDITY_SECONDS } from '../services/otp';
import type { HandlerContext } from '../routes/handlers';
import { SANDBOX_RECAPTCHA_SITE_KEY, takeRecaptchaToken } from './recaptcha';

/** Seconds a sandbox id token is valid, as Firebase's (expiresIn "3600"). */
export const SANDBOX_ID_TOKEN_SECONDS = 3600;
const KEY_NAME = 'identitytoolkit';

type Lang = 'vi' | 'en' | 'ja';
const smsText: Record<Lang, (code: string) => string> = {
  vi: (code) => `Ma xac thuc cua ban la ${code}. Ma co hieu luc trong 5 phut. Khong chia se ma nay voi bat ky ai.`,
  en: (code) => `Your verification code is ${code}. It is valid for 5 minutes. Do not share it with anyone.`,
  ja: (code) => `認証コードは ${code} です。有効期限は5分です。このコードを他の人に教えないでください。`,
};
const langOf = (header: unknown): Lang => {
  const tag = String(header ?? '').slice(0, 2).toLowerCase();
  return tag === 'vi' || tag === 'ja' ? tag : 'en';
};

interface SigningKey {
  kid: string;
  privateKey: KeyObject;
  publicJwk: JWK;
}

/** The sandbox's signing key: made once and stored, so every process of one database signs and publishes the same. */
async function loadSigningKey(db: Queryable): Promise<SigningKey> {
  const read = () => db.query<{ kid: string; private_jwk: JWK }>('select kid, private_jwk from sandbox_signing_key where name = $1', [KEY_NAME]);
  let [row] = await read();
  if (!row) {
    const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
    const jwk = privateKey.export({ format: 'jwk' });
    await db.query('insert into sandbox_signing_key (name, kid, private_jwk) values ($1, $2, $3) on conflict (name) do nothing', [
      KEY_NAME,
      randomBytes(20).toString('hex'),
      JSON.stringify(jwk),
    ]);
    [row] = await read();
  }
  const privateKey = createPrivateKey({ key: row.private_jwk as never, format: 'jwk' });
  const { kty, n, e } = createPublicKey(privateKey).export({ format: 'jwk' });
  return { kid: row.kid, privateKey, publicJwk: { kty, n, e, kid: row.kid, alg: 'RS256', use: 'sig' } };
}

/** Identity Toolkit's refusal shape. */
function refuse(reply: FastifyReply, message: string, status = 400) {
  return reply.code(status).send({ error: { code: status, message, errors: [{ message, domain: 'global', reason: 'invalid' }] } });
}

export function registerIdentityToolkit(sandbox: FastifyInstance, { db, clock, config }: HandlerContext) {
  let signingKey: Promise<SigningKey> | null = null;
  const key = () => (signingKey ??= loadSigningKey(db).catch((error: unknown) => {
    signingKey = null;
    throw error;
  }));
  const outbox = createOutboxMessages();
  const { apiKey, projectId } = config.phoneAuth;

  // "::" is a literal colon in Fastify's paths: Google's method names are written accounts:method.
  /** The reCAPTCHA site key a web client verifies itself with before a code is sent (GET v1/recaptchaParams). */
  sandbox.get<{ Querystring: { key?: string } }>('/identitytoolkit/v1/recaptchaParams', async (request, reply) => {
    if (request.query.key !== apiKey) return refuse(reply, 'API_KEY_INVALID');
    return { kind: 'identitytoolkit#GetRecaptchaParamResponse', recaptchaSiteKey: SANDBOX_RECAPTCHA_SITE_KEY };
  });

  sandbox.post<{ Querystring: { key?: string }; Body: { phoneNumber?: unknown; recaptchaToken?: unknown } }>('/identitytoolkit/v1/accounts::sendVerificationCode', async (request, reply) => {
    if (request.query.key !== apiKey) return refuse(reply, 'API_KEY_INVALID');
    const phone = request.body?.phoneNumber;
    if (typeof phone !== 'string' || !/^\+\d{6,15}$/.test(phone)) return refuse(reply, 'INVALID_PHONE_NUMBER');
    // as Firebase for a web client: no code without a reCAPTCHA response, each response good once
    const recaptchaToken = request.body?.recaptchaToken;
    if (typeof recaptchaToken !== 'string' || !recaptchaToken) return refuse(reply, 'MISSING_RECAPTCHA_TOKEN');
    if (!(await takeRecaptchaToken(db, recaptchaToken))) return refuse(reply, 'CAPTCHA_CHECK_FAILED');
    const now = clock();
    const sessionInfo = randomBytes(32).toString('base64url');
    const code = String(randomInt(0, 10 ** OTP_LENGTH)).padStart(OTP_LENGTH, '0');
    await db.transaction(async (tx) => {
      await tx.query(
        `insert into sandbox_phone_session (session_info, phone, code, expires_at, created_at)
         values ($1, $2, $3, $4::timestamptz + interval '${OTP_VALIDITY_SECONDS} seconds', $4::timestamptz)`,
        [sessionInfo, phone, code, now.toString()],
      );
      const text = smsText[langOf(request.headers['x-firebase-locale'])](code);
      await outbox.send({ channel: 'sms', phone, body: text, code, at: now.toString() }, tx, request.log);
    });
    return { sessionInfo };
  });

  sandbox.post<{ Querystring: { key?: string }; Body: { sessionInfo?: unknown; code?: unknown } }>('/identitytoolkit/v1/accounts::signInWithPhoneNumber', async (request, reply) => {
    if (request.query.key !== apiKey) return refuse(reply, 'API_KEY_INVALID');
    const { sessionInfo, code } = request.body ?? {};
    if (typeof sessionInfo !== 'string' || !sessionInfo) return refuse(reply, 'MISSING_SESSION_INFO');
    if (typeof code !== 'string' || !code) return refuse(reply, 'MISSING_CODE');
    const now = clock();
    const outcome = await db.transaction(async (tx) => {
      const [session] = await tx.query<{ phone: string; code: string; expired: boolean; used: boolean }>(
        `select phone, code, expires_at <= $2::timestamptz as expired, used_at is not null as used
           from sandbox_phone_session where session_info = $1 for update`,
        [sessionInfo, now.toString()],
      );
      if (!session) return 'INVALID_SESSION_INFO';
      if (session.expired || session.used) return 'SESSION_EXPIRED';
      if (session.code !== code) return 'INVALID_CODE';
      await tx.query('update sandbox_phone_session set used_at = $2::timestamptz where session_info = $1', [sessionInfo, now.toString()]);
      return { phone: session.phone };
    });
    if (typeof outcome === 'string') return refuse(reply, outcome);
    const { kid, privateKey } = await key();
    const uid = `sbx${createHash('sha256').update(outcome.phone).digest('hex').slice(0, 25)}`;
    const issuedAt = Math.floor(now.epochMilliseconds / 1000);
    const idToken = await new SignJWT({
      auth_time: issuedAt,
      user_id: uid,
      phone_number: outcome.phone,
      firebase: { identities: { phone: [outcome.phone] }, sign_in_provider: 'phone' },
    })
      .setProtectedHeader({ alg: 'RS256', kid, typ: 'JWT' })
      .setIssuer(`https://securetoken.google.com/${projectId}`)
      .setAudience(projectId)
      .setSubject(uid)
      .setIssuedAt(issuedAt)
      .setExpirationTime(issuedAt + SANDBOX_ID_TOKEN_SECONDS)
      .sign(privateKey);
    return { idToken, refreshToken: randomBytes(32).toString('base64url'), expiresIn: String(SANDBOX_ID_TOKEN_SECONDS), localId: uid, isNewUser: false, phoneNumber: outcome.phone };
  });

  /** The published keys, as Google publishes securetoken's: a JWKS with a max-age. */
  sandbox.get('/identitytoolkit/jwk', async (_request, reply) => {
    const { publicJwk } = await key();
    return reply.header('cache-control', 'public, max-age=3600').send({ keys: [publicJwk] });
  });
}
