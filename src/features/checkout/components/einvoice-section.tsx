import { useLingui } from '@lingui/react/macro';
import { useSelector } from '@xstate/react';
import type { EinvoiceType } from '../../../../domain/settings';
import type { CheckoutDraft } from '../../../../machines/checkout/draft';
import { taxCodeLookupSelector } from '../../../../machines/checkout/selectors';
import { canLookUpSelector, isNotFoundSelector } from '../../../../machines/tax-code-lookup/selectors';
import * as formStyles from '../../../components/ui/form.css';
import * as ui from '../../../components/ui/ui.css';
import { useStateMarker } from '../../../lib/state-marker';
import { useCheckoutMessages } from '../messages';
import { CheckoutContext } from '../provider';
import * as styles from '../checkout.css';

function useTaxCodeLookup() {
  const lookup = CheckoutContext.useSelector(taxCodeLookupSelector);
  if (!lookup) throw new Error('EinvoiceSection: the checkout has no tax-code lookup');
  return lookup;
}

/**
 * E-invoice: tax code with a company lookup (only for a non-zero code), company, receipt name and e-mail.
 * FORM (useEinvoiceType): the customer types the company; REF: the company is the lookup's, shown read-only.
 * The lookup is the checkout's invoked machines/tax-code-lookup; the checkout writes what it finds into the draft.
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
  const checkout = CheckoutContext.useActorRef();
  const lookup = useTaxCodeLookup();
  const canLookUp = useSelector(lookup, canLookUpSelector);
  const notFound = useSelector(lookup, isNotFoundSelector);
  const marker = useStateMarker('tax-code-lookup', lookup);
  const set = (key: keyof CheckoutDraft, value: string | boolean) => edit({ [key]: value });
  const byReference = type === 'REF';
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
        onChange={(event) =>
          key === 'taxCode' ? checkout.send({ type: 'taxCode.change', taxCode: event.target.value }) : set(key, event.target.value)
        }
      />
    </div>
  );

  return (
    <section className={styles.section} aria-labelledby="einvoice-heading" {...marker}>
      <h2 id="einvoice-heading">{t`E-invoice`}</h2>
      <label className={formStyles.checkbox}>
        <input type="checkbox" checked={draft.useEinvoice} onChange={(event) => set('useEinvoice', event.target.checked)} />
        <span>{t`I need an e-invoice`}</span>
      </label>
      {draft.useEinvoice ? (
        <>
          <div className={styles.inlineField}>
            {text('taxCode', t`Tax code`, 14)}
            <button type="button" className={ui.button.secondary} disabled={!canLookUp} onClick={() => checkout.send({ type: 'taxCode.lookUp' })}>
              {t`Look up`}
            </button>
          </div>
          {errors.taxCode ? <p className={formStyles.fieldError}>{fieldError.invalid_tax_code}</p> : null}
          {notFound ? (
            <p role="alert" className={formStyles.fieldError}>
              {t`No company was found for this tax code.`}
            </p>
          ) : null}
          {byReference && errors.companyName === 'required' && !notFound && !errors.taxCode ? (
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
