import { importLibrary, setOptions } from '@googlemaps/js-api-loader';

let configured = false;

/**
 * One of Google's Maps JavaScript libraries, loading Google's script on first use (the loader
 * is configured once per page: key, interface language, region Vietnam).
 */
export function loadGoogleLibrary<TName extends 'maps' | 'marker' | 'places' | 'geocoding' | 'routes'>(
  name: TName,
  options: { key: string; language: string },
): Promise<google.maps.ImportLibraryMap[TName]> {
  if (!configured) {
    setOptions({ key: options.key, v: 'weekly', language: options.language, region: 'VN' });
    configured = true;
  }
  return importLibrary(name);
}
