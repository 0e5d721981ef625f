/**
 * Restricted delivery areas (SPEC §8 "Pandemic-restricted areas"): wards or polygons where delivery
 * is unavailable. A position matches a polygon it lies in; an address matches a ward by name
 * (compared without accents and case, so "Phường Bến Nghé" matches "phuong ben nghe").
 */
import { foldSearchText } from './search-text';

/** A point as [lat, lng] (WGS84). */
export type LatLng = readonly [number, number];

export interface RestrictedArea {
  id?: number;
  /** What the customer and the operator read, e.g. "Phường Bến Nghé (Quận 1)". */
  name: string;
  /** A ward name to match in the address text, or null. */
  ward?: string | null;
  /** The area's outline as [lat, lng] corners, or null. */
  polygon?: readonly LatLng[] | null;
}

/**
 * True when `point` lies inside `polygon` (ray casting; the outline is closed by itself).
 * @example isPointInPolygon([10.5, 106.5], [[10, 106], [10, 107], [11, 107], [11, 106]]) // true
 */
export function isPointInPolygon(point: LatLng, polygon: readonly LatLng[]): boolean {
  const [y, x] = point;
  let inside = false;
  for (let i = 0, j = polygon.length - 1; i < polygon.length; j = i++) {
    const [yi, xi] = polygon[i]!;
    const [yj, xj] = polygon[j]!;
    if (yi > y !== yj > y && x < ((xj - xi) * (y - yi)) / (yj - yi) + xi) inside = !inside;
  }
  return inside;
}

/** The restricted area a delivery to this position or address falls in, or null when delivery is allowed there. */
export function restrictedAreaAt(
  areas: readonly RestrictedArea[],
  where: { lat?: number | null; lng?: number | null; address?: string | null },
): RestrictedArea | null {
  const hasPoint = typeof where.lat === 'number' && typeof where.lng === 'number';
  const address = where.address ? ` ${foldSearchText(where.address)} ` : '';
  return (
    areas.find((area) => {
      if (hasPoint && area.polygon && area.polygon.length >= 3 && isPointInPolygon([where.lat!, where.lng!], area.polygon)) return true;
      const ward = area.ward ? foldSearchText(area.ward).trim() : '';
      return ward !== '' && address.includes(` ${ward} `);
    }) ?? null
  );
}
