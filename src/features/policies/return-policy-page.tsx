import { Trans } from '@lingui/react/macro';
import { Link } from 'wouter';
import { RECEIPT_CONFIRMATION_MINUTES, REFUND_WORKING_DAYS } from '../../../domain/constants';

import { paths } from '../../config/paths';
import { PolicyPage, PolicySection } from './components/policy-page';
import { policyTitles } from './policies';
import { useHotline } from '../../app/settings/provider';

export default function ReturnPolicyPage() {
  const { dial: HOTLINE, display: HOTLINE_DISPLAY } = useHotline();
  const receiptMinutes = RECEIPT_CONFIRMATION_MINUTES;
  const refundDays = REFUND_WORKING_DAYS;
  return (
    <PolicyPage title={policyTitles.returnPolicy}>
      <PolicySection title={<Trans>Changing an order</Trans>}>
        <p>
          <Trans>
            An order cannot be changed once it has been placed. Please check the dishes, the address, the date and the
            time before you confirm.
          </Trans>
        </p>
      </PolicySection>
      <PolicySection title={<Trans>Wrong or damaged food</Trans>}>
        <p>
          <Trans>
            If you receive a wrong dish or a damaged dish, call our hotline{' '}
            <a href={`tel:${HOTLINE}`}>{HOTLINE_DISPLAY}</a> within {receiptMinutes} minutes of delivery, with a photo
            if you can. We will bring you the right dish as soon as possible.
          </Trans>
        </p>
        <p>
          <Trans>
            If nothing is reported within {receiptMinutes} minutes of delivery, the order is deemed received correctly.
          </Trans>
        </p>
      </PolicySection>
      <PolicySection title={<Trans>Refunds</Trans>}>
        <ul>
          <li>
            <Trans>If you do not accept the exchange, we refund the amount of the affected dish.</Trans>
          </li>
          <li>
            <Trans>
              If you paid for an order that we could not serve, we refund the full amount within {refundDays} working
              days.
            </Trans>
          </li>
          <li>
            <Trans>
              Refunds go back to the way you paid; see the <Link href={paths.paymentPolicy}>payment policy</Link> for
              the time each method takes.
            </Trans>
          </li>
        </ul>
      </PolicySection>
    </PolicyPage>
  );
}
