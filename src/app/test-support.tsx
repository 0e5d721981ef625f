import type { QueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Router, type BaseLocationHook } from 'wouter';
import type { Navigation } from '../lib/navigation';
import { AppProvider } from './provider';
import { AppRouter } from './router';

/**
 * The whole app's routes on the query client and location a test gives; `children` render beside the routes. The
 * machines navigate through `navigation` (the browser's address bar when not given).
 */
export function TestApp({
  queryClient,
  location,
  navigation,
  children,
}: {
  queryClient: QueryClient;
  location: BaseLocationHook;
  navigation?: Navigation;
  children?: ReactNode;
}) {
  return (
    <AppProvider queryClient={queryClient} navigation={navigation}>
      <Router hook={location}>
        <AppRouter />
        {children}
      </Router>
    </AppProvider>
  );
}
