import { useEffect } from 'react';
import { useSession } from '../lib/session/use-session';
import { shellBrandFor, type ShellBrand } from './brand';

/** The brand of the signed-in user (neutral otherwise), applied to the theme colour and the browser chrome. */
export function useShellBrand(): ShellBrand {
  const state = useSession();
  const brand = shellBrandFor(state.status === 'signedIn' ? state.user.domainId : null);
  useEffect(() => {
    document.documentElement.style.setProperty('--color-brand', brand.colour);
    document.querySelector('meta[name="theme-color"]')?.setAttribute('content', brand.colour);
  }, [brand.colour]);
  return brand;
}
