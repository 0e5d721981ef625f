import { act } from 'react';
import { describe, expect, it } from 'vitest';
import { BANNER_PLACEHOLDER_IMAGE } from '../../lib/media';
import { FallbackImage } from './fallback-image';
import { createTestRoot } from '../../../tests/support/react-root';

const view = createTestRoot();

const image = () => view.container.querySelector('img')!;
const render = (src: string | null) =>
  view.render(<FallbackImage src={src} placeholder={BANNER_PLACEHOLDER_IMAGE} width={1200} height={400} alt="Offer 1 of 3" />);
const failToLoad = () => act(() => image().dispatchEvent(new Event('error')));

describe('FallbackImage', () => {
  it('should show the placeholder at the same size when the image fails to load (SPEC §8 "Image load failure")', async () => {
    await render('/media/banners/gone.webp');
    expect(image().getAttribute('src')).toBe('/media/banners/gone.webp');
    await failToLoad();
    expect(image().getAttribute('src')).toBe(BANNER_PLACEHOLDER_IMAGE);
    expect([image().width, image().height, image().alt]).toEqual([1200, 400, 'Offer 1 of 3']);
  });

  it('should stay on a failing placeholder, and try the next image again', async () => {
    await render('/media/banners/gone.webp');
    await failToLoad();
    await failToLoad();
    expect(image().getAttribute('src')).toBe(BANNER_PLACEHOLDER_IMAGE);
    await render('/media/banners/2-en.webp');
    expect(image().getAttribute('src')).toBe('/media/banners/2-en.webp');
  });

  it('should show the placeholder for a link that is no image link (SPEC §5), without asking for it', async () => {
    await render('/media/banners/2-en.svg');
    expect(image().getAttribute('src')).toBe(BANNER_PLACEHOLDER_IMAGE);
    await render('https://cdn.example.vn/banner.PNG?w=1200');
    expect(image().getAttribute('src')).toBe('https://cdn.example.vn/banner.PNG?w=1200');
  });

  it('should take over a failure that happened before the app attached, with no error event left to hear', async () => {
    // what the browser holds of an image the server drew that failed: complete, with nothing decoded
    const complete = Object.getOwnPropertyDescriptor(HTMLImageElement.prototype, 'complete')!;
    Object.defineProperty(HTMLImageElement.prototype, 'complete', { configurable: true, get: () => true });
    try {
      await render('/media/banners/gone-before.webp');
    } finally {
      Object.defineProperty(HTMLImageElement.prototype, 'complete', complete);
    }
    expect(image().getAttribute('src')).toBe(BANNER_PLACEHOLDER_IMAGE);
  });

  it('should name its placeholder for the drawn screen, so that it shows before the app hydrates', async () => {
    await render('/media/banners/1-en.webp');
    expect(image().dataset.placeholder).toBe(BANNER_PLACEHOLDER_IMAGE);
    // the placeholder itself names none: nothing to swap to
    await render(null);
    expect(image().dataset.placeholder).toBeUndefined();
  });

  it('should show the placeholder when there is no image at all', async () => {
    await render(null);
    expect(image().getAttribute('src')).toBe(BANNER_PLACEHOLDER_IMAGE);
  });
});
