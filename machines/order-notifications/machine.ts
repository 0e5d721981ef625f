/**
 * The offer of order status notifications (Web Push) on the status page, made to a customer who placed or owns the
 * order, never before: checking → offered → askingPermission → subscribing → on, or refused (the customer blocked
 * notifications when the browser asked), failed (retry), dismissed ("not now", remembered on the device), unavailable
 * (the server switched them off, or the browser cannot show them or blocks them already). A customer who is on may
 * opt out.
 */
import { assign, setup } from 'xstate';
import { apiFailureOf } from '../shared/api-error';
import { notImplemented } from '../shared/not-implemented';
import { orderNotificationsActors } from './actors';
import type {
  CheckNotificationsOutput,
  OrderNotificationsContext,
  OrderNotificationsEvent,
  OrderNotificationsInput,
  SubscribeOutput,
} from './types';

export * from './types';

const failureOf = ({ event }: { event: { error: unknown } }) => ({ error: event.error });
const checkedOf = ({ event }: { event: { output: CheckNotificationsOutput } }) => ({ output: event.output });

export const orderNotificationsMachine = setup({
  types: {
    context: {} as OrderNotificationsContext,
    events: {} as OrderNotificationsEvent,
    input: {} as OrderNotificationsInput,
  },
  actors: orderNotificationsActors,
  guards: {
    isUnavailable: (_, params: { output: CheckNotificationsOutput }) =>
      !params.output.available || params.output.publicKey === null,
    isSubscribed: (_, params: { output: CheckNotificationsOutput }) => params.output.subscribedEndpoint !== null,
    isDeclined: (_, params: { output: CheckNotificationsOutput }) => params.output.declined,
    isPermissionDenied: (_, params: { output: CheckNotificationsOutput }) => params.output.permission === 'denied',
    isPermissionGranted: (_, params: { permission: string }) => params.permission === 'granted',
  },
  actions: {
    assignChecked: assign((_, params: { output: CheckNotificationsOutput }) => ({
      mode: params.output.mode,
      publicKey: params.output.publicKey,
      endpoint: params.output.subscribedEndpoint,
    })),
    assignEndpoint: assign((_, params: { output: SubscribeOutput }) => ({
      endpoint: params.output.endpoint,
      error: null,
    })),
    clearEndpoint: assign({ endpoint: null, error: null }),
    assignError: assign((_, params: { error: unknown }) => ({ error: apiFailureOf(params.error) })),
    clearError: assign({ error: null }),
    /** Remembers "not now" on this device, as the install offer does: the offer is not made again. */
    rememberDeclined: notImplemented('rememberDeclined'),
  },
}).createMachine({
  id: 'order-notifications',
  context: ({ input }) => ({ ...input, mode: 'live', publicKey: null, endpoint: null, error: null }),
  initial: 'checking',
  states: {
    checking: {
      description:
        'Asks the server whether notifications are on and the browser whether it can show them; nothing shows meanwhile.',
      invoke: {
        src: 'checkNotifications',
        id: 'checkNotifications',
        input: ({ context }) => ({ orderNo: context.orderNo }),
        onDone: [
          { guard: { type: 'isUnavailable', params: checkedOf }, target: 'unavailable' },
          {
            guard: { type: 'isSubscribed', params: checkedOf },
            target: 'on',
            actions: { type: 'assignChecked', params: checkedOf },
          },
          { guard: { type: 'isDeclined', params: checkedOf }, target: 'dismissed' },
          // the customer blocked notifications for the site before: nothing is offered, nor nagged about
          { guard: { type: 'isPermissionDenied', params: checkedOf }, target: 'unavailable' },
          { target: 'offered', actions: { type: 'assignChecked', params: checkedOf } },
        ],
        onError: { target: 'unavailable' },
      },
    },
    unavailable: {
      description:
        'Notifications are switched off on the server, or this browser cannot show them: nothing is offered.',
    },
    offered: {
      description: 'The offer: turn on notifications of this order, or not now.',
      on: {
        'notifications.enable': { target: 'askingPermission' },
        'notifications.dismiss': { target: 'dismissed', actions: 'rememberDeclined' },
      },
    },
    askingPermission: {
      tags: ['busy'],
      description: "The browser's own permission prompt.",
      invoke: {
        src: 'requestPermission',
        id: 'requestPermission',
        onDone: [
          {
            guard: { type: 'isPermissionGranted', params: ({ event }) => ({ permission: event.output }) },
            target: 'subscribing',
          },
          { target: 'refused' },
        ],
        onError: { target: 'failed', actions: { type: 'assignError', params: failureOf } },
      },
    },
    subscribing: {
      tags: ['busy'],
      description: 'Subscribes with the push service and registers the subscription for the order.',
      invoke: {
        src: 'subscribeToOrder',
        id: 'subscribeToOrder',
        input: ({ context }) => ({ orderNo: context.orderNo, mode: context.mode, publicKey: context.publicKey ?? '' }),
        onDone: {
          target: 'on',
          actions: { type: 'assignEndpoint', params: ({ event }) => ({ output: event.output }) },
        },
        onError: { target: 'failed', actions: { type: 'assignError', params: failureOf } },
      },
    },
    on: {
      description: 'The customer is told when the order is accepted, ready, on the way, delivered and cancelled.',
      on: { 'notifications.disable': { target: 'unsubscribing', actions: 'clearError' } },
    },
    unsubscribing: {
      tags: ['busy'],
      invoke: {
        src: 'unsubscribeFromOrder',
        id: 'unsubscribeFromOrder',
        input: ({ context }) => ({ orderNo: context.orderNo, endpoint: context.endpoint ?? '' }),
        onDone: { target: 'offered', actions: 'clearEndpoint' },
        // still subscribed: the page says turning off failed
        onError: { target: 'on', actions: { type: 'assignError', params: failureOf } },
      },
    },
    refused: {
      description: 'The customer blocked notifications when the browser asked: the page says where to allow them.',
      on: { 'notifications.dismiss': { target: 'dismissed', actions: 'rememberDeclined' } },
    },
    failed: {
      description: 'Subscribing failed: try again, or not now.',
      on: {
        'notifications.retry': { target: 'askingPermission', actions: 'clearError' },
        'notifications.dismiss': { target: 'dismissed', actions: 'rememberDeclined' },
      },
    },
    dismissed: {
      description: 'Not now: nothing is offered on this device again.',
    },
  },
});
