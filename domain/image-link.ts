/**
 * Image links (SPEC §5 "Image link must end in gif, jpg, jpeg, tiff, png, webp or bmp"). The server answers a
 * stored link that breaks the rule as null and refuses one sent to be saved; the app shows its placeholder for one.
 */
import { IMAGE_EXTENSIONS } from './constants';

/** A scheme and authority (`https://cdn.example`) or an authority alone (`//cdn.example`): not part of the path. */
const ORIGIN = /^(?:[a-z][a-z0-9+.-]*:)?\/\/[^/?#]*/i;
/** A file name with one of the extensions at the end of the path: at least one character before the dot. */
const IMAGE_FILE = new RegExp(`[^/]\\.(?:${IMAGE_EXTENSIONS.join('|')})$`, 'i');

/**
 * Whether `link` names an image file: its path (without query string and fragment) ends in one of
 * IMAGE_EXTENSIONS, in any case. A host name is not a path (`https://photos.png` is no image link).
 * @example isImageLink('/media/menu/PHO001.webp?v=2#top') // true
 * @example isImageLink('/media/banners/1-ja.svg') // false
 */
export function isImageLink(link: string): boolean {
  const path = link.split('#', 1)[0]!.split('?', 1)[0]!.replace(ORIGIN, '');
  return IMAGE_FILE.test(path);
}

/**
 * The link when it is an image link, else null: what the server answers for a stored image link.
 * @example imageLinkOrNull('/media/cards/gold.svg') // null
 */
export function imageLinkOrNull(link: string | null | undefined): string | null {
  return typeof link === 'string' && isImageLink(link) ? link : null;
}
