import { callRoute } from '../api/call';
import { browserSaysOffline } from '../browser';
import { useResource, type Resource } from '../data/use-resource';
import type { MirrorDb } from '../offline/device/db';
import { awaitOfflineSession, getOfflineSession } from '../offline/session/session-registry';
import type { ReferenceData } from '../../../domain/reference/reference-data';
import type { referenceEndpoints } from '../../../domain/reference/reference.endpoints';
import { referenceRoutes } from '../../../domain/reference/reference.paths';
import { REFERENCE_DATA_KEYS } from '../../../domain/reference/reference-keys';

/** GET /api/sapna/v1/reference-data: the id → name lists screens share (the domain's contract). */
export type { ReferenceData };

// The same for every user of a brand and rarely changed: fetched once per page load and shared.
let pending: Promise<ReferenceData> | null = null;

export function fetchReferenceData(): Promise<ReferenceData> {
  pending ??= loadReferenceData().catch((error: unknown) => {
    pending = null;
    throw error;
  });
  return pending;
}

/**
 * From the device's copy when it holds the lists (the sync downloads them with the scope and keeps them current:
 * a new version at the next pull, else daily), so a form that needs them (the payment's modes) works on an app
 * opened with no network; otherwise from the server. Offline, the copy the shell is still opening is waited for.
 */
async function loadReferenceData(): Promise<ReferenceData> {
  const session = getOfflineSession() ?? (browserSaysOffline() ? await awaitOfflineSession() : null);
  const held = session ? await referenceOnDevice(session.db).catch(() => undefined) : undefined;
  return held ?? callRoute<typeof referenceEndpoints.referenceData>(referenceRoutes.referenceData);
}

/** The reference data the copy holds (its reference rows, one a list), or undefined when a list is missing. */
export async function referenceOnDevice(db: MirrorDb): Promise<ReferenceData | undefined> {
  const rows = await db.reference.bulkGet([...REFERENCE_DATA_KEYS]);
  if (rows.some((row) => row === undefined)) return undefined;
  return Object.fromEntries(REFERENCE_DATA_KEYS.map((key, i) => [key, rows[i]?.value])) as ReferenceData;
}

export function useReferenceData(): Resource<ReferenceData> {
  return useResource('reference-data', fetchReferenceData);
}
