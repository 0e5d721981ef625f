import { Trans, useLingui } from '@lingui/react/macro';
import { useMutation } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useLocation } from 'wouter';
import * as ui from '../../../components/ui/ui.css';
import { isApiError } from '../../../lib/api-error';
import { findOrder } from '../api/find-order';
import { orderSearchTarget } from '../home-helpers';
import * as styles from '../home-page.css';

/** Order-number search: the cart for an open order, else its delivery status. */
export function OrderSearch() {
  const { t } = useLingui();
  const id = useId();
  const [, navigate] = useLocation();
  const [orderNo, setOrderNo] = useState('');
  const search = useMutation({
    mutationFn: (value: string) => findOrder(value),
    onSuccess: (info, value) => navigate(orderSearchTarget(info.status, value)),
  });
  const trimmed = orderNo.trim();
  return (
    <form
      className={styles.searchForm}
      role="search"
      aria-label={t`Find an order`}
      onSubmit={(event) => {
        event.preventDefault();
        if (trimmed) search.mutate(trimmed);
      }}
    >
      <label htmlFor={id} className={styles.label}>
        <Trans>Order number</Trans>
      </label>
      <div className={styles.row}>
        <input id={id} className={styles.input} value={orderNo} onChange={(event) => setOrderNo(event.target.value)} />
        <button type="submit" className={`${ui.button.secondary} ${styles.rowButton}`} disabled={trimmed === '' || search.isPending}>
          {t`Search`}
        </button>
      </div>
      {search.isError ? (
        <p role="alert" className={ui.alert.error}>
          {isApiError(search.error) && search.error.status === 404 ? (
            <Trans>Order not found. Please check the order number.</Trans>
          ) : (
            <Trans>Something went wrong. Please try again later.</Trans>
          )}
        </p>
      ) : null}
    </form>
  );
}
