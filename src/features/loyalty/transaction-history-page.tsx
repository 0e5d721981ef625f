import { useLingui } from '@lingui/react/macro';
import { useQuery, type UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Link, useSearch } from 'wouter';
import { ListSkeleton, SkeletonRegion } from '../../components/ui/skeleton';
import * as ui from '../../components/ui/ui.css';
import { paths } from '../../config/paths';
import { formatNumber, formatPrice } from '../../lib/format';
import { isLocale } from '../../lib/i18n';
import { useDocumentTitle } from '../../lib/use-document-title';
import { getPaymentHistoryQueryOptions, getPointHistoryQueryOptions, type PaymentHistoryRow, type PointHistoryRow } from './api/get-loyalty';
import { historyTime, signedPoints, TRANSACTION_TABS, transactionTabOf, transactionTabSearch, type TransactionTab } from './history';
import * as styles from './loyalty.css';
import { RequireMembership } from './require-membership';

/** Loading, failure (with retry) and empty states shared by both tabs. */
function HistoryList<Row>({ query, empty, failure, loading, label, children }: {
  query: UseQueryResult<Row[]>;
  empty: string;
  failure: string;
  loading: string;
  label: string;
  children: (row: Row) => ReactNode;
}) {
  const { t } = useLingui();
  if (query.isPending)
    return (
      <SkeletonRegion label={loading}>
        <ListSkeleton rows={3} />
      </SkeletonRegion>
    );
  if (query.isError)
    return (
      <div role="alert" className={ui.alert.error}>
        <p>{failure}</p>
        <button type="button" className={ui.button.secondary} onClick={() => void query.refetch()}>
          {t`Try again`}
        </button>
      </div>
    );
  if (query.data.length === 0) return <p className={ui.alert.info}>{empty}</p>;
  return (
    <ul className={styles.rows} aria-label={label}>
      {query.data.map(children)}
    </ul>
  );
}

function PurchaseHistory({ customerId }: { customerId: number }) {
  const { t, i18n } = useLingui();
  const query = useQuery(getPaymentHistoryQueryOptions(customerId));
  return (
    <HistoryList<PaymentHistoryRow>
      query={query}
      label={t`Purchases`}
      loading={t`Loading your purchases`}
      empty={t`You have no purchases yet.`}
      failure={t`Your purchases could not be loaded. Please try again.`}
    >
      {(row) => {
        const orderNo = row.invoice_number;
        return (
          <li key={row.id} className={styles.row} data-testid="purchase-row">
            <span className={styles.rowMain}>
              <span className={styles.rowDetail}>{t`Order ${orderNo}`}</span>
              <span className={styles.muted}>{historyTime(row.created_at, i18n.locale)}</span>
            </span>
            <span className={styles.amount}>{formatPrice(row.total, i18n.locale)}</span>
          </li>
        );
      }}
    </HistoryList>
  );
}

function PointHistory({ customerId }: { customerId: number }) {
  const { t, i18n } = useLingui();
  const lang = isLocale(i18n.locale) ? i18n.locale : 'ja';
  const query = useQuery(getPointHistoryQueryOptions(customerId, lang));
  return (
    <HistoryList<PointHistoryRow>
      query={query}
      label={t`Point changes`}
      loading={t`Loading your point history`}
      empty={t`No points earned or spent yet.`}
      failure={t`Your point history could not be loaded. Please try again.`}
    >
      {(row) => {
        const points = signedPoints(row.point, (value) => formatNumber(value, i18n.locale));
        return (
          <li key={row.pk} className={styles.row} data-testid="point-row">
            <span className={styles.rowMain}>
              <span className={styles.rowDetail}>{row.detail}</span>
              <span className={styles.muted}>{historyTime(row.time, i18n.locale)}</span>
            </span>
            <span className={row.point < 0 ? styles.spent : styles.gained}>{t`${points} points`}</span>
          </li>
        );
      }}
    </HistoryList>
  );
}

/**
 * The address holds the tab (the membership card links to the point history); each tab's list is
 * its own query, dropped when the tab is left, so switching clears and reloads.
 */
function TransactionHistory({ customerId }: { customerId: number }) {
  const { t } = useLingui();
  const tab = transactionTabOf(useSearch());
  const names: Record<TransactionTab, string> = { 'purchase-history': t`Purchase history`, 'point-history': t`Point history` };
  return (
    <>
      <ul className={styles.tabs} aria-label={t`History`}>
        {TRANSACTION_TABS.map((key) => (
          <li key={key}>
            <Link href={`${paths.transactionHistory}${transactionTabSearch(key)}`} className={ui.chip} aria-current={key === tab ? 'true' : undefined} replace>
              {names[key]}
            </Link>
          </li>
        ))}
      </ul>
      {tab === 'point-history' ? <PointHistory customerId={customerId} /> : <PurchaseHistory customerId={customerId} />}
    </>
  );
}

/** /transaction-history: purchases and changes of points (SPEC §2); login and useMembership, else /. */
export default function TransactionHistoryPage() {
  const { t } = useLingui();
  useDocumentTitle(t`Transaction history`);
  return (
    <RequireMembership>
      {(customer) => (
        <section className={styles.page} aria-labelledby="transaction-history-title">
          <h1 id="transaction-history-title" className={styles.title}>
            {t`Transaction history`}
          </h1>
          <TransactionHistory key={customer.id} customerId={customer.id} />
        </section>
      )}
    </RequireMembership>
  );
}
