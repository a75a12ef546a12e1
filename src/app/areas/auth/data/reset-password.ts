import { passwordResetEndpoints } from '../../../../domain/auth/password-reset.endpoints';
import { RESET_PASSWORD_DOMAIN_ID } from '../../../../domain/reference/ids';
import { call } from '../../../lib/api/call';

/** POST /api/reset-password (spec 000 §7: domainId 2): e-mails a reset link; answers with what to expect. */
export async function requestPasswordReset(usernameOrEmail: string): Promise<string> {
  const answer = await call(passwordResetEndpoints.request, { body: { username: usernameOrEmail, domainId: RESET_PASSWORD_DOMAIN_ID }, notify: false });
  return answer.message;
}

/** POST /api/reset-password/confirm: sets the new password with the token from the link. */
export async function confirmPasswordReset(token: string, password: string): Promise<string> {
  const answer = await call(passwordResetEndpoints.confirm, { body: { token, password }, notify: false });
  return answer.message;
}
