import type { LatLng } from './mercator';

/** A map with a draggable marker in a page element (Google's with a browser key, ours without). */
export interface DraggableMap {
  /** Moves the view and the marker to a new place (the one the customer's pick or typing resolved). */
  recentre(center: LatLng): void;
  remove(): void;
}

/** A known place the local map draws as a labelled dot. */
export interface NearPlace extends LatLng {
  place_id: string;
  name: string;
}

/** What the local map writes on screen, in the interface language. */
export interface LocalMapLabels {
  marker: string;
  instructions: string;
  note: string;
  metres: (metres: number) => string;
}

export interface DraggableMapOptions {
  /** Google's browser key: the live map; without it the local map. */
  key?: string;
  language: string;
  labels: LocalMapLabels;
  placesNear: (center: LatLng, radiusMetres: number) => Promise<NearPlace[]>;
}
