import type { OverridesOfRequest, ServiceContext } from '../context';
import { errorOutcome, type AppMetrics } from '../metrics';
import { createCourier, type CourierProvider } from '../providers/courier';
import { createPaymentProviders } from '../providers/payments';
import { createMaps } from '../providers/maps';
import { createPhoneAuth } from '../providers/phone-auth';
import { createOutboxMessages } from '../providers/sms/outbox-sms';
import { createAccounts } from './accounts';
import { createAddresses } from './addresses';
import { createAttemptLimits } from './attempt-limits';
import { createCatalogue } from './catalogue';
import { createCatalogueCache } from './catalogue-cache';
import { createCheckout } from './checkout';
import { createCourierWebhook } from './courier-webhook';
import { createCodeLists } from './code-lists';
import { createFavourites } from './favourites';
import { createLifecycle } from './lifecycle';
import { createLoyalty } from './loyalty';
import { createOrderConfirmation } from './order-confirmation';
import { createOrderHistory } from './order-history';
import { createOrders } from './orders';
import { createOrderStreams } from './order-streams';
import { createOtpService, type OtpService } from './otp';
import { createPayments } from './payments';
import { createPromotionAvailability } from './promotion-availability';
import { createPromotions } from './promotions';
import { createPushNotifications } from './push-notifications';
import { createPushSender } from '../providers/push';
import { createSettings } from './settings';

/** What the app's services are built from: the service context and the reader of each request's overrides. */
export interface ServicesInput extends ServiceContext {
  /** The sandbox's reader where the sandbox is on; elsewhere one that always answers null (server/app.ts). */
  overrides: OverridesOfRequest;
  /** The app's own metrics (server/metrics.ts): bookings, sends, payments and confirmations are counted here. */
  metrics: AppMetrics;
}

/** Counts each booking by its outcome; the lifecycle retries a failed one on its next step. */
function countedCourier(courier: CourierProvider, metrics: AppMetrics): CourierProvider {
  return Object.assign(Object.create(courier) as CourierProvider, {
    async book(input: Parameters<CourierProvider['book']>[0]) {
      try {
        const booked = await courier.book(input);
        metrics.courierBookings.inc({ provider: courier.name, outcome: 'booked' });
        return booked;
      } catch (error) {
        metrics.courierBookings.inc({ provider: courier.name, outcome: 'failed' });
        throw error;
      }
    },
  });
}

/**
 * Counts each code send: sent, limited (the hourly limits answered 429), unverified (the provider refused the app's
 * reCAPTCHA response), refused (another 4xx) or failed.
 */
function countedOtp(otp: OtpService, metrics: AppMetrics): OtpService {
  return {
    ...otp,
    async send(input) {
      try {
        const sent = await otp.send(input);
        metrics.otpSends.inc({ purpose: input.purpose, outcome: 'sent' });
        return sent;
      } catch (error) {
        const { statusCode, code } = error as { statusCode?: number; code?: string };
        const outcome = statusCode === 429 ? 'limited' : code === 'APP_VERIFICATION_FAILED' ? 'unverified' : errorOutcome(error);
        metrics.otpSends.inc({ purpose: input.purpose, outcome });
        throw error;
      }
    },
  };
}

/**
 * The services of one app, built once where the app is composed and shared by the API routes and the sandbox pages.
 * Whatever depends on a request's overrides is handed them here.
 */
export function createServices({ db, config, clock, overrides, metrics }: ServicesInput) {
  const providers = createPaymentProviders(config);
  const courier = countedCourier(createCourier(config.courier, config.publicOrigin), metrics);
  // payments start the lifecycle and the lifecycle refunds through payments: the refund is bound late
  const lifecycle = createLifecycle(config.orderClockSpeed, { courier, refundCanceledOrder: (orderId, now) => payments.refundCanceledOrder(orderId, now), overrides });
  const maps = createMaps({ db, config: config.maps });
  const checkout = createCheckout(db, overrides, maps.drivingMetres);
  const promotions = createPromotions(db);
  const addresses = createAddresses({ db, clock });
  const payments = createPayments(db, providers, lifecycle, metrics);
  const messages = createOutboxMessages();
  const phoneAuth = createPhoneAuth(config.phoneAuth, config.publicOrigin);
  const orders = createOrders(db, clock);
  /**
   * What a read of an order applies first: an unpaid wallet order past its payment window closes, due lifecycle steps
   * (of one order, or of several: the streamed ones at each heartbeat).
   */
  const advanceOrder = async (order: { id?: number; orderNo?: string; orderNos?: string[] }) => {
    const now = clock();
    await payments.closeUnpaidAfterWindow((await checkout.settings()).paymentWindowMinutes, now, order);
    await lifecycle.advanceDue(db, now, order);
  };
  const orderStreams = createOrderStreams({
    db,
    advance: (orderNos) => advanceOrder({ orderNos }),
    async read(orderNo, language) {
      const order = await orders.byOrderNo(orderNo, language);
      if (!order) return null;
      const { version, info, foods, deliveryShippingData } = order;
      const closed = ['completed', 'canceled', 'cancelled'].includes(info.status);
      return { version, closed, detail: { data: { info: { ...info, access: 'full' as const }, foods }, deliveryShippingData } };
    },
  });
  const otp = countedOtp(createOtpService({ db, clock, phoneAuth }), metrics);
  const pushNotifications = createPushNotifications({
    db,
    config: config.push,
    clock,
    send: createPushSender(config.push.vapid),
    // the sandbox push service's endpoints are this server's own (server/sandbox/pushes.ts)
    sandboxEndpointPrefix: config.sandbox ? `${config.publicOrigin}/sandbox/push/` : null,
    metrics,
  });
  return {
    settings: createSettings(db, overrides),
    catalogue: createCatalogue(db),
    /** The store and menu answers' own cache (the checkout keeps another for its reads). */
    catalogueCache: createCatalogueCache(db, overrides),
    codeLists: createCodeLists(db),
    orders,
    advanceOrder,
    orderStreams,
    pushNotifications,
    otp,
    accounts: createAccounts({ db, clock, secret: config.jwtSecret, messages, otp }),
    attempts: createAttemptLimits({ db, clock }),
    addresses,
    favourites: createFavourites({ db, clock }),
    loyalty: createLoyalty(db),
    providers,
    phoneAuth,
    courier,
    courierWebhook: createCourierWebhook({ db, clock, config: config.courier }),
    lifecycle,
    checkout,
    availability: createPromotionAvailability(db, overrides),
    promotions,
    maps,
    payments,
    confirmation: createOrderConfirmation({ db, clock, checkout, promotions, payments, lifecycle, addresses, maps, metrics }),
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
