import { Trans, useLingui } from '@lingui/react/macro';
import { useId } from 'react';
import { Link } from 'wouter';
import { defaultHistoryRange } from '../../../domain/order-lists';
import { rangeDraftProblem, tabsOf, type OrderHistoryRow, type OrderListMode } from '../../../machines/order-lists/machine';
import { ListSkeleton, SkeletonRegion } from '../../components/ui/skeleton';
import * as form from '../../components/ui/form.css';
import * as ui from '../../components/ui/ui.css';
import { buildPath, paths } from '../../config/paths';
import { clock } from '../../lib/clock';
import { formatNumber, formatPrice, formatDateTime } from '../../lib/format';
import { useOrderListLabels } from './labels';
import { OrderListsContext } from './provider';
import * as styles from './orders.css';

/** YYYYMMDD as a date input's value (YYYY-MM-DD), and back. */
const toInputDate = (compact: string) => (/^\d{8}$/.test(compact) ? `${compact.slice(0, 4)}-${compact.slice(4, 6)}-${compact.slice(6)}` : '');
const fromInputDate = (value: string) => value.replaceAll('-', '');

/** The history's two dates (none after today) and the search button the machine's guard enables. */
function DateRangeForm() {
  const { t } = useLingui();
  const id = useId();
  const actor = OrderListsContext.useActorRef();
  const draft = OrderListsContext.useSelector((s) => s.context.rangeDraft);
  const problem = OrderListsContext.useSelector((s) => rangeDraftProblem({ rangeDraft: s.context.rangeDraft, now: clock.now() }));
  const canSearch = OrderListsContext.useSelector((s) => s.can({ type: 'range.search', now: clock.now() }));
  const today = toInputDate(defaultHistoryRange(clock.instant()).to);
  const message =
    problem?.reason === 'future'
      ? t`A date cannot be in the future.`
      : problem?.reason === 'reversed'
        ? t`The start date must not be after the end date.`
        : problem
          ? t`Choose both dates.`
          : null;
  return (
    <form
      className={form.form}
      aria-label={t`Date range`}
      onSubmit={(event) => {
        event.preventDefault();
        actor.send({ type: 'range.search', now: clock.now() });
      }}
    >
      <div className={styles.rangeForm}>
        <div className={form.field}>
          <label className={form.label} htmlFor={`${id}-from`}>
            {t`From`}
          </label>
          <input
            id={`${id}-from`}
            className={form.input}
            type="date"
            max={today}
            value={toInputDate(draft.from)}
            onChange={(event) => actor.send({ type: 'range.edit', from: fromInputDate(event.target.value) })}
          />
        </div>
        <div className={form.field}>
          <label className={form.label} htmlFor={`${id}-to`}>
            {t`To`}
          </label>
          <input
            id={`${id}-to`}
            className={form.input}
            type="date"
            max={today}
            value={toInputDate(draft.to)}
            onChange={(event) => actor.send({ type: 'range.edit', to: fromInputDate(event.target.value) })}
          />
        </div>
        <button type="submit" className={ui.button.primary} disabled={!canSearch}>
          {t`Search`}
        </button>
      </div>
      {message ? (
        <p className={form.fieldError} role="alert">
          {message}
        </p>
      ) : null}
    </form>
  );
}

