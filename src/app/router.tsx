import { lazyWithPreload, type PreloadableComponent } from 'react-lazy-with-preload';
import { Suspense, useState, type ComponentType } from 'react';
import { Redirect, Route, Switch } from 'wouter';
import { OfflineBanner } from './ordering/components/offline-banner';
import { ProgressBar } from '../components/ui/progress-bar';
import { paths, routePattern, type PathKey } from '../config/paths';
import HomePage from '../features/home/home-page';
import { useAsServerDrew } from '../lib/first-screen';
import { SessionBridge } from './session/session-bridge';
import { checkoutEntryRedirect } from './checkout-guard';
import { AppLayout } from './layout/app-layout';
import { MenuCheckFailedNotice, RemovedDishesNotice } from './ordering/components/notices';

const NotFoundPage = lazyWithPreload(() => import('../features/not-found/not-found-page'));
const CheckoutPage = lazyWithPreload(() => import('../features/checkout/checkout-page'));

/** /checkout decides a redirect before its chunks (and the dialog library) are fetched; once, on entering, as the page does. */
function CheckoutRoute() {
  const [kept] = useState(checkoutEntryRedirect);
  // as the server decided where it drew the page (a cookie says the checkout was opened in this browser session)
  const redirect = useAsServerDrew(() => kept, (screen) => (screen.checkoutEntry ? null : paths.mainMenu));
  // The server drew the redirect (empty markup) for a browser that keeps what opens the checkout where no cookie
  // says so (a payment handed to the gateway, back from its page): the hydrating render draws that emptiness without
  // leaving, and the browser's own render right after opens the checkout.
  if (redirect && kept === null) return null;
  return redirect ? <Redirect to={redirect} replace /> : <CheckoutPage />;
}

/** Every screen except home is its own chunk. */
const screens: Partial<Record<PathKey, PreloadableComponent<ComponentType> | typeof CheckoutRoute>> = {
  mainMenu: lazyWithPreload(() => import('./screens/main-menu-screen')),
  detail: lazyWithPreload(() => import('./screens/detail-screen')),
  myCart: lazyWithPreload(() => import('../features/cart/cart-page')),
  checkout: CheckoutRoute,
  paymentResult: lazyWithPreload(() => import('../features/payment/payment-result-page')),
  deliveryStatus: lazyWithPreload(() => import('../features/order-status/delivery-status-page')),
  websiteOwners: lazyWithPreload(() => import('../features/policies/website-owners-page')),
  generalTradingConditions: lazyWithPreload(() => import('../features/policies/general-trading-conditions-page')),
  eInvoicePolicy: lazyWithPreload(() => import('../features/policies/e-invoice-policy-page')),
  privacyPolicy: lazyWithPreload(() => import('../features/policies/privacy-policy-page')),
  paymentPolicy: lazyWithPreload(() => import('../features/policies/payment-policy-page')),
  deliveryPolicy: lazyWithPreload(() => import('../features/policies/delivery-policy-page')),
  returnPolicy: lazyWithPreload(() => import('../features/policies/return-policy-page')),
  login: lazyWithPreload(() => import('../features/account/login-page')),
  register: lazyWithPreload(() => import('../features/register/register-page')),
  verifyEmail: lazyWithPreload(() => import('../features/account/verify-email-page')),
  resetPassword: lazyWithPreload(() => import('../features/account/reset-password-page')),
  updatePassword: lazyWithPreload(() => import('../features/account/update-password-page')),
  editProfile: lazyWithPreload(() => import('../features/account/edit-profile-page')),
  profile: lazyWithPreload(() => import('../features/account/profile-page')),
  yourOrder: lazyWithPreload(() => import('../features/orders/your-order-page')),
  orderHistory: lazyWithPreload(() => import('../features/orders/order-history-page')),
  orderDetail: lazyWithPreload(() => import('../features/orders/order-detail-page')),
  addressManage: lazyWithPreload(() => import('../features/addresses/address-manage-page')),
  yourFavorite: lazyWithPreload(() => import('../features/favourites/your-favorite-page')),
  membership: lazyWithPreload(() => import('../features/loyalty/membership-page')),
  transactionHistory: lazyWithPreload(() => import('../features/loyalty/transaction-history-page')),
  promotion: lazyWithPreload(() => import('../features/promotions/promotion-page')),
  redeemPromotion: lazyWithPreload(() => import('../features/promotions/redeem-promotion-page')),
  yourPromotion: lazyWithPreload(() => import('../features/promotions/your-promotion-page')),
};

/**
 * Routes of SPEC §2, each with and without a trailing slash. Screens not built yet show
 * the 404 page until their feature lands: replace the entry in `screens`.
 */
const routes = (Object.keys(paths) as PathKey[])
  .filter((key) => key !== 'home')
  .map((key) => ({ key, pattern: routePattern(paths[key]), Screen: screens[key] ?? NotFoundPage }));

/**
 * Fetches the chunk of the screen `pathname` opens, so that the app's first render draws that screen at once.
 * Drawn before its chunk is there, the screen suspends and the first commit shows the progress bar in its place
 * (over the first screen the HTML drew), and React shows the screen only some 300 ms later, in a second commit of
 * its own. A /checkout that will redirect fetches nothing, as its route decides.
 */
export function preloadScreen(pathname: string): Promise<unknown> {
  if (routePattern(paths.home).test(pathname)) return Promise.resolve();
  const Screen = routes.find(({ pattern }) => pattern.test(pathname))?.Screen ?? NotFoundPage;
  if ('preload' in Screen) return Screen.preload();
  return checkoutEntryRedirect() ? Promise.resolve() : CheckoutPage.preload();
}

export function AppRouter() {
  return (
    <AppLayout>
      <OfflineBanner />
      <RemovedDishesNotice />
      <MenuCheckFailedNotice />
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
