/**
 * Confirming an order (update-delivery-info with isConfirm): the server re-checks every SPEC §5 rule
 * it can know from its own data (store, catalogue, saved addresses, maps), prices the order again,
 * and sends it once.
 */
import type { Temporal } from 'temporal-polyfill';
import { MAX_ORDER_TOTAL } from '../../domain/constants';
import { isDraftStatus } from '../../domain/order-status';
import { normalisePhone } from '../../domain/phone';
import { checkPromotions } from '../../domain/promotions';
import { orderLineProblem, type LineProblem } from '../../domain/toppings';
import { restrictedAreaAt } from '../../domain/restricted-areas';
import { orderTypeRefusal, withoutClosedDays, type CalendarEntry, type OrderTypeRefusal } from '../../domain/store-calendar';
import {
  asapServeTime,
  isPastLastOrder,
  lastOrderTimeOf,
  openDaysFor,
  SERVE_TIME_REFUSAL_CODES,
  serveTimeProblem,
  toBusinessTime,
  type StoreSchedule,
} from '../../domain/time-slots';
import { errorOutcome, type AppMetrics } from '../metrics';
import { ApiError, notFound } from '../api-error';
import { WORDS } from '../words';
import type { AuthUser } from '../auth';
import type { Clock } from '../context';
import type { Database, Queryable } from '../db/database';
import type { MapsPort } from '../providers/maps';
import type { Addresses } from './addresses';
import { requireAnonymousAllowance } from './anonymous-allowance';
import type { AccessedOrder } from './order-access';
import type { StoreRow } from './catalogue';
import { appliedOf, type Checkout, type CheckoutAt, type OrderInfo } from './checkout';
import type { CatalogueSnapshot } from './catalogue-cache';
import type { Lifecycle } from './lifecycle';
import type { Payments } from './payments';
import { promotionRefused, type createPromotions } from './promotions';

/** A confirmation as the route hands it over. */
export interface ConfirmationRequest {
  id: number;
  info: OrderInfo;
  ticketUsed?: { promotions: { promotion_id: number; quantity: number }[] } | null;
  lang: string;
  /** The Idempotency-Key header, when sent. */
  idempotencyKey?: string | null;
  /** The bearer user, when a valid token was sent. */
  user: AuthUser | null;
  /** The order as the request's access check read it; read here when absent. */
  order?: AccessedOrder;
  /** The catalogue snapshot the request's feature-switch guard took; taken here when absent. */
  snapshot?: CatalogueSnapshot;
}

type ConfirmationAnswer = { data: { status: 'SUCCESS'; id: number; order_no: string } };

/** The store calendar's refusals (SPEC §8 "Holiday closure", "Store only accepts delivery, or pickup only"). */
const CALENDAR_REFUSALS: Record<OrderTypeRefusal, { code: string; field: string }> = {
  closure: { code: 'HOLIDAY_CLOSURE', field: 'info.servsTime' },
  delivery_only: { code: 'DELIVERY_ONLY', field: 'info.pickUpAtStore' },
  pickup_only: { code: 'PICKUP_ONLY', field: 'info.pickUpAtStore' },
};

/** The refusal code of each order-line problem (status 400, field info.foods[i]…). */
const LINE_CODES: Record<LineProblem, string> = {
  quantity_limit: 'QUANTITY_LIMIT',
  not_of_dish: 'TOPPING_NOT_OF_DISH',
  mandatory_missing: 'TOPPING_REQUIRED',
  mandatory_twice: 'TOPPING_CHOICE_TWICE',
  topping_limit: 'TOPPING_LIMIT',
};


/** A JSON value as PostgreSQL's `->>` reads it (the text lifecycle.start would read back from the stored info). */
const asJsonText = (value: unknown) => (value === undefined || value === null ? null : typeof value === 'string' ? value : String(value));

const flag = (value: unknown) => value === true || value === 1 || value === '1' || value === 'true';

