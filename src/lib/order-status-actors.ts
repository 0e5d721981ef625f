import { fromCallback, fromPromise } from 'xstate';
import type { EstimateInput, FetchOrderInput, OrderDetail, OrderStatusEvent, StreamOrderInput } from '../../machines/order-status/machine';
import type { ApiClient } from './api-client';
import { ApiError } from './api-error';
import { createEventStreamParser } from './server-sent-events';

/** Answers that no second try changes: the page polls instead (a stranger's masked view, an unknown order). */
const REFUSED_STATUSES = [400, 401, 403, 404];

/**
 * The order's status stream (streamOrderStatus) read with fetch rather than EventSource: the API client sends the
 * bearer token and the guest's capability as headers, as with every other call, so neither lands in a URL. The
 * machine opens it again when it drops, from the last event's id.
 */
function streamOrder(client: ApiClient) {
  return fromCallback<OrderStatusEvent, StreamOrderInput>(({ input, sendBack }) => {
    const abort = new AbortController();
    let body: ReadableStreamDefaultReader<string> | null = null;
    void (async () => {
      if (typeof TextDecoderStream === 'undefined') return sendBack({ type: 'stream.refused' });
      try {
        const query = { order_no: input.orderNo, ...(input.language ? { lang: input.language } : {}) };
        const { response } = await client.GET('/delivery/order-status-stream', {
          params: { query, header: input.lastEventId ? { 'Last-Event-ID': input.lastEventId } : {} },
          parseAs: 'stream',
          signal: abort.signal,
        });
        if (!response.body) return sendBack({ type: 'stream.refused' });
        sendBack({ type: 'stream.open' });
        body = response.body.pipeThrough(new TextDecoderStream()).getReader();
        const parser = createEventStreamParser((event) => {
          sendBack({ type: 'stream.detail', detail: JSON.parse(event.data) as OrderDetail, eventId: event.id });
        });
        for (;;) {
          const { value, done } = await body.read();
          if (done || abort.signal.aborted) break;
          parser.push(value);
        }
        if (!abort.signal.aborted) sendBack({ type: 'stream.lost' });
      } catch (error) {
        if (abort.signal.aborted) return;
        const refused = error instanceof ApiError && REFUSED_STATUSES.includes(error.status);
        sendBack({ type: refused ? 'stream.refused' : 'stream.lost' });
      }
    })();
    return () => {
      abort.abort();
      void body?.cancel().catch(() => undefined);
    };
  });
}

/** The named actors of the order-status machine, on the API client: /delivery-status and an order's detail track an order with them. */
export function createOrderStatusActors(client: ApiClient) {
  return {
    fetchOrder: fromPromise<OrderDetail, FetchOrderInput>(async ({ input, signal }) => {
      const body = input.language ? { order_no: input.orderNo, lang: input.language } : { order_no: input.orderNo };
      const { data } = await client.POST('/delivery/get-delivery-info-by-order-no', { body, signal });
      return data as OrderDetail;
    }),
    estimateDelivery: fromPromise<number | null, EstimateInput | null>(async ({ input, signal }) => {
      if (!input) return null;
      const { data } = await client.POST('/v2/delivery/estimate-delivery-client/', { body: { store_id: input.storeId, order_no: input.orderNo }, signal });
      return data?.data.estimated_delivery_time || null;
    }),
    streamOrder: streamOrder(client),
  };
}
