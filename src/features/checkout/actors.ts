import { fromCallback, fromPromise } from 'xstate';
import type {
  CheckoutEvent,
  CheckPromotionsInput,
  CheckPromotionsOutput,
  NotifyNotAsapInput,
  SaveAddressInput,
  SubmitOrderInput,
  SubmitOrderOutput,
  WatchDeliveryTimeInput,
} from '../../../machines/checkout/machine';
import { promotionsMachine, type LoadPromotionsInput, type Promotion } from '../../../machines/promotions/machine';
import { taxCodeLookupMachine, type FetchCompanyInput, type FetchCompanyOutput } from '../../../machines/tax-code-lookup/machine';
import type { ApiClient } from '../../lib/api-client';
import { everyInterval } from '../../lib/clock';
import { orderInfoOf } from './order-info';

/**
 * The named actors of the checkout machine; each reads only its input (the machine's context).
 * The order inserted by a checkout is kept by its confirmation key, so a retry (double click,
 * timeout) never makes a second order.
 */
export function createCheckoutActors(client: ApiClient) {
  const inserted = new Map<string, number>();
  return {
    /** The delivery-time refresh (SPEC §9) at the app's clock, so the time is real even after the phone slept. */
    watchDeliveryTime: fromCallback<CheckoutEvent, WatchDeliveryTimeInput>(({ input, sendBack }) =>
      everyInterval(input.intervalMs, (now) => sendBack({ type: 'deliveryTime.refresh', now })),
    ),
    promotions: promotionsMachine.provide({
      actors: {
        loadPromotions: fromPromise<Promotion[], LoadPromotionsInput>(async ({ input, signal }) => {
          const { data } = await client.POST('/v2/promotion/my-promotion/', {
            body: {
              code_type: 'cus',
              code_value: String(input.customerId),
              code: `cus${input.customerId}`,
              status: 'owned',
              cart: { items: input.lines as never, total: input.total },
              stores: [{ store_code: input.storeCode, brand_code: input.brandCode }],
            },
            signal,
          });
          return data!.data;
        }),
      },
    }),
    taxCodeLookup: taxCodeLookupMachine.provide({
      actors: {
        fetchCompany: fromPromise<FetchCompanyOutput, FetchCompanyInput>(async ({ input, signal }) => {
          const { data } = await client.GET('/e-invoice/get-customer-info-by-tax-code/', { params: { query: input }, signal });
          return data!.data.data;
        }),
      },
    }),
    notifyNotAsap: fromPromise<unknown, NotifyNotAsapInput>(async ({ input, signal }) => {
      if (!input.orderNo) return;
      await client.POST('/delivery/confirm-not-asap', { body: { date: input.date, time: input.time, order_no: input.orderNo }, signal });
    }),
    saveAddress: fromPromise<unknown, SaveAddressInput>(async ({ input, signal }) => {
      const { error } = await client.POST('/v2/address/google_address_create/', {
        body: {
          address: input.address,
          lat: input.position?.lat ?? 0,
          lng: input.position?.lng ?? 0,
          contact_name: input.contactName,
          phone_number: input.phone,
          customer: input.customerId ?? 0,
          is_default: false,
        },
        signal,
      });
      if (error) throw error;
    }),
    checkPromotions: fromPromise<CheckPromotionsOutput, CheckPromotionsInput>(async ({ input, signal }) => {
      const { data } = await client.POST('/v2/promotion/check-apply/', {
        body: {
          customer_id: input.customerId,
          cart: {
            brand_code: input.brandCode ?? '',
            store_code: input.storeCode,
            items: input.lines as never,
            total: input.total,
            promotions: input.promotions.filter((p) => p.quantity > 0),
          },
        },
        signal,
      });
      return data!;
    }),
    submitOrder: fromPromise<SubmitOrderOutput, SubmitOrderInput>(async ({ input, signal }) => {
      const info = orderInfoOf(input);
      const { now } = input;
      const language = input.order.language;
      let id = input.orderId ?? inserted.get(input.idempotencyKey) ?? null;
      if (id === null) {
        const { data } = await client.POST('/delivery/insert-delivery-info', {
          body: { info: { ...info, status: 'ordering', start_time_order: now }, lang: language },
          signal,
        });
        id = data!.data.id;
        inserted.set(input.idempotencyKey, id);
      }
      const uses = input.discounts.uses.filter((u) => u.quantity > 0);
      const { data } = await client.POST('/delivery/update-delivery-info', {
        body: {
          id,
          isConfirm: true,
          info: { ...info, orderId: id },
          lang: language,
          ...(input.customerId !== null && uses.length > 0 ? { ticket_used: { customer_id: input.customerId, promotions: uses } } : {}),
        },
        params: { header: { 'Idempotency-Key': input.idempotencyKey } },
        signal,
      });
      return { orderId: data!.data.id ?? id, orderNo: data!.data.order_no ?? '' };
    }),
  };
}
