import { I18nProvider } from '@lingui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { QueryClientProvider, useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useEffect } from 'react';
import { Link, useLocation } from 'wouter';
import { brandCodeFor } from '../../../domain/settings';
import { BRAND_CODE } from '../../config/brand';
import { paths } from '../../config/paths';
import * as combobox from '../../components/ui/combobox.css';
import * as ui from '../../components/ui/ui.css';
import { getDefaultBrandAndStoreQueryOptions } from '../../features/fulfilment/api/get-stores';
import { BannerCarousel } from '../../features/home/components/banner-carousel';
import { BannerPlaceholder } from '../../features/home/components/banner-placeholder';
import * as home from '../../features/home/home-page.css';
import * as account from '../../features/session/components/account-menu.css';
import { SettingsProvider, useSettings } from '../../features/settings/settings-provider';
import { i18n } from '../../lib/i18n';
import { queryClient } from '../../lib/query-client';
import { loginPath } from '../../lib/return-path';
import { useBrandName } from '../../lib/brand-name';
import { useDocumentTitle } from '../../lib/use-document-title';
import { BrandNameProvider } from '../brand-name-provider';
import * as layout from '../layout/app-layout.css';
import { BrandMark } from '../layout/brand-mark';
import * as header from '../layout/header.css';
import { CartLink } from '../layout/cart-link';
import { LanguageButtons } from '../layout/language-buttons';

const Footer = lazy(() => import('../layout/footer').then((module) => ({ default: module.Footer })));
const OrderSearch = lazy(() =>
  import('../../features/home/components/order-search').then((m) => ({ default: m.OrderSearch })),
);

/** Starts the ordering system (and with it the whole app); called again it does nothing more. */
type Start = () => void;

/**
 * The header of a first visit: a guest with an empty cart and no store (src/app/layout/header.tsx drawn
 * in that state, same geometry), without the ordering system and the session behind it.
 */
function FirstVisitHeader() {
  const { t } = useLingui();
  const count = 0;
  const brandName = useBrandName();
  return (
    <header className={header.header}>
      <div className={header.inner}>
        <Link href={paths.home} className={header.brand} aria-label={t`${brandName} – home`}>
          <BrandMark className={header.brandMark} />
          <span className={header.brandText}>{brandName}</span>
        </Link>
        <Link href={loginPath(paths.home)} className={account.trigger}>
          <svg
            aria-hidden="true"
            width="18"
            height="18"
            viewBox="0 0 24 24"
            fill="none"
            stroke="currentColor"
            strokeWidth="2"
          >
            <circle cx="12" cy="8" r="4" />
            <path d="M4 21c0-4 4-6 8-6s8 2 8 6" strokeLinecap="round" />
          </svg>
          <span className={account.triggerText}>
            <Trans>Log in</Trans>
          </span>
        </Link>
        <CartLink count={count} />
        <LanguageButtons />
      </div>
    </header>
  );
}

/**
 * Home's "Start your order" as the fulfilment machine first shows it (delivery chosen, no address), in
 * plain markup: any touch, focus or key inside starts the ordering system, which takes over this form
 * (src/app/first-visit/handoff.ts carries the focus and what was typed).
 */
function StartOrderStandIn({ start }: { start: Start }) {
  const { t } = useLingui();
  return (
    <section
      className={home.section}
      aria-labelledby="start-order"
      onPointerDown={start}
      onFocus={start}
      onKeyDown={start}
      onPointerEnter={start}
    >
      <h2 id="start-order" className={home.sectionTitle}>
        <Trans>Start your order</Trans>
      </h2>
      <fieldset className={home.typeChoice}>
        <legend className={home.label}>{t`How would you like to receive your order?`}</legend>
        <label className={home.typeOption}>
          <input type="radio" name="first-visit-delivery-type" value="typeDelivery" defaultChecked />
          {t`Delivery`}
        </label>
        <label className={home.typeOption}>
          <input type="radio" name="first-visit-delivery-type" value="typePickup" />
          {t`Pickup at the store`}
        </label>
      </fieldset>
      <div className={combobox.combobox}>
        <label htmlFor="first-visit-address" className={home.label}>
          <Trans>Delivery address</Trans>
        </label>
        <input
          id="first-visit-address"
          className={home.input}
          type="text"
          role="combobox"
          autoComplete="off"
          aria-autocomplete="list"
          aria-expanded={false}
          placeholder={t`Street, ward, landmark…`}
        />
      </div>
      <div className={home.actions}>
        <button type="button" className={ui.button.primary} disabled>
          {t`Confirm location`}
        </button>
      </div>
    </section>
  );
}

function FirstVisitHome({ start }: { start: Start }) {
  useDocumentTitle(undefined);
  const brandName = useBrandName();
  const settings = useSettings();
  const { data: brand } = useQuery({ ...getDefaultBrandAndStoreQueryOptions(), enabled: settings.useBanner });
  // The stand-in draws the usual configuration; a default store, takeaway mode or the map option (live or local) start
  // the system at once.
  const drawsStandIn = !settings.useDefaultStore && !settings.useFeatureTakeaway && !settings.useGooglemaps;
  useEffect(() => {
    if (!drawsStandIn) start();
  }, [drawsStandIn, start]);
  return (
    <>
      <section className={home.hero}>
        <div className={home.heroInner}>
          <h1 className={home.title}>{brandName}</h1>
          <p className={home.tagline}>
            <Trans>Home-style Saigon cooking, delivered hot to your door.</Trans>
          </p>
        </div>
      </section>
      <div className={home.content}>
        {settings.useBanner ? (
          brand ? (
            <BannerCarousel brandCode={brandCodeFor(settings, brand.brand, BRAND_CODE)} />
          ) : (
            <BannerPlaceholder />
          )
        ) : null}
        {drawsStandIn ? <StartOrderStandIn start={start} /> : null}
        <section className={home.section} aria-labelledby="find-order">
          <h2 id="find-order" className={home.sectionTitle}>
            <Trans>Find your order</Trans>
          </h2>
          <Suspense fallback={null}>
            <OrderSearch />
          </Suspense>
        </section>
      </div>
    </>
  );
}

/** Leaving home (a header, banner, footer or order link) needs the whole app: it starts, then shows that screen. */
function StartOnLeavingHome({ start }: { start: Start }) {
  const [location] = useLocation();
  useEffect(() => {
    if (location !== paths.home) start();
  }, [location, start]);
  return null;
}

/**
 * What a first visit to `/` runs before the customer starts an order: home without xstate, the
 * ordering system and the session machine, which src/main.tsx loads on the first interaction with the
 * order form, on leaving home, or at once for a browser that already holds a session, a cart or a store.
 */
export function FirstVisitApp({ start }: { start: Start }) {
  return (
    <QueryClientProvider client={queryClient}>
      <I18nProvider i18n={i18n}>
        <SettingsProvider>
          <BrandNameProvider>
            <StartOnLeavingHome start={start} />
            <a className={layout.skipLink} href="#main-content">
              <Trans>Skip to content</Trans>
            </a>
            <FirstVisitHeader />
            <main id="main-content" className={layout.main} tabIndex={-1}>
              <FirstVisitHome start={start} />
            </main>
            <Suspense fallback={null}>
              <Footer />
            </Suspense>
          </BrandNameProvider>
        </SettingsProvider>
      </I18nProvider>
    </QueryClientProvider>
  );
}
