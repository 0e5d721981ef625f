import { foldSearchText } from '../../../domain/search-text';
import { EARTH_RADIUS_METRES } from '../../../domain/constants';
import { estimatedDrivingMetres } from '../../../domain/store-choice';
import type { Queryable } from '../../db/database';
import type { DistanceRow } from './google-routes';

/** Local stand-in for the maps service: the seeded gazetteer and great-circle distances. */

/** Suggestions returned for one autocomplete input. */
export const AUTOCOMPLETE_LIMIT = 8;
/** Average city driving speed used to estimate durations (our decision; SPEC gives none). */
export const LOCAL_DRIVING_SPEED_KMH = 20;
/** Beyond this straight-line distance the local provider reports no driving path (e.g. Hanoi to Ho Chi Minh City). */
export const LOCAL_NO_PATH_BEYOND_METRES = 100_000;
/** The most places the local map draws around its centre (openapi mapsPlacesNear maxItems). */
export const PLACES_NEAR_LIMIT = 60;
const METRES_PER_DEGREE_LATITUDE = (Math.PI * EARTH_RADIUS_METRES) / 180;

interface PlaceRow {
  id: string;
  name: string;
  address: string;
  district: string;
  city: string;
  lat: number;
  lng: number;
  [key: string]: unknown;
}

export interface LatLng {
  lat: number;
  lng: number;
}

const toPlace = (row: PlaceRow) => ({
  place_id: row.id,
  name: row.name,
  formatted_address: row.address,
  lat: row.lat,
  lng: row.lng,
});

/** Places whose details a process keeps; beyond it the kept ones are dropped and read again. */
const KEPT_PLACES = 10_000;

export function createLocalMaps(db: Queryable) {
  // the gazetteer is seeded once and never written while serving: every confirmation of a delivery asks for its
  // place, and a place read once stays true for every process (one query fewer per order)
  const details = new Map<string, ReturnType<typeof toPlace>>();
  return {
    async autocomplete(input: string) {
      const folded = foldSearchText(input);
      const tokens = folded.split(' ').filter(Boolean);
      if (tokens.length === 0) return [];
      const rows = await db.query<PlaceRow>(
        `select id, name, address, district, city, lat, lng from place
          where search_text like all($1::text[])
          order by position($2 in search_text) = 0, position($2 in search_text), length(name), name
          limit $3`,
        [tokens.map((token) => `%${token}%`), folded, AUTOCOMPLETE_LIMIT],
      );
      return rows.map((row) => ({
        place_id: row.id,
        description: row.address.startsWith(row.name) ? row.address : `${row.name}, ${row.address}`,
        main_text: row.name,
        secondary_text: row.address,
      }));
    },

    async placeDetails(placeId: string) {
      const known = details.get(placeId);
      if (known) return { ...known };
      const [row] = await db.query<PlaceRow>('select * from place where id = $1', [placeId]);
      if (!row) return undefined;
      if (details.size >= KEPT_PLACES) details.clear();
      details.set(placeId, toPlace(row));
      return toPlace(row);
    },

    async reverseGeocode(point: LatLng) {
      const [row] = await db.query<PlaceRow>(
        `select * from place
          order by power(lat - $1, 2) + power((lng - $2) * cos(radians($1)), 2)
          limit 1`,
        [point.lat, point.lng],
      );
      if (!row) return undefined;
      return { ...toPlace(row), distance_m: estimatedDrivingMetres(point, row) };
    },

    /** The gazetteer's places within `radiusMetres` of `point`, nearest first (the local map's labelled dots). */
    async placesNear(point: LatLng, radiusMetres: number) {
      const latSpan = radiusMetres / METRES_PER_DEGREE_LATITUDE;
      const lngSpan = latSpan / Math.max(Math.cos((point.lat * Math.PI) / 180), 0.01);
      const rows = await db.query<PlaceRow>(
        `select * from place
          where lat between $1::float8 - $3::float8 and $1::float8 + $3::float8
            and lng between $2::float8 - $4::float8 and $2::float8 + $4::float8
          order by power(lat - $1, 2) + power((lng - $2) * cos(radians($1)), 2), id
          limit $5`,
        [point.lat, point.lng, latSpan, lngSpan, PLACES_NEAR_LIMIT],
      );
      return rows.map(toPlace);
    },

    drivingDistances(origin: LatLng, destinations: Array<LatLng & { id: string }>): DistanceRow[] {
      return destinations.map((destination): DistanceRow => {
        const metres = estimatedDrivingMetres(origin, destination);
        if (metres > LOCAL_NO_PATH_BEYOND_METRES * 1.3) {
          return { id: destination.id, status: 'ZERO_RESULTS' };
        }
        const seconds = Math.round((metres / 1000 / LOCAL_DRIVING_SPEED_KMH) * 3600);
        return {
          id: destination.id,
          status: 'OK',
          distance: { value: metres, text: metres < 1000 ? `${metres} m` : `${(metres / 1000).toFixed(1)} km` },
          duration: { value: seconds, text: `${Math.max(1, Math.round(seconds / 60))} mins` },
        };
      });
    },
  };
}

export type LocalMaps = ReturnType<typeof createLocalMaps>;
