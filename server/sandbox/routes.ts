import type { FastifyPluginAsync } from 'fastify';
import type { HandlerContext } from '../routes/handlers';
import { ensureQaSession, registerFaultControls, type Faults } from './faults';
import { registerQaWalker } from './qa';
import { overridesHook, overridesOfRequest, type Overrides } from './overrides';
import { registerCalendarControls } from './calendar';
import { registerCustomerControls } from './customers';
import { registerLoyaltyControls } from './loyalty';
import { registerIdentityToolkit } from './identity-toolkit';
import { registerInspector } from './inspector';
import { registerLalamoveSandbox } from './lalamove';
import { escapeHtml, sandboxPage } from './page';
import { registerOrderControls } from './orders';
import { registerPaymentPages } from './payments';
import { registerPromotionControls } from './promotions';
import { registerPushService } from './pushes';
import { registerRecaptchaSandbox } from './recaptcha';
import { refuseCrossOriginWrites } from './same-origin';
import { registerSmsOutbox } from './sms';

interface SettingRow {
  code: string;
  value: string;
  description: string;
  [key: string]: unknown;
}

/**
 * /sandbox/: the operator's and QA's window into the local defaults.
 * An operator console, so it is in English only (docs/decisions/settings.md).
 */
export function registerSandbox(context: HandlerContext, faults: Faults, overrides: Overrides): FastifyPluginAsync {
  const { db } = context;
  return async (sandbox) => {
    refuseCrossOriginWrites(sandbox, context.config.publicOrigin);
    // the gateway pages pay (and start) a QA browser's orders: they run with its overrides too
    sandbox.addHook('onRequest', overridesHook(overrides));
    sandbox.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_request, body, done) => {
      done(null, Object.fromEntries(new URLSearchParams(String(body))));
    });
    sandbox.get('/', async (_request, reply) => {
      return reply.type('text/html').send(
        sandboxPage(
          'Sandbox',
          `<p>Local stand-ins for the outside services, and controls QA needs.</p>
           <ul>
             <li><a href="/sandbox/settings">Feature settings</a> (SPEC §9), switched at run time</li>
             <li><a href="/sandbox/sms">SMS and e-mail outbox</a>: OTP and e-mail verification codes sent</li>
             <li>Phone sign-in as Firebase's Identity Toolkit: POST /sandbox/identitytoolkit/v1/accounts:sendVerificationCode and accounts:signInWithPhoneNumber, keys at <a href="/sandbox/identitytoolkit/jwk">/sandbox/identitytoolkit/jwk</a>; a code is sent only with a reCAPTCHA response from the sandbox widget (/sandbox/recaptcha/api.js, which answers without a challenge; POST /sandbox/recaptcha/userverify {sitekey} gives a token to a script)</li>
             <li><a href="/sandbox/pushes">Push notifications</a>: the order status notifications the app sent, as the sandbox push service received and decrypted them (POST /sandbox/push/subscriptions makes a subscription, POST /sandbox/push/subscriptions/{id}/expire expires it)</li>
             <li><a href="/sandbox/orders">Orders</a>: advance, move to another store, cancel for no driver, refunds, the courier's outcome per order; POST /sandbox/orders/{id}/drop-streams cuts the order's status streams on this process</li>
             <li>The courier as Lalamove's API v3 (HMAC-signed): POST /sandbox/lalamove/v3/quotations, /v3/orders, GET and DELETE /v3/orders/{id}, GET /v3/orders/{id}/drivers/{driverId}; status changes are posted to the app's webhook</li>
             <li>MoMo and Payoo gateway pages open from an order's payment link</li>
             <li>POST /sandbox/promotions/grant (phone, code, quantity): gives a customer promotion tickets</li>
             <li><a href="/sandbox/inspector">Inspector</a>: the machines' statecharts, and the live actors of app tabs opened with <a href="/?inspect=1">?inspect=1</a> (developers)</li>
             <li><a href="/sandbox/qa">QA paths</a>: walk the machines' paths, record pass or fail, export; <a href="/sandbox/faults">faults on demand</a> and provider outcomes for this browser</li>
             <li><a href="/sandbox/calendar">Store calendar and restricted areas</a>: holiday closures, delivery-only or pickup-only windows, areas without delivery</li>
             <li>POST /sandbox/overrides (settings, orderClockSpeed): settings for this browser only, as a QA path's start sets them</li>
             <li>POST /sandbox/customers (phone, fullName, password): a member made at once, without a one-time code</li>
             <li>POST /sandbox/clock (now: an ISO 8601 instant, or null): this browser's server clock runs from that time, for specs that fix the browser's clock</li>
             <li><a href="/sandbox/loyalty">Loyalty</a>: event QR codes and promotion codes to print or type, promotions to redeem, adding points to a customer</li>
           </ul>`,
        ),
      );
    });

    registerSmsOutbox(sandbox, context);
    registerPushService(sandbox, context);
    registerIdentityToolkit(sandbox, context);
    registerRecaptchaSandbox(sandbox, context);
    registerLalamoveSandbox(sandbox, context);
    registerPaymentPages(sandbox, context, faults);
    registerFaultControls(sandbox, faults);
    registerQaWalker(sandbox, db, () => context.clock().toString(), faults, overrides);
    // this browser's server clock from a given instant on (null: the real clock), as a spec fixes the browser's
    sandbox.post<{ Body: { now?: string | null } }>('/clock', async (request, reply) => {
      const session = ensureQaSession(request, reply);
      // the clock this request runs on already carries the browser's offset: it is measured again from the real one
      const offset = overridesOfRequest()?.clockOffsetMs ?? 0;
      await overrides.setClock(session, request.body?.now ?? null, context.clock().subtract({ milliseconds: offset }));
      return { ok: true };
    });
    registerOrderControls(sandbox, context);
    registerPromotionControls(sandbox, context);
    registerLoyaltyControls(sandbox, context);
    await registerInspector(sandbox, context);
    registerCalendarControls(sandbox, context);
    registerCustomerControls(sandbox, context);

    // what a QA path's start sets, without a path: this browser's settings (its qa_session only), so that a test or
    // a tester can switch a feature for the pages the server draws as well as for the app, never under another browser
    sandbox.post<{ Body: { settings?: Record<string, string | number | boolean>; orderClockSpeed?: number | null } }>(
      '/overrides',
      async (request, reply) => {
        const session = ensureQaSession(request, reply);
        await overrides.set(session, { settings: request.body?.settings ?? {}, orderClockSpeed: request.body?.orderClockSpeed ?? null });
        return { session, overrides: await overrides.read(session) };
      },
    );

    sandbox.get('/settings', async (_request, reply) => {
      const rows = await db.query<SettingRow>('select code, value, description from setting order by code');
      const body = rows
        .map((row) => {
          const isSwitch = row.value === 'true' || row.value === 'false';
          const input = isSwitch
            ? `<select name="value" aria-label="${escapeHtml(row.code)}"><option ${row.value === 'true' ? 'selected' : ''}>true</option><option ${row.value === 'false' ? 'selected' : ''}>false</option></select>`
            : `<input name="value" aria-label="${escapeHtml(row.code)}" value="${escapeHtml(row.value)}">`;
          return `<tr><th scope="row"><code>${escapeHtml(row.code)}</code></th><td>${escapeHtml(row.description)}</td>
            <td><form method="post" action="/sandbox/settings/${encodeURIComponent(row.code)}">${input} <button>Save</button></form></td></tr>`;
        })
        .join('');
      return reply.type('text/html').send(
        sandboxPage('Feature settings', `<p><strong>A change here applies to everyone using this server.</strong> A QA path's settings apply to its tester's browser only (<a href="/sandbox/qa">QA paths</a>, Start this path).</p><table><thead><tr><th>Code</th><th>What it does</th><th>Value</th></tr></thead><tbody>${body}</tbody></table>`),
      );
    });

    sandbox.post<{ Params: { code: string }; Body: { value?: string } }>('/settings/:code', async (request, reply) => {
      const value = String(request.body?.value ?? '').trim();
      const updated = await db.query('update setting set value = $2 where code = $1 returning code', [request.params.code, value]);
      if (updated.length === 0) return reply.code(404).send({ code: 'NOT_FOUND', message: `No setting ${request.params.code}` });
      if (request.headers.accept?.includes('application/json')) return { code: request.params.code, value };
      return reply.redirect('/sandbox/settings', 303);
    });
  };
}
