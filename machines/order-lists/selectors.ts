import type { SnapshotFrom } from 'xstate';
import { rangeDraftProblem, tabsOf, type orderListsMachine } from './machine';

type Snapshot = SnapshotFrom<typeof orderListsMachine>;

export const orderRowsSelector = (snapshot: Snapshot) => snapshot.context.rows;
export const orderTabsSelector = (snapshot: Snapshot) => tabsOf(snapshot.context.mode);
export const activeOrderTabSelector = (snapshot: Snapshot) => snapshot.context.tab;
/** The history's date inputs and what is wrong with them (field and reason), null when they may be searched. */
export const rangeDraftSelector = (snapshot: Snapshot) => snapshot.context.rangeDraft;
export const rangeProblemSelector = (snapshot: Snapshot) => (snapshot.context.mode === 'history' ? rangeDraftProblem(snapshot.context) : null);
/** Skeleton rows while the first page loads; a row skeleton under the list while the next one does. */
export const isFirstPageLoadingSelector = (snapshot: Snapshot) => snapshot.hasTag('loading');
export const isNextPageLoadingSelector = (snapshot: Snapshot) => snapshot.hasTag('loadingMore');
export const orderListErrorSelector = (snapshot: Snapshot) => snapshot.context.error;
/** The list is loaded and holds no order (the empty message). */
export const isOrderListEmptySelector = (snapshot: Snapshot) => snapshot.matches('ready') && snapshot.context.total === 0;
