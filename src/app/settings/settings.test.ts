import { describe, expect, it } from 'vitest';
import * as domainSettings from '../../../domain/settings';
import { DEFAULT_SETTINGS, parseSettings, toBoolean, toNumber } from './settings';

describe('parseSettings', () => {
  it('should be the one parser and defaults table of domain/settings, as the seed and the server use', () => {
    expect(parseSettings).toBe(domainSettings.parseSettings);
    expect(DEFAULT_SETTINGS).toBe(domainSettings.DEFAULT_SETTINGS);
  });

  it('should return the safe defaults when the server sends nothing', () => {
    expect(parseSettings([])).toEqual(DEFAULT_SETTINGS);
  });

  it('should read text booleans and numbers of SPEC §9 switches', () => {
    const settings = parseSettings([
      { code: 'useMomo', value: 'true' },
      { code: 'usePayoo', value: '1' },
      { code: 'useBanner', value: 'false' },
      { code: 'useFeatureTakeaway', value: 'TRUE' },
      { code: 'useFutureDeliveryInXDays', value: '3' },
      { code: 'tax', value: '8' },
      { code: 'fee', value: '15000' },
      { code: 'time_interval_payload', value: '20' },
      { code: 'useEinvoiceType', value: 'ref' },
    ]);
    expect(settings).toMatchObject({
      useMomo: true,
      usePayoo: true,
      useBanner: false,
      useFeatureTakeaway: true,
      useFutureDeliveryInXDays: 3,
      tax: 8,
      fee: 15_000,
      time_interval_payload: 20,
      useEinvoiceType: 'REF',
    });
  });

  it('should keep the default for unreadable values', () => {
    const settings = parseSettings([
      { code: 'useMomo', value: 'maybe' },
      { code: 'tax', value: 'ten' },
      { code: 'useEinvoiceType', value: 'PAPER' },
    ]);
    expect(settings.useMomo).toBe(DEFAULT_SETTINGS.useMomo);
    expect(settings.tax).toBe(DEFAULT_SETTINGS.tax);
    expect(settings.useEinvoiceType).toBe('FORM');
  });

  it('should keep unknown codes in raw', () => {
    expect(parseSettings([{ code: 'somethingNew', value: '{"a":1}' }]).raw).toEqual({ somethingNew: '{"a":1}' });
  });
});

describe('toBoolean and toNumber', () => {
  it('should accept the usual encodings', () => {
    expect([true, 1, 'yes', 'on', ' 1 '].map(toBoolean)).toEqual([true, true, true, true, true]);
    expect([false, 0, 'no', 'off', ''].map(toBoolean)).toEqual([false, false, false, false, false]);
    expect(toNumber('12.5')).toBe(12.5);
    expect(toNumber('')).toBeUndefined();
    expect(toNumber(Number.NaN)).toBeUndefined();
  });
});
