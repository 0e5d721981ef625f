import { useState, type ImgHTMLAttributes } from 'react';
import { isImageLink } from '../../../domain/image-link';

export interface FallbackImageProps extends Omit<ImgHTMLAttributes<HTMLImageElement>, 'src' | 'onError'> {
  src: string | null | undefined;
  /** Shown instead when `src` is missing, no image link or fails to load; drawn at the same size, so nothing around it moves. */
  placeholder: string;
  width: number;
  height: number;
}

/**
 * An image that falls back to its placeholder when it fails to load (SPEC §8 "Image load failure") or when its link
 * is no image link (SPEC §5: it must end in gif, jpg, jpeg, tiff, png, webp or bmp), keeping its width and height.
 * A new `src` is tried again; a failing placeholder is left as it is.
 * @example <FallbackImage src={banner.url} placeholder={BANNER_PLACEHOLDER_IMAGE} width={1200} height={400} alt="" />
 */
export function FallbackImage({ src, placeholder, alt = '', ...props }: FallbackImageProps) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const source = src && isImageLink(src) && src !== failedSrc ? src : placeholder;
  const failed = () => {
    if (source !== placeholder) setFailedSrc(source);
  };
  return (
    <img
      {...props}
      alt={alt}
      src={source}
      // an image the server drew may fail before the app hydrates it: public/after-first-paint.js swaps it for this
      // meanwhile, and the app takes the failure over when it attaches (its error event is gone by then)
      data-placeholder={source !== placeholder ? placeholder : undefined}
      ref={(img) => {
        if (img?.complete && img.naturalWidth === 0 && img.getAttribute('src') === source) failed();
      }}
      onError={failed}
    />
  );
}
