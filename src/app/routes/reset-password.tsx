import { createFileRoute } from '@tanstack/react-router';
import { ResetPasswordPage } from '../areas/auth/components/reset-password-page';

type ResetSearch = { token?: string };

/** Without a token: ask for a reset link. With ?token= (from the e-mailed link): choose a new password. */
export const Route = createFileRoute('/reset-password')({
  validateSearch: (search: Record<string, unknown>): ResetSearch =>
    typeof search.token === 'string' && search.token.trim() !== '' ? { token: search.token.trim() } : {},
  component: ResetPasswordRoute,
});

function ResetPasswordRoute() {
  const { token } = Route.useSearch();
  return <ResetPasswordPage token={token} />;
}
