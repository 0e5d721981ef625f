/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** API root, `/api` when unset. */
  readonly VITE_API_ROOT?: string;
}

declare module '*.po' {
  import type { Messages } from '@lingui/core';
  export const messages: Messages;
}
