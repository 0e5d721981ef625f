import type { HandlerContext } from '../routes/handlers';
import { createPaymentProviders } from '../providers/payments';
import { createCheckout } from './checkout';
import { createLifecycle } from './lifecycle';
import { createPayments } from './payments';
import { createPromotions } from './promotions';

const cache = new WeakMap<HandlerContext, ReturnType<typeof build>>();

function build(context: HandlerContext) {
  const providers = createPaymentProviders(context.config.payments, context.config.publicOrigin);
  const lifecycle = createLifecycle(context.config.orderClockSpeed);
  return {
    providers,
    lifecycle,
    checkout: createCheckout(context.db),
    promotions: createPromotions(context.db),
    payments: createPayments(context.db, providers, lifecycle),
  };
}

/** The checkout area's services of one app (shared by the API routes and the sandbox pages). */
export function checkoutServices(context: HandlerContext) {
  let services = cache.get(context);
  if (!services) {
    services = build(context);
    cache.set(context, services);
  }
  return services;
}
