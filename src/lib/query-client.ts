import { QueryClient, type DefaultOptions } from '@tanstack/react-query';

export const queryConfig = {
  queries: {
    retry: 1,
    staleTime: 60_000,
    refetchOnWindowFocus: false,
    // Fetch even when the browser says it is offline: the service worker answers the menu reads it kept.
    networkMode: 'offlineFirst',
  },
} satisfies DefaultOptions;

export function createQueryClient(): QueryClient {
  return new QueryClient({ defaultOptions: queryConfig });
}

export const queryClient = createQueryClient();
