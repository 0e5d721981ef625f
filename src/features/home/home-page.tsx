import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useLayoutEffect, useState } from 'react';
import { canConfirmLocationSelector, chosenStoreSelector, isMapAvailableSelector, isStorePickerVisibleSelector } from '../../../machines/fulfilment/selectors';
import { ClosedStoreNotice } from '../../components/store/closed-store-notice';
import * as ui from '../../components/ui/ui.css';
import { brandCodeFor } from '../../../domain/settings';
import { BRAND_CODE } from '../../config/brand';
import { useBrandName } from '../../lib/brand-name';
import { useAsServerDrew } from '../../lib/first-screen';
import { useStateMarker } from '../../lib/state-marker';
import { useDocumentTitle } from '../../lib/use-document-title';
import { FulfilmentContext } from '../../app/ordering/context';
import { getDefaultBrandAndStoreQueryOptions } from '../../lib/api/get-stores';
import { StorePicker } from '../../app/ordering/components/store-picker';
import { TypeNotice } from '../../app/ordering/components/type-notice';
import { useSettings } from '../../app/settings/provider';
import { AddressForm } from './components/address-form';
import { AddressStatus } from '../../app/ordering/components/address-status';
import { BannerCarousel } from './components/banner-carousel';
import { BannerPlaceholder } from './components/banner-placeholder';
import { DeliveryTypeChoice } from './components/delivery-type-choice';
// Part of home's module, not a lazy chunk: the server draws the search, and a first visit hydrates home on the
// customer's first key or touch, often in this field. A lazy boundary would still be waiting for its chunk when
// before-hydration hands over what was typed, so the app never heard it (its button stayed disabled), and its next
// render emptied the field.
import { OrderSearch } from './components/order-search';
import { SavedAddressStart } from './components/saved-address-start';
import * as styles from './home-page.css';

const MapPicker = lazy(() => import('../../app/ordering/components/map-picker'));

/**
 * The ordering card's notice of a closed store (after the day's last order, or before opening) before a store is
 * chosen: the default one's. Drawn once the page is the browser's own, never by the server nor while hydrating: the state comes
 * from the clock, and a first visit hydrates only when the customer turns to the page, minutes after the server drew.
 */
function HomeClosedStoreNotice() {
  const inBrowser = useAsServerDrew(() => true, () => false);
  const chosen = FulfilmentContext.useSelector(chosenStoreSelector);
  const { data } = useQuery({ ...getDefaultBrandAndStoreQueryOptions(), enabled: inBrowser && !chosen });
  // a chosen store's line under the address already says it is closed and when it opens
  if (!inBrowser || chosen) return null;
  return <ClosedStoreNotice store={data?.store ?? null} />;
}

/** Home: address (or default store) flow, store picker, order-number search and banners. */
export default function HomePage() {
  const { t } = useLingui();
  useDocumentTitle(undefined);
  const brandName = useBrandName();
  const settings = useSettings();
  const fulfilment = FulfilmentContext.useActorRef();
  const marker = useStateMarker('fulfilment', fulfilment);
  const canConfirm = FulfilmentContext.useSelector(canConfirmLocationSelector);
  const pickerVisible = FulfilmentContext.useSelector(isStorePickerVisibleSelector);
  const mapAvailable = FulfilmentContext.useSelector(isMapAvailableSelector);
  const [mapOpen, setMapOpen] = useState(false);
  const { data: brand } = useQuery({ ...getDefaultBrandAndStoreQueryOptions(), enabled: settings.useBanner });

  // As the page is hydrated or drawn, before what the customer typed before the app came is given to it
  // (src/app/before-hydration.ts): home.enter resets the address first, not after.
  // The cart is kept: a customer who comes back to home (the phone's Back, the logo, a reorder that needs an
  // address) loses no dish; the store chosen next rechecks its dishes (fulfilment's checkingMenu).
  useLayoutEffect(() => {
    fulfilment.send({ type: 'home.enter' });
  }, [fulfilment]);

  return (
    <>
      <section className={styles.hero} {...marker}>
        <div className={styles.heroInner}>
          <h1 className={styles.title}>{brandName}</h1>
          <p className={styles.tagline}>
            <Trans>Home-style Saigon cooking, delivered hot to your door.</Trans>
          </p>
        </div>
      </section>
      <div className={styles.content}>
        {settings.useBanner ? brand ? <BannerCarousel brandCode={brandCodeFor(settings, brand.brand, BRAND_CODE)} /> : <BannerPlaceholder /> : null}
        <section className={styles.section} aria-labelledby="start-order">
          <h2 id="start-order" className={styles.sectionTitle}>
            <Trans>Start your order</Trans>
          </h2>
          <HomeClosedStoreNotice />
          <DeliveryTypeChoice />
          {settings.useDefaultStore ? null : <SavedAddressStart />}
          {settings.useDefaultStore ? null : <AddressForm />}
          {mapAvailable ? (
            <div>
              <button type="button" className={ui.button.ghost} aria-expanded={mapOpen} onClick={() => setMapOpen((v) => !v)}>
                {mapOpen ? t`Hide the map` : t`Choose on the map`}
              </button>
              {mapOpen ? (
                <Suspense fallback={null}>
                  <MapPicker />
                </Suspense>
              ) : null}
            </div>
          ) : null}
          {pickerVisible ? <StorePicker /> : null}
          <AddressStatus />
          <TypeNotice />
          <div className={styles.actions}>
            <button
              type="button"
              className={ui.button.primary}
              disabled={!canConfirm}
              onClick={() => fulfilment.send({ type: 'location.confirm' })}
            >
              {t`Confirm location`}
            </button>
          </div>
        </section>
        <section className={styles.section} aria-labelledby="find-order">
          <h2 id="find-order" className={styles.sectionTitle}>
            <Trans>Find your order</Trans>
          </h2>
          <OrderSearch />
        </section>
      </div>
    </>
  );
}
