// Loads the signed-in user on every /api request and applies the access rule before any body is parsed,
// so an anonymous or refused caller learns nothing from validation messages.
import type { FastifyRequest } from 'fastify';
import { ApiError } from '../../errors';
import type { AppInstance } from '../../http';
import { accessDecision } from './access';
import { loadSession, slideSession } from './session.repo';
import { SESSION_COOKIE, sessionExpiry, setSessionCookie } from './session-cookie';
import { hashToken } from './session-token';

/** Sliding the expiry costs a write, so it happens at most once a minute per session. */
const SLIDE_INTERVAL_MS = 60_000;

export function sessionTokenOf(request: FastifyRequest): string | undefined {
  const token = request.cookies[SESSION_COOKIE];
  return token ? token : undefined;
}

export function registerSessionHook(api: AppInstance): void {
  const { config } = api.deps;
  api.addHook('onRequest', async (request, reply) => {
    const token = sessionTokenOf(request);
    if (token) {
      const now = new Date();
      const tokenHash = hashToken(token);
      let session = api.sessions.get(tokenHash, now);
      if (!session) {
        const loaded = await loadSession(api.db, tokenHash, now);
        if (loaded) session = api.sessions.remember(tokenHash, loaded, now);
      }
      if (session) {
        request.user = session.user;
        request.session = session;
        if (now.getTime() - session.lastSeenAt.getTime() >= SLIDE_INTERVAL_MS) {
          const expiresAt = sessionExpiry(config, now);
          await slideSession(api.db, tokenHash, now, expiresAt);
          session.lastSeenAt = now;
          session.expiresAt = expiresAt;
          setSessionCookie(reply, config, token, expiresAt, now);
        }
      }
    }
    const decision = accessDecision(request.user, request.method, request.routeOptions.config);
    if (!decision.allow) throw new ApiError(decision.status, decision.msg);
  });
}
