import { createContext, useContext } from 'react';
import { BRAND_NAME } from '../config/brand';

/**
 * The brand's name the page was served with: the server writes the brand the settings choose into index.html's
 * `<title>` (server/spa-shell.ts withBrandName), read once before any screen sets its own title.
 */
export const SERVED_BRAND_NAME = (typeof document !== 'undefined' && document.title) || BRAND_NAME;

/** The name of the brand the settings choose (domain/settings brandFor); the one the page was served with until known. */
export const BrandNameContext = createContext<string>(SERVED_BRAND_NAME);

/** The brand's name as the header and the page title show it. */
export const useBrandName = () => useContext(BrandNameContext);
