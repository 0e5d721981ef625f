import type { ServiceContext } from '../context';
import { createCourier } from '../providers/courier';
import { createPaymentProviders } from '../providers/payments';
import { createMaps } from '../providers/maps';
import { createAddresses } from './addresses';
import { createCheckout } from './checkout';
import { createLifecycle } from './lifecycle';
import { createOrderConfirmation } from './order-confirmation';
import { createOrderHistory } from './order-history';
import { createPayments } from './payments';
import { createPromotions } from './promotions';

/** The checkout area's services of one app, built once and shared by the API routes and the sandbox pages. */
export function createCheckoutServices({ db, config, clock }: ServiceContext) {
  const providers = createPaymentProviders(config);
  const courier = createCourier(db);
  // payments start the lifecycle and the lifecycle refunds through payments: the refund is bound late
  const lifecycle = createLifecycle(config.orderClockSpeed, { courier, refundCanceledOrder: (orderId, now) => payments.refundCanceledOrder(orderId, now) });
  const maps = createMaps({ db, config: config.maps });
  const checkout = createCheckout(db, undefined, maps.drivingMetres);
  const promotions = createPromotions(db);
  const addresses = createAddresses({ db, clock });
  const payments = createPayments(db, providers, lifecycle);
  return {
    providers,
    courier,
    lifecycle,
    checkout,
    promotions,
    maps,
    payments,
    confirmation: createOrderConfirmation({ db, clock, checkout, promotions, payments, lifecycle, addresses, maps }),
    history: createOrderHistory({ db, clock, lifecycle }),
  };
}

export type CheckoutServices = ReturnType<typeof createCheckoutServices>;
