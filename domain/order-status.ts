/**
 * Order-status vocabulary (SPEC §4): which statuses close an order, which mean it was sent, and
 * when an order is awaiting payment. Both spellings of cancelled are in use (SPEC §3, the contract).
 */

/** An order status as the contract lists it. */
export type OrderStatus = 'orderStart' | 'ordering' | 'orderSent' | 'accepted' | 'cooking' | 'ready' | 'completed' | 'canceled' | 'cancelled';

/** Both spellings of a cancelled order. */
export const CANCELLED_STATUSES: readonly OrderStatus[] = ['canceled', 'cancelled'];
/** Statuses after which an order never changes again. */
export const CLOSED_STATUSES: readonly OrderStatus[] = ['completed', ...CANCELLED_STATUSES];
/** Statuses of an order on its way: sent and not yet closed. */
export const ONGOING_STATUSES: readonly OrderStatus[] = ['orderSent', 'accepted', 'cooking', 'ready'];
/** Statuses of an order that was sent to the store (its cart can no longer change). */
export const SENT_STATUSES: readonly OrderStatus[] = [...ONGOING_STATUSES, ...CLOSED_STATUSES];
/** Statuses of a cart that was never sent. */
export const DRAFT_STATUSES: readonly OrderStatus[] = ['orderStart', 'ordering'];
/** Payment statuses of an order whose payment has not (yet) succeeded. */
export const UNPAID_PAYMENT_STATUSES: readonly string[] = ['unpaid', 'fail'];

const within = (list: readonly string[], status: string | null | undefined) => typeof status === 'string' && list.includes(status);

/** True for canceled and cancelled. */
export const isCancelledStatus = (status: string | null | undefined) => within(CANCELLED_STATUSES, status);
/** True for completed, canceled and cancelled. */
export const isClosedStatus = (status: string | null | undefined) => within(CLOSED_STATUSES, status);
/** True while the order is still being put together (orderStart, ordering): its customer may continue it. */
export const isDraftStatus = (status: string | null | undefined) => within(DRAFT_STATUSES, status);
/** True once the order was sent to the store. */
export const isSentStatus = (status: string | null | undefined) => within(SENT_STATUSES, status);

/** True when a sent, not cancelled order still waits for its payment (unpaid or failed). */
export function isAwaitingPayment(order: { status: string | null | undefined; paymentStatus: string | null | undefined }): boolean {
  return within(UNPAID_PAYMENT_STATUSES, order.paymentStatus) && !isCancelledStatus(order.status);
}

/**
 * The payment status of an order as it is placed: a cash order owes nothing online (it is paid at
 * the door or the counter), a wallet order is unpaid until its gateway says otherwise.
 * @example paymentStatusAtPlacing('cash') // 'success'
 */
export const paymentStatusAtPlacing = (method: string): 'success' | 'unpaid' => (method === 'cash' ? 'success' : 'unpaid');
