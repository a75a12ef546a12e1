/**
 * Where to go after sign-in: only a path of this app (never another site, never back to the sign-in or
 * sign-out screens). Anything else gives undefined, and the caller goes to /home.
 */
export function safeRedirect(value: unknown): string | undefined {
  if (typeof value !== 'string' || !value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return undefined;
  const path = value.split(/[?#]/)[0] ?? '';
  if (path === '/login' || path === '/logout' || path === '/reset-password') return undefined;
  return value;
}
