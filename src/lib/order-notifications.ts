import { fromPromise } from 'xstate';
import type {
  CheckNotificationsInput,
  CheckNotificationsOutput,
  NotificationPermissionState,
  SubscribeInput,
  SubscribeOutput,
  UnsubscribeInput,
} from '../../machines/order-notifications/machine';
import { storage, type KeyValueStore } from '../adapters/storage';
import { API_ROOT, transport, type ApiClient } from './api-client';
import { ApiError, CLIENT_ERROR_CODES } from './api-error';

/** "Not now" to order notifications, once on this device (as the install offer's). */
export const NOTIFICATIONS_DECLINED_KEY = 'orderNotificationsDeclined';
/** Per order: the endpoint this browser subscribed it with. */
const subscribedKey = (orderNo: string) => `orderNotifications:${orderNo}`;
/** The browser's one subscription with the sandbox push service, as a browser keeps one per service worker. */
const SANDBOX_SUBSCRIPTION_KEY = 'sandboxPushSubscription';
/** The service worker is there within this time, or the browser cannot receive pushes. */
const SERVICE_WORKER_WAIT_MS = 10_000;

/** A browser's push subscription as the contract takes it (PushSubscription.toJSON()). */
interface SubscriptionJson {
  endpoint: string;
  expirationTime?: number | null;
  keys: { p256dh: string; auth: string };
}

interface SandboxSubscription extends SubscriptionJson {
  /** The VAPID key it was made for: a new server key needs a new subscription. */
  applicationServerKey: string;
}

const failure = (message: string) => new ApiError(0, { code: CLIENT_ERROR_CODES.unknown, message });

/** The VAPID public key (base64url) as PushManager.subscribe takes it. */
function keyBytes(base64url: string): Uint8Array<ArrayBuffer> {
  const base64 = (base64url + '='.repeat((4 - (base64url.length % 4)) % 4)).replace(/-/g, '+').replace(/_/g, '/');
  const text = atob(base64);
  const bytes = new Uint8Array(new ArrayBuffer(text.length));
  for (let index = 0; index < text.length; index += 1) bytes[index] = text.charCodeAt(index);
  return bytes;
}

const canNotify = () => typeof window !== 'undefined' && 'Notification' in window;
const canPush = () => canNotify() && 'serviceWorker' in navigator && 'PushManager' in window;

async function serviceWorker(): Promise<ServiceWorkerRegistration> {
  const timeout = new Promise<never>((_, reject) =>
    setTimeout(() => reject(failure('No service worker to receive notifications.')), SERVICE_WORKER_WAIT_MS),
  );
  return Promise.race([navigator.serviceWorker.ready, timeout]);
}

/** The browser's own push service (production): its subscription for this app's key. */
async function livePushSubscription(publicKey: string): Promise<SubscriptionJson> {
  const registration = await serviceWorker();
  const subscription =
    (await registration.pushManager.getSubscription()) ??
    (await registration.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: keyBytes(publicKey) }));
  const json = subscription.toJSON();
  if (!json.endpoint || !json.keys?.p256dh || !json.keys.auth) throw failure('The push subscription has no keys.');
  return {
    endpoint: json.endpoint,
    expirationTime: json.expirationTime ?? null,
    keys: { p256dh: json.keys.p256dh, auth: json.keys.auth },
  };
}

/**
 * The sandbox push service on the app's server (development and tests, where no browser reaches a push service): one
 * subscription per browser, made by the sandbox with its own keys; what it receives is listed at /sandbox/pushes.
 */
async function sandboxPushSubscription(publicKey: string, store: KeyValueStore): Promise<SubscriptionJson> {
  try {
    const kept = JSON.parse(store.get(SANDBOX_SUBSCRIPTION_KEY) ?? 'null') as SandboxSubscription | null;
    if (kept?.applicationServerKey === publicKey)
      return { endpoint: kept.endpoint, expirationTime: null, keys: kept.keys };
  } catch {
    // made again below
  }
  // the sandbox is served beside the API, by the same server
  const response = await transport.fetch(
    new Request(new URL('/sandbox/push/subscriptions', API_ROOT), {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ application_server_key: publicKey }),
    }),
  );
  if (!response.ok) throw failure(`The sandbox push service answered ${response.status}.`);
  const made = (await response.json()) as SubscriptionJson;
  store.set(
    SANDBOX_SUBSCRIPTION_KEY,
    JSON.stringify({ ...made, applicationServerKey: publicKey } satisfies SandboxSubscription),
  );
  return made;
}

/** The subscription of this browser for the server's mode and key. */
async function pushSubscriptionFor(
  { mode, publicKey }: Pick<SubscribeInput, 'mode' | 'publicKey'>,
  store: KeyValueStore,
): Promise<SubscriptionJson> {
  if (mode === 'sandbox') return sandboxPushSubscription(publicKey, store);
  try {
    return await livePushSubscription(publicKey);
  } catch (error) {
    // a browser whose push service cannot subscribe (none reachable) takes the sandbox's, where the server has one
    try {
      return await sandboxPushSubscription(publicKey, store);
    } catch {
      throw error;
    }
  }
}

/** The named actors of the order-notifications machine: the browser's notifications and push, and the API. */
export function createOrderNotificationsActors(client: ApiClient, store: KeyValueStore = storage) {
  return {
    checkNotifications: fromPromise<CheckNotificationsOutput, CheckNotificationsInput>(async ({ input, signal }) => {
      const { data } = await client.GET('/delivery/push-settings', { signal });
      const settings = data!;
      const supported = settings.mode === 'sandbox' ? canNotify() : canPush();
      let subscribedEndpoint = store.get(subscribedKey(input.orderNo));
      if (subscribedEndpoint && settings.mode === 'live' && supported) {
        // the browser may have dropped its subscription since (its data cleared, the key changed)
        const current = await (await serviceWorker()).pushManager.getSubscription().catch(() => null);
        if (current?.endpoint !== subscribedEndpoint) subscribedEndpoint = null;
      }
      return {
        available: settings.enabled && supported,
        declined: store.get(NOTIFICATIONS_DECLINED_KEY) === 'true',
        permission: supported ? Notification.permission : 'default',
        mode: settings.mode,
        publicKey: settings.public_key,
        subscribedEndpoint,
      };
    }),
    requestPermission: fromPromise<NotificationPermissionState, void>(async () => Notification.requestPermission()),
    subscribeToOrder: fromPromise<SubscribeOutput, SubscribeInput>(async ({ input, signal }) => {
      const subscription = await pushSubscriptionFor(input, store);
      await client.POST('/delivery/push-subscription', { body: { order_no: input.orderNo, subscription }, signal });
      store.set(subscribedKey(input.orderNo), subscription.endpoint);
      return { endpoint: subscription.endpoint };
    }),
    unsubscribeFromOrder: fromPromise<void, UnsubscribeInput>(async ({ input, signal }) => {
      await client.DELETE('/delivery/push-subscription', {
        params: { query: { order_no: input.orderNo, endpoint: input.endpoint } },
        signal,
      });
      store.remove(subscribedKey(input.orderNo));
    }),
  };
}

/** Remembers "not now" on this device. */
export const rememberNotificationsDeclined = (store: KeyValueStore = storage) =>
  store.set(NOTIFICATIONS_DECLINED_KEY, 'true');
