import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { AnyEventObject, AnyMachineSnapshot, EventObject } from 'xstate';
import {
  allStateNodes,
  allTransitionKeys,
  describePath,
  emptyCoverage,
  graphPaths,
  missing,
  replayPath,
} from '../test-support/replay-paths';
import { orderNotificationsMachine, type CheckNotificationsOutput, type OrderNotificationsContext } from './machine';

/** The machine with its one effect action (remembering "not now") done by nothing. */
const machine = orderNotificationsMachine.provide({ actions: { rememberDeclined: () => undefined } });

const apiError = (status: number, code: string) => Object.assign(new Error(code), { status, code });
const input = { orderNo: '261123000001' };
const checked = (change: Partial<CheckNotificationsOutput> = {}): CheckNotificationsOutput => ({
  available: true,
  declined: false,
  permission: 'default',
  mode: 'sandbox',
  publicKey: 'BPublicKey',
  subscribedEndpoint: null,
  ...change,
});

const labelled: Record<string, AnyEventObject> = {
  enable: { type: 'notifications.enable' },
  dismiss: { type: 'notifications.dismiss' },
  disable: { type: 'notifications.disable' },
  retry: { type: 'notifications.retry' },
  'done:check(offer)': { type: 'xstate.done.actor.checkNotifications', output: checked() },
  'done:check(off)': {
    type: 'xstate.done.actor.checkNotifications',
    output: checked({ available: false, publicKey: null }),
  },
  'done:check(on)': {
    type: 'xstate.done.actor.checkNotifications',
    output: checked({ permission: 'granted', subscribedEndpoint: 'https://push.example.com/1' }),
  },
  'done:check(declined)': { type: 'xstate.done.actor.checkNotifications', output: checked({ declined: true }) },
  'done:check(blocked)': { type: 'xstate.done.actor.checkNotifications', output: checked({ permission: 'denied' }) },
  'error:check': { type: 'xstate.error.actor.checkNotifications', error: apiError(0, 'NETWORK_ERROR') },
  'done:permission(granted)': { type: 'xstate.done.actor.requestPermission', output: 'granted' },
  'done:permission(denied)': { type: 'xstate.done.actor.requestPermission', output: 'denied' },
  'error:permission': { type: 'xstate.error.actor.requestPermission', error: new Error('not allowed') },
  'done:subscribe': { type: 'xstate.done.actor.subscribeToOrder', output: { endpoint: 'https://push.example.com/2' } },
  'error:subscribe': { type: 'xstate.error.actor.subscribeToOrder', error: apiError(403, 'FEATURE_OFF') },
  'done:unsubscribe': { type: 'xstate.done.actor.unsubscribeFromOrder', output: undefined },
  'error:unsubscribe': { type: 'xstate.error.actor.unsubscribeFromOrder', error: apiError(0, 'NETWORK_ERROR') },
};
const events = Object.values(labelled);
const labels = new Map(Object.entries(labelled).map(([name, event]) => [event as EventObject, name]));
const label = (event: EventObject) => labels.get(event);

const serializeState = (snapshot: AnyMachineSnapshot) => {
  const c = snapshot.context as OrderNotificationsContext;
  return JSON.stringify([snapshot.value, c.endpoint !== null, c.error?.code ?? null]);
};

/** Invariants of every state. */
function check(s: AnyMachineSnapshot) {
  const c = s.context as OrderNotificationsContext;
  expect(s.hasTag('busy')).toBe(['askingPermission', 'subscribing', 'unsubscribing'].some((v) => s.matches(v)));
  // on exactly when the browser holds a subscription for the order
  if (s.matches('on') || s.matches('unsubscribing')) expect(c.endpoint).not.toBeNull();
  if (s.matches('offered') || s.matches('subscribing') || s.matches('askingPermission')) expect(c.endpoint).toBeNull();
  // a subscription is only made with the server's key
  if (s.matches('subscribing')) expect(c.publicKey).not.toBeNull();
  if (s.matches('failed')) expect(c.error).not.toBeNull();
  if (s.matches('offered')) expect(c.error).toBeNull();
  // the offer is taken only where it is shown
  expect(s.can({ type: 'notifications.enable' })).toBe(s.matches('offered'));
  expect(s.can({ type: 'notifications.disable' })).toBe(s.matches('on'));
}

describe('order notifications graph paths', () => {
  beforeAll(() => vi.useFakeTimers());
  afterAll(() => vi.useRealTimers());
  const coverage = emptyCoverage();
  const { statePaths, transitionPaths } = graphPaths(machine, { input, events, serializeState });

  it('should list the states the offer can reach', () => {
    expect([...new Set(statePaths.map((p) => String(p.state.value)))].sort()).toMatchInlineSnapshot(`
      [
        "askingPermission",
        "checking",
        "dismissed",
        "failed",
        "offered",
        "on",
        "refused",
        "subscribing",
        "unavailable",
        "unsubscribing",
      ]
    `);
  });
  it.each(statePaths.map((p) => [describePath(p, label), p] as const))('should replay %s', (_, path) => {
    replayPath(machine, path, { input, check, serialize: serializeState, coverage });
  });
  it.each(transitionPaths.map((p) => [describePath(p, label), p] as const))('should take %s', (_, path) => {
    replayPath(machine, path, { input, check, serialize: serializeState, coverage });
  });

  it('should reach every state and take every transition', () => {
    expect(
      missing(
        allStateNodes(machine).map((n) => n.id),
        coverage.stateIds,
      ),
    ).toEqual([]);
    expect(missing(allTransitionKeys(machine), coverage.transitions)).toEqual([]);
  });
});
