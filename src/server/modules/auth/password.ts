// Password hashing in one place (argon2id), so the login, the reset and the seed hash the same way.
import { hash, verify } from '@node-rs/argon2';

/** argon2id with the library's defaults (its default algorithm; `Algorithm` is a const enum we cannot import here). */
export function hashPassword(password: string): Promise<string> {
  return hash(password);
}

let dummyHash: Promise<string> | undefined;

/**
 * True when the password matches the stored hash. With no stored hash (unknown user, or a user without a
 * password) it still runs one verification against a throwaway hash, so the answer takes as long either way
 * and the timing does not tell which usernames exist.
 */
export async function verifyPassword(storedHash: string | null | undefined, password: string): Promise<boolean> {
  if (!storedHash) {
    dummyHash ??= hashPassword('no-such-user-placeholder');
    await verify(await dummyHash, password).catch(() => false);
    return false;
  }
  return verify(storedHash, password).catch(() => false);
}
