import type { WalletMethod } from '../../../machines/payment/machine';

/** What a gateway's return query says: the provider, its result code, the order and the query itself. */
export interface GatewayReturn {
  provider: WalletMethod;
  code: number;
  orderNo: string;
  query: Record<string, string>;
}

/** The gateway's order id is the order number plus '-attempt'. */
const orderNoOf = (providerOrderId: string) => providerOrderId.replace(/-\d+$/, '');

/**
 * Reads a MoMo (partnerCode, orderId, resultCode…) or Payoo (order_no, status, checksum…) return
 * query; null when the search holds neither (the page was opened from inside the app).
 * @example parseGatewayReturn('?partnerCode=MOMO&orderId=A1-1&resultCode=0')?.provider // 'momo'
 */
export function parseGatewayReturn(search: string): GatewayReturn | null {
  const params = new URLSearchParams(search);
  const query = Object.fromEntries(params.entries());
  if (query.partnerCode && query.orderId && query.resultCode !== undefined && Number.isFinite(Number(query.resultCode))) {
    return { provider: 'momo', code: Number(query.resultCode), orderNo: orderNoOf(query.orderId), query };
  }
  if (query.order_no && query.status !== undefined && query.checksum && Number.isFinite(Number(query.status))) {
    return { provider: 'payoo', code: Number(query.status), orderNo: orderNoOf(query.order_no), query };
  }
  return null;
}
