import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { brandFor } from '../../domain/settings';
import { BRAND_CODE, BRAND_NAME } from '../config/brand';
import { getDefaultBrandAndStoreQueryOptions } from '../features/fulfilment';
import { useSettings } from '../features/settings';
import { BrandNameContext } from '../lib/brand-name';

const CONFIGURED_BRAND = { code: BRAND_CODE, name: BRAND_NAME };

/**
 * Names the brand the settings choose (useDefaultBrand: the server's default brand, else the configured
 * one) for the header and the page title; the default brand is read once at start (src/app/first-screen.ts).
 */
export function BrandNameProvider({ children }: { children: ReactNode }) {
  const settings = useSettings();
  const { data } = useQuery({ ...getDefaultBrandAndStoreQueryOptions(), enabled: settings.useDefaultBrand });
  const brand = brandFor(settings, data?.brand, CONFIGURED_BRAND);
  return <BrandNameContext.Provider value={brand.name}>{children}</BrandNameContext.Provider>;
}
