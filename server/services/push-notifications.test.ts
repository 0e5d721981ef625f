import { describe, expect, it } from 'vitest';
import { pushMessageOf, pushStageOf } from './push-notifications';
import { PUSH_WORDS } from './push-words';

const VIETNAMESE_DIACRITIC = /[àáảãạăằắẳẵặâầấẩẫậđèéẻẽẹêềếểễệìíỉĩịòóỏõọôồốổỗộơờớởỡợùúủũụưừứửữựỳýỷỹỵ]/i;
const JAPANESE = /[\u3040-\u30ff\u4e00-\u9fff]/;

describe('order push stages', () => {
  it.each([
    [{ status: 'orderSent', shipping: null, pickUp: false }, null],
    [{ status: 'accepted', shipping: 'ready_delivery', pickUp: false }, 'accepted'],
    [{ status: 'cooking', shipping: 'finding_partner', pickUp: false }, 'accepted'],
    [{ status: 'ready', shipping: 'partner_pickup', pickUp: false }, 'ready'],
    [{ status: 'ready', shipping: 'delivering', pickUp: false }, 'onTheWay'],
    [{ status: 'completed', shipping: 'completed', pickUp: false }, 'delivered'],
    [{ status: 'ready', shipping: null, pickUp: true }, 'ready'],
    [{ status: 'completed', shipping: null, pickUp: true }, 'collected'],
    [{ status: 'canceled', shipping: 'request_cancelled', pickUp: false }, 'cancelled'],
    [{ status: 'cancelled', shipping: null, pickUp: true }, 'cancelled'],
  ] as const)('should tell %j as %s', (order, stage) => {
    expect(pushStageOf(order)).toBe(stage);
  });

  it('should word every stage in Vietnamese, English and Japanese, naming the order', () => {
    for (const stage of Object.keys(PUSH_WORDS) as (keyof typeof PUSH_WORDS)[]) {
      const [vi, en, ja] = (['vi', 'en', 'ja'] as const).map((language) => pushMessageOf('261123000001', stage, language));
      for (const message of [vi!, en!, ja!]) {
        expect(message.title, stage).toContain('261123000001');
        expect(message.url).toBe('/delivery-status?orderNo=261123000001');
      }
      expect(`${vi!.title} ${vi!.body}`, stage).toMatch(VIETNAMESE_DIACRITIC);
      expect(`${ja!.title} ${ja!.body}`, stage).toMatch(JAPANESE);
      expect(`${en!.title} ${en!.body}`, stage).not.toMatch(JAPANESE);
      expect(`${en!.title} ${en!.body}`, stage).not.toMatch(VIETNAMESE_DIACRITIC);
    }
    // an order in a language the app does not speak is worded in its default (ja)
    expect(pushMessageOf('261123000001', 'ready', 'fr').title).toBe('ご注文 261123000001 の準備ができました');
  });
});
