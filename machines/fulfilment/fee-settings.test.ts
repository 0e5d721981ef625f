import { describe, expect, it } from 'vitest';
import { storePricing as pricing } from '../../domain/store-choice';
import { stores } from '../test-support/fulfilment-fixtures';

/** The fee the app shows is domain/delivery-fee's deliveryFeeFor with the settings the app loaded. */
describe('fulfilment pricing with the fee settings', () => {
  const store = { ...stores[0], is_mall: false, delivery_fee_list: [] };
  const charged = { useFeatureDeliveryFee: true, useDeliveryFeeV1: false, fee: 15_000 };

  it('should price by distance with the seeded settings and when none are given', () => {
    expect(pricing(store, 'typeDelivery', 4_200, charged).deliveryFee).toBe(26_000);
    expect(pricing(store, 'typeDelivery', 4_200).deliveryFee).toBe(26_000);
  });

  it('should follow useFeatureDeliveryFee and useDeliveryFeeV1, and keep pickup free and the range', () => {
    expect(pricing(store, 'typeDelivery', 4_200, { ...charged, useFeatureDeliveryFee: false }).deliveryFee).toBe(0);
    expect(pricing(store, 'typeDelivery', 4_200, { ...charged, useDeliveryFeeV1: true, fee: 12_345 }).deliveryFee).toBe(12_345);
    expect(pricing(store, 'typePickup', 4_200, { ...charged, useDeliveryFeeV1: true }).deliveryFee).toBe(0);
    expect(pricing(store, 'typeDelivery', 12_000, { ...charged, useDeliveryFeeV1: true }).deliveryFee).toBeNull();
  });
});
