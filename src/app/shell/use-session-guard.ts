import { useEffect } from 'react';
import { useRouter } from '@tanstack/react-router';
import { session } from '../lib/session/session';
import { useSession } from '../lib/session/use-session';

/**
 * Keeps the signed-in layout honest: when the session ends (a call got a 401: it expired) the user
 * goes to sign-in and comes back here afterwards; an offline start re-checks the session once the network
 * returns.
 */
export function useSessionGuard(): void {
  const router = useRouter();
  const state = useSession();
  const offline = state.status === 'signedIn' && state.offline;

  useEffect(() => {
    if (state.status !== 'signedOut') return;
    const here = router.state.location.href;
    void router.navigate({ to: '/login', search: { redirect: here }, replace: true });
  }, [state.status, router]);

  useEffect(() => {
    if (!offline) return;
    const recheck = () => void session.refresh().catch(() => undefined);
    window.addEventListener('online', recheck);
    return () => window.removeEventListener('online', recheck);
  }, [offline]);
}
