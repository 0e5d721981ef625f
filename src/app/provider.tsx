import { I18nProvider } from '@lingui/react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { SessionProvider } from './session/provider';
import { SettingsProvider } from './settings/provider';
import { i18n } from '../lib/i18n';
import { queryClient as defaultQueryClient } from '../lib/query-client';
import { BrandNameProvider } from './brand-name-provider';
import { OrderingProvider } from './ordering/provider';

/** App-wide providers: server cache, active language, feature settings, the session, the order's machines. */
export function AppProvider({ children, queryClient = defaultQueryClient }: { children: ReactNode; queryClient?: QueryClient }) {
  return (
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
  );
}
