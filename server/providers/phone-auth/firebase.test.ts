import { generateKeyPairSync, type KeyObject } from 'node:crypto';
import { SignJWT } from 'jose';
import { describe, expect, it } from 'vitest';
import type { Fetch } from '../payments/http';
import { createFirebasePhoneAuth, FIREBASE_IDENTITY_TOOLKIT, FIREBASE_JWKS_URL, GOOGLE_RECAPTCHA_SCRIPT, identityToolkitReason, maxAgeOf } from './firebase';
import { InvalidIdToken, PhoneAuthError } from './types';

const PROJECT = 'ordering-live-test';
const NOW = new Date('2026-11-23T02:00:00Z');
const nowSeconds = NOW.getTime() / 1000;

function rsaKey(kid: string) {
  const { privateKey, publicKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  return { kid, privateKey, jwk: { ...publicKey.export({ format: 'jwk' }), kid, alg: 'RS256', use: 'sig' } };
}
const current = rsaKey('c5a3f1f2b0d0e1a1');
const rotated = rsaKey('0b8d0b7e9c9f1a2b');

/**
 * The claims of a Firebase phone sign-in's id token, as "Verify ID tokens using a third-party JWT library" lists them
 * (https://firebase.google.com/docs/auth/admin/verify-id-tokens) with the phone provider's firebase claim.
 */
const firebaseClaims = {
  iss: `https://securetoken.google.com/${PROJECT}`,
  aud: PROJECT,
  auth_time: nowSeconds - 30,
  user_id: 'kR3o8wq2m7Pz1b6YtVx0UaC4dE92',
  sub: 'kR3o8wq2m7Pz1b6YtVx0UaC4dE92',
  iat: nowSeconds - 30,
  exp: nowSeconds - 30 + 3600,
  phone_number: '+84901234567',
  firebase: { identities: { phone: ['+84901234567'] }, sign_in_provider: 'phone' },
};

async function sign(claims: Record<string, unknown>, key: { kid: string; privateKey: KeyObject } = current, alg = 'RS256') {
  return new SignJWT(claims).setProtectedHeader({ alg, kid: key.kid, typ: 'JWT' }).sign(key.privateKey);
}

/** Google: the JWKS at its securetoken address (with its max-age), and the Identity Toolkit answers the test gives. */
function google(keys: object[], answers: Record<string, { status: number; body: unknown }> = {}) {
  const seen: Array<{ url: string; init: RequestInit }> = [];
  const fetcher: Fetch = async (url, init) => {
    seen.push({ url, init });
    if (url === FIREBASE_JWKS_URL) return Response.json({ keys }, { headers: { 'cache-control': 'public, max-age=19876, must-revalidate, no-transform' } });
    const method = new URL(url).pathname.split('/').pop()!;
    const answer = answers[method] ?? { status: 404, body: {} };
    return Response.json(answer.body, { status: answer.status });
  };
  const client = createFirebasePhoneAuth({ endpoint: FIREBASE_IDENTITY_TOOLKIT, jwksUrl: FIREBASE_JWKS_URL, apiKey: 'AIzaSyTestKey', projectId: PROJECT, mode: 'live', recaptchaScriptUrl: GOOGLE_RECAPTCHA_SCRIPT, fetch: fetcher });
  return { client, seen };
}

describe('Firebase phone sign-in and id token verification', () => {
  it('should accept an id token signed with a published key and answer its phone', async () => {
    const { client } = google([rotated.jwk, current.jwk]);
    await expect(client.verifyIdToken(await sign(firebaseClaims), NOW)).resolves.toEqual({
      uid: firebaseClaims.sub,
      phoneNumber: '+84901234567',
      authTime: firebaseClaims.auth_time,
    });
  });

  it.each([
    ['another project as audience', { aud: 'someone-else' }],
    ['another issuer', { iss: 'https://securetoken.google.com/someone-else' }],
    ['an expired token', { exp: nowSeconds - 120 }],
    ['a token issued in the future', { iat: nowSeconds + 600 }],
    ['a sign-in in the future', { auth_time: nowSeconds + 600 }],
    ['an empty subject', { sub: '' }],
    ['no phone number', { phone_number: undefined }],
  ])('should refuse %s', async (_name, change) => {
    const { client } = google([current.jwk]);
    await expect(client.verifyIdToken(await sign({ ...firebaseClaims, ...change }), NOW)).rejects.toBeInstanceOf(InvalidIdToken);
  });

  it('should refuse a token signed by a key that is not published, and one signed with a shared secret', async () => {
    const { client } = google([current.jwk]);
    const stranger = rsaKey(current.kid);
    await expect(client.verifyIdToken(await sign(firebaseClaims, stranger), NOW)).rejects.toBeInstanceOf(InvalidIdToken);
    const hs256 = await new SignJWT(firebaseClaims).setProtectedHeader({ alg: 'HS256', kid: current.kid }).sign(new TextEncoder().encode('x'.repeat(32)));
    await expect(client.verifyIdToken(hs256, NOW)).rejects.toBeInstanceOf(InvalidIdToken);
    await expect(client.verifyIdToken('not-a-token', NOW)).rejects.toBeInstanceOf(InvalidIdToken);
  });

  it('should keep the keys for their max-age and fetch them again for a kid it does not know', async () => {
    let published: object[] = [current.jwk];
    const seen: string[] = [];
    const fetcher: Fetch = async (url) => {
      seen.push(url);
      return Response.json({ keys: published }, { headers: { 'cache-control': 'public, max-age=19876' } });
    };
    const client = createFirebasePhoneAuth({ endpoint: FIREBASE_IDENTITY_TOOLKIT, jwksUrl: FIREBASE_JWKS_URL, apiKey: 'k', projectId: PROJECT, mode: 'live', recaptchaScriptUrl: GOOGLE_RECAPTCHA_SCRIPT, fetch: fetcher });
    await client.verifyIdToken(await sign(firebaseClaims), NOW);
    await client.verifyIdToken(await sign(firebaseClaims), NOW);
    expect(seen).toHaveLength(1);
    published = [current.jwk, rotated.jwk];
    await client.verifyIdToken(await sign(firebaseClaims, rotated), NOW);
    expect(seen).toHaveLength(2);
  });

  it('should call the documented Identity Toolkit methods and read their answers', async () => {
    const { client, seen } = google([], {
      'accounts:sendVerificationCode': { status: 200, body: { sessionInfo: 'AJOnW4R...session' } },
      'accounts:signInWithPhoneNumber': {
        status: 200,
        body: { idToken: 'eyJ...', refreshToken: 'AMf-v...', expiresIn: '3600', localId: firebaseClaims.sub, isNewUser: true, phoneNumber: '+84901234567' },
      },
    });
    expect(await client.sendVerificationCode({ phoneNumber: '+84901234567', locale: 'vi', recaptchaToken: 'captcha' })).toEqual({ sessionInfo: 'AJOnW4R...session' });
    expect(seen[0].url).toBe(`${FIREBASE_IDENTITY_TOOLKIT}/v1/accounts:sendVerificationCode?key=AIzaSyTestKey`);
    expect(JSON.parse(String(seen[0].init.body))).toEqual({ phoneNumber: '+84901234567', recaptchaToken: 'captcha' });
    expect((seen[0].init.headers as Record<string, string>)['x-firebase-locale']).toBe('vi');
    expect(await client.signInWithPhoneNumber({ sessionInfo: 'AJOnW4R...session', code: '123456' })).toEqual({ idToken: 'eyJ...', expiresIn: 3600, phoneNumber: '+84901234567' });
    expect(seen[1].url).toBe(`${FIREBASE_IDENTITY_TOOLKIT}/v1/accounts:signInWithPhoneNumber?key=AIzaSyTestKey`);
    expect(JSON.parse(String(seen[1].init.body))).toEqual({ sessionInfo: 'AJOnW4R...session', code: '123456' });
  });

  it("should read the project's reCAPTCHA site key with GET v1/recaptchaParams once an hour, and pass the response on", async () => {
    const { client, seen } = google([], {
      recaptchaParams: { status: 200, body: { kind: 'identitytoolkit#GetRecaptchaParamResponse', recaptchaSiteKey: '6LcMZR0UAAAAALgPMcgHwga7gY5p8QMg1Hj-bmUv' } },
      'accounts:sendVerificationCode': { status: 400, body: { error: { code: 400, message: 'CAPTCHA_CHECK_FAILED', errors: [{ message: 'CAPTCHA_CHECK_FAILED', domain: 'global', reason: 'invalid' }] } } },
    });
    expect(client.recaptchaScriptUrl).toBe('https://www.google.com/recaptcha/api.js');
    expect(await client.recaptchaSiteKey()).toBe('6LcMZR0UAAAAALgPMcgHwga7gY5p8QMg1Hj-bmUv');
    expect(await client.recaptchaSiteKey()).toBe('6LcMZR0UAAAAALgPMcgHwga7gY5p8QMg1Hj-bmUv');
    expect(seen).toHaveLength(1);
    expect(seen[0].url).toBe(`${FIREBASE_IDENTITY_TOOLKIT}/v1/recaptchaParams?key=AIzaSyTestKey`);
    expect(seen[0].init.method).toBe('GET');
    const refused = await client.sendVerificationCode({ phoneNumber: '+84901234567', locale: 'en', recaptchaToken: 'used-response' }).catch((error: unknown) => error);
    expect((refused as PhoneAuthError).reason).toBe('CAPTCHA_CHECK_FAILED');
  });

  it("should name Identity Toolkit's refusal by its message code", async () => {
    const { client } = google([], {
      'accounts:signInWithPhoneNumber': { status: 400, body: { error: { code: 400, message: 'INVALID_CODE', errors: [{ message: 'INVALID_CODE', domain: 'global', reason: 'invalid' }] } } },
    });
    const refused = await client.signInWithPhoneNumber({ sessionInfo: 's', code: '000000' }).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(PhoneAuthError);
    expect((refused as PhoneAuthError).reason).toBe('INVALID_CODE');
    expect(identityToolkitReason({ error: { message: 'TOO_MANY_ATTEMPTS_TRY_LATER : Too many unsuccessful attempts.' } })).toBe('TOO_MANY_ATTEMPTS_TRY_LATER');
    expect(maxAgeOf('public, max-age=19876, must-revalidate, no-transform')).toBe(19876);
  });
});
