import type { ServiceContext } from '../context';
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
  const lifecycle = createLifecycle(config.orderClockSpeed);
  const maps = createMaps({ db, config: config.maps });
  const checkout = createCheckout(db, undefined, maps.drivingMetres);
  const promotions = createPromotions(db);
  const addresses = createAddresses({ db, clock });
  const payments = createPayments(db, providers, lifecycle);
  return {
    providers,
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
