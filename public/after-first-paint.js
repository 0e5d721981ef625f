// Where the server draws the first screen (home, /main-menu, /checkout: server/spa-shell.ts, withEntryAfterFirstPaint),
// the HTML names its scripts in the data block #after-first-paint instead of loading them: they are asked for here,
// once that screen is painted, so that on a phone they neither share the bandwidth with it nor are evaluated before
// it shows. A tab opened in the background paints no frame; it asks at once. A file, not an inline script: the CSP
// allows none.
const { entry, imports } = JSON.parse(document.getElementById('after-first-paint').textContent);
// The first number or plural format of a page starts the engine's locale data (about 45 ms at 4x CPU): done here,
// in tasks of their own while the scripts download, it is no longer a share of the first render's long task.
const REGIONS = { vi: 'vi-VN', en: 'en-US', ja: 'ja-JP' };
const prepareNumberFormats = () => {
  const language = document.documentElement.lang;
  for (const locale of [language, REGIONS[language]].filter(Boolean)) {
    setTimeout(() => new Intl.NumberFormat(locale).format(1));
    setTimeout(() => new Intl.PluralRules(locale).select(1));
  }
};
const run = () => {
  for (const href of imports) {
    document.head.append(Object.assign(document.createElement('link'), { rel: 'modulepreload', href }));
  }
  import(entry);
  prepareNumberFormats();
};
if (document.visibilityState === 'visible') requestAnimationFrame(() => setTimeout(run));
else run();
