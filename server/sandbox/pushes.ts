/**
 * The sandbox push service: a stand-in for the browsers' push services (FCM, Mozilla's, Apple's), which browsers in
 * tests cannot reach. It speaks the Web Push protocol over HTTP as they do (RFC 8030): it makes a subscription (an
 * endpoint here, its own P-256 key pair and auth secret) for the app's VAPID key; it takes the server's POST of an
 * encrypted message, checks its VAPID token (RFC 8292) against that key, decrypts it (RFC 8291, aes128gcm) as a
 * browser would, and answers 201, or 404/410 for an unknown or expired subscription. /sandbox/pushes lists what it
 * received, with a link that opens what the notification would.
 */
import { createECDH, randomBytes } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import ece from 'http_ece';
import { decodeProtectedHeader, importJWK, jwtVerify } from 'jose';
import type { HandlerContext } from '../routes/handlers';
import { escapeHtml, sandboxPage } from './page';
import { QA_WORDS, qaLanguageOf, qaLanguages, type QaLanguage } from './qa-words';

/** Where the sandbox push service takes messages: `<origin>/sandbox/push/<subscription id>`. */
export const SANDBOX_PUSH_PATH = '/push/';
/** The longest a VAPID token may live (RFC 8292 §2: no more than 24 hours). */
const VAPID_MAX_LIFETIME_SECONDS = 24 * 60 * 60;
/** Messages listed on the page. */
const PUSHES_PAGE_SIZE = 100;

interface SubscriptionRow {
  id: string;
  application_server_key: string;
  private_key: string;
  public_key: string;
  auth: string;
  gone: boolean;
  [key: string]: unknown;
}

interface MessageRow {
  id: number;
  subscription_id: string;
  payload: { title?: string; body?: string; url?: string; order_no?: string; stage?: string };
  vapid_subject: string;
  received_at: string;
  [key: string]: unknown;
}

/** What the page says, in the tester's language (the QA console's cookie, server/sandbox/qa-words.ts). */
const PAGE_WORDS: Record<
  QaLanguage,
  {
    title: string;
    intro: string;
    none: string;
    received: string;
    order: string;
    notification: string;
    opens: string;
    open: string;
    from: string;
  }
> = {
  en: {
    title: 'Push notifications',
    intro:
      'Messages the app sent to browsers subscribed with the sandbox push service, decrypted as the browser would, after their VAPID signature was checked.',
    none: 'No notification yet.',
    received: 'Received (UTC)',
    order: 'Order',
    notification: 'Notification',
    opens: 'Opens',
    open: 'Open the status page',
    from: 'Sent by',
  },
  vi: {
    title: 'Thông báo đẩy',
    intro:
      'Các thông báo ứng dụng đã gửi đến trình duyệt đăng ký qua dịch vụ đẩy thử nghiệm, đã kiểm tra chữ ký VAPID và giải mã như trình duyệt.',
    none: 'Chưa có thông báo nào.',
    received: 'Thời điểm nhận (UTC)',
    order: 'Đơn hàng',
    notification: 'Thông báo',
    opens: 'Mở trang',
    open: 'Mở trang trạng thái đơn hàng',
    from: 'Người gửi',
  },
  ja: {
    title: 'プッシュ通知',
    intro:
      'サンドボックスのプッシュサービスで購読したブラウザーへアプリが送った通知です。VAPID 署名を確認し、ブラウザーと同じように復号しています。',
    none: '通知はまだありません。',
    received: '受信日時（UTC）',
    order: '注文',
    notification: '通知',
    opens: '開くページ',
    open: '注文状況ページを開く',
    from: '送信者',
  },
};

const refuse = (reply: FastifyReply, status: number, code: string, message: string) =>
  reply.code(status).send({ code, message });

/** `vapid t=<jwt>, k=<key>` (RFC 8292 §3). */
function vapidOf(header: string | undefined): { token: string; key: string } | null {
  const match = /^vapid\s+(.+)$/i.exec(header ?? '');
  if (!match) return null;
  const params = Object.fromEntries(
    match[1]!.split(',').map((part) => {
      const [name, ...value] = part.trim().split('=');
      return [name!.trim(), value.join('=').trim()];
    }),
  );
  return params.t && params.k ? { token: params.t, key: params.k } : null;
}

/** An uncompressed P-256 point (base64url) as a JWK, to verify an ES256 signature with. */
function p256Jwk(publicKey: string) {
  const point = Buffer.from(publicKey, 'base64url');
  if (point.length !== 65 || point[0] !== 4) return null;
  return {
    kty: 'EC',
    crv: 'P-256',
    x: point.subarray(1, 33).toString('base64url'),
    y: point.subarray(33).toString('base64url'),
  };
}