export function createOrderConfirmation(deps: {
  db: Database;
  clock: Clock;
  checkout: Checkout;
  promotions: ReturnType<typeof createPromotions>;
  payments: Payments;
  lifecycle: Lifecycle;
  addresses: Addresses;
  maps: MapsPort;
  /** Counts confirmations by outcome (server/metrics.ts); optional for tests that build the service alone. */
  metrics?: Pick<AppMetrics, 'orders'>;
}) {
  const { db, clock, checkout, promotions, payments, lifecycle, addresses, maps, metrics } = deps;

  /**
   * The saved address an order names in info.customerAddressId: it must be one of the logged-in
   * customer's. Null when the order names none; a missing or another customer's address (or no
   * logged-in customer) is refused alike, so that ids of others are not revealed.
   */
  async function ownAddress(info: OrderInfo, user: AuthUser | null) {
    const raw = info.customerAddressId;
    if (raw === undefined || raw === null) return null;
    const address = user ? await addresses.findOwn(user.customerId, Number(raw)) : undefined;
    if (!address) {
      throw new ApiError(400, 'VALIDATION_ERROR', WORDS.notYourSavedAddress, 'info.customerAddressId');
    }
    return address;
  }

  /** Every line fits its dish: quantity within the cap, toppings of the dish's structure. */
  async function checkLines(at: CheckoutAt, foods: readonly { menucd: string; quantity: number; toppings?: { menucd: string; quantity: number }[] | null }[]) {
    for (const [i, line] of foods.entries()) {
      const structure = await at.catalogue.toppingStructure(line.menucd);
      const found = orderLineProblem(line, structure);
      if (found) {
        const field = `info.foods[${i}].${found.field}`;
        throw new ApiError(400, LINE_CODES[found.problem], WORDS.orderLine[found.problem], field, {
          reason: found.problem,
          menucd: line.menucd,
          ...(found.menucd ? { topping: found.menucd } : {}),
        });
      }
    }
  }

  /** The store offers the chosen fulfilment (its delivery and pickup flags). */
  function checkFulfilment(store: StoreRow, pickUpAtStore: boolean) {
    if (pickUpAtStore && !store.pickup) {
      throw new ApiError(409, 'PICKUP_UNAVAILABLE', WORDS.pickupUnavailable(store.name), 'info.pickUpAtStore');
    }
    if (!pickUpAtStore && !store.delivery) {
      throw new ApiError(409, 'DELIVERY_UNAVAILABLE', WORDS.deliveryUnavailable(store.name), 'info.pickUpAtStore');
    }
  }

  /**
   * Where a delivery goes, from the server's own data only: the customer's saved address, else the
   * place the maps service resolves from info.deliveryPlaceId. A position or distance the client
   * sends is never used.
   */
  async function deliveryPosition(info: OrderInfo, address: { lat: number; lng: number; address?: string } | null) {
    if (address) return { lat: address.lat, lng: address.lng, address: address.address };
    const placeId = typeof info.deliveryPlaceId === 'string' ? info.deliveryPlaceId.trim() : '';
    if (!placeId) {
      throw new ApiError(400, 'DELIVERY_POSITION_REQUIRED', WORDS.deliveryPositionRequired, 'info.deliveryPlaceId');
    }
    const place = await maps.placeDetails(placeId);
    if (!place) throw new ApiError(400, 'ADDRESS_NOT_FOUND', WORDS.placeNotFound, 'info.deliveryPlaceId');
    return { lat: place.lat, lng: place.lng, address: place.formatted_address };
  }

  /** A closure on `date`, or an order type the store does not take that day, refused (domain/store-calendar). */
  function checkCalendar(calendar: readonly CalendarEntry[], date: string | undefined, pickUpAtStore: boolean) {
    const refusal = date ? orderTypeRefusal(calendar, date, pickUpAtStore) : null;
    if (!refusal) return;
    const { code, field } = CALENDAR_REFUSALS[refusal];
    const entry = calendar.find((e) => e.from <= date! && date! <= e.to);
    throw new ApiError(409, code, WORDS.calendar[refusal], field, { reason: refusal, from: entry?.from, to: entry?.to, reopen: entry?.reopen ?? null });
  }

  /** A delivery into a restricted area (SPEC §8 "Pandemic-restricted areas") is refused. */
  async function checkDeliveryArea(at: CheckoutAt, position: { lat: number; lng: number; address?: string | null }) {
    const area = restrictedAreaAt(await at.catalogue.restrictedAreas(), position);
    if (area) {
      throw new ApiError(409, 'DELIVERY_AREA_RESTRICTED', WORDS.deliveryAreaRestricted(area.name), 'info.deliveryPlaceId', {
        restricted_area: area.name,
      });
    }
  }

  /** An order after the last order of `date` (SPEC §9), naming that day's last-order time. */
  function lastOrderPassed(schedule: StoreSchedule, date: string | Temporal.PlainDate) {
    return new ApiError(400, 'LAST_ORDER_PASSED', WORDS.serveTime.last_order_passed, 'info.servsTime', {
      reason: 'last_order_passed',
      last_order_time: lastOrderTimeOf(schedule, date),
    });
  }

  /** The serve time the order keeps: the earliest slot for ASAP, else the chosen one if the store takes it then. */
  async function serveTime(at: CheckoutAt, info: OrderInfo, store: StoreRow, now: Temporal.Instant) {
    const settings = await at.catalogue.settings();
    const calendar = await at.catalogue.calendar(store.id);
    const schedule = {
      start_time: store.start_time,
      end_time: store.end_time,
      last_order_time: store.last_order_time,
      openDays: withoutClosedDays(openDaysFor(store.open_weekdays, now, settings.futureDays), calendar),
      delivery_times: await at.catalogue.deliveryTimes(store.id),
    };
    const pickUpAtStore = flag(info.pickUpAtStore);
    if (flag(info.isASAP)) {
      checkCalendar(calendar, toBusinessTime(now).toPlainDate().toString(), pickUpAtStore);
      const today = toBusinessTime(now).toPlainDate();
      if (isPastLastOrder(schedule, today, now)) throw lastOrderPassed(schedule, today);
      const asap = asapServeTime(schedule, now, store.prepare_time);
      if (!asap) throw new ApiError(400, 'NO_SLOT_TODAY', WORDS.noSlotToday, 'info.servsTime', { reason: 'no_slot_today' });
      return { servsTime: `${asap.date} ${asap.time}`, orderTime: asap.time, orderTimeNumber: Number(asap.time.replace(':', '')) };
    }
    const servs = typeof info.servsTime === 'string' ? /^(\d{4}-\d{2}-\d{2})[ T](\d{2}:\d{2})$/.exec(info.servsTime.trim()) : null;
    checkCalendar(calendar, servs?.[1], pickUpAtStore);
    const problem = serveTimeProblem(schedule, servs?.[1], servs?.[2], now, store.prepare_time, settings.nextDeliveryInterval);
    if (problem === 'last_order_passed') throw lastOrderPassed(schedule, servs![1]);
    if (problem) throw new ApiError(400, SERVE_TIME_REFUSAL_CODES[problem], WORDS.serveTime[problem], 'info.servsTime', { reason: problem });
    return { servsTime: `${servs![1]} ${servs![2]}`, orderTime: servs![2] };
  }

  const stored = async (q: Queryable, id: number) => {
    const [done] = await q.query<{ response: ConfirmationAnswer }>('select response from order_confirmation where order_id = $1', [id]);
    return done?.response;
  };

  return {
    ownAddress,

    /** Confirms the order once (idempotent per Idempotency-Key, or per order without one). */
    async confirm(request: ConfirmationRequest): Promise<ConfirmationAnswer> {
      // set once this request's own transaction recorded the confirmation: a repeat answers the stored one
      const recorded = { now: false };
      try {
        const answer = await confirmOnce(request, recorded);
        metrics?.orders.inc({ outcome: recorded.now ? 'confirmed' : 'repeated' });
        return answer;
      } catch (error) {
        metrics?.orders.inc({ outcome: errorOutcome(error) });
        throw error;
      }
    },
  };

  async function confirmOnce(request: ConfirmationRequest, recorded: { now: boolean }): Promise<ConfirmationAnswer> {
    const { id, info, ticketUsed, lang, user } = request;
    const now = clock();
    // the order and its confirmation, when there is one, in one read; or the order its access check read, whose
    // confirmation (a repeated request) is looked up only once the order is no longer a draft
    const [row] = request.order
      ? [{ ...request.order, confirmation: isDraftStatus(request.order.status) ? null : ((await stored(db, id)) ?? null) }]
      : await db.query<{ id: number; order_no: string; status: string; confirmation: ConfirmationAnswer | null }>(
          `select o.id, o.order_no, o.status, c.response as confirmation
             from delivery_order o left join order_confirmation c on c.order_id = o.id where o.id = $1`,
          [id],
        );
    if (!row) throw notFound(WORDS.orderNotFound, 'ORDER_NOT_FOUND');
    const key = request.idempotencyKey ? `key:${request.idempotencyKey}` : `order:${id}:confirm`;
    if (row.confirmation) return row.confirmation;
    // only an order still being put together is confirmed: one sent (or closed) keeps what was sent
    if (!isDraftStatus(row.status)) {
      throw new ApiError(409, 'ORDER_CLOSED', WORDS.orderConfirmedAlready(row.order_no), 'id', {
        status: row.status,
      });
    }

    const customerId = info.customerId === undefined || info.customerId === null ? null : Number(info.customerId);
    if (customerId === 0) throw new ApiError(400, 'ERROR_CUSTOMER', WORDS.noValidCustomer, 'info.customerId');
    if (customerId !== null && user?.customerId !== customerId) {
      throw new ApiError(400, 'ERROR_CUSTOMER', WORDS.notLoggedInCustomersOrder, 'info.customerId');
    }
    const address = await ownAddress(info, user);
    const foods = Array.isArray(info.foods) ? info.foods : [];
    if (!foods.some((f) => f.active_flag !== false)) throw new ApiError(400, 'EMPTY_ORDER', WORDS.emptyOrder, 'info.foods');
    // every catalogue read of this confirmation at one catalogue version, through the catalogue cache
    const at = checkout.at(request.snapshot ?? (await checkout.snapshot()));
    await checkLines(at, foods);
    const store = await at.storeOf(info);
    const pickUpAtStore = flag(info.pickUpAtStore);
    checkFulfilment(store, pickUpAtStore);
    const position = pickUpAtStore ? null : await deliveryPosition(info, address);
    if (position) await checkDeliveryArea(at, position);
    const order: OrderInfo = { ...info, deliveryLocation: position && { lat: position.lat, lng: position.lng }, actualDistance: null, ...(await serveTime(at, info, store, now)) };

    const applied = appliedOf(info, ticketUsed);
    const pricing = await at.price(order, { lang, now, customerId, applied });
    const { repricing, discounts } = pricing;
    if (!repricing.lines.some((l) => l.active_flag)) throw new ApiError(400, 'EMPTY_ORDER', WORDS.emptyOrder, 'info.foods');
    const wronglyAvailable = foods.filter((f) => f.active_flag !== false && repricing.unavailable.includes(f.menucd)).map((f) => f.menucd);
    if (!repricing.unchanged || wronglyAvailable.length > 0) {
      throw new ApiError(409, 'INVALID_ORDER', WORDS.pricesChanged, undefined, {
        changed_items: repricing.changedItems,
        ...(repricing.deliveryFeeChange ? { delivery_fee: repricing.deliveryFeeChange } : {}),
        ...(wronglyAvailable.length > 0 ? { unavailable_items: wronglyAvailable } : {}),
      });
    }
    if (repricing.deliveryFee === null) {
      throw new ApiError(400, 'DELIVERY_POSITION_REQUIRED', WORDS.deliveryPositionMissing, 'info.deliveryPlaceId');
    }
    const promotionCheck = checkPromotions(repricing.lines, applied, await promotions.rules(customerId, applied.map((a) => a.promotion_id), now), {
      deliveryFee: repricing.deliveryFee,
      now,
      storeCode: store.code,
    });
    if (!promotionCheck.valid) throw promotionRefused(promotionCheck, ticketUsed ? 'ticket_used.promotions' : 'info.listPromotion');
    const { phone, receiverPhone, eInvoiceInfo, deliveryNote } = await at.checkForm(order, customerId);

    const emoneyType = Number(info.emoneyType ?? 0);
    const grandTotal = discounts.totalWithFee;
    if (grandTotal > MAX_ORDER_TOTAL) {
      throw new ApiError(400, 'VALIDATION_ERROR', WORDS.orderTotalTooLarge(MAX_ORDER_TOTAL), 'info.gokeikin');
    }
    const response: ConfirmationAnswer = { data: { status: 'SUCCESS', id: row.id, order_no: row.order_no } };
    return db.transaction(async (tx) => {
      // the order row locked first (as a payment decision locks it before its payment rows), then the confirmation
      // recorded once, in one statement; a second confirmation waits for the lock and then finds this one
      // a guest's order is recorded only while its phone holds the anonymous allowance, checked in the same statement
      const guestPhone = customerId === null ? (normalisePhone(typeof info.phone === 'string' ? info.phone : '') ?? '') : null;
      const inserted = await tx.query(
        `with locked as (select id from delivery_order where id = $1 for update)
         insert into order_confirmation (order_id, idempotency_key, response, created_at) select locked.id, $2, $3, $4 from locked
          where $5::text is null or exists (select 1 from anonymous_allowance a where a.phone = $5::text and a.expires_at > $4::timestamptz)
         on conflict do nothing returning order_id`,
        [id, key, JSON.stringify(response), now.toString(), guestPhone],
      );
      if (inserted.length === 0) {
        const done = await stored(tx, id);
        if (done) return done;
        if (guestPhone !== null) await requireAnonymousAllowance(tx, guestPhone, now.toString());
        throw new ApiError(400, 'VALIDATION_ERROR', 'The Idempotency-Key was already used for another order.', 'Idempotency-Key');
      }
      const paid = await payments.paidAtConfirmation(tx, id, { emoneyType, total: grandTotal });
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
        ...(eInvoiceInfo ? { eInvoiceInfo } : {}),
        deliveryNote,
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
        breakdown: discounts.breakdown,
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
      // a paid order's first lifecycle step, scheduled in the same update from the fields at hand (lifecycle.start reads them)
      const first = paid
        ? lifecycle.firstStep(
            {
              pick_up: asJsonText(nextInfo.pickUpAtStore),
              isasap: asJsonText(nextInfo.isASAP),
              servs_time: asJsonText(nextInfo.servsTime),
              prepare_time: store.prepare_time,
              clock_speed: asJsonText(nextInfo.sandboxClockSpeed),
            },
            now,
          )
        : null;
      if (first?.chosenSpeed != null) nextInfo.sandboxClockSpeed = first.chosenSpeed;
      await tx.query(
        `update delivery_order set status = 'orderSent', payment_status = $2, cus_id = $3, store_id = $4, tencd = $5, lang = $6,
           info = $7, foods = $8, confirmed_at = $9, updated_at = $9,
           next_step_at = case when $10::timestamptz is not null and lifecycle_step = -1 and next_step_at is null then $10::timestamptz else next_step_at end
         where id = $1`,
        [id, paymentStatus, customerId, store.id, store.code, lang, JSON.stringify(nextInfo), JSON.stringify(discounts.lines), now.toString(), first?.nextStepAt.toString() ?? null],
      );
      if (discounts.uses.length > 0) await promotions.consume(tx, { orderId: id, customerId }, discounts.uses, now);
      recorded.now = true;
      return response;
    });
  }
}

export type OrderConfirmation = ReturnType<typeof createOrderConfirmation>;
