// Signing in to a running server as a person would (POST /api/login, form body) and keeping the cookie.
import { CONSOLE_REQUEST_HEADERS } from '../../src/domain/auth/console-request';

/** What the login answers (GET user/details shape): enough to compute the user's scope. */
export type SignedInUser = { id: number; username: string; roles: string[]; domainId: number };

export type HttpSession = { cookie: string; user: SignedInUser };

export async function signIn(baseUrl: string, username: string, password: string): Promise<HttpSession> {
  const res = await fetch(`${baseUrl}/api/login`, {
    method: 'POST',
    // The login page's own header: request defence refuses a sign-in without it (or the console's origin) 403.
    headers: { ...CONSOLE_REQUEST_HEADERS, 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ username, password }).toString(),
  });
  const body = (await res.json()) as SignedInUser & { error?: { msg?: string } };
  if (!res.ok) throw new Error(`Sign-in as ${username} failed (${res.status}): ${body.error?.msg ?? JSON.stringify(body)}`);
  const cookie = res.headers
    .getSetCookie()
    .map((c) => c.split(';')[0] ?? '')
    .filter(Boolean)
    .join('; ');
  if (!cookie) throw new Error(`Sign-in as ${username} set no cookie`);
  return { cookie, user: { id: body.id, username: body.username, roles: body.roles, domainId: body.domainId } };
}

/** GET a JSON answer with the session; throws with the server's message on a non-2xx. */
export async function getJson<T>(baseUrl: string, session: HttpSession, pathAndQuery: string): Promise<T> {
  const res = await fetch(`${baseUrl}${pathAndQuery}`, { headers: { cookie: session.cookie } });
  const text = await res.text();
  if (!res.ok) throw new Error(`GET ${pathAndQuery} as ${session.user.username}: ${res.status} ${text.slice(0, 300)}`);
  return JSON.parse(text) as T;
}

/** A session's `name=value; name2=value2` cookie as browser cookies for the URL's origin (Playwright's addCookies). */
export function browserCookies(url: string, cookie: string): { name: string; value: string; url: string; httpOnly: true; sameSite: 'Lax' }[] {
  const origin = new URL(url).origin;
  return cookie.split('; ').map((pair) => {
    const at = pair.indexOf('=');
    return { name: pair.slice(0, at), value: pair.slice(at + 1), url: origin, httpOnly: true, sameSite: 'Lax' };
  });
}
