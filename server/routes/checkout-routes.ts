/** Checkout area: confirming orders, tracking lists, promotions at checkout, e-invoice and tax. */
import { Temporal } from 'temporal-polyfill';
import { TIME_ZONE } from '../../domain/constants';
import { emoneyTypeOf } from '../../domain/checkout-validation';
import { estimatedDeliveryMinutes, isPeak } from '../../domain/delivery-fee';
import { orderDeliveryFee } from '../../domain/order-pricing';
import { checkPromotions, promotionRefusal } from '../../domain/promotions';
import { repayRefusal } from '../../domain/repay';
import { allowedMetres, estimatedDrivingMetres } from '../../domain/store-choice';
import { isServeTimeMissed, isStoreOpenForSlot, openDaysFor } from '../../domain/time-slots';
import type { components } from '../../openapi/schema';
import { ApiError, notFound } from '../api-error';
import type { AuthUser } from '../auth';
import type { Queryable } from '../db/database';
import { createAddresses } from '../services/addresses';
import { createCatalogue } from '../services/catalogue';
import { appliedOf, readCheckoutSettings, type OrderInfo } from '../services/checkout';
import { checkoutServices } from '../services/checkout-services';
import { createOrders, type StoredOrder } from '../services/orders';
import { readSettings } from '../services/settings';
import type { HandlerContext, Handlers, RequestOf } from './handlers';

type HistoryRow = components['schemas']['OrderHistoryRow'];


const CLOSED = ['completed', 'canceled', 'cancelled'];
const SENT = ['orderSent', 'accepted', 'cooking', 'ready', 'completed', 'canceled', 'cancelled'];

export async function orderRowById(db: Queryable, id: number) {
  const [row] = await db.query<StoredOrder>('select * from delivery_order where id = $1', [id]);
  return row;
}

export async function orderRowByNo(db: Queryable, orderNo: string) {
  const [row] = await db.query<StoredOrder>('select * from delivery_order where order_no = $1', [orderNo]);
  return row;
}

const orderNotFound = () => notFound('Order not found; please check the order number.', 'ORDER_NOT_FOUND');

/** The bearer user when a valid token is sent to an operation that does not require one. */
export async function optionalUser(context: HandlerContext, request: { headers: Record<string, string | string[] | undefined> }): Promise<AuthUser | null> {
  const header = request.headers.authorization;
  const [scheme, token] = (typeof header === 'string' ? header : '').split(' ');
  if (scheme?.toLowerCase() !== 'bearer' || !token) return null;
  return context.tokens.verifyAccess(token);
}

function historyRow(row: StoredOrder): HistoryRow {
  const info = row.info;
  const total = Number(info.gokeikin ?? info.total ?? 0) || 0;
  const foods = Array.isArray(row.foods) ? (row.foods as { menunm?: string; menucd?: string }[]) : [];
  const text = (v: unknown) => (v === undefined || v === null ? null : String(v));
  return {
    id: row.id,
    order_no: row.order_no,
    servs_time: text(info.servsTime),
    total,
    gokeikin: total,
    earn_point: Number(info.earnPoint ?? 0) || 0,
    status: row.status as HistoryRow['status'],
    payment_status: (row.payment_status ?? null) as HistoryRow['payment_status'],
    pick_up_at_store: info.pickUpAtStore === true,
    recipient_name: text(info.recipientName ?? info.name),
    recipient_phone: text(info.recipientPhone ?? info.phone),
    full_name: text(info.name),
    delivery_to: text(info.deliveryTo),
    products: foods.map((f) => f.menunm ?? f.menucd ?? '').filter(Boolean),
  };
}

/** Business-day bounds of YYYYMMDD dates, as instants. */
function dayStart(compact: string): string {
  const date = Temporal.PlainDate.from(`${compact.slice(0, 4)}-${compact.slice(4, 6)}-${compact.slice(6, 8)}`);
  return date.toZonedDateTime(TIME_ZONE).toInstant().toString();
}

