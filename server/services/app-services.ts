import type { OverridesOfRequest, ServiceContext } from '../context';
import { createCourier } from '../providers/courier';
import { createPaymentProviders } from '../providers/payments';
import { createMaps } from '../providers/maps';
import { createOutboxMessages } from '../providers/sms/outbox-sms';
import { createAccounts } from './accounts';
import { createAddresses } from './addresses';
import { createAttemptLimits } from './attempt-limits';
import { createCatalogue } from './catalogue';
import { createCatalogueCache } from './catalogue-cache';
import { createCheckout } from './checkout';
import { createCodeLists } from './code-lists';
import { createFavourites } from './favourites';
import { createLifecycle } from './lifecycle';
import { createLoyalty } from './loyalty';
import { createOrderConfirmation } from './order-confirmation';
import { createOrderHistory } from './order-history';
import { createOrders } from './orders';
import { createOtpService } from './otp';
import { createPayments } from './payments';
import { createPromotionAvailability } from './promotion-availability';
import { createPromotions } from './promotions';
import { createSettings } from './settings';

/** What the app's services are built from: the service context and the reader of each request's overrides. */
export interface ServicesInput extends ServiceContext {
  /** The sandbox's reader where the sandbox is on; elsewhere one that always answers null (server/app.ts). */
  overrides: OverridesOfRequest;
}

/**
 * The services of one app, built once where the app is composed and shared by the API routes and the sandbox pages.
 * Whatever depends on a request's overrides is handed them here.
 */
export function createServices({ db, config, clock, overrides }: ServicesInput) {
  const providers = createPaymentProviders(config);
  const courier = createCourier(db);
  // payments start the lifecycle and the lifecycle refunds through payments: the refund is bound late
  const lifecycle = createLifecycle(config.orderClockSpeed, { courier, refundCanceledOrder: (orderId, now) => payments.refundCanceledOrder(orderId, now), overrides });
  const maps = createMaps({ db, config: config.maps });
  const checkout = createCheckout(db, overrides, maps.drivingMetres);
  const promotions = createPromotions(db);
  const addresses = createAddresses({ db, clock });
  const payments = createPayments(db, providers, lifecycle);
  const messages = createOutboxMessages();
  const otp = createOtpService({ db, clock, secret: config.jwtSecret, messages });
  return {
    settings: createSettings(db, overrides),
    catalogue: createCatalogue(db),
    /** The store and menu answers' own cache (the checkout keeps another for its reads). */
    catalogueCache: createCatalogueCache(db, overrides),
    codeLists: createCodeLists(db),
    orders: createOrders(db, clock),
    otp,
    accounts: createAccounts({ db, clock, secret: config.jwtSecret, messages, otp }),
    attempts: createAttemptLimits({ db, clock }),
    addresses,
    favourites: createFavourites({ db, clock }),
    loyalty: createLoyalty(db),
    providers,
    courier,
    lifecycle,
    checkout,
    availability: createPromotionAvailability(db, overrides),
    promotions,
    maps,
    payments,
    confirmation: createOrderConfirmation({ db, clock, checkout, promotions, payments, lifecycle, addresses, maps }),
    history: createOrderHistory({
      db,
      clock,
      lifecycle,
      // the lists show an unpaid wallet order closed once its payment window is over, as a read of it does
      closeUnpaid: async (now) => payments.closeUnpaidAfterWindow((await checkout.settings()).paymentWindowMinutes, now),
    }),
  };
}

export type Services = ReturnType<typeof createServices>;
