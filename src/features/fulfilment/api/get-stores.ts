// Kept at this path only for src/app/first-visit, which server rendering replaces; the module lives in src/lib.
export { getDefaultBrandAndStoreQueryOptions } from '../../../lib/api/get-stores';
