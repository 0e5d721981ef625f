import { describe, expect, it } from 'vitest';
import { isOwnedPromotionsOn, isPromotionCodeOn, isRedeemWithPointsOn } from './promotion-settings';

const on = { useCrmPromotion: true, useTradingPromotion: true, useEPromotion: true };

describe('promotion settings', () => {
  it('should need useCrmPromotion for every promotion feature', () => {
    const off = { ...on, useCrmPromotion: false };
    expect([isOwnedPromotionsOn(off), isRedeemWithPointsOn(off), isPromotionCodeOn(off)]).toEqual([false, false, false]);
    expect([isOwnedPromotionsOn(on), isRedeemWithPointsOn(on), isPromotionCodeOn(on)]).toEqual([true, true, true]);
  });

  it('should switch redeem with useTradingPromotion and codes with useEPromotion, each alone', () => {
    expect(isRedeemWithPointsOn({ ...on, useTradingPromotion: false })).toBe(false);
    expect(isPromotionCodeOn({ ...on, useTradingPromotion: false })).toBe(true);
    expect(isPromotionCodeOn({ ...on, useEPromotion: false })).toBe(false);
    expect(isRedeemWithPointsOn({ ...on, useEPromotion: false })).toBe(true);
  });
});
