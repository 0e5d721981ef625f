import { describe, expect, it } from 'vitest';
import { DEFAULT_SETTINGS, parseSettings, SETTING_DEFAULTS } from './settings';

describe('one settings table', () => {
  it('should read a missing row as its seeded value', () => {
    for (const { code, value } of SETTING_DEFAULTS) expect(DEFAULT_SETTINGS[code], code).toBe(value);
    expect(DEFAULT_SETTINGS).toMatchObject({ time_interval_payload: 5, fee: 15_000, useFeatureDeliveryFee: true, useDeliveryFeeV1: false });
  });

  it('should read the seeded rows, as text, back to the defaults', () => {
    const seeded = parseSettings(SETTING_DEFAULTS.map(({ code, value }) => ({ code, value: String(value) })));
    expect({ ...seeded, raw: {} }).toEqual(DEFAULT_SETTINGS);
  });

  it('should read what /sandbox/settings writes', () => {
    expect(parseSettings([{ code: 'useFeatureDeliveryFee', value: 'false' }, { code: 'fee', value: '12000' }, { code: 'hotline', value: ' 1900 ' }])).toMatchObject({
      useFeatureDeliveryFee: false,
      fee: 12_000,
      hotline: '1900',
    });
  });
});
