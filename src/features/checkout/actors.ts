import { fromPromise } from 'xstate';
import type {
  CheckPromotionsInput,
  CheckPromotionsOutput,
  NotifyNotAsapInput,
  SaveAddressInput,
  SubmitOrderInput,
  SubmitOrderOutput,
} from '../../../machines/checkout/machine';
import type { ApiClient } from '../../lib/api-client';
import { Temporal } from '../../lib/temporal';
import { orderInfoOf, type OrderDraft } from './order-info';

/** The inserted order and the confirmation key of this checkout, so a retry never makes a second order. */
export interface SubmissionMemo {
  orderId: number | null;
  idempotencyKey: string;
}

/**
 * The named actors of the checkout machine. `draft()` reads the form, cart and store at the
 * moment an actor runs; `memo` keeps the inserted order across retries (double click, timeout).
 */
export function createCheckoutActors(client: ApiClient, draft: () => OrderDraft, memo: SubmissionMemo) {
  return {
    notifyNotAsap: fromPromise<unknown, NotifyNotAsapInput>(async ({ input, signal }) => {
      if (!input.orderNo) return;
      await client.POST('/delivery/confirm-not-asap', { body: { date: input.date, time: input.time, order_no: input.orderNo }, signal });
    }),
    saveAddress: fromPromise<unknown, SaveAddressInput>(async ({ input, signal }) => {
      const place = draft().place;
      await client.POST('/v2/address/google_address_create/', {
        body: {
          address: input.address,
          lat: place?.lat ?? 0,
          lng: place?.lng ?? 0,
          contact_name: draft().form.name,
          phone_number: draft().phone ?? draft().form.phone,
          customer: input.customerId ?? 0,
          is_default: false,
        },
        signal,
      });
    }),
    checkPromotions: fromPromise<CheckPromotionsOutput, CheckPromotionsInput>(async ({ input, signal }) => {
      const { lines, totals, store } = draft();
      const { data } = await client.POST('/v2/promotion/check-apply/', {
        body: {
          customer_id: input.customerId,
          cart: {
            brand_code: store.brand_code,
            store_code: input.storeCode,
            items: lines as never,
            total: totals.total,
            promotions: input.promotions.filter((p) => p.quantity > 0),
          },
        },
        signal,
      });
      return data!;
    }),
    submitOrder: fromPromise<SubmitOrderOutput, SubmitOrderInput>(async ({ input, signal }) => {
      const current = draft();
      const now = Temporal.Now.instant().toString();
      const info = orderInfoOf(current, {
        schedule: input.schedule,
        pickUpAtStore: input.destination.pickUpAtStore,
        address: input.destination.address,
        customerId: input.customerId,
        paymentMethod: input.paymentMethod,
        now,
      });
      let id = input.orderId ?? memo.orderId;
      if (id === null) {
        const { data } = await client.POST('/delivery/insert-delivery-info', {
          body: { info: { ...info, status: 'ordering', start_time_order: now }, lang: current.language },
          signal,
        });
        id = data!.data.id;
        memo.orderId = id;
      }
      const uses = current.uses.filter((u) => u.quantity > 0);
      const { data } = await client.POST('/delivery/update-delivery-info', {
        body: {
          id,
          isConfirm: true,
          info: { ...info, orderId: id },
          lang: current.language,
          ...(input.customerId !== null && uses.length > 0 ? { ticket_used: { customer_id: input.customerId, promotions: uses } } : {}),
        },
        params: { header: { 'Idempotency-Key': memo.idempotencyKey } },
        signal,
      });
      return { orderId: data!.data.id ?? id, orderNo: data!.data.order_no ?? '' };
    }),
  };
}
