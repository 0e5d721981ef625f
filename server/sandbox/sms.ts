import type { FastifyInstance } from 'fastify';
import { normalisePhone } from '../../domain/phone';
import type { HandlerContext } from '../routes/handlers';
import { escapeHtml, sandboxPage } from './page';

interface OutboxRow {
  channel: string;
  phone: string;
  email: string | null;
  body: string;
  code: string | null;
  created_at: string;
  [key: string]: unknown;
}

/** Messages listed per page. */
const OUTBOX_PAGE_SIZE = 100;

/**
 * /sandbox/sms: the default SMS and e-mail provider's outbox, latest first, so QA (and the
 * Playwright suite, with `accept: application/json`) can read the codes that were sent.
 * The sandbox is off in production; the server log never holds a code.
 */
export function registerSmsOutbox(sandbox: FastifyInstance, { db }: HandlerContext) {
  sandbox.get<{ Querystring: { phone?: string } }>('/sms', async (request, reply) => {
    const filter = request.query.phone ? (normalisePhone(request.query.phone) ?? request.query.phone) : null;
    const rows = await db.query<OutboxRow>(
      `select channel, phone, email, body, code, to_char(created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as created_at
         from sms_outbox where $1::text is null or phone = $1 order by sms_outbox.created_at desc, sms_outbox.id desc limit ${OUTBOX_PAGE_SIZE}`,
      [filter],
    );
    if (request.headers.accept?.includes('application/json')) return rows;
    const body = rows
      .map(
        (row) => `<tr><td>${escapeHtml(row.created_at)}</td><td>${escapeHtml(row.channel)}</td>
          <td><code>${escapeHtml(row.phone)}</code>${row.email ? `<br><span class="muted">${escapeHtml(row.email)}</span>` : ''}</td>
          <td>${escapeHtml(row.body).replaceAll('\n', '<br>')}</td><td><strong><code>${escapeHtml(row.code ?? '')}</code></strong></td></tr>`,
      )
      .join('');
    const heading = filter ? `<p>Messages to <code>${escapeHtml(filter)}</code>. <a href="/sandbox/sms">All messages</a></p>` : '';
    return reply.type('text/html').send(
      sandboxPage(
        'SMS and e-mail outbox',
        `${heading}<form method="get" action="/sandbox/sms"><input name="phone" aria-label="Phone" placeholder="Phone" value="${escapeHtml(filter ?? '')}"> <button>Filter</button></form>
         <table><thead><tr><th>Time (UTC)</th><th>Channel</th><th>To</th><th>Message</th><th>Code</th></tr></thead>
         <tbody>${body || '<tr><td colspan="5" class="muted">No message yet.</td></tr>'}</tbody></table>
         <form method="post" action="/sandbox/sms/reset-limits"><p>OTP send, login and phone look-up limits count the last hour per phone and per client address.
         <button>Reset the send limits</button></p></form>`,
      ),
    );
  });

  /** Forgets the sends counted by the hourly OTP limits (QA and end-to-end runs that register often). */
  sandbox.post('/sms/reset-limits', async (request, reply) => {
    const cleared = await db.query('delete from otp_send_log returning id');
    await db.query('delete from attempt_log');
    request.log.info({ cleared: cleared.length }, 'OTP send limits reset from the sandbox');
    if (request.headers.accept?.includes('application/json')) return { cleared: cleared.length };
    return reply.redirect('/sandbox/sms', 303);
  });
}
