/*
 * Whether this device finished the first download of a user's copy, remembered in localStorage so a screen can know
 * it before the copy is open (no Dexie here). Only a hint for how long a screen waits (session-registry.ts): a
 * screen whose copy may answer waits for it to open instead of asking the server; a fresh device's screen asks the
 * server at once, since its copy cannot answer until the first download is done. A wrong hint costs a short wait
 * or one server request; the copy itself (meta.primed) decides what is shown.
 */

import { browserStorage } from '../browser';

const key = (userId: number) => `console.offline.ready.${userId}`;

export function rememberCopyReady(userId: number, ready: boolean): void {
  try {
    if (ready) browserStorage()?.setItem(key(userId), '1');
    else browserStorage()?.removeItem(key(userId));
  } catch {
    // Storage full or refused: screens then ask the server while the copy opens, as on a fresh device.
  }
}

export function copyLikelyReady(userId: number): boolean {
  try {
    return browserStorage()?.getItem(key(userId)) === '1';
  } catch {
    return false;
  }
}
