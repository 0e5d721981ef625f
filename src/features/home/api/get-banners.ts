import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export const getBannersQueryOptions = (brandCode: string) =>
  queryOptions({
    queryKey: ['banners', brandCode],
    queryFn: async ({ signal }) =>
      (await api.GET('/v2/banners/', { params: { query: { brand_code: brandCode } }, signal })).data!.results,
  });
