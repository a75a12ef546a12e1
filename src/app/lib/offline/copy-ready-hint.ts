/*
 * Whether this device finished the first download of a user's copy, remembered in localStorage so a screen can know
 * it before the copy is open (no Dexie here). Only a hint for how long a screen waits (session-registry.ts): a
 * screen whose copy may answer waits for it to open instead of asking the server; a fresh device's screen asks the
 * server at once, since its copy cannot answer until the first download is done. A wrong hint costs a short wait
 * or one server request; the copy itself (meta.primed) decides what is shown.
 */

const key = (userId: number) => `console.offline.ready.${userId}`;

function storage(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null;
  }
}

export function rememberCopyReady(userId: number, ready: boolean): void {
  try {
    if (ready) storage()?.setItem(key(userId), '1');
    else storage()?.removeItem(key(userId));
  } catch {
    // Storage full or refused: screens then ask the server while the copy opens, as on a fresh device.
  }
}

export function copyLikelyReady(userId: number): boolean {
  try {
    return storage()?.getItem(key(userId)) === '1';
  } catch {
    return false;
  }
}
