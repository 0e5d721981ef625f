/**
 * The sandbox's reCAPTCHA: the widget the app loads before it asks for a phone code, in the shape of Google's
 * explicit rendering API (https://developers.google.com/recaptcha/docs/invisible#programmatic_execute and
 * https://developers.google.com/recaptcha/docs/display#js_api): api.js?onload=<callback>&render=explicit defines
 * `grecaptcha.render(container, {sitekey, size, callback, 'error-callback', 'expired-callback'})`, `execute(id)`,
 * `reset(id)` and `getResponse(id)`. Its `execute` asks this sandbox for a token instead of showing a challenge; the
 * sandbox Identity Toolkit (identity-toolkit.ts) takes each token once, within two minutes, as Firebase does.
 */
import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { HandlerContext } from '../routes/handlers';

/** The site key the sandbox's accounts/recaptchaParams publishes. */
export const SANDBOX_RECAPTCHA_SITE_KEY = 'sandbox-recaptcha-site-key';
/** A reCAPTCHA response is valid for two minutes and once (Google: "Verifying the user's response"). */
export const RECAPTCHA_TOKEN_SECONDS = 120;

/** The widget's script: no challenge, a token from /sandbox/recaptcha/userverify on execute. */
const widgetScript = `(() => {
  const source = new URL(document.currentScript.src);
  const widgets = [];
  const call = (callback, ...args) => {
    const fn = typeof callback === 'string' ? window[callback] : callback;
    if (typeof fn === 'function') fn(...args);
  };
  window.grecaptcha = {
    render(container, options) {
      widgets.push({ options: options || {}, response: '' });
      return widgets.length - 1;
    },
    execute(id = 0) {
      const widget = widgets[id];
      if (!widget) throw new Error('No reCAPTCHA widget ' + id);
      fetch(new URL('/sandbox/recaptcha/userverify', source), {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ sitekey: widget.options.sitekey }),
      })
        .then((response) => (response.ok ? response.json() : Promise.reject(new Error('HTTP ' + response.status))))
        .then(({ token }) => {
          widget.response = token;
          call(widget.options.callback, token);
        })
        .catch(() => call(widget.options['error-callback']));
    },
    reset(id = 0) {
      if (widgets[id]) widgets[id].response = '';
    },
    getResponse(id = 0) {
      return widgets[id] ? widgets[id].response : '';
    },
  };
  const onload = source.searchParams.get('onload');
  if (onload) queueMicrotask(() => call(onload));
})();
`;

export function registerRecaptchaSandbox(sandbox: FastifyInstance, { db }: HandlerContext) {
  sandbox.get('/recaptcha/api.js', async (_request, reply) => reply.type('text/javascript; charset=utf-8').header('cache-control', 'no-cache').send(widgetScript));

  sandbox.post<{ Body: { sitekey?: unknown } }>('/recaptcha/userverify', async (request, reply) => {
    if (request.body?.sitekey !== SANDBOX_RECAPTCHA_SITE_KEY) return reply.code(400).send({ success: false, 'error-codes': ['invalid-input-secret'] });
    const token = randomBytes(48).toString('base64url');
    // the database's clock on both sides: the browser's request may run on a QA clock, the code send never does
    await db.query('insert into sandbox_recaptcha_token (token, site_key) values ($1, $2)', [token, SANDBOX_RECAPTCHA_SITE_KEY]);
    return { token };
  });
}

/** Takes a token the widget issued, once and within its two minutes; false for any other. */
export async function takeRecaptchaToken(db: HandlerContext['db'], token: string): Promise<boolean> {
  const taken = await db.query(
    `update sandbox_recaptcha_token set used_at = now()
      where token = $1 and used_at is null and issued_at > now() - interval '${RECAPTCHA_TOKEN_SECONDS} seconds'
      returning token`,
    [token],
  );
  return taken.length > 0;
}
