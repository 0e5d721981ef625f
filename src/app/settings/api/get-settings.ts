import { queryOptions } from '@tanstack/react-query';
import { api, type ApiClient } from '../../../lib/api-client';
import { parseSettings, type Settings } from '../settings';

/** Group of variables holding the SPEC §9 switches (SPEC §7 "GET v2/variable/"). */
export const SETTINGS_GROUP = 'delivery';

export async function getSettings(client: ApiClient = api, signal?: AbortSignal): Promise<Settings> {
  const { data } = await client.GET('/v2/variable/', {
    params: { query: { group__in: SETTINGS_GROUP } },
    signal,
  });
  return parseSettings(data?.results ?? []);
}

export const getSettingsQueryOptions = () =>
  queryOptions({
    queryKey: ['settings'],
    queryFn: ({ signal }) => getSettings(api, signal),
  });
