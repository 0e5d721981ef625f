import { createContext, useContext } from 'react';
import { BRAND_NAME } from '../config/brand';

/** The name of the brand the settings choose (domain/settings brandFor); the configured one until known. */
export const BrandNameContext = createContext<string>(BRAND_NAME);

/** The brand's name as the header and the page title show it. */
export const useBrandName = () => useContext(BrandNameContext);
