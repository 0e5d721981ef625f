import { lazy, Suspense, type ComponentType, type LazyExoticComponent } from 'react';
import { Route, Switch } from 'wouter';
import { ProgressBar } from '../components/ui/progress-bar';
import { paths, routePattern, type PathKey } from '../config/paths';
import HomePage from '../features/home/home-page';
import { AppLayout } from './layout/app-layout';

const NotFoundPage = lazy(() => import('../features/not-found/not-found-page'));

/** Every screen except home is its own chunk. */
const screens: Partial<Record<PathKey, LazyExoticComponent<ComponentType>>> = {
  websiteOwners: lazy(() => import('../features/policies/website-owners-page')),
  generalTradingConditions: lazy(() => import('../features/policies/general-trading-conditions-page')),
  eInvoicePolicy: lazy(() => import('../features/policies/e-invoice-policy-page')),
  privacyPolicy: lazy(() => import('../features/policies/privacy-policy-page')),
  paymentPolicy: lazy(() => import('../features/policies/payment-policy-page')),
  deliveryPolicy: lazy(() => import('../features/policies/delivery-policy-page')),
  returnPolicy: lazy(() => import('../features/policies/return-policy-page')),
};

/**
 * Routes of SPEC §2, each with and without a trailing slash. Screens not built yet show
 * the 404 page until their feature lands: replace the entry in `screens`.
 */
const routes = (Object.keys(paths) as PathKey[])
  .filter((key) => key !== 'home')
  .map((key) => ({ key, pattern: routePattern(paths[key]), Screen: screens[key] ?? NotFoundPage }));

export function AppRouter() {
  return (
    <AppLayout>
      <Suspense fallback={<ProgressBar />}>
        <Switch>
          <Route path={routePattern(paths.home)} component={HomePage} />
          {routes.map(({ key, pattern, Screen }) => (
            <Route key={key} path={pattern} component={Screen} />
          ))}
          <Route component={NotFoundPage} />
        </Switch>
      </Suspense>
    </AppLayout>
  );
}
