// Session and reset tokens: random on the wire, only their sha256 in the database (a leaked table signs nobody in).
import { createHash, randomBytes } from 'node:crypto';

export function newToken(): string {
  return randomBytes(32).toString('base64url');
}

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
