// Where the server draws the first screen (home, /main-menu, /checkout: server/index-html.ts, withEntryAfterFirstPaint),
// the HTML names its scripts in the data block #after-first-paint instead of loading them: they are asked for here,
// once that screen is painted, so that on a phone they neither share the bandwidth with it nor are evaluated before
// it shows. A tab opened in the background paints no frame; it asks at once. A file, not an inline script: the CSP
// allows none but the number formatting warm-up (server/index-html.ts, NUMBER_FORMAT_WARM_UP), by its hash.
// The browser may offer installing the app before the entry runs, which is asked for only after the first paint: the
// offer is held here, never shown on arrival, and handed to the app when it starts (src/lib/install-prompt.ts).
addEventListener('beforeinstallprompt', (event) => {
  event.preventDefault();
  window.heldInstallPrompt = event;
});
const { entry, imports } = JSON.parse(document.getElementById('after-first-paint').textContent);
// Each link starts a request on the main thread: a few per task, so that a tap in between is answered at once.
// A hidden tab's timers wait up to a second each, and no one taps there: it asks for them all together.
const LINKS_PER_TASK = document.visibilityState === 'visible' ? 5 : Infinity;
const run = (from = 0) => {
  for (const href of imports.slice(from, from + LINKS_PER_TASK)) {
    document.head.append(Object.assign(document.createElement('link'), { rel: 'modulepreload', href }));
  }
  if (from + LINKS_PER_TASK < imports.length) setTimeout(() => run(from + LINKS_PER_TASK));
  else import(entry);
};
if (document.visibilityState === 'visible') requestAnimationFrame(() => setTimeout(() => run()));
else run();

// SPEC §8 "Image load failure": an image of the drawn screen that fails shows its placeholder (FallbackImage's
// data-placeholder) at once, not only once the app hydrates it, which a first visit to home waits for the customer to do.
const showPlaceholder = (img) => {
  if (img.dataset.placeholder && img.getAttribute('src') !== img.dataset.placeholder) img.src = img.dataset.placeholder;
};
for (const img of document.querySelectorAll('img[data-placeholder]')) {
  if (img.complete && img.naturalWidth === 0) showPlaceholder(img);
  else img.addEventListener('error', () => showPlaceholder(img), { once: true });
}
