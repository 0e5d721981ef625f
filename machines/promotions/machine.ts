import { assign, setup } from 'xstate';
import {
  applyPromotion,
  isVoucher,
  maxApplyQuantity,
  revertPromotions,
  stepVoucher,
  type PromotionRule,
} from '../../domain/promotions';
import type { Promotion, PromotionsInput, PromotionsContext, PromotionsEvent } from './types';
import { promotionsActors } from './actors';

export * from './types';

/** A PromotionRule of the engine (domain/promotions) from the contract's Promotion. */
export function ruleOf(promotion: Promotion): PromotionRule {
  const codes = (items: Promotion['apply_items']) => (items?.selectedItems ?? []).map((i) => i.menucd);
  return {
    id: promotion.id,
    name: promotion.name,
    pmt_type: promotion.pmt_type,
    pmt_on: promotion.pmt_on,
    value: promotion.value ?? 0,
    limit: promotion.limit ?? 0,
    is_stacked: promotion.is_stacked ?? false,
    item_by_item: promotion.item_by_item ?? false,
    condition_items: codes(promotion.condition_items),
    apply_items: codes(promotion.apply_items),
    minimum_total: promotion.minimum_total,
    // a promotion is used from the customer's tickets, unless a banner makes it an open offer: then only its
    // limits count (the server counts the uses again when the order is confirmed)
    ticket_quanlity: promotion.open_offer ? null : (promotion.ticket_quanlity ?? null),
    remaining: (promotion.quantity ?? 0) > 0 ? (promotion.remaining ?? null) : null,
    limit_per_day: promotion.limit_per_day,
    used_today: promotion.used_today,
    limit_on_customer: promotion.limit_on_customer,
    used_by_customer: promotion.used_quantity,
    expired_date_from: promotion.expired_date_from,
    expired_date_to: promotion.expired_date_to,
    store_codes: (promotion.promotion_stores ?? []).map((s) => s.store_code ?? s.name),
  };
}

const ruleById = (context: PromotionsContext, id: number) => context.rules.find((r) => r.id === id);
const quantityOf = (context: PromotionsContext, id: number) =>
  context.applied.find((a) => a.promotion_id === id)?.quantity ?? 0;
const idOf = (event: PromotionsEvent) => ('id' in event ? event.id : -1);

/** The customer's promotions at checkout (SPEC §4 "Promotions"), over the rules of domain/promotions. */
export const promotionsMachine = setup({
  types: {
    context: {} as PromotionsContext,
    events: {} as PromotionsEvent,
    input: {} as PromotionsInput,
  },
  actors: promotionsActors,
  guards: {
    isGuest: ({ context }) => context.input.customerId === null,
    isToggle: ({ context, event }) => {
      const rule = ruleById(context, idOf(event));
      return rule !== undefined && !isVoucher(rule);
    },
    canIncrease: ({ context, event }) => {
      const rule = ruleById(context, idOf(event));
      return rule !== undefined && isVoucher(rule) && quantityOf(context, rule.id) < maxApplyQuantity(rule);
    },
    canDecrease: ({ context, event }) => {
      const rule = ruleById(context, idOf(event));
      return rule !== undefined && isVoucher(rule) && quantityOf(context, rule.id) > 0;
    },
    hasApplied: ({ context }) => context.applied.length > 0,
  },
  actions: {
    assignOwned: assign((_, params: { owned: Promotion[] }) => ({
      owned: params.owned,
      rules: params.owned.map(ruleOf),
    })),
    toggle: assign(({ context, event }) => {
      const rule = ruleById(context, idOf(event))!;
      return { applied: applyPromotion(context.applied, rule, new Map(context.rules.map((r) => [r.id, r]))) };
    }),
    step: assign(({ context, event }, params: { delta: 1 | -1 }) => ({
      applied: stepVoucher(context.applied, ruleById(context, idOf(event))!, params.delta),
    })),
    revert: assign({ applied: () => revertPromotions() }),
  },
}).createMachine({
  id: 'promotions',
  context: ({ input }) => ({ input, owned: [], rules: [], applied: [] }),
  initial: 'checking',
  states: {
    checking: {
      always: [{ guard: 'isGuest', target: 'unavailable' }, { target: 'loading' }],
    },
    unavailable: {
      description: 'A guest: no promotions to list or apply.',
    },
    loading: {
      tags: ['loading'],
      invoke: {
        id: 'loadPromotions',
        src: 'loadPromotions',
        input: ({ context }) => ({ ...context.input, customerId: context.input.customerId ?? 0 }),
        onDone: { target: 'ready', actions: { type: 'assignOwned', params: ({ event }) => ({ owned: event.output }) } },
        onError: 'failed',
      },
    },
    failed: {
      description: 'The owned promotions could not be loaded; the customer may try again.',
      on: { 'promotions.retry': 'loading' },
    },
    ready: {
      description: 'Toggles, voucher steps, a bill discount keeping only stackable ones, revert (SPEC §4).',
      on: {
        'promotion.toggle': { guard: 'isToggle', actions: 'toggle' },
        'voucher.increase': { guard: 'canIncrease', actions: { type: 'step', params: { delta: 1 } } },
        'voucher.decrease': { guard: 'canDecrease', actions: { type: 'step', params: { delta: -1 } } },
        'promotions.revert': { guard: 'hasApplied', actions: 'revert' },
        'recipient.select': { guard: 'hasApplied', actions: 'revert' },
      },
    },
  },
});
