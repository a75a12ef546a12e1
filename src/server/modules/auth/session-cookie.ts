// The session cookie's attributes in one place: httpOnly (no script reads it), SameSite=Lax (no cross-site
// writes carry it), Secure per configuration, and a lifetime that follows the session's sliding expiry.
import type { FastifyReply } from 'fastify';
import type { Config } from '../../config';

export const SESSION_COOKIE = 'sid';

function baseOptions(config: Config) {
  return { httpOnly: true, sameSite: 'lax', path: '/', secure: config.cookieSecure } as const;
}

export function setSessionCookie(reply: FastifyReply, config: Config, token: string, expiresAt: Date, now: Date): void {
  const maxAge = Math.max(0, Math.floor((expiresAt.getTime() - now.getTime()) / 1000));
  reply.setCookie(SESSION_COOKIE, token, { ...baseOptions(config), maxAge });
}

export function clearSessionCookie(reply: FastifyReply, config: Config): void {
  reply.clearCookie(SESSION_COOKIE, baseOptions(config));
}

export function sessionExpiry(config: Config, now: Date): Date {
  return new Date(now.getTime() + config.sessionTtlHours * 3_600_000);
}
