import { describe, expect, it } from 'vitest';
import { isPointInPolygon, restrictedAreaAt, type RestrictedArea } from './restricted-areas';

const square = [
  [10.77, 106.69],
  [10.77, 106.71],
  [10.79, 106.71],
  [10.79, 106.69],
] as const;
const areas: RestrictedArea[] = [
  { id: 1, name: 'Bến Nghé block', polygon: square },
  { id: 2, name: 'Phường Tân Định', ward: 'Phường Tân Định' },
];

describe('restricted delivery areas', () => {
  it('should find a point inside a polygon and not one outside', () => {
    expect(isPointInPolygon([10.78, 106.7], square)).toBe(true);
    expect(isPointInPolygon([10.8, 106.7], square)).toBe(false);
    expect(isPointInPolygon([10.78, 106.72], square)).toBe(false);
  });

  it('should match a delivery by position or by ward name, whatever the accents and case', () => {
    expect(restrictedAreaAt(areas, { lat: 10.775, lng: 106.7 })?.id).toBe(1);
    expect(restrictedAreaAt(areas, { lat: 10.8, lng: 106.6, address: '12 Hai Bà Trưng, phuong tan dinh, Quận 1' })?.id).toBe(2);
    expect(restrictedAreaAt(areas, { lat: 10.8, lng: 106.6, address: '12 Hai Bà Trưng, Phường Tân Định Mới' })?.id).toBe(2);
  });

  it('should allow delivery outside every area, and to a ward whose name only begins the same', () => {
    expect(restrictedAreaAt(areas, { lat: 10.8, lng: 106.6, address: '5 Lê Lợi, Phường Bến Thành' })).toBeNull();
    expect(restrictedAreaAt([{ name: 'Phường 1', ward: 'Phường 1' }], { address: 'Phường 12, Quận 3' })).toBeNull();
    expect(restrictedAreaAt(areas, {})).toBeNull();
  });
});
