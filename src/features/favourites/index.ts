/** The favourites feature's public entry: the heart the menu shows. */
export { FavouriteHeart } from './favourite-heart';
