import { createFileRoute, redirect } from '@tanstack/react-router';
import { LoginPage } from '../areas/auth/components/login-page';
import { safeRedirect } from '../lib/session/safe-redirect';

type LoginSearch = { redirect?: string };

export const Route = createFileRoute('/login')({
  validateSearch: (search: Record<string, unknown>): LoginSearch => {
    const target = safeRedirect(search.redirect);
    return target ? { redirect: target } : {};
  },
  beforeLoad: async ({ context, search }) => {
    // Already signed in (and online): straight on.
    const state = await context.session.ensure().catch(() => null);
    if (state?.status === 'signedIn' && !state.offline) throw redirect({ href: search.redirect ?? '/home', replace: true });
  },
  component: LoginRoute,
});

function LoginRoute() {
  const { redirect: target } = Route.useSearch();
  return <LoginPage redirectTo={target ?? '/home'} />;
}
