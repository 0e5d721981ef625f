import { useQuery } from '@tanstack/react-query';
import { useEffect, type ReactNode } from 'react';
import { brandFor } from '../../domain/settings';
import { BRAND_CODE, BRAND_NAME } from '../config/brand';
import { getDefaultBrandAndStoreQueryOptions } from '../lib/api/get-stores';
import { useSettingsState } from './settings/provider';
import { BrandNameContext, keepChosenBrandName, SERVED_BRAND_NAME } from '../lib/brand-name';

const CONFIGURED_BRAND = { code: BRAND_CODE, name: BRAND_NAME };

/**
 * Names the brand the settings choose (useDefaultBrand: the server's default brand, else the configured
 * one) for the header and the page title; the default brand is read once at start (src/app/first-screen.ts).
 * Until the settings and that brand are known it keeps the name the server drew the page with (the same rule,
 * server/index-html.ts), so the customer never sees one name and then another.
 */
export function BrandNameProvider({ children }: { children: ReactNode }) {
  const { settings, isPending } = useSettingsState();
  const { data, isPending: brandPending } = useQuery({
    ...getDefaultBrandAndStoreQueryOptions(),
    enabled: settings.useDefaultBrand,
  });
  const known = !isPending && !(settings.useDefaultBrand && brandPending);
  const name = known ? brandFor(settings, data?.brand, CONFIGURED_BRAND).name : SERVED_BRAND_NAME;
  useEffect(() => {
    if (known) keepChosenBrandName(name);
  }, [known, name]);
  return <BrandNameContext.Provider value={name}>{children}</BrandNameContext.Provider>;
}
