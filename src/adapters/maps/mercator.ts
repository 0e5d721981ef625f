/** Web-mercator projection at one zoom, as map tiles use it: a point's world pixel and back. */

export interface LatLng {
  lat: number;
  lng: number;
}

export interface Pixel {
  x: number;
  y: number;
}

const TILE_SIZE = 256;
const EARTH_CIRCUMFERENCE_METRES = 40_075_016.686;

const worldSize = (zoom: number) => TILE_SIZE * 2 ** zoom;

export function toWorldPixel({ lat, lng }: LatLng, zoom: number): Pixel {
  const size = worldSize(zoom);
  const sin = Math.sin((lat * Math.PI) / 180);
  return {
    x: ((lng + 180) / 360) * size,
    y: (0.5 - Math.log((1 + sin) / (1 - sin)) / (4 * Math.PI)) * size,
  };
}

export function fromWorldPixel({ x, y }: Pixel, zoom: number): LatLng {
  const size = worldSize(zoom);
  const n = Math.PI - (2 * Math.PI * y) / size;
  return { lat: (180 / Math.PI) * Math.atan(Math.sinh(n)), lng: (x / size) * 360 - 180 };
}

/** Ground metres one screen pixel spans at `lat` (the scale bar's measure). */
export function metresPerPixel(lat: number, zoom: number): number {
  return (EARTH_CIRCUMFERENCE_METRES * Math.cos((lat * Math.PI) / 180)) / worldSize(zoom);
}

/** A view of `width` x `height` pixels centred on `center`: where points fall in it, and the point under a pixel. */
export function viewAround(center: LatLng, zoom: number, width: number, height: number) {
  const middle = toWorldPixel(center, zoom);
  const origin = { x: middle.x - width / 2, y: middle.y - height / 2 };
  return {
    toScreen(point: LatLng): Pixel {
      const world = toWorldPixel(point, zoom);
      return { x: world.x - origin.x, y: world.y - origin.y };
    },
    toLatLng(pixel: Pixel): LatLng {
      return fromWorldPixel({ x: pixel.x + origin.x, y: pixel.y + origin.y }, zoom);
    },
    /** Metres from the centre to a corner: the radius that holds every point in view. */
    halfDiagonalMetres: Math.hypot(width, height) / 2 * metresPerPixel(center.lat, zoom),
  };
}
