import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'wouter';
import { BRAND_NAME } from '../../config/brand';
import { company } from '../../config/company';
import { useDeliveryHours } from '../../lib/use-delivery-hours';
import { policyLinks } from '../../features/policies/policies';
import * as styles from './footer.css';
import { useHotline } from '../settings/provider';

export function Footer() {
  const { dial: HOTLINE, display: HOTLINE_DISPLAY } = useHotline();
  const { i18n, t } = useLingui();
  const hours = useDeliveryHours();
  const year = new Date().getFullYear();
  const companyName = i18n._(company.name);
  return (
    <footer className={styles.footer}>
      <div className={styles.inner}>
        <div className={styles.column}>
          <p className={styles.brand}>{BRAND_NAME}</p>
          <p>{companyName}</p>
          <p className={styles.muted}>{i18n._(company.address)}</p>
        </div>
        <div className={styles.column}>
          <h2 className={styles.heading}>
            <Trans>Delivery hours</Trans>
          </h2>
          {hours ? <DeliveryHoursLines {...hours} /> : null}
          <h2 className={styles.heading}>
            <Trans>Hotline</Trans>
          </h2>
          <a className={styles.hotline} href={`tel:${HOTLINE}`}>
            {HOTLINE_DISPLAY}
          </a>
        </div>
        <nav className={styles.column} aria-label={t`Policies`}>
          <h2 className={styles.heading}>
            <Trans>Policies</Trans>
          </h2>
          <ul className={styles.list}>
            {policyLinks.map((policy) => (
              <li key={policy.path}>
                <Link href={policy.path} className={styles.link}>
                  {i18n._(policy.title)}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      </div>
      <p className={styles.bottom}>
        <Trans>
          © {year} {companyName}. All rights reserved.
        </Trans>
      </p>
    </footer>
  );
}

function DeliveryHoursLines({ start, end, lastOrder }: { start: string; end: string; lastOrder: string }) {
  return (
    <>
      <p>
        <Trans>
          Delivery from {start} to {end}
        </Trans>
      </p>
      <p>
        <Trans>Last order at {lastOrder}</Trans>
      </p>
    </>
  );
}
