/**
 * Web Push (RFC 8030, with message encryption RFC 8291 and VAPID RFC 8292), through the web-push library: it encrypts
 * each message for the browser's keys and signs the VAPID token; this module only carries the request it builds. The
 * browsers' push services in production; in development and tests the sandbox push service on this server
 * (server/sandbox/pushes.ts), which speaks the same protocol.
 */
import webpush from 'web-push';
import type { Fetch } from '../payments/http';

/** The application server's VAPID identity: the key pair browsers subscribe with, and a contact for the push services. */
export interface VapidDetails {
  /** VAPID_PUBLIC_KEY: the uncompressed P-256 point, base64url (the browser's applicationServerKey). */
  publicKey: string;
  /** VAPID_PRIVATE_KEY: the P-256 private key, base64url. */
  privateKey: string;
  /** VAPID_SUBJECT: mailto: or https: contact of the operator. */
  subject: string;
}

/**
 * Whether order notifications are offered (PUSH_NOTIFICATIONS=off switches them off), and where browsers subscribe:
 * `live` with their own push service, `sandbox` with the sandbox push service on this server (its default outside
 * production, where browsers in tests reach no push service).
 */
export interface PushConfig {
  enabled: boolean;
  mode: 'live' | 'sandbox';
  vapid: VapidDetails;
}

/** The environment variable that switches order notifications off. */
export const PUSH_SWITCH = 'PUSH_NOTIFICATIONS';

/**
 * The development key pair, published in this repository so that a subscription made in development survives a
 * restart: production refuses it (server/production-check.ts).
 */
export const DEVELOPMENT_VAPID: VapidDetails = {
  publicKey: 'BEp_BKHm5hfB3y4ksJ_3rqA-amM38InHR2MzqHC9D1vDdjy_792ez7NBdKhqBAPnaK6aN4UaoRgqS547FSt0nmA',
  privateKey: 'Lmk_ZEszpGBSpFQZNOrNJvtu_H6qq-Pp74WcscOC3pI',
  subject: 'mailto:operations@ordering.invalid',
};

/** PUSH_NOTIFICATIONS, PUSH_MODE and the VAPID_* variables; the development keys where none are set. */
export function readPushConfig(env: NodeJS.ProcessEnv): PushConfig {
  const production = env.NODE_ENV === 'production';
  const mode =
    env.PUSH_MODE === 'live' || env.PUSH_MODE === 'sandbox' ? env.PUSH_MODE : production ? 'live' : 'sandbox';
  return {
    enabled: env[PUSH_SWITCH] !== 'off',
    // the sandbox is off in production: its push service with it
    mode: production ? 'live' : mode,
    vapid: {
      publicKey: env.VAPID_PUBLIC_KEY || DEVELOPMENT_VAPID.publicKey,
      privateKey: env.VAPID_PRIVATE_KEY || DEVELOPMENT_VAPID.privateKey,
      subject: env.VAPID_SUBJECT || DEVELOPMENT_VAPID.subject,
    },
  };
}

/** A browser's push subscription, as PushSubscription.toJSON() gives it. */
export interface PushTarget {
  endpoint: string;
  keys: { p256dh: string; auth: string };
}

/** What a push service answered: delivered, gone (404/410: the subscription expired), or another failure. */
export type PushOutcome =
  { kind: 'sent' } | { kind: 'gone'; status: number } | { kind: 'failed'; status: number | null; reason: string };

/** How long a push service keeps a message for a browser that is offline: an order's news is stale after an hour. */
export const PUSH_TTL_SECONDS = 60 * 60;
/** How long a push service may take to answer. */
const PUSH_TIMEOUT_MS = 10_000;

/**
 * Sends one encrypted message. web-push builds the request (aes128gcm body, VAPID Authorization, TTL, Urgency); it is
 * sent with fetch, which reaches the sandbox's http endpoint as well as the push services' https ones (web-push's own
 * sender speaks https only).
 */
export function createPushSender(vapid: VapidDetails, options: { fetch?: Fetch } = {}) {
  const fetchImpl = options.fetch ?? fetch;
  return async function send(target: PushTarget, payload: string): Promise<PushOutcome> {
    let details: ReturnType<typeof webpush.generateRequestDetails>;
    try {
      details = webpush.generateRequestDetails(target, payload, {
        vapidDetails: vapid,
        TTL: PUSH_TTL_SECONDS,
        urgency: 'high',
        contentEncoding: 'aes128gcm',
      });
    } catch {
      // a subscription whose keys are not a P-256 point and a 16-byte secret can never be sent to
      return { kind: 'gone', status: 0 };
    }
    const headers = Object.fromEntries(Object.entries(details.headers).map(([name, value]) => [name, String(value)]));
    // fetch sets the length from the body itself
    delete headers['Content-Length'];
    try {
      const response = await fetchImpl(details.endpoint, {
        method: details.method,
        headers,
        body: details.body ? new Uint8Array(details.body) : null,
        signal: AbortSignal.timeout(PUSH_TIMEOUT_MS),
      });
      await response.arrayBuffer().catch(() => undefined);
      if (response.status === 404 || response.status === 410) return { kind: 'gone', status: response.status };
      if (response.status < 200 || response.status > 299)
        return { kind: 'failed', status: response.status, reason: `push service answered ${response.status}` };
      return { kind: 'sent' };
    } catch (error) {
      return { kind: 'failed', status: null, reason: error instanceof Error ? error.message : String(error) };
    }
  };
}

export type PushSender = ReturnType<typeof createPushSender>;
