/**
 * Order status notifications (Web Push): a customer who opted in on the status page is told when the order is
 * accepted, ready, on the way, delivered (or collected) and cancelled, in the order's language. Every process hears
 * every change of an order (the notification the status streams listen to, migration 024); the one whose insert into
 * push_sent takes a subscription's stage sends it, so a stage is pushed once per subscription whatever the number of
 * processes.
 */
import { ApiError } from '../api-error';
import type { Clock } from '../context';
import type { Database } from '../db/database';
import type { AppMetrics } from '../metrics';
import { PUSH_SWITCH, type PushConfig, type PushSender, type PushTarget } from '../providers/push';
import { WORDS } from '../words';
import { toLocale } from './catalogue';
import { ORDER_CHANGED_CHANNEL } from './order-streams';
import { PUSH_WORDS, type PushStage } from './push-words';

/** What the service worker shows: the notification and the page it opens. */
export interface PushMessage {
  title: string;
  body: string;
  /** The order's status page, relative to the app's origin: the service worker opens nothing else. */
  url: string;
  /** One notification per order on the device: a later stage replaces the earlier one. */
  tag: string;
  order_no: string;
  stage: PushStage;
}

/** An order as the stage is read from it. */
export interface StagedOrder {
  status: string;
  /** The courier's step (delivery orders), null before it has one. */
  shipping: string | null;
  pickUp: boolean;
}

/**
 * The moment of an order a customer is told of, or null before it is accepted. A step the order passed between two
 * reads (the lifecycle applies due steps together) is not told: the latest one is.
 */
export function pushStageOf({ status, shipping, pickUp }: StagedOrder): PushStage | null {
  if (status === 'canceled' || status === 'cancelled') return 'cancelled';
  if (status === 'completed') return pickUp ? 'collected' : 'delivered';
  if (!pickUp && shipping === 'delivering') return 'onTheWay';
  if (status === 'ready') return 'ready';
  if (status === 'accepted' || status === 'cooking') return 'accepted';
  return null;
}

/** The status page of an order: the page the customer opted in on. */
export const statusPageOf = (orderNo: string) => `/delivery-status?${new URLSearchParams({ orderNo }).toString()}`;

export function pushMessageOf(orderNo: string, stage: PushStage, language: unknown): PushMessage {
  const words = PUSH_WORDS[stage][toLocale(language)];
  return {
    title: words.title(orderNo),
    body: words.body,
    url: statusPageOf(orderNo),
    tag: `order-${orderNo}`,
    order_no: orderNo,
    stage,
  };
}

/** Bytes of an uncompressed P-256 public key (0x04, x, y) and of an auth secret (RFC 8291). */
const P256_POINT_BYTES = 65;
const AUTH_SECRET_BYTES = 16;

const base64urlBytes = (text: string) =>
  /^[A-Za-z0-9_-]+={0,2}$/.test(text) ? Buffer.from(text, 'base64url') : Buffer.alloc(0);

/**
 * Where the server may post: an https push service on a named host, or this server's sandbox push service where the
 * sandbox is on. The endpoint comes from the browser: nothing else (an address inside the network, plain http) is
 * ever posted to.
 */
function isAllowedEndpoint(endpoint: string, sandboxPrefix: string | null): boolean {
  if (sandboxPrefix && endpoint.startsWith(sandboxPrefix)) return true;
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    return false;
  }
  const host = url.hostname;
  const literalAddress = /^[\d.]+$/.test(host) || host.includes(':') || host.startsWith('[');
  return (
    url.protocol === 'https:' &&
    !literalAddress &&
    host !== 'localhost' &&
    !host.endsWith('.localhost') &&
    host.includes('.')
  );
}

interface OrderRow {
  id: number;
  order_no: string;
  status: string;
  lang: string;
  pick_up: string | null;
  shipping: string | null;
  [key: string]: unknown;
}

interface SubscriptionRow {
  id: number;
  endpoint: string;
  p256dh: string;
  auth: string;
  [key: string]: unknown;
}

export interface PushNotificationsInput {
  db: Pick<Database, 'query' | 'listen'>;
  config: PushConfig;
  clock: Clock;
  send: PushSender;
  /** This server's sandbox push service endpoints (`<origin>/sandbox/push/`), where the sandbox is on. */
  sandboxEndpointPrefix: string | null;
  metrics?: Pick<AppMetrics, 'pushes'>;
  /** Where a failed send is reported (the app's log). */
  onFailure?: (failure: { orderNo: string; stage: PushStage; status: number | null; reason: string }) => void;
}

