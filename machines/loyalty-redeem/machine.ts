/**
 * Redeem a promotion with points (SPEC §4 "Redeem flow": check points, call redeem, refresh the
 * customer, show success; SPEC §8 not enough points and redeem errors in a dialog).
 * viewing → checkingPoints → redeeming → refreshing → redeemed | notEnoughPoints | failed.
 */
import { assign, setup } from 'xstate';
import { hasEnoughPoints } from '../../domain/points';
import { apiFailureOf, hasErrorCode } from '../shared/api-error';
import type { RedeemInput, RedeemContext, RedeemEvent, RedeemCallOutput } from './types';
import { redeemActors } from './actors';

export * from './types';

const failureOf = ({ event }: { event: { error: unknown } }) => ({ error: event.error });

export const redeemMachine = setup({
  types: {
    context: {} as RedeemContext,
    events: {} as RedeemEvent,
    input: {} as RedeemInput,
  },
  actors: redeemActors,
  guards: {
    /** SPEC §5: redeem is blocked while the available points are below the cost (the red figure). */
    coversCost: ({ context }) =>
      context.availablePoints !== null && hasEnoughPoints(context.availablePoints, context.pointCost, context.quantity),
    pointsCover: (_, params: { availablePoints: number; pointCost: number; quantity: number }) =>
      hasEnoughPoints(params.availablePoints, params.pointCost, params.quantity),
    isNotEnoughPoints: (_, params: { error: unknown }) => hasErrorCode(params.error, 'NOT_ENOUGH_POINTS'),
  },
  actions: {
    assignPoints: assign((_, params: { availablePoints: number }) => ({ availablePoints: params.availablePoints })),
    assignRedeemed: assign(({ context }, params: { output: RedeemCallOutput }) => ({
      availablePoints: params.output.available_point,
      redeemed: context.redeemed + params.output.quantity,
    })),
    assignError: assign((_, params: { error: unknown }) => ({ error: apiFailureOf(params.error) })),
    assignRefusedPoints: assign(({ context }, params: { error: unknown }) => {
      const available = apiFailureOf(params.error).details?.available_point;
      return {
        error: apiFailureOf(params.error),
        availablePoints: typeof available === 'number' ? available : context.availablePoints,
      };
    }),
    clearError: assign({ error: null }),
  },
}).createMachine({
  id: 'redeem',
  context: ({ input }) => ({ ...input, quantity: 1, error: null, redeemed: 0 }),
  initial: 'viewing',
  states: {
    viewing: {
      description: 'The redeem screen; redeem is enabled when the points last read cover the cost.',
      on: {
        redeem: { guard: 'coversCost', target: 'checkingPoints' },
        'points.update': {
          actions: { type: 'assignPoints', params: ({ event }) => ({ availablePoints: event.availablePoints }) },
        },
      },
    },
    checkingPoints: {
      tags: ['busy'],
      description: 'Reads the points again: another device may have spent them.',
      invoke: {
        src: 'checkPoints',
        id: 'checkPoints',
        input: ({ context }) => ({ customerId: context.customerId }),
        onDone: [
          {
            guard: {
              type: 'pointsCover',
              params: ({ context, event }) => ({
                availablePoints: event.output.availablePoints,
                pointCost: context.pointCost,
                quantity: context.quantity,
              }),
            },
            target: 'redeeming',
            actions: {
              type: 'assignPoints',
              params: ({ event }) => ({ availablePoints: event.output.availablePoints }),
            },
          },
          {
            target: 'notEnoughPoints',
            actions: {
              type: 'assignPoints',
              params: ({ event }) => ({ availablePoints: event.output.availablePoints }),
            },
          },
        ],
        onError: { target: 'failed', actions: { type: 'assignError', params: failureOf } },
      },
    },
    redeeming: {
      tags: ['busy'],
      invoke: {
        src: 'redeemPromotion',
        id: 'redeemPromotion',
        input: ({ context }) => ({ promotionId: context.promotionId, quantity: context.quantity }),
        onDone: {
          target: 'refreshing',
          actions: { type: 'assignRedeemed', params: ({ event }) => ({ output: event.output }) },
        },
        onError: [
          {
            guard: { type: 'isNotEnoughPoints', params: failureOf },
            target: 'notEnoughPoints',
            actions: { type: 'assignRefusedPoints', params: failureOf },
          },
          { target: 'failed', actions: { type: 'assignError', params: failureOf } },
        ],
      },
    },
    refreshing: {
      tags: ['busy'],
      description: 'Refreshes the customer; the redeem has happened whether or not the refresh succeeds.',
      invoke: {
        src: 'refreshCustomer',
        id: 'refreshCustomer',
        input: ({ context }) => ({ customerId: context.customerId }),
        onDone: {
          target: 'redeemed',
          actions: { type: 'assignPoints', params: ({ event }) => ({ availablePoints: event.output.availablePoints }) },
        },
        // the points the redeem answered stand
        onError: { target: 'redeemed' },
      },
    },
    redeemed: {
      description: "'Thank you! Promotion has been redeemed successfully!'",
      on: { 'dialog.close': { target: 'viewing' } },
    },
    notEnoughPoints: {
      description: 'SPEC §8 "Not enough points": a dialog.',
      on: { 'dialog.close': { target: 'viewing', actions: 'clearError' } },
    },
    failed: {
      description: 'SPEC §8 "Redeem error": the error text in a dialog.',
      on: { 'dialog.close': { target: 'viewing', actions: 'clearError' } },
    },
  },
});
