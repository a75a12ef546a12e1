import { createFileRoute, redirect } from '@tanstack/react-router';
import { markActiveOnce } from '../lib/session/user-activity';
import { AppShell } from '../shell/app-shell';

/**
 * Every signed-in screen sits under this pathless layout. It loads the session (once; cached in the session
 * store) and sends anyone not signed in to /login, remembering where they were going. Child routes get the
 * user in their context: `beforeLoad: ({ context }) => requireScreen(context.user, '/user-management')`.
 */
export const Route = createFileRoute('/_authed')({
  beforeLoad: async ({ context, location }) => {
    const state = await context.session.ensure();
    if (state.status !== 'signedIn') throw redirect({ to: '/login', search: { redirect: location.href } });
    if (!state.offline) markActiveOnce(state.user.id);
    return { user: state.user };
  },
  component: AppShell,
});
