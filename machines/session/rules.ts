import { ACCESS_TOKEN_LIFETIME_SECONDS, TOKEN_REFRESH_MARGIN_SECONDS } from '../../domain/constants';
import type { Address, Customer } from './types';

/** Refresh the access token this long after it was issued, ms. */
export const TOKEN_REFRESH_DELAY_MS = (ACCESS_TOKEN_LIFETIME_SECONDS - TOKEN_REFRESH_MARGIN_SECONDS) * 1_000;

/** The default address among `addresses` (is_default, else the customer's default_address), or null. */
export function defaultAddressId(addresses: readonly Address[], customer: Customer | null): number | null {
  return (
    addresses.find((a) => a.is_default)?.id ??
    addresses.find((a) => a.id === customer?.default_address)?.id ??
    null
  );
}
