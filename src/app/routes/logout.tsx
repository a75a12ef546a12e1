import { createFileRoute } from '@tanstack/react-router';
import { LogoutPage } from '../areas/auth/components/logout-page';
import { SignOutGate } from '../areas/sync/components/sign-out-gate';

/**
 * Sign-out: asks first when work has not reached the server, then ends the session when the page opens and
 * says so with a way back to sign in; the user's data is then deleted from the device.
 */
export const Route = createFileRoute('/logout')({
  component: LogoutRoute,
});

function LogoutRoute() {
  return (
    <SignOutGate>
      <LogoutPage />
    </SignOutGate>
  );
}
