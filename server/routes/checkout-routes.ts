/** Checkout area: confirming orders, tracking lists, promotions at checkout, e-invoice and tax. */
import { emoneyTypeOf } from '../../domain/checkout-validation';
import { deliversByCourier } from '../../domain/courier';
import { estimatedDeliveryMinutes, isPeak } from '../../domain/delivery-fee';
import { isSentStatus } from '../../domain/order-status';
import type { OrderLineInput } from '../../domain/order-pricing';
import { repayRefusal, repayServeTime } from '../../domain/repay';
import { storeVatRate } from '../../domain/tax';
import { companyByTaxCode } from '../services/companies';
import { isDateClosed } from '../../domain/store-calendar';
import { isBeforeNextDeliveryInterval, isPastLastOrder, isServeTimeMissed, isStoreOpenForSlot, openDaysFor } from '../../domain/time-slots';
import { ApiError, notFound } from '../api-error';
import { WORDS } from '../words';
import type { AuthUser } from '../auth';
import { pick, toLocale } from '../services/catalogue';
import { orderRowById, orderRowByNo, refuseBadImageLinks } from '../services/orders';
import { entitledCustomer } from '../services/promotion-availability';
import type { HandlerContext, Handlers } from './handlers';

export { orderRowById, orderRowByNo } from '../services/orders';

const orderNotFound = () => notFound(WORDS.orderNotFound, 'ORDER_NOT_FOUND');

/** The bearer user when a valid token is sent to an operation that does not require one. */
export async function optionalUser(context: HandlerContext, request: { headers: Record<string, string | string[] | undefined> }): Promise<AuthUser | null> {
  const header = request.headers.authorization;
  const [scheme, token] = (typeof header === 'string' ? header : '').split(' ');
  if (scheme?.toLowerCase() !== 'bearer' || !token) return null;
  return context.tokens.verifyAccess(token);
}

