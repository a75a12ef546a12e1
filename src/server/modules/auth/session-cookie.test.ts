// The cookie's attributes: what the browser is told decides whether scripts or other sites can use the session.
import Fastify from 'fastify';
import fastifyCookie from '@fastify/cookie';
import { describe, expect, it } from 'vitest';
import { testConfig, type Config } from '../../config';
import { clearSessionCookie, setSessionCookie } from './session-cookie';

async function cookieFrom(config: Config, clear = false) {
  const app = Fastify();
  await app.register(fastifyCookie);
  const now = new Date('2025-01-01T00:00:00Z');
  app.get('/', async (_req, reply) => {
    if (clear) clearSessionCookie(reply, config);
    else setSessionCookie(reply, config, 'token-value', new Date(now.getTime() + 3_600_000), now);
    return {};
  });
  const res = await app.inject({ url: '/' });
  await app.close();
  const cookie = res.cookies.find((c) => c.name === 'sid');
  if (!cookie) throw new Error('no sid cookie');
  return cookie;
}

describe('session cookie', () => {
  it('is httpOnly, SameSite=Lax, for the whole site, living as long as the session', async () => {
    const cookie = await cookieFrom(testConfig({ cookieSecure: false }));
    expect(cookie).toMatchObject({ value: 'token-value', httpOnly: true, sameSite: 'Lax', path: '/', maxAge: 3600 });
    expect(cookie.secure).toBeFalsy();
  });

  it('is Secure when the configuration says so (production behind HTTPS)', async () => {
    const cookie = await cookieFrom(testConfig({ cookieSecure: true }));
    expect(cookie.secure).toBe(true);
  });

  it('is cleared on sign-out with the same attributes', async () => {
    const cookie = await cookieFrom(testConfig({ cookieSecure: false }), true);
    expect(cookie.value).toBe('');
    expect(cookie.path).toBe('/');
    expect(new Date(String(cookie.expires)).getTime()).toBeLessThanOrEqual(Date.now());
  });
});
