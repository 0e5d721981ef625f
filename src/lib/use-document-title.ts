import { useEffect } from 'react';
import { BRAND_NAME } from '../config/brand';

/** Sets `document.title` to "<title> | <brand>" while the calling screen is shown. */
export function useDocumentTitle(title: string | undefined): void {
  useEffect(() => {
    document.title = title ? `${title} | ${BRAND_NAME}` : BRAND_NAME;
  }, [title]);
}