export function checkoutHandlers(context: HandlerContext): Handlers {
  const { db, clock } = context;
  const services = () => context.services;
  const { catalogue, orders, availability } = context.services;
  const ownAddress = (info: Record<string, unknown>, user: AuthUser | null) => context.services.confirmation.ownAddress(info, user);

  function requireOwnUser(request: { user?: AuthUser }, userId: number | string) {
    if (!request.user) throw new ApiError(401, 'UNAUTHORIZED', WORDS.loginRequired);
    if (request.user.customerId !== Number(userId)) throw new ApiError(403, 'FORBIDDEN', WORDS.notYourOrders);
    return request.user;
  }

  async function requireStoreById(storeId: number) {
    const [store] = await catalogue.stores({ storeId });
    if (!store) throw notFound(WORDS.storeNotFound, 'STORE_NOT_FOUND');
    return store;
  }

  return {
    async updateDeliveryInfo(request) {
      refuseBadImageLinks(request.body.info);
      if (request.body.isConfirm) {
        const { id, info, ticket_used: ticketUsed } = request.body;
        const key = request.headers['idempotency-key'];
        return services().confirmation.confirm({
          id,
          info,
          ticketUsed,
          lang: request.body.lang ?? (info.lang as string | undefined) ?? 'ja',
          idempotencyKey: typeof key === 'string' && key ? key : null,
          // the access check has verified the token already when one was sent
          user: request.user ?? (await optionalUser(context, request).catch(() => null)),
          order: request.accessedOrder,
          snapshot: request.catalogueSnapshot,
        });
      }
      const { id, info } = request.body;
      const row = await orderRowById(db, id);
      if (!row) throw orderNotFound();
      const now = clock();
      if (row.confirmed_at) {
        // after confirmation only the start times are recorded
        const times = Object.fromEntries(
          ['start_time_check_out', 'start_time_payment', 'start_time_order'].filter((k) => info[k] !== undefined).map((k) => [k, info[k]]),
        );
        await orders.mergeInfo(id, times, now);
      } else {
        await services().payments.assertCartEditable(row.id, row.info, info);
        await ownAddress(info, await optionalUser(context, request).catch(() => null));
        const status = typeof info.status === 'string' && !isSentStatus(info.status) ? info.status : row.status;
        await orders.saveDraft(row, info, status, null, now);
      }
      return { data: { status: 'SUCCESS', id: row.id, order_no: row.order_no } };
    },

    async saveDeliveryInfo(request) {
      const { id, info } = request.body;
      refuseBadImageLinks(info);
      const row = await orderRowById(db, id);
      if (!row) throw orderNotFound();
      if (row.confirmed_at || isSentStatus(row.status)) throw new ApiError(409, 'ORDER_CLOSED', WORDS.orderClosed);
      await services().payments.assertCartEditable(row.id, row.info, info);
      await ownAddress(info, await optionalUser(context, request).catch(() => null));
      const status = typeof info.status === 'string' && !isSentStatus(info.status) ? info.status : row.status;
      await orders.saveDraft(row, info, status, request.body.lang ?? null, clock());
      return { data: { id } };
    },

    async updatePaymentMethod(request) {
      const { order_no: orderNo, payment_method: method } = request.body;
      const now = clock();
      // an order whose payment window is over is closed first, and then refused as closed
      await services().payments.closeUnpaidAfterWindow((await services().checkout.settings()).paymentWindowMinutes, now, { orderNo });
      const row = await orderRowByNo(db, orderNo);
      if (!row) throw orderNotFound();
      const user = await optionalUser(context, request).catch(() => null);
      const store = row.store_id ? await requireStoreById(row.store_id) : undefined;
      const refusal = repayRefusal({
        viewerId: user?.customerId ?? null,
        orderCustomerId: row.cus_id,
        paymentStatus: row.payment_status,
        status: row.status,
      });
      if (refusal === 'not_owner') throw new ApiError(403, 'REPAY_NOT_ALLOWED', WORDS.repayNotOwner, undefined, { reason: refusal });
      if (refusal) throw new ApiError(409, 'REPAY_NOT_ALLOWED', WORDS.repayNotAllowed, undefined, { reason: refusal });
      // SPEC §4: the serve time is at least prepare_time away; the server's own clock and data decide, never the
      // servs_time sent, so a declined ASAP order moves to the new earliest time instead of being stranded
      const { servsTime } = repayServeTime({ servsTime: typeof row.info.servsTime === 'string' ? row.info.servsTime : null, prepareTime: store?.prepare_time, now });
      const emoneyType = emoneyTypeOf(method);
      const total = Number(row.info.gokeikin ?? 0) || 0;
      await services().payments.changeMethod(row, { emoneyType, servsTime, total }, now);
      return { data: { status: 'SUCCESS', servs_time: servsTime } };
    },

    async placeOrderNotAsap(request) {
      const { store_id: storeId, date, time } = request.query;
      const store = await requireStoreById(storeId);
      const now = clock();
      const settings = await services().checkout.settings();
      const delivery_times = await catalogue.deliveryTimes([store.id]);
      const calendar = await catalogue.calendars([store.id]);
      if (isDateClosed(calendar, date)) return { data: { available: false, message: 'HOLIDAY_CLOSURE' } };
      const openDays = openDaysFor(store.open_weekdays, now, settings.futureDays);
      const schedule = { start_time: store.start_time, end_time: store.end_time, last_order_time: store.last_order_time, openDays, delivery_times };
      // named before the times that are too soon: past the last order, no later time of that day would do
      if (isPastLastOrder(schedule, date, now)) return { data: { available: false, message: 'LAST_ORDER_PASSED' } };
      if (isServeTimeMissed(now, date, time, store.prepare_time)) return { data: { available: false, message: 'SERVE_TIME_MISSED' } };
      if (isBeforeNextDeliveryInterval(now, date, time, settings.nextDeliveryInterval)) return { data: { available: false, message: 'TOO_SOON' } };
      if (!isStoreOpenForSlot(schedule, date, time)) return { data: { available: false, message: 'OUT_OF_HOURS' } };
      return { data: { available: true, message: null } };
    },

    async confirmNotAsap(request) {
      const { date, time, order_no: orderNo } = request.body;
      const row = await orderRowByNo(db, orderNo);
      if (!row) throw orderNotFound();
      await orders.mergeInfo(row.id, { servsTime: `${date} ${time}`, orderTime: time, isASAP: false, notAsapConfirmedAt: clock().toString() }, clock());
      return { data: { status: 'SUCCESS' } };
    },

    async estimateDeliveryClient(request) {
      const deliveryPositionOf = async (orderNo: string | undefined) => {
        const row = orderNo ? await orderRowByNo(db, orderNo) : undefined;
        return (row?.info.deliveryLocation as { lat: number; lng: number } | null | undefined) ?? null;
      };
      const { store_id: storeId, lat, lng, order_no: orderNo } = request.body;
      const store = await requireStoreById(storeId);
      const destination = lat !== undefined && lng !== undefined ? { lat, lng } : await deliveryPositionOf(orderNo);
      if (!destination) throw new ApiError(400, 'VALIDATION_ERROR', 'Give lat and lng, or the order_no of a delivery order.', 'lat');
      const { distance, allowed, fee } = await services().checkout.deliveryQuote(store, destination);
      if (fee === null) {
        throw new ApiError(400, 'OUT_OF_RANGE', WORDS.outOfRange(allowed), undefined, { max_distance: allowed });
      }
      const now = clock();
      // useDeliveryClient: the courier's estimate; the store's own riders are estimated from SPEC §9's table
      const minutes = deliversByCourier(await services().settings.read())
        ? await services().courier.estimate({ distanceMetres: distance, at: now })
        : estimatedDeliveryMinutes(distance, { peak: isPeak(now) });
      return { data: { distance, delivery_fee: fee, estimated_delivery_time: minutes ?? 0, is_peak: isPeak(now) } };
    },

    async fetchDeliveryHubs(request) {
      const { order_no: orderNo, store_id: storeId } = request.body;
      // every refusal here is a 400 (the contract's), answered with its legacy `mess` beside `message`
      const row = await orderRowByNo(db, orderNo);
      const [store] = await catalogue.stores({ storeId });
      if (!row || !store) throw new ApiError(400, 'ORDER_NOT_FOUND', WORDS.orderNotFound);
      const location = row.info.deliveryLocation as { lat: number; lng: number } | null | undefined;
      if (!location) throw new ApiError(400, 'ADDRESS_NOT_FOUND', WORDS.deliveryPositionMissing);
      const { allowed, fee } = await services().checkout.deliveryQuote(store, location);
      if (fee === null) throw new ApiError(400, 'OUT_OF_RANGE', WORDS.noDeliveryHub(allowed));
      return { data: await services().courier.hubs({ storeCode: store.code, storeName: store.name, fee }) };
    },

    async reorder(request) {
      const row = await orderRowById(db, request.params.id);
      if (!row) throw orderNotFound();
      const store = row.tencd ?? String(row.info.storeCode ?? '');
      const foods = (Array.isArray(row.foods) ? row.foods : []) as { menucd: string; menunm?: string; toppings?: { menucd: string }[] }[];
      const codes = [...new Set(foods.flatMap((f) => [f.menucd, ...(f.toppings ?? []).map((t) => t.menucd)]))];
      const unavailable = store ? await catalogue.unavailableCodes(store, codes) : codes;
      const lines = foods.filter((f) => !unavailable.includes(f.menucd) && !(f.toppings ?? []).some((t) => unavailable.includes(t.menucd)));
      const keep = ['brand_id', 'brandCode', 'storeId', 'storeCode', 'tencd', 'storeName', 'customerId', 'name', 'phone', 'email', 'deliveryTo', 'deliveryLocation', 'deliveryPlaceId', 'pickUpAtStore', 'customerAddressId'];
      const info = Object.fromEntries(keep.filter((k) => row.info[k] !== undefined).map((k) => [k, row.info[k]]));
      const lang = request.body?.lang ?? row.lang;
      const { id } = await orders.insert(
        { ...info, foods: lines.map((l) => ({ ...l, promotionId: null, itemDiscountAmount: 0, billDiscountAmount: 0 })), status: lines.length > 0 ? 'ordering' : 'orderStart' },
        lang,
        { customerId: row.cus_id },
      );
      const created = await orderRowById(db, id);
      const left = foods.filter((f) => !lines.includes(f));
      const names = await catalogue.dishNames(left.map((f) => f.menucd));
      const nameOf = (line: (typeof foods)[number]) => {
        const stored = names.find((row) => row.menucd === line.menucd);
        return stored ? pick(stored.names, toLocale(lang)) : (line.menunm ?? line.menucd);
      };
      const unavailableItems = left.map((line) => ({ menucd: line.menucd, menunm: nameOf(line) }));
      return { data: { id, order_no: created!.order_no, unavailable, unavailable_items: unavailableItems } };
    },

    async checkApplyPromotion(request) {
      const { customer_id: sentCustomerId, cart } = request.body;
      const user = await optionalUser(context, request).catch(() => null);
      const customerId = entitledCustomer(sentCustomerId, user?.customerId ?? null);
      const applied = (cart.promotions ?? []).map((p) => ({ promotion_id: p.promotion_id, quantity: p.quantity }));
      return availability.checkApply({ customerId, storeCode: cart.store_code, items: cart.items as OrderLineInput[], applied, now: clock(), locale: toLocale(request.headers['accept-language']) });
    },

    async checkIsAvailablePromotion(request) {
      const { customer_id: sentCustomerId, store_code: storeCode, promotions: chosen } = request.body;
      const user = await optionalUser(context, request).catch(() => null);
      const customerId = entitledCustomer(sentCustomerId, user?.customerId ?? null);
      const unavailable = await availability.unavailable({ customerId, storeCode, chosen, now: clock() });
      return { data: { available: unavailable.length === 0, unavailable } };
    },

    async getMyPromotion(request) {
      const user = requireOwnUser(request, request.body.code_value);
      return { data: await services().promotions.mine(user.customerId, request.body.status, clock(), toLocale(request.headers['accept-language'])) };
    },

    async updatePromotionUsage(request) {
      // usage is recorded by the server when it confirms the order, from what it verified; this only reads it
      const row = await orderRowByNo(db, request.body.order_no);
      if (!row) throw orderNotFound();
      return { data: { status: 'SUCCESS', promotions: await services().promotions.usageOf(row.id) } };
    },

    async getTax(request) {
      const body = request.body ?? {};
      const store = body.store_id ? (await catalogue.stores({ storeId: body.store_id }))[0] : body.store_code ? await catalogue.storeByCode(body.store_code) : undefined;
      return { data: { tax: storeVatRate(store?.tax, await services().settings.read()) } };
    },

    async getCustomerInfoByTaxCode(request) {
      const code = request.query.taxCode;
      const company = await companyByTaxCode(db, code);
      if (!company) throw new ApiError(404, 'NOT_FOUND', WORDS.taxCodeNotFound, 'taxCode');
      return { data: { data: company } };
    },
  };
}
