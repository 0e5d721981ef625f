import { Temporal } from 'temporal-polyfill';
import { assign, setup } from 'xstate';
import {
  dateRangeProblem,
  defaultHistoryRange,
  HISTORY_STATUS_TABS,
  ORDER_LIST_PAGE_SIZE,
  YOUR_ORDER_TABS,
} from '../../domain/order-lists';
import { apiFailureOf } from '../shared/api-error';
import { orderListsActors } from './actors';
import type { LoadOrdersOutput, OrderListsContext, OrderListsEvent, OrderListsInput, OrderListTab } from './types';

export * from './types';

/** The tabs of a list mode. */
export const tabsOf = (mode: OrderListsContext['mode']): readonly OrderListTab[] => (mode === 'orders' ? YOUR_ORDER_TABS : HISTORY_STATUS_TABS);

/** What is wrong with the history's date inputs (SPEC §5 Date range), or null. */
export const rangeDraftProblem = (context: Pick<OrderListsContext, 'rangeDraft' | 'now'>) =>
  dateRangeProblem(context.rangeDraft, Temporal.Instant.from(context.now));

const firstPage = { rows: [], page: 0, total: 0, error: null };

/** Another tab or another date range starts the list over, from every state that shows it. */
const filterChanges = {
  'tab.select': { guard: 'isOtherTabOfMode', target: 'loading', actions: 'selectTab' },
  'range.search': { guard: 'isRangeSearchable', target: 'loading', actions: 'applyRange' },
} as const;

/**
 * The customer's order lists (SPEC §2 Your order, Order history): tabs, the history's date range
 * (two dates, none in the future, the last 30 days at first) and pages loaded one after another.
 */
export const orderListsMachine = setup({
  types: {
    context: {} as OrderListsContext,
    events: {} as OrderListsEvent,
    input: {} as OrderListsInput,
  },
  actors: orderListsActors,
  guards: {
    isOtherTabOfMode: ({ context, event }) => event.type === 'tab.select' && event.tab !== context.tab && tabsOf(context.mode).includes(event.tab),
    isHistory: ({ context }) => context.mode === 'history',
    isRangeSearchable: ({ context, event }) =>
      event.type === 'range.search' && context.mode === 'history' && rangeDraftProblem({ rangeDraft: context.rangeDraft, now: event.now }) === null,
    hasMorePages: ({ context }) => context.rows.length < context.total,
  },
  actions: {
    selectTab: assign(({ context, event }) => ({ tab: event.type === 'tab.select' ? event.tab : context.tab, ...firstPage })),
    assignRangeDraft: assign(({ context, event }) =>
      event.type === 'range.edit' ? { rangeDraft: { from: event.from ?? context.rangeDraft.from, to: event.to ?? context.rangeDraft.to } } : {},
    ),
    applyRange: assign(({ context, event }) => ({
      range: { ...context.rangeDraft },
      now: event.type === 'range.search' ? event.now : context.now,
      ...firstPage,
    })),
    resetPages: assign(firstPage),
    assignFirstPage: assign((_, params: LoadOrdersOutput) => ({ rows: params.rows, page: params.page, total: params.total, error: null })),
    appendPage: assign(({ context }, params: LoadOrdersOutput) => ({
      rows: [...context.rows, ...params.rows],
      page: params.page,
      total: params.total,
      error: null,
    })),
    assignError: assign((_, params: { error: unknown }) => ({ error: apiFailureOf(params.error) })),
    clearError: assign({ error: null }),
  },
}).createMachine({
  id: 'orderLists',
  context: ({ input }) => {
    const range = input.mode === 'history' ? defaultHistoryRange(Temporal.Instant.from(input.now)) : null;
    return {
      mode: input.mode,
      tab: 'all',
      range,
      rangeDraft: range ?? { from: '', to: '' },
      now: input.now,
      ...firstPage,
    };
  },
  initial: 'loading',
  on: {
    'range.edit': { guard: 'isHistory', actions: 'assignRangeDraft' },
  },
  states: {
    loading: {
      tags: ['loading'],
      invoke: {
        id: 'loadOrders',
        src: 'loadOrders',
        input: ({ context }) => ({ mode: context.mode, tab: context.tab, range: context.range, page: 1, size: ORDER_LIST_PAGE_SIZE }),
        onDone: { target: 'ready', actions: { type: 'assignFirstPage', params: ({ event }) => event.output } },
        onError: { target: 'failed', actions: { type: 'assignError', params: ({ event }) => ({ error: event.error }) } },
      },
    },
    ready: {
      on: {
        ...filterChanges,
        'page.next': { guard: 'hasMorePages', target: 'loadingMore' },
        'list.refresh': { target: 'loading', actions: 'resetPages' },
      },
    },
    loadingMore: {
      tags: ['loadingMore'],
      invoke: {
        id: 'loadMoreOrders',
        src: 'loadOrders',
        input: ({ context }) => ({ mode: context.mode, tab: context.tab, range: context.range, page: context.page + 1, size: ORDER_LIST_PAGE_SIZE }),
        onDone: { target: 'ready', actions: { type: 'appendPage', params: ({ event }) => event.output } },
        onError: { target: 'moreFailed', actions: { type: 'assignError', params: ({ event }) => ({ error: event.error }) } },
      },
    },
    moreFailed: {
      description: 'The rows loaded stay; the next page may be asked again.',
      on: {
        'page.next': { target: 'loadingMore', actions: 'clearError' },
        ...filterChanges,
        'list.refresh': { target: 'loading', actions: 'resetPages' },
      },
    },
    failed: {
      description: 'The first page failed (SPEC §8 "Order history failure": the server-error message).',
      on: {
        'list.retry': { target: 'loading', actions: 'clearError' },
        ...filterChanges,
      },
    },
  },
});
