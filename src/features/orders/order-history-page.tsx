import { useLingui } from '@lingui/react/macro';
import { useDocumentTitle } from '../../lib/use-document-title';
import { AccountScreenGate } from '../../app/session/components/account-screen-gate';
import { OrderList } from './order-list';
import * as styles from './orders.css';
import { OrderListsProvider } from './provider';
import { RequireCustomer } from './require-customer';

/** /order-history: orders by date range and status (SPEC §2 Order history); login and useFeatureOrderHistory required, else /. */
export default function OrderHistoryPage() {
  const { t } = useLingui();
  useDocumentTitle(t`Order history`);
  return (
    <AccountScreenGate screen="orderHistory">
      <RequireCustomer>
        {(customer) => (
          <section className={styles.page} aria-labelledby="order-history-title">
            <h1 id="order-history-title" className={styles.title}>
              {t`Order history`}
            </h1>
            <OrderListsProvider key={customer.id} mode="history" customerId={customer.id}>
              <OrderList mode="history" />
            </OrderListsProvider>
          </section>
        )}
      </RequireCustomer>
    </AccountScreenGate>
  );
}
