import type { DraggableMap, DraggableMapOptions } from './draggable-map';
import type { LatLng } from './mercator';

/**
 * The maps port's map picker: shows a map in `element` with a draggable marker at `center`; `onPick`
 * gets the marker's point after each drop. Google's map when a browser key is given, otherwise the
 * local map drawn from the gazetteer (no tiles, no internet); each is its own chunk.
 */
export async function mountDraggableMap(element: HTMLElement, center: LatLng, onPick: (point: LatLng) => void, options: DraggableMapOptions): Promise<DraggableMap> {
  const { key } = options;
  if (key) return (await import('./google-map')).mountGoogleMap(element, center, onPick, { key, language: options.language });
  return (await import('./local-map')).mountLocalMap(element, center, onPick, options);
}
