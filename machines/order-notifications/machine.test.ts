import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { orderNotificationsMachine, type CheckNotificationsOutput, type SubscribeInput } from './machine';
import { notificationsViewSelector } from './selectors';

const offer: CheckNotificationsOutput = {
  available: true,
  declined: false,
  permission: 'default',
  mode: 'sandbox',
  publicKey: 'BKey',
  subscribedEndpoint: null,
};

function start(
  check: CheckNotificationsOutput,
  effects: {
    permission?: () => Promise<'granted' | 'denied' | 'default'>;
    subscribe?: (input: SubscribeInput) => Promise<{ endpoint: string }>;
  } = {},
) {
  const rememberDeclined = vi.fn();
  const unsubscribe = vi.fn(async (_input: { orderNo: string; endpoint: string }) => undefined);
  const actor = createActor(
    orderNotificationsMachine.provide({
      actors: {
        checkNotifications: fromPromise(async () => check),
        requestPermission: fromPromise(effects.permission ?? (async () => 'granted' as const)),
        subscribeToOrder: fromPromise(async ({ input }) =>
          (effects.subscribe ?? (async () => ({ endpoint: 'https://push.example.com/1' })))(input),
        ),
        unsubscribeFromOrder: fromPromise(async ({ input }) => unsubscribe(input)),
      },
      actions: { rememberDeclined },
    }),
    { input: { orderNo: '261123000001' } },
  ).start();
  return { actor, rememberDeclined, unsubscribe };
}

describe('order notifications', () => {
  it('should ask permission, then subscribe the order with the server key and mode', async () => {
    const subscribe = vi.fn(async () => ({ endpoint: 'https://push.example.com/1' }));
    const { actor } = start(offer, { subscribe });
    await waitFor(actor, (s) => s.matches('offered'));
    /** The customer turns notifications on. */
    actor.send({ type: 'notifications.enable' });
    await waitFor(actor, (s) => s.matches('on'));
    expect(subscribe).toHaveBeenCalledWith({ orderNo: '261123000001', mode: 'sandbox', publicKey: 'BKey' });
    expect(actor.getSnapshot().context.endpoint).toBe('https://push.example.com/1');
    expect(notificationsViewSelector(actor.getSnapshot())).toBe('on');
  });

  it('should not subscribe when the browser permission is refused', async () => {
    const subscribe = vi.fn();
    const { actor } = start(offer, { permission: async () => 'denied', subscribe });
    await waitFor(actor, (s) => s.matches('offered'));
    actor.send({ type: 'notifications.enable' });
    await waitFor(actor, (s) => s.matches('refused'));
    expect(subscribe).not.toHaveBeenCalled();
  });

  it('should offer nothing when the server switched notifications off, or the customer said not now before', async () => {
    const off = start({ ...offer, available: false, publicKey: null }).actor;
    await waitFor(off, (s) => s.matches('unavailable'));
    expect(notificationsViewSelector(off.getSnapshot())).toBe('hidden');
    const declined = start({ ...offer, declined: true }).actor;
    await waitFor(declined, (s) => s.matches('dismissed'));
  });

  it('should remember not now, and opt out of an order already on', async () => {
    const { actor, rememberDeclined } = start(offer);
    await waitFor(actor, (s) => s.matches('offered'));
    actor.send({ type: 'notifications.dismiss' });
    expect(rememberDeclined).toHaveBeenCalledTimes(1);
    const on = start({ ...offer, permission: 'granted', subscribedEndpoint: 'https://push.example.com/9' });
    await waitFor(on.actor, (s) => s.matches('on'));
    on.actor.send({ type: 'notifications.disable' });
    await waitFor(on.actor, (s) => s.matches('offered'));
    expect(on.unsubscribe).toHaveBeenCalledWith({ orderNo: '261123000001', endpoint: 'https://push.example.com/9' });
  });

  it('should fail with the refusal and let the customer retry', async () => {
    let refuse = true;
    const { actor } = start(offer, {
      subscribe: async () => {
        if (refuse) throw Object.assign(new Error('FEATURE_OFF'), { status: 403, code: 'FEATURE_OFF' });
        return { endpoint: 'https://push.example.com/3' };
      },
    });
    await waitFor(actor, (s) => s.matches('offered'));
    actor.send({ type: 'notifications.enable' });
    await waitFor(actor, (s) => s.matches('failed'));
    expect(actor.getSnapshot().context.error?.code).toBe('FEATURE_OFF');
    refuse = false;
    actor.send({ type: 'notifications.retry' });
    await waitFor(actor, (s) => s.matches('on'));
  });
});
