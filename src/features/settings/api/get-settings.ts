import { queryOptions } from '@tanstack/react-query';
import { api, type ApiClient } from '../../../lib/api-client';
import { extractSettingItems, parseSettings, type Settings } from '../settings';

/** Groups of variables the app reads (SPEC §7 "GET v2/variable/"). */
export const SETTINGS_GROUPS = 'delivery,account_type';

export async function getSettings(client: ApiClient = api, signal?: AbortSignal): Promise<Settings> {
  const { data } = await client.GET('/v2/variable/', {
    params: { query: { group__in: SETTINGS_GROUPS } },
    signal,
  });
  return parseSettings(extractSettingItems(data));
}

export const getSettingsQueryOptions = () =>
  queryOptions({
    queryKey: ['settings'],
    queryFn: ({ signal }) => getSettings(api, signal),
  });
