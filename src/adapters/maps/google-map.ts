import { importLibrary, setOptions } from '@googlemaps/js-api-loader';
import { MAP_ZOOM } from '../../../domain/constants';

export { GOOGLE_MAPS_API_KEY } from './maps-key';

let configured = false;

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
  if (!configured) {
    setOptions({ key: options.key, v: 'weekly', language: options.language, region: 'VN' });
    configured = true;
  }
  const { Map } = await importLibrary('maps');
  const { Marker } = await importLibrary('marker');
  const map = new Map(element, { center, zoom: MAP_ZOOM, streetViewControl: false, mapTypeControl: false });
  const marker = new Marker({ map, position: center, draggable: true });
  const listener = marker.addListener('dragend', () => {
    const position = marker.getPosition();
    if (position) onPick({ lat: position.lat(), lng: position.lng() });
  });
  return () => listener.remove();
}
