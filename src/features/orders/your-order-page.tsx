import { useLingui } from '@lingui/react/macro';
import { useDocumentTitle } from '../../lib/use-document-title';
import { OrderList } from './order-list';
import * as styles from './orders.css';
import { OrderListsProvider } from './provider';
import { RequireCustomer } from './require-customer';

/** /your-order: the customer's orders by tab (SPEC §2 Your order); login required, else /. */
export default function YourOrderPage() {
  const { t } = useLingui();
  useDocumentTitle(t`Your orders`);
  return (
    <RequireCustomer>
      {(customer) => (
        <section className={styles.page} aria-labelledby="your-order-title">
          <h1 id="your-order-title" className={styles.title}>
            {t`Your orders`}
          </h1>
          <OrderListsProvider key={customer.id} mode="orders" customerId={customer.id}>
            <OrderList mode="orders" />
          </OrderListsProvider>
        </section>
      )}
    </RequireCustomer>
  );
}
