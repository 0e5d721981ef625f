import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { fixedClock, startTestServer } from '../../tests/support/server-harness';
import { caller, confirmOrder, insertOrder, MONDAY_0900, orderInfo, type TestServer } from './checkout-fixtures';

const clock = fixedClock(MONDAY_0900);

describe('the delivery fee follows /sandbox/settings on the server', () => {
  let server: TestServer;
  const call = caller(() => server);
  beforeAll(async () => {
    server = await startTestServer({ clock });
  });
  afterAll(() => server.close());
  beforeEach(async () => {
    await setting('useFeatureDeliveryFee', 'true');
    await setting('useDeliveryFeeV1', 'false');
    await setting('fee', '15000');
  });

  const setting = (code: string, value: string) =>
    server.app.inject({ method: 'POST', url: `/sandbox/settings/${code}`, payload: { value }, headers: { accept: 'application/json' } });

  async function hubsFee(orderNo: string) {
    const hubs = await call('POST', '/api/delivery/fetch-delivery-hubs', { order_no: orderNo, delivery_to: '135 Nam Kỳ Khởi Nghĩa, Quận 1', store_id: 1 });
    return hubs.data[0].delivery_fee_amount as number;
  }

  it('should confirm at the flat fee of useDeliveryFeeV1 and quote it for the delivery hubs', async () => {
    await setting('useDeliveryFeeV1', 'true');
    await setting('fee', '12345');
    const info = orderInfo({ deliveryFee: 12345 });
    const { id, orderNo } = await insertOrder(call, info);
    expect(await hubsFee(orderNo)).toBe(12345);
    const refused = await confirmOrder(call, id, { ...info, deliveryFee: 15000 }, { status: 409 });
    expect(refused.details.delivery_fee).toEqual({ old: 15000, new: 12345 });
    await confirmOrder(call, id, info);
    const read = await call('POST', '/api/delivery/get-delivery-info-by-order-no', { order_no: orderNo });
    expect(read.data.info.delivery_fee).toBe(12345);
  });

  it('should charge no fee with useFeatureDeliveryFee off, at confirmation and for the hubs', async () => {
    await setting('useFeatureDeliveryFee', 'false');
    const info = orderInfo({ deliveryFee: 0 });
    const { id, orderNo } = await insertOrder(call, info);
    expect(await hubsFee(orderNo)).toBe(0);
    await confirmOrder(call, id, info);
  });
});
