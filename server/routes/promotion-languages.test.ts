import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fixedClock, startTestServer } from '../../tests/support/server-harness';
import { caller, customerWithAddress, MONDAY_0900, phoLine, type TestServer } from './checkout-fixtures';

/** Promotion texts follow the request's language (Accept-Language; the app sends its interface language). */
describe('promotion names, summaries and details in vi, en and ja', () => {
  let server: TestServer;
  const call = caller(() => server);
  beforeAll(async () => {
    server = await startTestServer({ clock: fixedClock(MONDAY_0900) });
  });
  afterAll(() => server.close());

  const icedTea = async (language?: string) => {
    const answer = await call('GET', '/api/v2/promotion/?by=trade_by', undefined, { headers: language ? { 'accept-language': language } : {} });
    return answer.results.find((p: { id: number }) => p.id === 7);
  };

  it('should word a redeemable promotion in the language asked for, ja when none matches', async () => {
    expect(await icedTea('vi')).toMatchObject({ name: 'Bình trà đá miễn phí', summary: 'Đổi 50 điểm lấy một bình trà đá', detail: 'Áp dụng cho một bình Trà đá mỗi đơn.' });
    expect(await icedTea('en')).toMatchObject({ name: 'Free jug of iced tea', summary: 'Redeem 50 points for a jug of iced tea', detail: 'For one jug of iced tea per order.' });
    expect(await icedTea('ja-JP,ja;q=0.9')).toMatchObject({ name: 'チャーダー1ピッチャー無料', summary: '50ポイントでチャーダー1ピッチャーと交換' });
    expect((await icedTea('fr'))?.name).toBe('チャーダー1ピッチャー無料');
  });

  it('should write the amounts of every promotion text as the app formats money in that language', async () => {
    const rows = await server.db.query<{ code: string; texts: Record<string, string | null> }>(
      `select code, jsonb_build_object('name', name, 'summary', summary, 'detail', detail) || jsonb_build_object(
         'names', names::text, 'summaries', summaries::text, 'details', details::text) as texts from promotion`,
    );
    expect(rows.length).toBeGreaterThan(5);
    // vi "30.000 ₫" and en/ja "30,000 ₫" (Intl's currency format): never "30.000đ" nor "30,000₫" beside them
    const glued = rows.flatMap(({ code, texts }) => Object.values(texts).filter((text) => text && /[0-9](đ|₫)/.test(text)).map((text) => `${code}: ${text}`));
    expect(glued).toEqual([]);
    const [withAmounts] = await server.db.query<{ vi: string; ja: string }>("select names->>'vi' as vi, names->>'ja' as ja from promotion where code = 'PMT-PHO15K'");
    expect(withAmounts).toEqual({ vi: 'Phở bò tái giảm 15.000\u00a0₫', ja: '牛肉のフォー（レア）15,000\u00a0₫引き' });
  });

  it("should word the customer's own promotions and the check-apply name in the same language", async () => {
    const customer = await customerWithAddress(server, call, '+84906000321');
    await server.db.query('insert into customer_promotion (customer_id, promotion_id, ticket_quantity) values ($1, 2, 1)', [customer.id]);
    const mine = await call(
      'POST',
      '/api/v2/promotion/my-promotion/',
      { code_type: 'cus', code_value: String(customer.id), code: `cus${customer.id}`, status: 'owned' },
      { token: customer.token, headers: { 'accept-language': 'en' } },
    );
    expect(mine.data.filter((p: { id: number }) => p.id === 2)).toEqual([expect.objectContaining({ id: 2, name: 'Rare Beef Phở: 15,000 ₫ off', summary: '15,000 ₫ off one bowl of Rare Beef Phở' })]);
    const cart = { brand_code: 'BNS', store_code: 'S001', items: [phoLine()], total: 130000, promotions: [{ promotion_id: 2, quantity: 1 }] };
    const checked = await call('POST', '/api/v2/promotion/check-apply/', { customer_id: customer.id, cart }, { token: customer.token, headers: { 'accept-language': 'ja' } });
    expect(checked).toEqual({ valid: true, promotion_name: '牛肉のフォー（レア）15,000\u00a0₫引き', reason: null });
  });
});
