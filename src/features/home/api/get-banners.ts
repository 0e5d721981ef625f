import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import type { Locale } from '../../../lib/i18n';

/** The brand's banners with their images and words in the interface language. */
export const getBannersQueryOptions = (brandCode: string, lang: Locale) =>
  queryOptions({
    queryKey: ['banners', brandCode, lang],
    queryFn: async ({ signal }) =>
      (await api.GET('/v2/banners/', { params: { query: { brand_code: brandCode, lang } }, signal })).data!.results,
  });
