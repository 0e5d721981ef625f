export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);
}

/**
 * The sandbox's plain page frame, readable on a phone. The QA console passes its language and its own words for the
 * navigation; the operator pages stay English.
 */
export function sandboxPage(
  title: string,
  body: string,
  frame: { lang: string; sandbox: string; app: string; head?: string } = { lang: 'en', sandbox: 'Sandbox', app: 'App' },
): string {
  return `<!doctype html><html lang="${frame.lang}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)} · ${escapeHtml(frame.sandbox)}</title>${frame.head ?? ''}
<style>body{font:15px/1.5 system-ui,sans-serif;max-width:60rem;margin:2rem auto;padding:0 1rem;color:#222}
table{border-collapse:collapse;width:100%}td,th{border-bottom:1px solid #ddd;padding:.4rem;text-align:left;vertical-align:top}
button{padding:.3rem .8rem;border-radius:6px;border:1px solid #9f1f16;background:#c2281d;color:#fff;cursor:pointer}
.muted{color:#666;overflow-wrap:anywhere}nav a{margin-right:1rem}
li[aria-current=step]{background:#fff4d6;outline:2px solid #e0a400;border-radius:4px}</style></head>
<body><nav><a href="/sandbox/">${escapeHtml(frame.sandbox)}</a><a href="/">${escapeHtml(frame.app)}</a></nav><h1>${escapeHtml(title)}</h1>${body}</body></html>`;
}
