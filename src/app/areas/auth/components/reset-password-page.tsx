import { Link } from '@tanstack/react-router';
import { PublicPage } from '../../../shell/public-page';
import { ResetConfirmForm } from './reset-confirm-form';
import { ResetRequestForm } from './reset-request-form';

export function ResetPasswordPage({ token }: { token: string | undefined }) {
  return (
    <PublicPage title={token ? 'Choose a new password' : 'Reset password'}>
      {token ? <ResetConfirmForm token={token} /> : <ResetRequestForm />}
      <Link to="/login" className="mt-4 inline-flex min-h-11 w-full items-center justify-center text-sm text-brand underline-offset-2 hover:underline">
        Back to sign in
      </Link>
    </PublicPage>
  );
}
