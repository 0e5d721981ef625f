/** Public entry of the map picker, loaded on demand by other features (its own chunk). */
export { default } from '../components/map-picker';
