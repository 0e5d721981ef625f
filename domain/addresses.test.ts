import { describe, expect, it } from 'vitest';
import { ADDRESS_LIST_LIMIT } from './constants';
import { duplicateOf, hasRoomForAddress, isDeletableAddress, isSameAddress, SAME_PLACE_METRES } from './addresses';

const home = { id: 1, lat: 10.78, lng: 106.7, address: '135 Nam Kỳ Khởi Nghĩa, Quận 1', contact_name: 'Nguyễn Văn A', phone_number: '+84901234567' };
/** About 1 m of latitude in degrees. */
const METRE = 1 / 111_195;

describe('saved addresses', () => {
  it('should read the same place for the same contact as one entry however it is written', () => {
    expect(isSameAddress(home, { ...home, address: '135 nam ky khoi nghia  quan 1', contact_name: 'nguyễn văn a', phone_number: '0901234567' })).toBe(true);
    expect(isSameAddress(home, { ...home, lat: home.lat + (SAME_PLACE_METRES - 1) * METRE })).toBe(true);
  });

  it('should keep another place or another recipient apart', () => {
    expect(isSameAddress(home, { ...home, lat: home.lat + (SAME_PLACE_METRES + 5) * METRE })).toBe(false);
    expect(isSameAddress(home, { ...home, address: '137 Nam Kỳ Khởi Nghĩa, Quận 1' })).toBe(false);
    expect(isSameAddress(home, { ...home, contact_name: 'Mẹ' })).toBe(false);
    expect(isSameAddress(home, { ...home, phone_number: '0912345678' })).toBe(false);
  });

  it('should find the duplicate among saved ones, leaving out the one being edited', () => {
    const office = { ...home, id: 2, address: '1 Lê Duẩn, Quận 1', lat: 10.78, lng: 106.698 };
    expect(duplicateOf([home, office], { ...home })?.id).toBe(1);
    expect(duplicateOf([home, office], { ...home }, 1)).toBeUndefined();
    expect(duplicateOf([home, office], { ...office, contact_name: 'Trần B' })).toBeUndefined();
  });

  it('should allow at most 100 and never delete the selected one', () => {
    expect(hasRoomForAddress(ADDRESS_LIST_LIMIT - 1)).toBe(true);
    expect(hasRoomForAddress(ADDRESS_LIST_LIMIT)).toBe(false);
    expect(isDeletableAddress(3, 3)).toBe(false);
    expect(isDeletableAddress(3, 4)).toBe(true);
    expect(isDeletableAddress(3, null)).toBe(true);
  });
});
