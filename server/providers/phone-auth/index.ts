import type { Fetch } from '../payments/http';
import { isSandboxEndpoint } from '../payments/signing';
import { createFirebasePhoneAuth, FIREBASE_IDENTITY_TOOLKIT, FIREBASE_JWKS_URL, GOOGLE_RECAPTCHA_SCRIPT } from './firebase';
import type { PhoneAuthPort } from './types';

/** Where and as whom the phone authentication provider is reached; the sandbox on this server unless set. */
export interface PhoneAuthConfig {
  /** FIREBASE_AUTH_ENDPOINT: https://identitytoolkit.googleapis.com live. */
  endpoint: string;
  /** FIREBASE_JWKS_URL: Google's securetoken JWKS live. */
  jwksUrl: string;
  /** FIREBASE_API_KEY: the project's Web API key. */
  apiKey: string;
  /** FIREBASE_PROJECT_ID: the audience of the id tokens. */
  projectId: string;
}

/** The values published in this repository for the sandbox: production refuses them. */
export const SANDBOX_FIREBASE_API_KEY = 'sandbox-firebase-web-api-key';
export const SANDBOX_FIREBASE_PROJECT_ID = 'ordering-sandbox';

/** Google's hosts in production (which has no sandbox), else the sandbox on this server, unless set. */
export function readPhoneAuthConfig(env: NodeJS.ProcessEnv, publicOrigin: string): PhoneAuthConfig {
  const trim = (url: string) => url.replace(/\/+$/, '');
  const production = env.NODE_ENV === 'production';
  return {
    endpoint: trim(env.FIREBASE_AUTH_ENDPOINT || (production ? FIREBASE_IDENTITY_TOOLKIT : `${publicOrigin}/sandbox/identitytoolkit`)),
    jwksUrl: env.FIREBASE_JWKS_URL || (production ? FIREBASE_JWKS_URL : `${publicOrigin}/sandbox/identitytoolkit/jwk`),
    apiKey: env.FIREBASE_API_KEY || SANDBOX_FIREBASE_API_KEY,
    projectId: env.FIREBASE_PROJECT_ID || SANDBOX_FIREBASE_PROJECT_ID,
  };
}

/** The sandbox's reCAPTCHA widget (server/sandbox/recaptcha.ts), loaded by the app from this server. */
export const SANDBOX_RECAPTCHA_SCRIPT = '/sandbox/recaptcha/api.js';

/** Whether phone sign-in goes to Google, whose reCAPTCHA the pages then load (and the CSP allows). */
export const isLivePhoneAuth = (config: PhoneAuthConfig, publicOrigin: string) => !isSandboxEndpoint(config.endpoint, publicOrigin);

/** The phone authentication port: Firebase's protocol, against Google or against this server's sandbox. */
export function createPhoneAuth(config: PhoneAuthConfig, publicOrigin: string, options: { fetch?: Fetch } = {}): PhoneAuthPort {
  const live = isLivePhoneAuth(config, publicOrigin);
  return createFirebasePhoneAuth({
    ...config,
    ...options,
    mode: live ? 'live' : 'sandbox',
    recaptchaScriptUrl: live ? GOOGLE_RECAPTCHA_SCRIPT : SANDBOX_RECAPTCHA_SCRIPT,
  });
}

export type { PhoneAuthPort } from './types';
