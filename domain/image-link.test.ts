import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { IMAGE_EXTENSIONS } from './constants';
import { imageLinkOrNull, isImageLink } from './image-link';

describe('isImageLink (SPEC §5)', () => {
  it.each([
    '/media/menu/PHO001.webp',
    'https://cdn.example.vn/banners/tet.JPG',
    'https://cdn.example.vn/a/b.jpeg?w=640&h=400',
    '/media/cards/gold.png#card',
    '/media/cards/gold.png?v=2#card',
    '//cdn.example.vn/x.Tiff',
    'photo.gif',
    'data/photo.bmp',
    'https://cdn.example.vn/image.php/real.png',
  ])('should accept %j', (link) => {
    expect(isImageLink(link)).toBe(true);
  });

  it.each([
    '',
    '/media/banners/1-ja.svg',
    '/media/promotions/welcome.svg?x=.png',
    '/media/menu/PHO001.webp.html',
    '/media/menu/PHO001',
    '/media/menu/',
    '/media/.png',
    '.png',
    'https://photos.png',
    'https://photos.png/',
    'https://photos.png?x=a.png',
    'https://cdn.example.vn/x#a.png',
    'data:image/png;base64,iVBORw0KGgo=',
    '/media/menu/PHO001.webpx',
    '/media/menu/PHO001.jfif',
  ])('should refuse %j', (link) => {
    expect(isImageLink(link)).toBe(false);
  });

  it('should accept every extension of the rule in any case, whatever query and fragment follow', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...IMAGE_EXTENSIONS),
        fc.array(fc.boolean(), { minLength: 4, maxLength: 4 }),
        fc.stringMatching(/^[a-z0-9-]{1,12}$/),
        fc.option(fc.stringMatching(/^\?[a-z0-9=&.]{0,12}$/)),
        fc.option(fc.stringMatching(/^#[a-z0-9.]{0,12}$/)),
        (extension, upper, name, query, fragment) => {
          const cased = [...extension].map((ch, i) => (upper[i % upper.length] ? ch.toUpperCase() : ch)).join('');
          expect(isImageLink(`/media/${name}.${cased}${query ?? ''}${fragment ?? ''}`)).toBe(true);
        },
      ),
    );
  });
});

describe('imageLinkOrNull', () => {
  it('should keep an image link and answer null for anything else', () => {
    expect(imageLinkOrNull('/media/cards/gold.webp')).toBe('/media/cards/gold.webp');
    expect(imageLinkOrNull('/media/cards/gold.svg')).toBeNull();
    expect(imageLinkOrNull('')).toBeNull();
    expect(imageLinkOrNull(null)).toBeNull();
    expect(imageLinkOrNull(undefined)).toBeNull();
  });
});
