import { MAP_ZOOM } from '../../../domain/constants';
import { loadGoogleLibrary } from './google-loader';

export { GOOGLE_MAPS_API_KEY } from './maps-key';

/**
 * Shows a Google map in `element` with a draggable marker at `center`; `onPick` gets the
 * marker's point after each drag. Returns a function that removes the marker's listener.
 */
export async function mountDraggableMap(
  element: HTMLElement,
  center: google.maps.LatLngLiteral,
  onPick: (point: google.maps.LatLngLiteral) => void,
  options: { key: string; language: string },
): Promise<() => void> {
  const { Map } = await loadGoogleLibrary('maps', options);
  const { Marker } = await loadGoogleLibrary('marker', options);
  const map = new Map(element, { center, zoom: MAP_ZOOM, streetViewControl: false, mapTypeControl: false });
  const marker = new Marker({ map, position: center, draggable: true });
  const listener = marker.addListener('dragend', () => {
    const position = marker.getPosition();
    if (position) onPick({ lat: position.lat(), lng: position.lng() });
  });
  return () => listener.remove();
}
