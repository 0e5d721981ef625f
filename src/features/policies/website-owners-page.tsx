import { Trans, useLingui } from '@lingui/react/macro';
import { DELIVERY_HOURS_END, DELIVERY_HOURS_START } from '../../../domain/constants';
import { BRAND_NAME, SUPPORT_EMAIL } from '../../config/brand';
import { company } from '../../config/company';
import { PolicyPage, PolicySection } from './components/policy-page';
import * as styles from './components/policy-page.css';
import { policyTitles } from './policies';
import { useHotline } from '../../app/settings/provider';

export default function WebsiteOwnersPage() {
  const { dial: HOTLINE, display: HOTLINE_DISPLAY } = useHotline();
  const { i18n } = useLingui();
  const brand = BRAND_NAME;
  const companyName = i18n._(company.name);
  const start = DELIVERY_HOURS_START;
  const end = DELIVERY_HOURS_END;
  return (
    <PolicyPage title={policyTitles.websiteOwners}>
      <PolicySection title={<Trans>Business information</Trans>}>
        <dl className={styles.definitionList}>
          <dt>
            <Trans>Company name</Trans>
          </dt>
          <dd>{companyName}</dd>
          <dt>
            <Trans>Business registration</Trans>
          </dt>
          <dd>{i18n._(company.registration)}</dd>
          <dt>
            <Trans>Head office</Trans>
          </dt>
          <dd>{i18n._(company.address)}</dd>
          <dt>
            <Trans>Legal representative</Trans>
          </dt>
          <dd>{i18n._(company.representative)}</dd>
          <dt>
            <Trans>Hotline</Trans>
          </dt>
          <dd>
            <a href={`tel:${HOTLINE}`}>{HOTLINE_DISPLAY}</a>
          </dd>
          <dt>
            <Trans>Email</Trans>
          </dt>
          <dd>
            <a href={`mailto:${SUPPORT_EMAIL}`}>{SUPPORT_EMAIL}</a>
          </dd>
        </dl>
      </PolicySection>
      <PolicySection title={<Trans>About this website</Trans>}>
        <p>
          <Trans>
            This website is owned and operated by {companyName}. It takes orders for delivery and pickup from the{' '}
            {brand} restaurants, which serve home-style Southern Vietnamese dishes.
          </Trans>
        </p>
        <p>
          <Trans>
            The prices, dishes and promotions shown on the website are set by the company and may change without notice;
            the price that applies is the one shown when you confirm your order.
          </Trans>
        </p>
      </PolicySection>
      <PolicySection title={<Trans>Customer support</Trans>}>
        <p>
          <Trans>
            Our customer service answers every day from {start} to {end} on the hotline {HOTLINE_DISPLAY} and by email
            at {SUPPORT_EMAIL}. Please have your order number ready when you contact us.
          </Trans>
        </p>
      </PolicySection>
      <PolicySection title={<Trans>Intellectual property</Trans>}>
        <p>
          <Trans>
            The brand name, logo, photographs, texts and design of this website belong to {companyName}. They may not be
            copied or used for commercial purposes without written permission.
          </Trans>
        </p>
      </PolicySection>
    </PolicyPage>
  );
}