export function checkoutHandlers(context: HandlerContext): Handlers {
  const { db, clock } = context;
  const services = () => checkoutServices(context);
  const catalogue = createCatalogue(db);
  const orders = createOrders(db, clock);
  const addresses = createAddresses({ db, clock });

  /**
   * The saved address an order names in info.customerAddressId: it must be one of the logged-in
   * customer's. Null when the order names none; a missing or another customer's address (or no
   * logged-in customer) is refused alike, so that ids of others are not revealed.
   */
  async function orderAddress(info: OrderInfo, user: AuthUser | null) {
    const raw = info.customerAddressId;
    if (raw === undefined || raw === null) return null;
    const address = user ? await addresses.findOwn(user.customerId, Number(raw)) : undefined;
    if (!address) {
      throw new ApiError(400, 'VALIDATION_ERROR', 'info.customerAddressId: not one of your saved addresses.', 'info.customerAddressId');
    }
    return address;
  }

  function requireOwnUser(request: { user?: AuthUser }, userId: number | string) {
    if (!request.user) throw new ApiError(401, 'UNAUTHORIZED', 'Log in to continue.');
    if (request.user.customerId !== Number(userId)) throw new ApiError(403, 'FORBIDDEN', 'These are not your orders.');
    return request.user;
  }

  async function listOrders(customerId: number, where: string, params: unknown[]) {
    await services().lifecycle.advanceDue(db, clock());
    const rows = await db.query<StoredOrder>(
      `select * from delivery_order where cus_id = $1 and status not in ('orderStart', 'ordering') ${where} order by created_at desc, id desc limit 200`,
      [customerId, ...params],
    );
    return rows.map(historyRow);
  }

  async function confirm(request: RequestOf<'updateDeliveryInfo'>) {
    const { id, info, ticket_used: ticketUsed } = request.body;
    const lang = request.body.lang ?? (info.lang as string | undefined) ?? 'ja';
    const now = clock();
    const row = await orderRowById(db, id);
    if (!row) throw orderNotFound();
    const keyHeader = request.headers['idempotency-key'];
    const key = typeof keyHeader === 'string' && keyHeader ? `key:${keyHeader}` : `order:${id}:confirm`;
    const stored = async (q: Queryable) => {
      const [done] = await q.query<{ response: { data: { status: 'SUCCESS'; id: number; order_no: string } } }>(
        'select response from order_confirmation where order_id = $1',
        [id],
      );
      return done?.response;
    };
    const previous = await stored(db);
    if (previous) return previous;
    if (CLOSED.includes(row.status)) throw new ApiError(409, 'INVALID_ORDER', 'The order is closed.');

    const customerId = info.customerId === undefined || info.customerId === null ? null : Number(info.customerId);
    if (customerId === 0) throw new ApiError(400, 'ERROR_CUSTOMER', 'The order has no valid customer.', 'info.customerId');
    const user = await optionalUser(context, request).catch(() => null);
    if (customerId !== null && user?.customerId !== customerId) {
      throw new ApiError(400, 'ERROR_CUSTOMER', 'The order does not belong to the logged-in customer.', 'info.customerId');
    }
    const address = await orderAddress(info, user);
    const foods = Array.isArray(info.foods) ? info.foods : [];
    if (!foods.some((f) => f.active_flag !== false)) throw new ApiError(400, 'EMPTY_ORDER', 'The order has no available dish.', 'info.foods');
    // without a position from the client the saved address's own position prices the delivery
    const sentLocation = info.deliveryLocation as { lat?: unknown; lng?: unknown } | null | undefined;
    const located = typeof sentLocation?.lat === 'number' && typeof sentLocation.lng === 'number';
    const order: OrderInfo = address && !located ? { ...info, deliveryLocation: { lat: address.lat, lng: address.lng } } : info;

    const { checkout, promotions, lifecycle } = services();
    const applied = appliedOf(info, ticketUsed);
    const pricing = await checkout.price(order, { lang, now, customerId, applied });
    const { repricing, discounts, store } = pricing;
    if (!repricing.lines.some((l) => l.active_flag)) throw new ApiError(400, 'EMPTY_ORDER', 'No dish of the order is available.', 'info.foods');
    const wronglyAvailable = foods.filter((f) => f.active_flag !== false && repricing.unavailable.includes(f.menucd)).map((f) => f.menucd);
    if (!repricing.unchanged || wronglyAvailable.length > 0) {
      throw new ApiError(409, 'INVALID_ORDER', 'Prices or availability changed; please review the order.', undefined, {
        changed_items: repricing.changedItems,
        ...(repricing.deliveryFeeChange ? { delivery_fee: repricing.deliveryFeeChange } : {}),
        ...(wronglyAvailable.length > 0 ? { unavailable_items: wronglyAvailable } : {}),
      });
    }
    if (repricing.deliveryFee === null) {
      throw new ApiError(400, 'VALIDATION_ERROR', 'info.deliveryLocation: the delivery address has no coordinates.', 'info.deliveryLocation');
    }
    const promotionCheck = checkPromotions(repricing.lines, applied, await promotions.rules(customerId, applied.map((a) => a.promotion_id), now), {
      deliveryFee: repricing.deliveryFee,
      now,
      storeCode: store.code,
    });
    if (!promotionCheck.valid) {
      throw new ApiError(409, 'INVALID_ORDER', `The promotion ${promotionCheck.promotion_name ?? ''} cannot apply: ${promotionCheck.reason}.`, undefined, {
        changed_items: [],
        promotion: { promotion_id: promotionCheck.promotion_id, promotion_name: promotionCheck.promotion_name, reason: promotionCheck.reason },
      });
    }
    const { phone, receiverPhone } = await checkout.check(order, store, now, customerId);

    const emoneyType = Number(info.emoneyType ?? 0);
    const grandTotal = discounts.totalWithFee;
    const response = { data: { status: 'SUCCESS' as const, id: row.id, order_no: row.order_no } };
    return db.transaction(async (tx) => {
      const inserted = await tx.query(
        `insert into order_confirmation (order_id, idempotency_key, response, created_at) values ($1, $2, $3, $4)
         on conflict do nothing returning order_id`,
        [id, key, JSON.stringify(response), now.toString()],
      );
      if (inserted.length === 0) {
        const done = await stored(tx);
        if (done) return done;
        throw new ApiError(400, 'VALIDATION_ERROR', 'The Idempotency-Key was already used for another order.', 'Idempotency-Key');
      }
      const paid = await services().payments.paidAtConfirmation(tx, id, { emoneyType, total: grandTotal });
      const paymentStatus = paid ? 'success' : 'unpaid';
      const nextInfo: OrderInfo = {
        ...order,
        orderId: row.id,
        orderNo: row.order_no,
        storeId: store.id,
        storeCode: store.code,
        tencd: store.code,
        storeName: store.name,
        phone: phone ?? info.phone,
        ...(receiverPhone ? { recipientPhone: receiverPhone } : {}),
        foods: discounts.lines,
        subTotal: repricing.totals.subTotal,
        vat: repricing.totals.vat,
        includedVat: repricing.totals.includedVat,
        total: repricing.totals.total,
        deliveryFee: repricing.deliveryFee,
        amountDiscountFeeship: discounts.feeshipDiscount,
        itemDiscountAmount: discounts.itemDiscount,
        billDiscountAmount: discounts.billDiscount,
        afterPromotion: { subTotal: discounts.subTotal, vat: discounts.vat, includedVat: repricing.totals.includedVat, total: discounts.total },
        gokeikin: grandTotal,
        cash: emoneyType === 0 ? grandTotal : 0,
        emoney: emoneyType === 0 ? 0 : grandTotal,
        emoneyType,
        status: 'orderSent',
        paymentStatus,
        actualDistance: pricing.distanceMetres === null ? null : pricing.distanceMetres / 1000,
        listPromotion: [],
        appliedPromotions: discounts.uses,
      };
      await tx.query(
        `update delivery_order set status = 'orderSent', payment_status = $2, cus_id = $3, store_id = $4, tencd = $5, lang = $6,
           info = $7, foods = $8, confirmed_at = $9, updated_at = $9 where id = $1`,
        [id, paymentStatus, customerId, store.id, store.code, lang, JSON.stringify(nextInfo), JSON.stringify(discounts.lines), now.toString()],
      );
      await promotions.recordUsage(tx, id, customerId, discounts.uses, now);
      for (const use of discounts.uses) {
        if (customerId === null) break;
        await tx.query(
          `update customer_promotion set ticket_quantity = ticket_quantity - $3
            where customer_id = $1 and promotion_id = $2 and ticket_quantity >= $3
              and exists (select 1 from promotion p where p.id = $2 and p.pmt_type = 'cash_voucher')`,
          [customerId, use.promotion_id, use.quantity],
        );
      }
      if (paid) await lifecycle.start(tx, id, now);
      return response;
    });
  }

  async function requireStoreById(storeId: number) {
    const [store] = await catalogue.stores({ storeId });
    if (!store) throw notFound(`No store ${storeId}`, 'STORE_NOT_FOUND');
    return store;
  }

  return {
    async updateDeliveryInfo(request) {
      if (request.body.isConfirm) return confirm(request);
      const { id, info } = request.body;
      const row = await orderRowById(db, id);
      if (!row) throw orderNotFound();
      const now = clock();
      if (row.confirmed_at) {
        // after confirmation only the start times are recorded
        const times = Object.fromEntries(
          ['start_time_check_out', 'start_time_payment', 'start_time_order'].filter((k) => info[k] !== undefined).map((k) => [k, info[k]]),
        );
        await db.query('update delivery_order set info = info || $2::jsonb, updated_at = $3 where id = $1', [id, JSON.stringify(times), now.toString()]);
      } else {
        await services().payments.assertCartEditable(row.id, row.info, info);
        await orderAddress(info, await optionalUser(context, request).catch(() => null));
        const status = typeof info.status === 'string' && !SENT.includes(info.status) ? info.status : row.status;
        await db.query('update delivery_order set info = $2, foods = $3, status = $4, updated_at = $5 where id = $1', [
          id,
          JSON.stringify({ ...info, orderNo: row.order_no, orderId: row.id }),
          JSON.stringify(info.foods ?? []),
          status,
          now.toString(),
        ]);
      }
      return { data: { status: 'SUCCESS', id: row.id, order_no: row.order_no } };
    },

    async saveDeliveryInfo(request) {
      const { id, info } = request.body;
      const row = await orderRowById(db, id);
      if (!row) throw orderNotFound();
      if (row.confirmed_at || SENT.includes(row.status)) throw new ApiError(409, 'ORDER_CLOSED', 'The order was already sent and cannot change.');
      await services().payments.assertCartEditable(row.id, row.info, info);
      await orderAddress(info, await optionalUser(context, request).catch(() => null));
      const status = typeof info.status === 'string' && !SENT.includes(info.status) ? info.status : row.status;
      await db.query('update delivery_order set info = $2, foods = $3, status = $4, lang = coalesce($5, lang), updated_at = $6 where id = $1', [
        id,
        JSON.stringify({ ...info, orderNo: row.order_no, orderId: row.id }),
        JSON.stringify(info.foods ?? []),
        status,
        request.body.lang ?? null,
        clock().toString(),
      ]);
      return { data: { id } };
    },

    async updatePaymentMethod(request) {
      const { order_no: orderNo, payment_method: method, servs_time: servsTime } = request.body;
      const row = await orderRowByNo(db, orderNo);
      if (!row) throw orderNotFound();
      const now = clock();
      const user = await optionalUser(context, request).catch(() => null);
      const store = row.store_id ? await requireStoreById(row.store_id) : undefined;
      const refusal = repayRefusal({
        viewerId: user?.customerId ?? null,
        orderCustomerId: row.cus_id,
        servsTime,
        prepareTime: store?.prepare_time,
        paymentStatus: row.payment_status,
        status: row.status,
        now,
      });
      if (refusal === 'not_owner') throw new ApiError(403, 'REPAY_NOT_ALLOWED', 'Only the customer who placed the order can pay it again.', undefined, { reason: refusal });
      if (refusal) throw new ApiError(409, 'REPAY_NOT_ALLOWED', 'This order cannot be paid again.', undefined, { reason: refusal });
      const emoneyType = emoneyTypeOf(method);
      const total = Number(row.info.gokeikin ?? 0) || 0;
      const cash = emoneyType === 0;
      await db.transaction(async (tx) => {
        await tx.query(
          `update delivery_order set payment_status = $2, info = info || $3::jsonb, updated_at = $4 where id = $1`,
          [
            row.id,
            cash ? 'success' : row.payment_status,
            JSON.stringify({ emoneyType, servsTime, cash: cash ? total : 0, emoney: cash ? 0 : total, ...(cash ? { paymentStatus: 'success', paymentMessage: null } : {}) }),
            now.toString(),
          ],
        );
        if (cash) {
          await tx.query("update payment set status = 'superseded' where order_id = $1 and status = 'pending'", [row.id]);
          if (row.status === 'orderSent') await services().lifecycle.start(tx, row.id, now);
        }
      });
      return { data: { status: 'SUCCESS' } };
    },

    async placeOrderNotAsap(request) {
      const { store_id: storeId, date, time } = request.query;
      const store = await requireStoreById(storeId);
      const now = clock();
      const settings = await readCheckoutSettings(db);
      const delivery_times = await catalogue.deliveryTimes([store.id]);
      const openDays = openDaysFor(store.open_weekdays, now, settings.futureDays);
      if (isServeTimeMissed(now, date, time, store.prepare_time)) return { data: { available: false, message: 'SERVE_TIME_MISSED' } };
      if (!isStoreOpenForSlot({ start_time: store.start_time, end_time: store.end_time, openDays, delivery_times }, date, time)) {
        return { data: { available: false, message: 'OUT_OF_HOURS' } };
      }
      return { data: { available: true, message: null } };
    },

    async confirmNotAsap(request) {
      const { date, time, order_no: orderNo } = request.body;
      const row = await orderRowByNo(db, orderNo);
      if (!row) throw orderNotFound();
      await db.query('update delivery_order set info = info || $2::jsonb, updated_at = $3 where id = $1', [
        row.id,
        JSON.stringify({ servsTime: `${date} ${time}`, orderTime: time, isASAP: false, notAsapConfirmedAt: clock().toString() }),
        clock().toString(),
      ]);
      return { data: { status: 'SUCCESS' } };
    },

    async estimateDeliveryClient(request) {
      const { store_id: storeId, lat, lng } = request.body;
      const store = await requireStoreById(storeId);
      const settings = await readCheckoutSettings(db);
      const distance = estimatedDrivingMetres({ lat: store.latitude, lng: store.longitude }, { lat, lng });
      const allowed = allowedMetres({ ...store, isOpen: true }, 'delivery');
      const tiers = (await catalogue.feeTiers([store.id])).map((t) => ({ distance: t.distance, baika: t.baika }));
      const fee = distance > allowed ? null : orderDeliveryFee({ pickUpAtStore: false, distanceMetres: distance, isMall: store.is_mall, tiers, chargeFee: settings.chargeFee, flatFee: settings.flatFee });
      if (fee === null) {
        throw new ApiError(400, 'OUT_OF_RANGE', `The address is farther than the ${allowed / 1000} km this store delivers to.`, undefined, { max_distance: allowed });
      }
      const peak = isPeak(clock());
      return { data: { distance, delivery_fee: fee, estimated_delivery_time: estimatedDeliveryMinutes(distance, { peak }) ?? 0, is_peak: peak } };
    },

    async fetchDeliveryHubs(request, reply) {
      const { order_no: orderNo, store_id: storeId } = request.body;
      const refuse = (code: string, mess: string) => reply.code(400).send({ mess, code, message: mess }) as never;
      const row = await orderRowByNo(db, orderNo);
      const [store] = await catalogue.stores({ storeId });
      if (!row || !store) return refuse('ORDER_NOT_FOUND', 'Order not found; please check the order number.');
      const location = row.info.deliveryLocation as { lat: number; lng: number } | null | undefined;
      if (!location) return refuse('ADDRESS_NOT_FOUND', 'The delivery address has no position; please choose it again.');
      const distance = estimatedDrivingMetres({ lat: store.latitude, lng: store.longitude }, location);
      const allowed = allowedMetres({ ...store, isOpen: true }, 'delivery');
      const tiers = (await catalogue.feeTiers([store.id])).map((t) => ({ distance: t.distance, baika: t.baika }));
      const { chargeFee, flatFee } = await readCheckoutSettings(db);
      const fee = distance > allowed ? null : orderDeliveryFee({ pickUpAtStore: false, distanceMetres: distance, isMall: store.is_mall, tiers, chargeFee, flatFee });
      if (fee === null) return refuse('OUT_OF_RANGE', `No delivery hub serves this address: it is farther than ${allowed / 1000} km from the store.`);
      return {
        data: [
          { delivery_hub_id: `${store.code}-STORE`, delivery_hub_name: `${store.name} (store courier)`, delivery_fee_amount: fee },
          { delivery_hub_id: `${store.code}-PARTNER`, delivery_hub_name: 'Partner courier', delivery_fee_amount: fee + 5000 },
        ],
      };
    },

    async reorder(request) {
      const row = await orderRowById(db, request.params.id);
      if (!row) throw orderNotFound();
      const store = row.tencd ?? String(row.info.storeCode ?? '');
      const foods = (Array.isArray(row.foods) ? row.foods : []) as { menucd: string; toppings?: { menucd: string }[] }[];
      const codes = [...new Set(foods.flatMap((f) => [f.menucd, ...(f.toppings ?? []).map((t) => t.menucd)]))];
      const unavailable = store ? await catalogue.unavailableCodes(store, codes) : codes;
      const lines = foods.filter((f) => !unavailable.includes(f.menucd) && !(f.toppings ?? []).some((t) => unavailable.includes(t.menucd)));
      const keep = ['brand_id', 'brandCode', 'storeId', 'storeCode', 'tencd', 'storeName', 'customerId', 'name', 'phone', 'email', 'deliveryTo', 'deliveryLocation', 'pickUpAtStore', 'customerAddressId'];
      const info = Object.fromEntries(keep.filter((k) => row.info[k] !== undefined).map((k) => [k, row.info[k]]));
      const lang = request.body?.lang ?? row.lang;
      const id = await orders.insert(
        { ...info, foods: lines.map((l) => ({ ...l, promotionId: null, itemDiscountAmount: 0, billDiscountAmount: 0 })), status: lines.length > 0 ? 'ordering' : 'orderStart' },
        lang,
      );
      const created = await orderRowById(db, id);
      return { data: { id, order_no: created!.order_no, unavailable } };
    },

    async getUserOrder(request) {
      const user = requireOwnUser(request, request.body.user_id);
      const where = {
        all: '',
        payment_processing: "and payment_status in ('unpaid', 'fail') and status not in ('canceled', 'cancelled')",
        on_going: "and status in ('orderSent', 'accepted', 'cooking', 'ready') and coalesce(payment_status, '') not in ('unpaid', 'fail')",
        completed: "and status = 'completed'",
        cancelled: "and status in ('canceled', 'cancelled')",
      }[request.body.tab ?? 'all'];
      return { data: { data: await listOrders(user.customerId, where, []) } };
    },

    async getOrderHistory(request) {
      const { user_id: userId, date_from: from, date_to: to, status } = request.body;
      const user = requireOwnUser(request, userId);
      let start: string;
      let end: string;
      try {
        start = dayStart(from);
        end = Temporal.Instant.from(dayStart(to)).add({ hours: 24 }).toString();
      } catch {
        throw new ApiError(400, 'VALIDATION_ERROR', 'date_from and date_to must be dates as YYYYMMDD.', 'date_from');
      }
      const statusFilter =
        !status || status === 'all'
          ? ''
          : status === 'unpaid'
            ? "and payment_status in ('unpaid', 'fail') and status not in ('canceled', 'cancelled')"
            : status === 'canceled'
              ? "and status in ('canceled', 'cancelled')"
              : `and status = '${status}'`;
      return { data: { data: await listOrders(user.customerId, `and created_at >= $2 and created_at < $3 ${statusFilter}`, [start, end]) } };
    },

    async checkApplyPromotion(request) {
      const { customer_id: customerId, cart } = request.body;
      const now = clock();
      const applied = (cart.promotions ?? []).map((p) => ({ promotion_id: p.promotion_id, quantity: p.quantity }));
      const storeCode = cart.store_code ?? (await readDefaultStore(db));
      const { checkout, promotions } = services();
      const pricing = await checkout.price({ foods: cart.items, storeCode, pickUpAtStore: true }, { lang: 'ja', now, customerId: customerId ?? null, applied: [] });
      const rules = await promotions.rules(customerId ?? null, applied.map((a) => a.promotion_id), now);
      const result = checkPromotions(pricing.repricing.lines, applied, rules, { deliveryFee: 0, now, storeCode });
      if (result.valid) {
        const names = applied.map((a) => rules.get(a.promotion_id)?.name).filter(Boolean);
        return { valid: true, promotion_name: names.join(', ') || null, reason: null };
      }
      return { valid: false, promotion_name: result.promotion_name, reason: result.reason };
    },

    async checkIsAvailablePromotion(request) {
      const { customer_id: customerId, store_code: storeCode, promotions: chosen } = request.body;
      const now = clock();
      const rules = await services().promotions.rules(customerId ?? null, chosen.map((p) => p.promotion_id), now);
      const unavailable = chosen.flatMap((p) => {
        const rule = rules.get(p.promotion_id);
        if (!rule) return [{ promotion_id: p.promotion_id, reason: 'not_found' }];
        const reason = promotionRefusal({ ...rule, pmt_on: 'bill', minimum_total: 0 }, { lines: [], storeCode }, now, Math.max(1, p.quantity));
        return reason ? [{ promotion_id: p.promotion_id, reason }] : [];
      });
      return { data: { available: unavailable.length === 0, unavailable } };
    },

    async getMyPromotion(request) {
      const user = requireOwnUser(request, request.body.code_value);
      return { data: await services().promotions.mine(user.customerId, request.body.status, clock()) };
    },

    async updatePromotionUsage(request) {
      const row = await orderRowByNo(db, request.body.order_no);
      if (!row) throw orderNotFound();
      const now = clock();
      await db.transaction((tx) => services().promotions.recordUsage(tx, row.id, request.body.customer_id ?? row.cus_id, request.body.promotions, now));
      return { data: { status: 'SUCCESS' } };
    },

    async getTax(request) {
      const body = request.body ?? {};
      const store = body.store_id ? (await catalogue.stores({ storeId: body.store_id }))[0] : body.store_code ? await catalogue.storeByCode(body.store_code) : undefined;
      return { data: { tax: store?.tax ?? (await readSettings(db)).tax } };
    },

    async getCustomerInfoByTaxCode(request) {
      const code = request.query.taxCode;
      const notFoundError = () => new ApiError(404, 'NOT_FOUND', 'No company with this tax code.', 'taxCode');
      if (/^[0-]+$/.test(code)) throw notFoundError();
      const [company] = await db.query<{ company_name: string; company_address: string }>(
        'select company_name, company_address from company where tax_code = $1 or replace(tax_code, \'-\', \'\') = replace($1, \'-\', \'\')',
        [code],
      );
      if (!company) throw notFoundError();
      return { data: { data: company } };
    },
  };
}

async function readDefaultStore(db: Queryable): Promise<string> {
  return (await readSettings(db)).defaultStoreCode;
}
