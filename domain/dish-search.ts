import { foldSearchText } from './search-text';

/**
 * Whether a dish name answers what the customer typed in the menu's search: every word typed is found in the name,
 * both folded (case, Vietnamese diacritics and đ ignored), so "pho bo" finds "Phở bò" and "bo pho" too. Nothing typed
 * matches every dish.
 * @example matchesDishName('Phở bò tái', 'pho bo') // true
 * @example matchesDishName('Bún chả', 'pho') // false
 */
export function matchesDishName(name: string, query: string): boolean {
  const words = foldSearchText(query).split(' ').filter(Boolean);
  if (words.length === 0) return true;
  const folded = foldSearchText(name);
  return words.every((word) => folded.includes(word));
}
