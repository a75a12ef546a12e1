import { RESET_PASSWORD_DOMAIN_ID } from '../../../../domain/reference/ids';
import { api } from '../../../lib/api/api';

type ServerMessage = { message: string };

/** POST /api/reset-password (spec 000 §7: domainId 2): e-mails a reset link; answers with what to expect. */
export async function requestPasswordReset(usernameOrEmail: string): Promise<string> {
  const answer = await api.post<ServerMessage>('/reset-password', { username: usernameOrEmail, domainId: RESET_PASSWORD_DOMAIN_ID }, { notify: false });
  return answer.message;
}

/** POST /api/reset-password/confirm: sets the new password with the token from the link. */
export async function confirmPasswordReset(token: string, password: string): Promise<string> {
  const answer = await api.post<ServerMessage>('/reset-password/confirm', { token, password }, { notify: false });
  return answer.message;
}