export function createPushNotifications({
  db,
  config,
  clock,
  send,
  sandboxEndpointPrefix,
  metrics,
  onFailure,
}: PushNotificationsInput) {
  const refuseWhenOff = () => {
    if (!config.enabled) {
      throw new ApiError(403, 'FEATURE_OFF', WORDS.pushNotificationsOff, undefined, {
        setting: PUSH_SWITCH,
        reason: 'switched_off',
      });
    }
  };

  async function orderOf(where: 'id' | 'order_no', value: number | string): Promise<OrderRow | undefined> {
    const [row] = await db.query<OrderRow>(
      `select o.id, o.order_no, o.status, o.lang, o.info->>'pickUpAtStore' as pick_up, sh.status as shipping
         from delivery_order o left join delivery_shipping sh on sh.order_id = o.id
        where ${where === 'id' ? 'o.id' : 'o.order_no'} = $1`,
      [value],
    );
    return row;
  }
  const stageOf = (row: OrderRow) =>
    pushStageOf({ status: row.status, shipping: row.shipping, pickUp: row.pick_up === 'true' });

  /** Sends the order's current stage to each subscription that has not had it; one send at a time per order. */
  async function pushStage(orderNo: string): Promise<void> {
    const order = await orderOf('order_no', orderNo);
    const stage = order && stageOf(order);
    if (!order || !stage) return;
    const claimed = await db.query<SubscriptionRow>(
      `with taken as (
         insert into push_sent (subscription_id, stage, sent_at)
         select s.id, $2::text, $3::timestamptz from push_subscription s where s.order_id = $1
         on conflict do nothing
         returning subscription_id
       )
       select s.id, s.endpoint, s.p256dh, s.auth from push_subscription s join taken t on t.subscription_id = s.id`,
      [order.id, stage, clock().toString()],
    );
    if (claimed.length === 0) return;
    const payload = JSON.stringify(pushMessageOf(order.order_no, stage, order.lang));
    await Promise.all(
      claimed.map(async (subscription) => {
        const outcome = await send(
          { endpoint: subscription.endpoint, keys: { p256dh: subscription.p256dh, auth: subscription.auth } },
          payload,
        );
        metrics?.pushes.inc({ outcome: outcome.kind });
        if (outcome.kind === 'gone') {
          await db.query('delete from push_subscription where id = $1', [subscription.id]);
        } else if (outcome.kind === 'failed') {
          // not sent: the order's next change tries it again
          await db.query('delete from push_sent where subscription_id = $1 and stage = $2', [subscription.id, stage]);
          onFailure?.({ orderNo: order.order_no, stage, status: outcome.status, reason: outcome.reason });
        }
      }),
    );
  }

  // one push round per order at a time; changes arriving meanwhile make one more round after it
  const running = new Map<string, Promise<void>>();
  const again = new Set<string>();
  function changed(orderNo: string): Promise<void> {
    const current = running.get(orderNo);
    if (current) {
      again.add(orderNo);
      return current;
    }
    const round = (async () => {
      try {
        do {
          again.delete(orderNo);
          await pushStage(orderNo).catch(() => undefined);
        } while (again.has(orderNo));
      } finally {
        running.delete(orderNo);
      }
    })();
    running.set(orderNo, round);
    return round;
  }

  let stopListening: (() => Promise<void>) | null = null;

  return {
    /** What the status page asks before offering notifications. */
    settings() {
      return { enabled: config.enabled, mode: config.mode, public_key: config.enabled ? config.vapid.publicKey : null };
    },

    /**
     * Keeps a browser's subscription for an order (the same browser again: its keys are replaced). The stage the order
     * is at now is the one the customer sees on the page: it is not pushed, only the next ones are.
     */
    async subscribe(orderId: number, target: PushTarget): Promise<void> {
      refuseWhenOff();
      const keysValid =
        base64urlBytes(target.keys.p256dh).length === P256_POINT_BYTES &&
        base64urlBytes(target.keys.auth).length === AUTH_SECRET_BYTES;
      if (!keysValid || !isAllowedEndpoint(target.endpoint, sandboxEndpointPrefix)) {
        throw new ApiError(
          400,
          'INVALID_PUSH_SUBSCRIPTION',
          WORDS.pushSubscriptionInvalid,
          keysValid ? 'subscription.endpoint' : 'subscription.keys',
        );
      }
      const now = clock().toString();
      const order = await orderOf('id', orderId);
      const stage = (order && stageOf(order)) ?? null;
      // one statement: a push round for this stage (its change announced late) sees the subscription only with the
      // stage already marked as seen, never in between
      await db.query(
        `with kept as (
           insert into push_subscription (order_id, endpoint, p256dh, auth, created_at) values ($1, $2, $3, $4, $5)
           on conflict (order_id, endpoint) do update set p256dh = excluded.p256dh, auth = excluded.auth
           returning id
         )
         insert into push_sent (subscription_id, stage, sent_at)
         select id, $6::text, $5::timestamptz from kept where $6::text is not null
         on conflict do nothing`,
        [orderId, target.endpoint, target.keys.p256dh, target.keys.auth, now, stage],
      );
    },

    /** Forgets a browser's subscription for an order (opting out); answers whether there was one. */
    async unsubscribe(orderId: number, endpoint: string): Promise<boolean> {
      refuseWhenOff();
      const deleted = await db.query(
        'delete from push_subscription where order_id = $1 and endpoint = $2 returning id',
        [orderId, endpoint],
      );
      return deleted.length > 0;
    },

    /** Sends what an order's change calls for (the listener calls it; tests may too). */
    changed,

    /** Listens for order changes, from every process on the database; nothing when switched off. */
    async start() {
      if (!config.enabled || stopListening) return;
      stopListening = await db.listen(ORDER_CHANGED_CHANNEL, (orderNo) => {
        // null: the listening connection was lost and is back; what changed meanwhile is told on the next change
        if (orderNo) void changed(orderNo);
      });
    },

    /** Stops listening, once the sends in flight are done. */
    async stop() {
      const stop = stopListening;
      stopListening = null;
      await stop?.();
      await this.idle();
    },

    /** Resolves once no send is in flight. */
    async idle() {
      while (running.size > 0) await Promise.all([...running.values()]);
    },
  };
}

export type PushNotifications = ReturnType<typeof createPushNotifications>;
