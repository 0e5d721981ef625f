import { Trans } from '@lingui/react/macro';

import { PolicyPage, PolicySection } from './components/policy-page';
import { policyTitles } from './policies';
import { useHotline } from '../../app/settings/provider';

/** SPEC §2 "Policy content": issue window and request deadline. */
const ISSUE_MIN_DAYS = 3;
const ISSUE_MAX_DAYS = 5;
const REQUEST_DEADLINE_HOURS = 6;

export default function EInvoicePolicyPage() {
  const { display: HOTLINE_DISPLAY } = useHotline();
  const minDays = ISSUE_MIN_DAYS;
  const maxDays = ISSUE_MAX_DAYS;
  const deadlineHours = REQUEST_DEADLINE_HOURS;
  return (
    <PolicyPage title={policyTitles.eInvoicePolicy}>
      <PolicySection title={<Trans>Issuing e-invoices</Trans>}>
        <ul>
          <li>
            <Trans>We issue a value-added tax e-invoice for your order on request.</Trans>
          </li>
          <li>
            <Trans>
              The e-invoice is issued {minDays} to {maxDays} days after we receive your invoice information and is sent
              to the e-invoice email you give us.
            </Trans>
          </li>
          <li>
            <Trans>
              Please send your invoice information within {deadlineHours} hours of your meal; later requests cannot be
              accepted.
            </Trans>
          </li>
          <li>
            <Trans>The e-invoice covers the value of the dishes only; the delivery fee is not included.</Trans>
          </li>
        </ul>
      </PolicySection>
      <PolicySection title={<Trans>Information we need</Trans>}>
        <p>
          <Trans>Required:</Trans>
        </p>
        <ul>
          <li>
            <Trans>E-invoice email</Trans>
          </li>
          <li>
            <Trans>Customer name (a person or a company)</Trans>
          </li>
          <li>
            <Trans>Contact phone number</Trans>
          </li>
        </ul>
        <p>
          <Trans>Helpful, to find your order faster:</Trans>
        </p>
        <ul>
          <li>
            <Trans>Dining branch</Trans>
          </li>
          <li>
            <Trans>Invoice date</Trans>
          </li>
          <li>
            <Trans>Total amount</Trans>
          </li>
          <li>
            <Trans>Invoice number printed on your bill</Trans>
          </li>
        </ul>
        <p>
          <Trans>
            For a company invoice, also give the tax code; the company name and address are filled in from the tax code.
          </Trans>
        </p>
      </PolicySection>
      <PolicySection title={<Trans>How to request an e-invoice</Trans>}>
        <p>
          <Trans>
            Choose “Issue e-invoice” at checkout and fill in the form, or call the hotline {HOTLINE_DISPLAY} with your
            order number.
          </Trans>
        </p>
      </PolicySection>
    </PolicyPage>
  );
}
