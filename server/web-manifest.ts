/**
 * The web app manifest that lets a phone put the app on its home screen: built by vite-plugin-pwa with the build's
 * brand (vite.config.ts) and served by the server with the brand the settings choose (server/app.ts), from this one
 * definition. Colours are the design tokens' (src/styles/theme.css.ts): brand red and the page background.
 */

/** src/styles/theme.css.ts `color.brand`: the browser's toolbar and the splash screen's accents. */
export const MANIFEST_THEME_COLOR = '#c2281d';
/** src/styles/theme.css.ts `color.background`: the splash screen while the app starts. */
export const MANIFEST_BACKGROUND_COLOR = '#fffaf5';

/** The icons in public/, drawn by scripts/make-app-icons.ts: a plain one and a maskable one (safe zone) per size. */
export const MANIFEST_ICONS = [
  { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
  { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
  { src: '/icons/maskable-192.png', sizes: '192x192', type: 'image/png', purpose: 'maskable' },
  { src: '/icons/maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
] as const;

/** The home screen's label has room for about 12 characters: the brand's first words that fit. */
export function shortNameOf(brandName: string, max = 12): string {
  const words = brandName.trim().split(/\s+/);
  let short = words[0] ?? brandName;
  for (const word of words.slice(1)) {
    if (`${short} ${word}`.length > max) break;
    short = `${short} ${word}`;
  }
  return short.slice(0, max);
}

/**
 * The manifest of `brandName`. Shortcuts (a long press on the icon) open the menu and the customer's orders
 * (src/config/paths.ts mainMenu and yourOrder); their names are in Vietnamese, the language of the app's customers.
 */
export function webManifest(brandName: string) {
  return {
    id: '/',
    name: brandName,
    short_name: shortNameOf(brandName),
    description: `${brandName} – đặt món trực tuyến, giao tận nơi.`,
    lang: 'vi',
    start_url: '/',
    scope: '/',
    display: 'standalone' as const,
    orientation: 'portrait' as const,
    theme_color: MANIFEST_THEME_COLOR,
    background_color: MANIFEST_BACKGROUND_COLOR,
    icons: MANIFEST_ICONS.map((icon) => ({ ...icon })),
    shortcuts: [
      { name: 'Thực đơn', short_name: 'Thực đơn', url: '/main-menu', icons: [{ src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png' }] },
      { name: 'Đơn hàng của bạn', short_name: 'Đơn hàng', url: '/your-order', icons: [{ src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png' }] },
    ],
  };
}

export type WebManifest = ReturnType<typeof webManifest>;
