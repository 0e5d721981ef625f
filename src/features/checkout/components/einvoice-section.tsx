import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import type { EinvoiceType } from '../../../../domain/settings';
import type { CheckoutDraft } from '../../../../machines/checkout/draft';
import * as formStyles from '../../../components/ui/form.css';
import * as ui from '../../../components/ui/ui.css';
import { api } from '../../../lib/api-client';
import { useCheckoutMessages } from '../messages';
import * as styles from '../checkout.css';

type Lookup = 'idle' | 'pending' | 'notFound';

/**
 * E-invoice: tax code with a company lookup (only for a non-zero code), company, receipt name and e-mail.
 * FORM (useEinvoiceType): the customer types the company; REF: the company is the lookup's, shown read-only.
 */
export function EinvoiceSection({
  draft,
  edit,
  errors,
  type,
}: {
  draft: CheckoutDraft;
  edit: (patch: Partial<CheckoutDraft>) => void;
  errors: Record<string, string>;
  type: EinvoiceType;
}) {
  const { t } = useLingui();
  const { fieldError } = useCheckoutMessages();
  const [lookup, setLookup] = useState<Lookup>('idle');
  const set = (key: keyof CheckoutDraft, value: string | boolean) => edit({ [key]: value });
  const byReference = type === 'REF';
  const setTaxCode = (value: string) => {
    // a company looked up for another code is not this code's
    edit(byReference ? { taxCode: value, companyName: '', companyAddress: '' } : { taxCode: value });
    setLookup('idle');
  };
  const taxCode = draft.taxCode.trim();

  const lookUp = async () => {
    if (/^[0-]*$/.test(taxCode)) return;
    setLookup('pending');
    try {
      const { data } = await api.GET('/e-invoice/get-customer-info-by-tax-code/', { params: { query: { taxCode } } });
      const company = data!.data.data;
      edit({ companyName: company.company_name, companyAddress: company.company_address });
      setLookup('idle');
    } catch {
      setLookup('notFound');
    }
  };
  const text = (key: keyof CheckoutDraft, label: string, maxLength: number, inputType = 'text', readOnly = false) => (
    <div className={formStyles.field}>
      <label className={formStyles.label} htmlFor={`checkout-${key}`}>
        {label}
      </label>
      <input
        id={`checkout-${key}`}
        className={formStyles.input}
        type={inputType}
        maxLength={maxLength}
        readOnly={readOnly}
        value={draft[key] as string}
        onChange={(event) => (key === 'taxCode' ? setTaxCode(event.target.value) : set(key, event.target.value))}
      />
    </div>
  );

  return (
    <section className={styles.section} aria-labelledby="einvoice-heading">
      <h2 id="einvoice-heading">{t`E-invoice`}</h2>
      <label className={formStyles.checkbox}>
        <input type="checkbox" checked={draft.useEinvoice} onChange={(event) => set('useEinvoice', event.target.checked)} />
        <span>{t`I need an e-invoice`}</span>
      </label>
      {draft.useEinvoice ? (
        <>
          <div className={styles.inlineField}>
            {text('taxCode', t`Tax code`, 14)}
            <button type="button" className={ui.button.secondary} disabled={lookup === 'pending' || /^[0-]*$/.test(taxCode)} onClick={lookUp}>
              {t`Look up`}
            </button>
          </div>
          {errors.taxCode ? <p className={formStyles.fieldError}>{fieldError.invalid_tax_code}</p> : null}
          {lookup === 'notFound' ? (
            <p role="alert" className={formStyles.fieldError}>
              {t`No company was found for this tax code.`}
            </p>
          ) : null}
          {byReference && errors.companyName === 'required' && lookup !== 'notFound' && !errors.taxCode ? (
            <p className={formStyles.fieldError}>{t`Look up the tax code: the invoice's company comes from the tax register.`}</p>
          ) : null}
          {text('companyName', t`Company name`, 255, 'text', byReference)}
          {!byReference && errors.companyName === 'required' ? <p className={formStyles.fieldError}>{t`Enter the company name for the invoice.`}</p> : null}
          {text('companyAddress', t`Company address`, 255, 'text', byReference)}
          {text('receiptName', t`Name on the invoice`, 100)}
          {text('receiptEmail', t`E-mail for the invoice`, 254, 'email')}
        </>
      ) : null}
    </section>
  );
}
