import { useEffect } from 'react';
import { useBrandName } from './brand-name';

/** Sets `document.title` to "<title> | <brand>" while the calling screen is shown. */
export function useDocumentTitle(title: string | undefined): void {
  const brandName = useBrandName();
  useEffect(() => {
    document.title = title ? `${title} | ${brandName}` : brandName;
  }, [title, brandName]);
}