export function registerPushService(sandbox: FastifyInstance, context: HandlerContext) {
  const { db, config } = context;

  sandbox.addContentTypeParser('application/octet-stream', { parseAs: 'buffer' }, (_request, body, done) =>
    done(null, body),
  );

  /** A browser's subscription with the sandbox: answers what PushSubscription.toJSON() would. */
  sandbox.post<{ Body: { application_server_key?: string } }>('/push/subscriptions', async (request, reply) => {
    const applicationServerKey = request.body?.application_server_key ?? '';
    if (!p256Jwk(applicationServerKey))
      return refuse(
        reply,
        400,
        'VALIDATION_ERROR',
        'application_server_key must be the VAPID public key, an uncompressed P-256 point in base64url.',
      );
    const keys = createECDH('prime256v1');
    keys.generateKeys();
    const id = randomBytes(16).toString('base64url');
    const auth = randomBytes(16).toString('base64url');
    const publicKey = keys.getPublicKey().toString('base64url');
    await db.query(
      'insert into sandbox_push_subscription (id, application_server_key, private_key, public_key, auth, created_at) values ($1, $2, $3, $4, $5, $6)',
      [id, applicationServerKey, keys.getPrivateKey().toString('base64url'), publicKey, auth, new Date().toISOString()],
    );
    return {
      endpoint: `${config.publicOrigin}/sandbox${SANDBOX_PUSH_PATH}${id}`,
      expirationTime: null,
      keys: { p256dh: publicKey, auth },
    };
  });

  /** The subscription expires (a browser that unsubscribed, or cleared its data): its next message answers 410. */
  sandbox.post<{ Params: { id: string } }>('/push/subscriptions/:id/expire', async (request, reply) => {
    const expired = await db.query('update sandbox_push_subscription set gone = true where id = $1 returning id', [
      request.params.id,
    ]);
    if (expired.length === 0) return refuse(reply, 404, 'NOT_FOUND', 'No such subscription.');
    return { expired: true };
  });

  /** A message from an application server (RFC 8030 §5). */
  // aes128gcm is the message's own encryption, not an HTTP compression the server would undo
  sandbox.post<{ Params: { id: string }; Body: Buffer }>('/push/:id', { decompress: false }, async (request, reply) => {
    const [subscription] = await db.query<SubscriptionRow>('select * from sandbox_push_subscription where id = $1', [
      request.params.id,
    ]);
    if (!subscription) return refuse(reply, 404, 'NOT_FOUND', 'No such subscription.');
    if (subscription.gone) return refuse(reply, 410, 'GONE', 'The subscription has expired.');
    const vapid = await checkVapid(request, subscription);
    if ('problem' in vapid) return refuse(reply, vapid.problem.status, vapid.problem.code, vapid.problem.message);
    const ttl = Number(request.headers.ttl);
    if (!Number.isInteger(ttl) || ttl < 0)
      return refuse(reply, 400, 'BAD_REQUEST', 'TTL must be given, a whole number of seconds.');
    if (request.headers['content-encoding'] !== 'aes128gcm')
      return refuse(reply, 415, 'UNSUPPORTED_MEDIA_TYPE', 'Content-Encoding must be aes128gcm (RFC 8291).');
    if (!Buffer.isBuffer(request.body) || request.body.length === 0)
      return refuse(reply, 400, 'BAD_REQUEST', 'The message body is missing.');
    let text: string;
    try {
      const receiver = createECDH('prime256v1');
      receiver.setPrivateKey(Buffer.from(subscription.private_key, 'base64url'));
      text = ece
        .decrypt(request.body, { version: 'aes128gcm', privateKey: receiver, authSecret: subscription.auth })
        .toString('utf8');
    } catch {
      return refuse(reply, 400, 'DECRYPTION_FAILED', 'The message does not decrypt with the subscription keys.');
    }
    let payload: unknown;
    try {
      payload = JSON.parse(text);
    } catch {
      payload = { body: text };
    }
    const [stored] = await db.query<{ id: number }>(
      `insert into sandbox_push_message (subscription_id, payload, vapid_subject, urgency, ttl, received_at) values ($1, $2, $3, $4, $5, $6) returning id`,
      [
        subscription.id,
        JSON.stringify(payload),
        vapid.subject,
        String(request.headers.urgency ?? 'normal'),
        ttl,
        new Date().toISOString(),
      ],
    );
    return reply.code(201).header('location', `${config.publicOrigin}/sandbox/pushes/${stored!.id}`).send();
  });

  sandbox.get('/pushes', async (request, reply) => {
    const rows = await db.query<MessageRow>(
      `select id, subscription_id, payload, vapid_subject, to_char(received_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as received_at
         from sandbox_push_message order by id desc limit ${PUSHES_PAGE_SIZE}`,
    );
    if (request.headers.accept?.includes('application/json')) return rows;
    const lang = qaLanguageOf(request, reply);
    const w = PAGE_WORDS[lang];
    const q = QA_WORDS[lang];
    // the notification opens a page of the app (relative): only such a link is drawn
    const link = (url: unknown) =>
      typeof url === 'string' && url.startsWith('/') && !url.startsWith('//') ? url : null;
    const body = rows
      .map((row) => {
        const url = link(row.payload.url);
        return `<tr><td>${escapeHtml(row.received_at)}</td><td><code>${escapeHtml(row.payload.order_no ?? '')}</code></td>
          <td><strong>${escapeHtml(row.payload.title ?? '')}</strong><br>${escapeHtml(row.payload.body ?? '')}</td>
          <td>${url ? `<a href="${escapeHtml(url)}">${escapeHtml(w.open)}</a><br><span class="muted">${escapeHtml(url)}</span>` : ''}</td>
          <td class="muted">${escapeHtml(row.vapid_subject)}</td></tr>`;
      })
      .join('');
    const languages = qaLanguages
      .map((l) =>
        l === lang
          ? `<strong lang="${l}">${QA_WORDS[l].languageName}</strong>`
          : `<a lang="${l}" href="?lang=${l}">${QA_WORDS[l].languageName}</a>`,
      )
      .join(' · ');
    return reply.type('text/html').send(
      sandboxPage(
        w.title,
        `<p>${escapeHtml(q.language)}: ${languages}</p><p>${escapeHtml(w.intro)}</p>
         <table><thead><tr><th>${escapeHtml(w.received)}</th><th>${escapeHtml(w.order)}</th><th>${escapeHtml(w.notification)}</th><th>${escapeHtml(w.opens)}</th><th>${escapeHtml(w.from)}</th></tr></thead>
         <tbody>${body || `<tr><td colspan="5" class="muted">${escapeHtml(w.none)}</td></tr>`}</tbody></table>`,
        { lang, sandbox: q.sandbox, app: q.app },
      ),
    );
  });

  /**
   * A message's VAPID token: signed by the key the subscription was made with, for this service (`aud`), in date, with
   * a contact (`sub`). Answers the contact, or what is wrong.
   */
  async function checkVapid(
    request: FastifyRequest,
    subscription: SubscriptionRow,
  ): Promise<{ subject: string } | { problem: { status: number; code: string; message: string } }> {
    const vapid = vapidOf(request.headers.authorization);
    if (!vapid)
      return {
        problem: {
          status: 401,
          code: 'UNAUTHORIZED',
          message: 'Authorization must be vapid t=<JWT>, k=<public key> (RFC 8292).',
        },
      };
    if (vapid.key !== subscription.application_server_key)
      return {
        problem: {
          status: 403,
          code: 'FORBIDDEN',
          message: 'The VAPID key is not the one the subscription was made with.',
        },
      };
    const jwk = p256Jwk(vapid.key);
    if (!jwk)
      return { problem: { status: 401, code: 'UNAUTHORIZED', message: 'The VAPID key is not a P-256 public key.' } };
    try {
      if (decodeProtectedHeader(vapid.token).alg !== 'ES256') throw new Error('not ES256');
      const { payload } = await jwtVerify(vapid.token, await importJWK(jwk, 'ES256'), {
        audience: config.publicOrigin,
        algorithms: ['ES256'],
      });
      const now = Math.floor(Date.now() / 1000);
      if (typeof payload.exp !== 'number' || payload.exp > now + VAPID_MAX_LIFETIME_SECONDS)
        throw new Error('exp missing or more than 24 hours ahead');
      if (typeof payload.sub !== 'string' || !/^(mailto:|https:)/.test(payload.sub))
        throw new Error('sub must be a mailto: or https: contact');
      return { subject: payload.sub };
    } catch (error) {
      return {
        problem: {
          status: 401,
          code: 'UNAUTHORIZED',
          message: `The VAPID token is not valid: ${(error as Error).message}`,
        },
      };
    }
  }
}
