import { Trans, useLingui } from '@lingui/react/macro';
import { SUPPORT_EMAIL } from '../../config/brand';
import { company } from '../../config/company';
import { PolicyPage, PolicySection } from './components/policy-page';
import { policyTitles } from './policies';
import { useHotline } from '../../app/settings/provider';

export default function PrivacyPolicyPage() {
  const { display: HOTLINE_DISPLAY } = useHotline();
  const { i18n } = useLingui();
  const companyName = i18n._(company.name);
  return (
    <PolicyPage title={policyTitles.privacyPolicy}>
      <PolicySection title={<Trans>Who is responsible</Trans>}>
        <p>
          <Trans>
            {companyName} controls the personal data collected on this website and processes it under Decree
            13/2023/ND-CP on personal data protection.
          </Trans>
        </p>
      </PolicySection>
      <PolicySection title={<Trans>Information we collect</Trans>}>
        <ul>
          <li>
            <Trans>Your name, phone number, email address, date of birth and gender when you create an account.</Trans>
          </li>
          <li>
            <Trans>Delivery addresses, recipient names and phone numbers, and the place you choose on the map.</Trans>
          </li>
          <li>
            <Trans>Your orders, payments (without card numbers), points, promotions and favourite dishes.</Trans>
          </li>
          <li>
            <Trans>Invoice details when you ask for an e-invoice: name, company, tax code and email.</Trans>
          </li>
          <li>
            <Trans>Technical data such as browser type and language, needed to keep the website working.</Trans>
          </li>
        </ul>
      </PolicySection>
      <PolicySection title={<Trans>Why we use it</Trans>}>
        <ul>
          <li>
            <Trans>To take, prepare and deliver your orders and to tell you about their status.</Trans>
          </li>
          <li>
            <Trans>To confirm your phone number with a one-time code and keep your account safe.</Trans>
          </li>
          <li>
            <Trans>To manage your points, membership level and promotions.</Trans>
          </li>
          <li>
            <Trans>To issue e-invoices and meet our accounting and tax obligations.</Trans>
          </li>
          <li>
            <Trans>To answer your questions and complaints.</Trans>
          </li>
        </ul>
      </PolicySection>
      <PolicySection title={<Trans>Who we share it with</Trans>}>
        <p>
          <Trans>
            We share only what each partner needs: delivery partners receive the recipient’s name, phone number and
            address; payment gateways receive the order number and amount; the e-invoice provider receives the invoice
            details; public authorities receive data only when the law requires it. We never sell personal data.
          </Trans>
        </p>
      </PolicySection>
      <PolicySection title={<Trans>How long we keep it and how we protect it</Trans>}>
        <p>
          <Trans>
            We keep your data while your account is active and afterwards only as long as the law requires. Data is sent
            over encrypted connections, access is limited to staff who need it, and passwords are stored only in hashed
            form.
          </Trans>
        </p>
      </PolicySection>
      <PolicySection title={<Trans>Your rights</Trans>}>
        <p>
          <Trans>
            You may ask to see, correct or delete your data, restrict its use or withdraw your consent. Write to{' '}
            {SUPPORT_EMAIL} or call {HOTLINE_DISPLAY}; you can also correct most details yourself on your profile page.
          </Trans>
        </p>
      </PolicySection>
      <PolicySection title={<Trans>Data stored in your browser</Trans>}>
        <p>
          <Trans>
            The website stores your language, your cart and your sign-in token in your browser so that they survive a
            reload. It uses no advertising cookies.
          </Trans>
        </p>
      </PolicySection>
    </PolicyPage>
  );
}
