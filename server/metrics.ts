/**
 * The service's Prometheus metrics. Each app owns its Registry (tests build several apps in one process, and a
 * global registry would mix their counts); under WORKERS > 1 the primary aggregates the workers' registries
 * (server/operations.ts).
 */
import { Counter, Histogram, Registry, collectDefaultMetrics } from 'prom-client';

/** Seconds: from a cached menu read (a few ms) to a confirmation that calls a gateway (seconds). */
const LATENCY_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

export function createMetrics() {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  return {
    registry,
    /** Labelled by the route's pattern (never the raw URL, whose ids and queries would grow without bound). */
    requestDuration: new Histogram({
      name: 'http_request_duration_seconds',
      help: 'Time to answer an HTTP request, by method, route pattern and status code.',
      labelNames: ['method', 'route', 'status_code'] as const,
      buckets: LATENCY_BUCKETS,
      registers: [registry],
    }),
    /** confirmed (a new confirmation), repeated (the same confirmation answered again), refused (4xx), failed (5xx). */
    orders: new Counter({
      name: 'orders_confirmed_total',
      help: 'Order confirmations by outcome: confirmed, repeated, refused, failed.',
      labelNames: ['outcome'] as const,
      registers: [registry],
    }),
    /** opened, paid, failed, cancelled, refused (paid but bound to another amount), invalid_signature, gateway_error. */
    payments: new Counter({
      name: 'payments_total',
      help: 'Payment events by provider and outcome: opened, gateway_error, paid, failed, cancelled, refused, invalid_signature.',
      labelNames: ['provider', 'outcome'] as const,
      registers: [registry],
    }),
    otpSends: new Counter({
      name: 'otp_sends_total',
      help: 'One-time code sends by purpose and outcome: sent, limited (429), unverified (reCAPTCHA refused), refused, failed.',
      labelNames: ['purpose', 'outcome'] as const,
      registers: [registry],
    }),
    courierBookings: new Counter({
      name: 'courier_bookings_total',
      help: 'Courier bookings by provider and outcome: booked, failed.',
      labelNames: ['provider', 'outcome'] as const,
      registers: [registry],
    }),
    pushes: new Counter({
      name: 'order_pushes_total',
      help: 'Order status notifications (Web Push) by outcome: sent, gone (the subscription expired), failed.',
      labelNames: ['outcome'] as const,
      registers: [registry],
    }),
  };
}

export type AppMetrics = ReturnType<typeof createMetrics>;

/** The outcome label of an error: a refusal the caller can act on (4xx) or a failure of ours or a provider's. */
export function errorOutcome(error: unknown): 'refused' | 'failed' {
  const status = (error as { statusCode?: unknown } | null)?.statusCode;
  return typeof status === 'number' && status >= 400 && status < 500 ? 'refused' : 'failed';
}
