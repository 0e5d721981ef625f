/**
 * Where the build puts the server's renderer of first screens (vite.config.ts firstScreenRenderer): a folder of the
 * build that the server loads and never serves.
 */
export const FIRST_SCREEN_RENDERER_DIR = 'ssr';
/** The renderer's module in that folder (src/entry-server.tsx, built). */
export const FIRST_SCREEN_RENDERER_FILE = 'entry-server.js';

/** A first screen to draw: the page asked for and what the server knows of the browser asking (its cookies). */
export interface FirstScreenRequest {
  /** Path and query of the page. */
  path: string;
  /** The interface language to draw it in. */
  locale: 'ja' | 'vi' | 'en';
  /** The code of the store the browser keeps chosen. */
  storeCode: string | null;
  /** A kept delivery's distance to that store, in whole metres. */
  deliveryDistance: number | null;
  /** The browser keeps a member's session (whose is not said). */
  session: boolean;
  /** The checkout was opened from an allowed screen in this browser session. */
  checkoutEntry: boolean;
  /** Answers the app's API calls: the server itself. */
  fetch(request: Request): Promise<Response>;
}

/** A drawn first screen: the markup inside `#root`, its language, and what it was drawn from (for the page's data block). */
export interface DrawnFirstScreen {
  html: string;
  locale: string;
  data: unknown;
}

/** What the renderer module exports. */
export interface FirstScreenRenderer {
  /** Whether the server draws the page at `pathname` (the other routes are drawn by the browser alone). */
  drawsFirstScreen(pathname: string): boolean;
  renderFirstScreen(request: FirstScreenRequest): Promise<DrawnFirstScreen>;
  /**
   * The modules the app's first render at `pathname` needs beside the entry, as the build's manifest names them (a
   * source path or a code-splitting group's name): their styles and scripts.
   */
  firstScreenModules(pathname: string, checkoutEntry: boolean): string[];
}
