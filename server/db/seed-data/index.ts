export type * from './types';
export { brand, brandCompany } from './brand';
export { stores } from './stores';
export { categories, classes, dishes } from './menu';
export { banners } from './banners';
export { places } from './places';
export { companies } from './companies';
