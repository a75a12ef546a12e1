import { createFileRoute } from '@tanstack/react-router';
import { LogoutPage } from '../areas/auth/components/logout-page';

/** Sign-out: ends the session when the page opens, then says so with a way back to sign in. */
export const Route = createFileRoute('/logout')({
  component: LogoutPage,
});
