import type { CartLine } from '../../domain/cart-line';
import type { AppliedPromotion, PromotionRule } from '../../domain/promotions';
import type { components } from '../../openapi/schema';

export type Promotion = components['schemas']['Promotion'];

/** What my-promotion needs: the customer, the store and the cart. */
export interface LoadPromotionsInput {
  customerId: number;
  storeCode: string;
  brandCode: string;
  lines: CartLine[];
  total: number;
}

export interface PromotionsInput {
  /** Null for a guest: a guest has no promotions. */
  customerId: number | null;
  storeCode: string;
  brandCode: string;
  lines: CartLine[];
  total: number;
}

export interface PromotionsContext {
  /** What the list is loaded for. */
  input: PromotionsInput;
  /** The customer's owned promotions (my-promotion), in the server's order. */
  owned: Promotion[];
  /** The engine's rules of the owned promotions. */
  rules: PromotionRule[];
  /** The applied promotions and their quantities; a quantity of 0 is never kept. */
  applied: AppliedPromotion[];
}

export type PromotionsEvent =
  /** The apply control of an item, bill or free point promotion: 0 → 1 or 1 → 0. */
  | { type: 'promotion.toggle'; id: number }
  /** A voucher steps up or down within its tickets and the day's limit. */
  | { type: 'voucher.increase'; id: number }
  | { type: 'voucher.decrease'; id: number }
  | { type: 'promotions.revert' }
  /** Selecting a recipient reverts the promotion list (SPEC §4). */
  | { type: 'recipient.select' }
  | { type: 'promotions.retry' };
