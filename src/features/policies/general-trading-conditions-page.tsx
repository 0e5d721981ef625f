import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'wouter';
import { OTP_LENGTH } from '../../../domain/constants';

import { company } from '../../config/company';
import { paths } from '../../config/paths';
import { PolicyPage, PolicySection } from './components/policy-page';
import { policyTitles } from './policies';
import { useHotline } from '../../app/settings/provider';

export default function GeneralTradingConditionsPage() {
  const { display: HOTLINE_DISPLAY } = useHotline();
  const { i18n } = useLingui();
  const companyName = i18n._(company.name);
  const otpLength = OTP_LENGTH;
  return (
    <PolicyPage title={policyTitles.generalTradingConditions}>
      <PolicySection title={<Trans>Scope</Trans>}>
        <p>
          <Trans>
            These conditions apply to every order placed on this website with {companyName} (“we”). By placing an order
            you confirm that you have read and accepted them.
          </Trans>
        </p>
      </PolicySection>
      <PolicySection title={<Trans>Accounts</Trans>}>
        <ul>
          <li>
            <Trans>
              You sign up with your phone number, which is confirmed with a {otpLength}-digit one-time code sent by SMS.
            </Trans>
          </li>
          <li>
            <Trans>Keep your password secret. You are responsible for the orders placed with your account.</Trans>
          </li>
          <li>
            <Trans>When the one-time code cannot be delivered, you may still order as a guest.</Trans>
          </li>
        </ul>
      </PolicySection>
      <PolicySection title={<Trans>Orders and prices</Trans>}>
        <ul>
          <li>
            <Trans>
              Prices are shown in Vietnamese dong. The cart shows the value-added tax, the delivery fee and any discount
              before you confirm.
            </Trans>
          </li>
          <li>
            <Trans>
              An order is accepted when it receives an order number. You can follow it on the order status page.
            </Trans>
          </li>
          <li>
            <Trans>
              A dish may sell out. If a dish in your cart is no longer available, it is removed and you are told before
              you pay.
            </Trans>
          </li>
          <li>
            <Trans>If a price changes before you confirm, we show the new price and ask you to confirm again.</Trans>
          </li>
        </ul>
      </PolicySection>
      <PolicySection title={<Trans>Delivery and pickup</Trans>}>
        <p>
          <Trans>
            Orders are delivered to your address or picked up at the restaurant at the date and time you choose. The
            delivery area, hours, fees and times are described in the{' '}
            <Link href={paths.deliveryPolicy}>delivery policy</Link>.
          </Trans>
        </p>
      </PolicySection>
      <PolicySection title={<Trans>Payment</Trans>}>
        <p>
          <Trans>
            You can pay in cash or online. The accepted methods and refund times are described in the{' '}
            <Link href={paths.paymentPolicy}>payment policy</Link>.
          </Trans>
        </p>
      </PolicySection>
      <PolicySection title={<Trans>Promotions and points</Trans>}>
        <p>
          <Trans>
            Promotions and member points are used under the conditions shown with each promotion. They cannot be
            exchanged for cash, and discounts apply to the subtotal before value-added tax.
          </Trans>
        </p>
      </PolicySection>
      <PolicySection title={<Trans>Changes, complaints and refunds</Trans>}>
        <p>
          <Trans>
            An order cannot be changed once it has been placed. Complaints, exchanges and refunds follow the{' '}
            <Link href={paths.returnPolicy}>return and refund policy</Link>.
          </Trans>
        </p>
      </PolicySection>
      <PolicySection title={<Trans>Disputes</Trans>}>
        <p>
          <Trans>
            We first try to settle any disagreement with you directly; please call {HOTLINE_DISPLAY}. If no agreement is
            reached, the dispute is settled under the law of Vietnam by the competent court in Ho Chi Minh City.
          </Trans>
        </p>
      </PolicySection>
    </PolicyPage>
  );
}
