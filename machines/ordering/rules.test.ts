import { describe, expect, it } from 'vitest';
import { dishToCartLine } from '../../domain/toppings';
import { destinationOf, isMeasuredFrom, withChangedPrices } from './rules';

const line = dishToCartLine({ menucd: 'PHO001', menunm: 'Phở bò tái', price: 60000, image: '', tax_rate: 8, stuckb: 2 }, 2, { storeTax: 8 });

describe('withChangedPrices', () => {
  it('should price a line again at the server price', () => {
    const [changed] = withChangedPrices([line], [{ menucd: 'PHO001', menuname: 'Phở bò tái', old_price: 60000, new_price: 65000 }]);
    expect(changed.price).toBe(65000);
    expect(changed.amount).toBe(130000);
  });
});

describe('destinationOf', () => {
  const address = {
    id: 3,
    lat: 10.7291,
    lng: 106.7187,
    address: 'Crescent Mall, Quận 7',
    contact_name: 'Lê Minh Châu',
    phone_number: '+84912345678',
    google_data: { place_id: 'p-crescent', name: 'Crescent Mall' },
    is_default: false,
    customer: 7,
  };

  it('should make a saved address the fulfilment destination', () => {
    expect(destinationOf(address)).toEqual({ place_id: 'p-crescent', name: 'Crescent Mall', formatted_address: 'Crescent Mall, Quận 7', lat: 10.7291, lng: 106.7187 });
    expect(destinationOf({ ...address, google_data: null })).toMatchObject({ place_id: '', name: 'Crescent Mall, Quận 7' });
  });

  it('should need no new lookup only at the place already measured', () => {
    expect(isMeasuredFrom(address, destinationOf(address))).toBe(true);
    expect(isMeasuredFrom(address, null)).toBe(false);
    expect(isMeasuredFrom(address, { ...destinationOf(address), lat: 10.7725, lng: 106.698 })).toBe(false);
  });
});
