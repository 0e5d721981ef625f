/** The public entry of the home feature: what other features may use. */
export { AddressStatus } from './components/address-form';
