import { I18nProvider } from '@lingui/react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { i18n } from '../lib/i18n';
import { browserNavigation, NavigationContext, type Navigation } from '../lib/navigation';
import { queryClient as defaultQueryClient } from '../lib/query-client';
import { BrandNameProvider } from './brand-name-provider';
import { OrderingProvider } from './ordering/provider';
import { SessionProvider } from './session/provider';
import { SettingsProvider } from './settings/provider';

/**
 * App-wide providers: server cache, active language, feature settings, the session, the order's machines. The
 * machines' navigation actions move the router through `navigation` (the browser's address bar unless a test gives one).
 */
export function AppProvider({
  children,
  queryClient = defaultQueryClient,
  navigation = browserNavigation,
}: {
  children: ReactNode;
  queryClient?: QueryClient;
  navigation?: Navigation;
}) {
  return (
    <NavigationContext value={navigation}>
      <QueryClientProvider client={queryClient}>
        <I18nProvider i18n={i18n}>
          <SettingsProvider>
            <BrandNameProvider>
              <SessionProvider>
                <OrderingProvider>{children}</OrderingProvider>
              </SessionProvider>
            </BrandNameProvider>
          </SettingsProvider>
        </I18nProvider>
      </QueryClientProvider>
    </NavigationContext>
  );
}
