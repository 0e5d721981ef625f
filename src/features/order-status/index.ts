/** The order status feature's public entry. */
export { createOrderStatusActors } from './provider';
