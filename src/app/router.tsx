import { lazy, Suspense, useState, type ComponentType, type LazyExoticComponent } from 'react';
import { Redirect, Route, Switch } from 'wouter';
import { OfflineBanner } from '../components/offline-banner';
import { ProgressBar } from '../components/ui/progress-bar';
import { paths, routePattern, type PathKey } from '../config/paths';
import HomePage from '../features/home/home-page';
import { SessionBridge } from '../features/session/session-bridge';
import { checkoutEntryRedirect } from './checkout-guard';
import { AppLayout } from './layout/app-layout';
import { RemovedDishesNotice } from './ordering-provider';

const NotFoundPage = lazy(() => import('../features/not-found/not-found-page'));
const CheckoutPage = lazy(() => import('../features/checkout/checkout-page'));

/** /checkout decides a redirect before its chunks (and the dialog library) are fetched; once, on entering, as the page does. */
function CheckoutRoute() {
  const [redirect] = useState(checkoutEntryRedirect);
  return redirect ? <Redirect to={redirect} replace /> : <CheckoutPage />;
}

/** Every screen except home is its own chunk. */
const screens: Partial<Record<PathKey, LazyExoticComponent<ComponentType> | ComponentType>> = {
  mainMenu: lazy(() => import('./screens/main-menu-screen')),
  detail: lazy(() => import('./screens/detail-screen')),
  myCart: lazy(() => import('../features/cart/cart-page')),
  checkout: CheckoutRoute,
  paymentResult: lazy(() => import('../features/payment/payment-result-page')),
  deliveryStatus: lazy(() => import('../features/order-status/delivery-status-page')),
  websiteOwners: lazy(() => import('../features/policies/website-owners-page')),
  generalTradingConditions: lazy(() => import('../features/policies/general-trading-conditions-page')),
  eInvoicePolicy: lazy(() => import('../features/policies/e-invoice-policy-page')),
  privacyPolicy: lazy(() => import('../features/policies/privacy-policy-page')),
  paymentPolicy: lazy(() => import('../features/policies/payment-policy-page')),
  deliveryPolicy: lazy(() => import('../features/policies/delivery-policy-page')),
  returnPolicy: lazy(() => import('../features/policies/return-policy-page')),
  login: lazy(() => import('../features/session/login-page')),
  register: lazy(() => import('../features/register/register-page')),
  verifyEmail: lazy(() => import('../features/account/verify-email-page')),
  resetPassword: lazy(() => import('../features/account/reset-password-page')),
  updatePassword: lazy(() => import('../features/account/update-password-page')),
  editProfile: lazy(() => import('../features/account/edit-profile-page')),
  profile: lazy(() => import('../features/session/profile-page')),
  yourOrder: lazy(() => import('../features/orders/your-order-page')),
  orderHistory: lazy(() => import('../features/orders/order-history-page')),
  orderDetail: lazy(() => import('../features/orders/order-detail-page')),
  addressManage: lazy(() => import('../features/addresses/address-manage-page')),
  yourFavorite: lazy(() => import('../features/favourites/your-favorite-page')),
  membership: lazy(() => import('../features/loyalty/membership-page')),
  transactionHistory: lazy(() => import('../features/loyalty/transaction-history-page')),
  promotion: lazy(() => import('../features/promotions/promotion-page')),
  redeemPromotion: lazy(() => import('../features/promotions/redeem-promotion-page')),
  yourPromotion: lazy(() => import('../features/promotions/your-promotion-page')),
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
      <OfflineBanner />
      <RemovedDishesNotice />
      <SessionBridge />
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