function OrderRow({ row, mode }: { row: OrderHistoryRow; mode: OrderListMode }) {
  const { t } = useLingui();
  const labels = useOrderListLabels();
  const orderNo = row.order_no;
  const points = formatNumber(row.earn_point ?? 0);
  // your order's compact phone rows keep number, time and total (SPEC §2); the history shows every field
  const extra = mode === 'orders' ? styles.extra : undefined;
  const recipient = row.pick_up_at_store
    ? [row.recipient_name, row.recipient_phone].filter(Boolean).join(' · ')
    : [row.full_name ?? row.recipient_name, row.delivery_to].filter(Boolean).join(' · ');
  return (
    <li className={styles.row} data-testid="order-row">
      <div className={styles.rowHead}>
        <Link href={`${paths.deliveryStatus}?orderNo=${encodeURIComponent(row.order_no)}`} className={styles.orderNumber}>
          {t`Order ${orderNo}`}
        </Link>
        <span className={styles.price}>{formatPrice(row.total)}</span>
      </div>
      <span className={styles.muted}>{row.servs_time ? formatDateTime(row.servs_time) : '—'}</span>
      <div className={`${styles.facts} ${extra ?? ''}`}>
        <span>{labels.status[row.status]}</span>
        {row.payment_status ? <span>{labels.payment[row.payment_status]}</span> : null}
        <span>{t`${points} points`}</span>
      </div>
      {recipient ? (
        <span className={`${styles.muted} ${extra ?? ''}`}>
          {row.pick_up_at_store ? t`Pickup: ${recipient}` : t`Delivery: ${recipient}`}
        </span>
      ) : null}
      {row.products.length > 0 ? (
        <ul className={`${styles.tags} ${extra ?? ''}`} aria-label={t`Products`}>
          {row.products.map((name, index) => (
            <li key={`${name}-${index}`} className={styles.tag}>
              {name}
            </li>
          ))}
        </ul>
      ) : null}
      <Link href={buildPath('orderDetail', { orderNo: row.order_no })} className={form.link}>
        {t`Details`}
      </Link>
    </li>
  );
}

/** The list of a mode: tabs, the history's date range, rows, "more" and the failure message. */
export function OrderList({ mode }: { mode: OrderListMode }) {
  const { t } = useLingui();
  const labels = useOrderListLabels();
  const actor = OrderListsContext.useActorRef();
  const tab = OrderListsContext.useSelector((s) => s.context.tab);
  const rows = OrderListsContext.useSelector((s) => s.context.rows);
  const loading = OrderListsContext.useSelector((s) => s.hasTag('loading'));
  const loadingMore = OrderListsContext.useSelector((s) => s.hasTag('loadingMore'));
  const failed = OrderListsContext.useSelector((s) => s.matches('failed'));
  const moreFailed = OrderListsContext.useSelector((s) => s.matches('moreFailed'));
  const canLoadMore = OrderListsContext.useSelector((s) => s.can({ type: 'page.next' }));
  return (
    <>
      {mode === 'history' ? <DateRangeForm /> : null}
      <ul className={styles.tabs} aria-label={t`Order status`}>
        {tabsOf(mode).map((key) => (
          <li key={key}>
            <button type="button" className={ui.chip} aria-pressed={key === tab} onClick={() => actor.send({ type: 'tab.select', tab: key })}>
              {labels.tab[key]}
            </button>
          </li>
        ))}
      </ul>
      {loading ? (
        <SkeletonRegion label={t`Loading your orders`}>
          <ListSkeleton rows={4} />
        </SkeletonRegion>
      ) : failed ? (
        <div role="alert" className={ui.alert.error}>
          <p>{t`Your orders could not be loaded. Please try again later.`}</p>
          <button type="button" className={ui.button.secondary} onClick={() => actor.send({ type: 'list.retry' })}>
            {t`Try again`}
          </button>
        </div>
      ) : rows.length === 0 ? (
        <p className={ui.alert.info}>
          <Trans>No orders here.</Trans>
        </p>
      ) : (
        <ul className={styles.rows} aria-label={t`Orders`}>
          {rows.map((row) => (
            <OrderRow key={row.id} row={row} mode={mode} />
          ))}
        </ul>
      )}
      {loadingMore ? (
        <SkeletonRegion label={t`Loading more orders`}>
          <ListSkeleton rows={2} />
        </SkeletonRegion>
      ) : null}
      {moreFailed ? (
        <p role="alert" className={ui.alert.error}>
          {t`More orders could not be loaded.`}
        </p>
      ) : null}
      {canLoadMore ? (
        <div className={form.actions}>
          <button type="button" className={ui.button.secondary} onClick={() => actor.send({ type: 'page.next' })}>
            {t`Show more`}
          </button>
        </div>
      ) : null}
    </>
  );
}
