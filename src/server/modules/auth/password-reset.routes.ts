// POST reset-password (spec 000 §7, "domainId 2") and the confirm step the e-mailed link leads to (ours).
import { passwordResetEndpoints as endpoints } from '../../../domain/auth/password-reset.endpoints';
import { errorBody } from '../../errors';
import type { AppInstance } from '../../http';
import { route } from '../../shared/http/endpoint-route';
import { AUTH_MESSAGES } from './auth-messages';
import { confirmPasswordReset, requestPasswordReset } from './password-reset.service';

/** The reset-password endpoints (domain/auth/password-reset.endpoints.ts). */
export async function passwordResetRoutes(api: AppInstance): Promise<void> {
  const { config, mailer } = api.deps;

  route(api, endpoints.request).handle(async (request, reply) => {
    const identifier = request.body.username || request.body.email || '';
    const verdict = await requestPasswordReset({ db: api.db, config, mailer, log: request.log }, identifier, request.ip);
    if (verdict.limited) {
      return reply.status(429).header('Retry-After', String(verdict.retryAfterSeconds)).send(errorBody(429, AUTH_MESSAGES.tooManyResets));
    }
    return { message: AUTH_MESSAGES.resetSent };
  });

  route(api, endpoints.confirm).handle(async (request) => {
    const { userId } = await confirmPasswordReset(api.db, request.body.token, request.body.password, request.ip);
    api.sessions.forgetUser(userId);
    return { message: AUTH_MESSAGES.passwordReset };
  });
}
