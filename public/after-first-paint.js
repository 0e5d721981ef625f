// Where the server draws the first screen (home, /main-menu, /checkout: server/spa-shell.ts, withEntryAfterFirstPaint),
// the HTML names its scripts in the data block #after-first-paint instead of loading them: they are asked for here,
// once that screen is painted, so that on a phone they neither share the bandwidth with it nor are evaluated before
// it shows. A tab opened in the background paints no frame; it asks at once. A file, not an inline script: the CSP
// allows none but the number formatting warm-up (server/spa-shell.ts, NUMBER_FORMAT_WARM_UP), by its hash.
const { entry, imports } = JSON.parse(document.getElementById('after-first-paint').textContent);
const run = () => {
  for (const href of imports) {
    document.head.append(Object.assign(document.createElement('link'), { rel: 'modulepreload', href }));
  }
  import(entry);
};
if (document.visibilityState === 'visible') requestAnimationFrame(() => setTimeout(run));
else run();
