import { createFileRoute, redirect } from '@tanstack/react-router';

/** Landing `/`: signed-in users go home, everyone else to sign in. */
export const Route = createFileRoute('/')({
  beforeLoad: async ({ context }) => {
    const state = await context.session.ensure().catch(() => null);
    throw redirect({ to: state?.status === 'signedIn' ? '/home' : '/login', replace: true });
  },
});
