/** The favourites feature's public entry: the heart the menu shows, and the provider a list of hearts shares. */
export { FavouriteHeart, FavouritesProvider } from './favourite-heart';
