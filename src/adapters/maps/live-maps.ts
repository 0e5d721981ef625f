import type { MapsAdapter } from './google-places';

let adapter: Promise<MapsAdapter> | undefined;

/**
 * The page's one Google maps adapter (one typing session at a time, whichever address input the
 * customer types in), loaded with Google's script on the first maps question.
 */
export function googleMapsAdapter(key: string, language: () => string): Promise<MapsAdapter> {
  adapter ??= import('./google-places').then(({ createGoogleMapsAdapter, googleLibrariesFor }) => createGoogleMapsAdapter(googleLibrariesFor(key, language), language));
  return adapter;
}
