import type { QueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Router, type BaseLocationHook } from 'wouter';
import { AppProvider } from './provider';
import { AppRouter } from './router';

/** The whole app's routes on the query client and location a test gives; `children` render beside the routes. */
export function TestApp({
  queryClient,
  location,
  children,
}: {
  queryClient: QueryClient;
  location: BaseLocationHook;
  children?: ReactNode;
}) {
  return (
    <AppProvider queryClient={queryClient}>
      <Router hook={location}>
        <AppRouter />
        {children}
      </Router>
    </AppProvider>
  );
}
