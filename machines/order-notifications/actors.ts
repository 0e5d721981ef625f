import { fromPromise } from 'xstate';
import { notImplemented } from '../shared/not-implemented';
import type {
  CheckNotificationsInput,
  CheckNotificationsOutput,
  NotificationPermissionState,
  SubscribeInput,
  SubscribeOutput,
  UnsubscribeInput,
} from './types';

/** The opt-in's effects: typed stubs that throw until the app provides them (machine.provide). */
export const orderNotificationsActors = {
  /** GET delivery/push-settings, the browser's support and permission, and whether it subscribed the order already. */
  checkNotifications: fromPromise<CheckNotificationsOutput, CheckNotificationsInput>(
    notImplemented('checkNotifications'),
  ),
  /** Notification.requestPermission(). */
  requestPermission: fromPromise<NotificationPermissionState, void>(notImplemented('requestPermission')),
  /** A push subscription (the browser's PushManager, or the sandbox push service), then POST delivery/push-subscription. */
  subscribeToOrder: fromPromise<SubscribeOutput, SubscribeInput>(notImplemented('subscribeToOrder')),
  /** DELETE delivery/push-subscription. */
  unsubscribeFromOrder: fromPromise<void, UnsubscribeInput>(notImplemented('unsubscribeFromOrder')),
};
