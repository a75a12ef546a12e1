/*
 * Whether this device finished the first download of a user's copy, remembered in localStorage so a screen can know
 * it before the copy is open (no Dexie here). Only a hint for how long a screen waits (session-registry.ts): a
 * screen whose copy may answer waits for it to open instead of asking the server; a fresh device's screen asks the
 * server at once, since its copy cannot answer until the first download is done. A wrong hint costs a short wait
 * or one server request; the copy itself (meta.primed) decides what is shown.
 */

import { browserStorage } from '../../browser';
import { COPY_READY_COOKIE } from '../../../../domain/sync/copy-ready-cookie';

const key = (userId: number) => `console.offline.ready.${userId}`;

/**
 * The same hint for the server (COPY_READY_COOKIE): a page it sends then leaves out the preloads of its first
 * screen's reads, which this device's copy answers. Not per user: a second user signing in on the device only loses
 * the preloads until their own copy is ready; sign-out clears it.
 */
function rememberInCookie(ready: boolean): void {
  if (typeof document === 'undefined') return;
  document.cookie = ready ? `${COPY_READY_COOKIE}=1; path=/; max-age=31536000; samesite=lax` : `${COPY_READY_COOKIE}=; path=/; max-age=0; samesite=lax`;
}

export function rememberCopyReady(userId: number, ready: boolean): void {
  try {
    if (ready) browserStorage()?.setItem(key(userId), '1');
    else browserStorage()?.removeItem(key(userId));
    rememberInCookie(ready);
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
