import type { components } from '../../../openapi/schema';
import { detailPath, paths, RESUME_ORDER_PARAM } from '../../config/paths';

type Banner = components['schemas']['Banner'];
type OrderStatus = components['schemas']['OrderStatus'];

/**
 * Where a found order opens (SPEC §2 Home): the cart, which takes its dishes back, while it is still
 * being put together; else its delivery status.
 */
export function orderSearchTarget(status: OrderStatus, orderNo: string): string {
  if (status === 'orderStart' || status === 'ordering') return `${paths.myCart}?${RESUME_ORDER_PARAM}=${encodeURIComponent(orderNo)}`;
  return `${paths.deliveryStatus}?orderNo=${encodeURIComponent(orderNo)}`;
}

/** What a banner opens: its redirect URL (external or in-app), else the dish detail, else nothing. */
export function bannerTarget(banner: Banner): { href: string; external: boolean } | null {
  const url = banner.redirect_url?.trim();
  if (url) return { href: url, external: /^https?:\/\//i.test(url) };
  const code = banner.product_code?.trim();
  return code ? { href: detailPath(code), external: false } : null;
}
