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
    const tradingOff = { ...on, useTradingPromotion: false };
    const codesOff = { ...on, useEPromotion: false };
    expect([isRedeemWithPointsOn(tradingOff), isPromotionCodeOn(tradingOff)]).toEqual([false, true]);
    expect([isRedeemWithPointsOn(codesOff), isPromotionCodeOn(codesOff)]).toEqual([true, false]);
  });
});
