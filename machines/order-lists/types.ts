import type { DateRange, HistoryStatusTab, YourOrderTab } from '../../domain/order-lists';
import type { components } from '../../openapi/schema';
import type { ApiFailure } from '../shared/api-error';

export type OrderHistoryRow = components['schemas']['OrderHistoryRow'];
export type { DateRange };

/** Which list: the "your order" tabs or the history by date range and status. */
export type OrderListMode = 'orders' | 'history';
export type OrderListTab = YourOrderTab | HistoryStatusTab;

export interface OrderListsInput {
  mode: OrderListMode;
  /** The instant the screen opened (ISO): the history's default range ends on its business date. */
  now: string;
}

export interface OrderListsContext {
  mode: OrderListMode;
  /** The tab shown (all by default). */
  tab: OrderListTab;
  /** The history's range the rows answer (null for the "your order" list). */
  range: DateRange | null;
  /** The history's date inputs, applied by range.search when the rule accepts them. */
  rangeDraft: { from: string; to: string };
  /** The latest instant the app told (ISO): dates after its business date are the future. */
  now: string;
  /** The rows of every page loaded so far, newest first. */
  rows: OrderHistoryRow[];
  /** The last page loaded (0 before the first). */
  page: number;
  /** Rows of every page together, as the server counted them. */
  total: number;
  /** The last failed call, as the API answered it. */
  error: ApiFailure | null;
}

export type OrderListsEvent =
  | { type: 'tab.select'; tab: OrderListTab }
  | { type: 'range.edit'; from?: string; to?: string }
  | { type: 'range.search'; now: string }
  | { type: 'page.next' }
  | { type: 'list.refresh' }
  | { type: 'list.retry' };

/** One page asked of get-user-order or get-order-history. */
export interface LoadOrdersInput {
  mode: OrderListMode;
  tab: OrderListTab;
  range: DateRange | null;
  page: number;
  size: number;
}

export interface LoadOrdersOutput {
  rows: OrderHistoryRow[];
  page: number;
  total: number;
}
