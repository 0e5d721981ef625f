import { MAP_ZOOM } from '../../../domain/constants';
import type { DraggableMap } from './draggable-map';
import { loadGoogleLibrary } from './google-loader';

/**
 * Shows a Google map in `element` with a draggable marker at `center`; `onPick` gets the
 * marker's point after each drag.
 */
export async function mountGoogleMap(
  element: HTMLElement,
  center: google.maps.LatLngLiteral,
  onPick: (point: google.maps.LatLngLiteral) => void,
  options: { key: string; language: string },
): Promise<DraggableMap> {
  const { Map } = await loadGoogleLibrary('maps', options);
  const { Marker } = await loadGoogleLibrary('marker', options);
  const map = new Map(element, { center, zoom: MAP_ZOOM, streetViewControl: false, mapTypeControl: false });
  const marker = new Marker({ map, position: center, draggable: true });
  const listener = marker.addListener('dragend', () => {
    const position = marker.getPosition();
    if (position) onPick({ lat: position.lat(), lng: position.lng() });
  });
  return {
    recentre(point) {
      map.setCenter(point);
      marker.setPosition(point);
    },
    remove: () => listener.remove(),
  };
}
