import { useEffect } from 'react';

/** Sets the document title ('My Accounts · Housing Sales Console'), so each screen is named in tabs and history. */
export function usePageTitle(title: string, productName: string): void {
  useEffect(() => {
    document.title = title ? `${title} · ${productName}` : productName;
  }, [title, productName]);
}
