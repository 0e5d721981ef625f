import type { components } from '../../openapi/schema';
import type { ApiFailure } from '../shared/api-error';

/** Where browsers subscribe (the server's push settings): their own push service, or the sandbox's. */
export type PushMode = components['schemas']['PushSettings']['mode'];

/** What the browser answers when asked to show notifications (Notification.permission). */
export type NotificationPermissionState = 'default' | 'granted' | 'denied';

export interface OrderNotificationsInput {
  /** The order the status page follows. */
  orderNo: string;
}

export interface OrderNotificationsContext extends OrderNotificationsInput {
  /** The server's push mode, once checked. */
  mode: PushMode;
  /** The VAPID public key browsers subscribe with, once checked. */
  publicKey: string | null;
  /** The endpoint of this browser's subscription for the order, while notifications are on. */
  endpoint: string | null;
  /** Why subscribing or opting out failed. */
  error: ApiFailure | null;
}

export type OrderNotificationsEvent =
  | { type: 'notifications.enable' }
  | { type: 'notifications.dismiss' }
  | { type: 'notifications.disable' }
  | { type: 'notifications.retry' };

/** What the browser and the server say before anything is offered. */
export interface CheckNotificationsOutput {
  /** The server offers notifications and this browser can show them (service worker, Notification). */
  available: boolean;
  /** The customer said "not now" on this device before. */
  declined: boolean;
  permission: NotificationPermissionState;
  mode: PushMode;
  publicKey: string | null;
  /** The endpoint this browser subscribed the order with, when it did. */
  subscribedEndpoint: string | null;
}

export interface CheckNotificationsInput {
  orderNo: string;
}

export interface SubscribeInput {
  orderNo: string;
  mode: PushMode;
  publicKey: string;
}

export interface SubscribeOutput {
  endpoint: string;
}

export interface UnsubscribeInput {
  orderNo: string;
  endpoint: string;
}
