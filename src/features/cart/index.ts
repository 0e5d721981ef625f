/** The public entry of the cart feature: what other features may use. */
export { CartContext } from './provider';
