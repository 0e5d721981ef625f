// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { createApiClient } from './api-client';
import { AppVerificationError, createAppVerifier, type Grecaptcha } from './app-verification';

const API_ROOT = 'https://order.example.vn/api';

/** A page whose api.js is played by the test: it loads (or fails) when the test says, and its widget answers tokens. */
function fakePage() {
  const page = { document: document.implementation.createHTMLDocument('page') } as unknown as Window & Record<string, unknown>;
  const scripts: HTMLScriptElement[] = [];
  const rendered: Array<Parameters<Grecaptcha['render']>[1]> = [];
  const calls: string[] = [];
  let issued = 0;
  const grecaptcha: Grecaptcha = {
    render(_container, parameters) {
      rendered.push(parameters);
      return rendered.length - 1;
    },
    execute(id) {
      calls.push(`execute ${id}`);
      issued += 1;
      queueMicrotask(() => rendered[id].callback(`response-${issued}`));
    },
    reset(id) {
      calls.push(`reset ${id}`);
    },
  };
  new MutationObserver((records) => {
    for (const record of records) for (const node of record.addedNodes) if ((node as Element).tagName === 'SCRIPT') scripts.push(node as HTMLScriptElement);
  }).observe(page.document.head, { childList: true });
  return {
    page,
    scripts,
    rendered,
    calls,
    /** api.js ran: grecaptcha is there and its onload callback is called. */
    load() {
      page.grecaptcha = grecaptcha;
      const onload = new URL(scripts.at(-1)!.src).searchParams.get('onload')!;
      (page[onload] as () => void)();
    },
    fail() {
      scripts.at(-1)!.onerror?.(new Event('error'));
    },
  };
}

function verifierOn(page: Window & Record<string, unknown>) {
  const asked: string[] = [];
  const client = createApiClient({
    baseUrl: API_ROOT,
    fetch: async (request) => {
      asked.push(new URL(request.url).pathname);
      const body = { data: { recaptcha_site_key: '6Lc-site-key', script_url: '/sandbox/recaptcha/api.js' } };
      return new Response(JSON.stringify(body), { headers: { 'Content-Type': 'application/json' } });
    },
  });
  return { verifier: createAppVerifier(client, API_ROOT, page), asked };
}

const settled = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('the app verification before a code send (reCAPTCHA)', () => {
  it("should load api.js from the server's address, render one invisible widget with the site key, and give a fresh response per send", async () => {
    const fake = fakePage();
    const { verifier, asked } = verifierOn(fake.page);
    const first = verifier.token('vi', new AbortController().signal);
    await settled();
    const src = new URL(fake.scripts[0].src);
    expect(`${src.origin}${src.pathname}`).toBe('https://order.example.vn/sandbox/recaptcha/api.js');
    expect(Object.fromEntries(src.searchParams)).toEqual({ onload: expect.any(String), render: 'explicit', hl: 'vi' });
    fake.load();
    expect(await first).toBe('response-1');
    expect(fake.rendered).toEqual([expect.objectContaining({ sitekey: '6Lc-site-key', size: 'invisible' })]);

    // the next send reuses the widget, reset so that it gives a response not used yet
    expect(await verifier.token('vi', new AbortController().signal)).toBe('response-2');
    expect(fake.rendered).toHaveLength(1);
    expect(fake.scripts).toHaveLength(1);
    expect(asked).toEqual(['/api/v2/otp/app-verification/']);
    expect(fake.calls).toEqual(['reset 0', 'execute 0', 'reset 0', 'execute 0']);
  });

  it('should refuse when api.js does not load, and load it again at the next send', async () => {
    const fake = fakePage();
    const { verifier } = verifierOn(fake.page);
    const first = verifier.token('ja', new AbortController().signal);
    await settled();
    fake.fail();
    await expect(first).rejects.toBeInstanceOf(AppVerificationError);

    const second = verifier.token('ja', new AbortController().signal);
    await settled();
    expect(fake.scripts).toHaveLength(2);
    fake.load();
    expect(await second).toBe('response-1');
  });

  it('should stop waiting for a response when the send is left', async () => {
    const fake = fakePage();
    const { verifier } = verifierOn(fake.page);
    const loaded = verifier.token('en', new AbortController().signal);
    await settled();
    fake.load();
    await loaded;
    // a widget that shows a challenge answers only when the customer solves it
    const leaving = new AbortController();
    const rendered = fake.rendered[0];
    fake.rendered[0] = { ...rendered, callback: () => undefined };
    const waiting = verifier.token('en', leaving.signal);
    leaving.abort();
    await expect(waiting).rejects.toThrow('the send was left');
  });
});
