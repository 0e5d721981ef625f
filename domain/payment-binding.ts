/**
 * A payment counts only for the order, the amount and the attempt it was opened for.
 * The server applies these rules when a gateway decision arrives and when a cart would change;
 * they are pure so that a property test can drive them through any sequence of events.
 */

/** Why money the gateway took is not counted for the order and is owed back to the customer. */
export type RefundReason = 'superseded' | 'amount_mismatch' | 'already_paid';

/** The refund reason of a paid order that was canceled (SPEC §4: reason 99, the store cannot serve). */
export const ORDER_CANCELED_REFUND = 'order_canceled';

/** What the server knows when a gateway says a payment attempt was paid. */
export interface PaidAttemptFacts {
  /** The attempt's state before this decision: the open one, or one a later attempt or a method switch replaced. */
  attemptStatus: 'pending' | 'superseded';
  /** The amount fixed when the attempt was opened. */
  openedAmount: number;
  /** The amount the gateway reports it charged; null when it reports none (Payoo's return). */
  chargedAmount: number | null;
  /** The order's confirmed total; null before confirmation. */
  orderTotal: number | null;
  /** The order is already paid (by another attempt). */
  orderPaid: boolean;
}

/**
 * Null when a paid attempt marks its order paid; otherwise why the money is recorded for refund.
 * @example paidAttemptRefusal({ attemptStatus: 'pending', openedAmount: 80000, chargedAmount: 80000, orderTotal: 3265000, orderPaid: false }) // 'amount_mismatch'
 */
export function paidAttemptRefusal(facts: PaidAttemptFacts): RefundReason | null {
  if (facts.attemptStatus === 'superseded') return 'superseded';
  if (facts.orderPaid) return 'already_paid';
  if (facts.chargedAmount !== null && facts.chargedAmount !== facts.openedAmount) return 'amount_mismatch';
  if (facts.orderTotal !== null && facts.orderTotal !== facts.openedAmount) return 'amount_mismatch';
  return null;
}

/** Fields of an order's info that decide its money, in the order a refusal names them. */
export const MONEY_FIELDS = ['foods', 'pickUpAtStore', 'deliveryLocation', 'customerAddressId', 'storeCode', 'listPromotion', 'emoneyType'] as const;

type Info = Readonly<Record<string, unknown>>;

interface LineLike {
  menucd?: unknown;
  quantity?: unknown;
  active_flag?: unknown;
  toppings?: unknown;
}

const codeAndQuantity = (line: LineLike) => [String(line.menucd ?? ''), Number(line.quantity ?? 1)];

function moneyShape(field: (typeof MONEY_FIELDS)[number], value: unknown): unknown {
  if (value === undefined || value === null || value === '') return null;
  switch (field) {
    case 'foods':
      return Array.isArray(value)
        ? (value as LineLike[]).map((line) => [
            ...codeAndQuantity(line),
            line.active_flag !== false,
            Array.isArray(line.toppings) ? (line.toppings as LineLike[]).map(codeAndQuantity) : [],
          ])
        : null;
    case 'pickUpAtStore':
      return value === true || value === 1 || value === '1' || value === 'true';
    case 'deliveryLocation': {
      const { lat, lng } = value as { lat?: unknown; lng?: unknown };
      return [Number(lat), Number(lng)];
    }
    case 'listPromotion':
      return Array.isArray(value) ? (value as { id?: unknown; applyQuantity?: unknown }[]).map((p) => [p.id, p.applyQuantity ?? 1]) : null;
    default:
      return String(value);
  }
}

/**
 * The first field whose change would change the money of an order (dishes, toppings, quantities,
 * fulfilment, delivery position, store, promotions, payment method); null when none would.
 * Prices the client sends do not count: the server prices from its catalogue.
 * @example changedMoneyField({ foods: [{ menucd: 'P1', quantity: 1 }] }, { foods: [{ menucd: 'P1', quantity: 2 }] }) // 'foods'
 */
export function changedMoneyField(frozen: Info, next: Info): (typeof MONEY_FIELDS)[number] | null {
  return MONEY_FIELDS.find((field) => JSON.stringify(moneyShape(field, frozen[field])) !== JSON.stringify(moneyShape(field, next[field]))) ?? null;
}
