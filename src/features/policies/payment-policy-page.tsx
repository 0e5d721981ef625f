import { Trans } from '@lingui/react/macro';

import { PolicyPage, PolicySection } from './components/policy-page';
import { policyTitles } from './policies';
import { useHotline } from '../../app/settings/provider';

/** SPEC §2 "Policy content": longest refund times by card type, in working days. */
const DOMESTIC_CARD_REFUND_DAYS = 7;
const INTERNATIONAL_CARD_REFUND_DAYS = 14;

export default function PaymentPolicyPage() {
  const { display: HOTLINE_DISPLAY } = useHotline();
  const domesticDays = DOMESTIC_CARD_REFUND_DAYS;
  const internationalDays = INTERNATIONAL_CARD_REFUND_DAYS;
  return (
    <PolicyPage title={policyTitles.paymentPolicy}>
      <PolicySection title={<Trans>Payment methods</Trans>}>
        <ul>
          <li>
            <Trans>Cash on delivery, or at the restaurant for pickup orders.</Trans>
          </li>
          <li>
            <Trans>Domestic ATM cards with internet banking, through the online payment gateway Payoo.</Trans>
          </li>
          <li>
            <Trans>
              International credit and debit cards (Visa, Mastercard, JCB), through the online payment gateway Payoo.
            </Trans>
          </li>
          <li>
            <Trans>QR code payment with a banking app, through the online payment gateway.</Trans>
          </li>
          <li>
            <Trans>The MoMo e-wallet, through the MoMo wallet gateway.</Trans>
          </li>
        </ul>
      </PolicySection>
      <PolicySection title={<Trans>Payment security</Trans>}>
        <p>
          <Trans>
            Card details are entered only on the secure page of the payment gateway. We never see or store your card
            number. Every payment is made in Vietnamese dong.
          </Trans>
        </p>
      </PolicySection>
      <PolicySection title={<Trans>Refunds</Trans>}>
        <ul>
          <li>
            <Trans>Refunds to domestic ATM cards take up to {domesticDays} working days.</Trans>
          </li>
          <li>
            <Trans>
              Refunds to international credit and debit cards take up to {internationalDays} working days, depending on
              the issuing bank.
            </Trans>
          </li>
          <li>
            <Trans>Payments made with an e-wallet are refunded to the same wallet.</Trans>
          </li>
        </ul>
      </PolicySection>
      <PolicySection title={<Trans>Payment problems</Trans>}>
        <p>
          <Trans>
            If a payment fails and you were not charged, you can simply pay again. If you were charged but your order
            still shows as unpaid, please call the hotline {HOTLINE_DISPLAY} with your order number and we will check it
            for you.
          </Trans>
        </p>
      </PolicySection>
    </PolicyPage>
  );
}
