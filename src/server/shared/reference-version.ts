import { sql } from 'drizzle-orm';
import type { Tx } from '../db/client';
import { referenceDataVersions } from '../db/schema/index';

/**
 * The mirrored reference data's version (schema: reference_data_versions). A write to cities, tiers, localities,
 * regions or monetizable cities bumps it in its own transaction; every pull answers it, and a device whose copy
 * is of another version downloads the reference data again (app/lib/offline/sync/prime.ts).
 */
export async function bumpReferenceVersion(tx: Tx): Promise<void> {
  await tx
    .insert(referenceDataVersions)
    .values({ id: 1, version: 1 })
    .onConflictDoUpdate({ target: referenceDataVersions.id, set: { version: sql`${referenceDataVersions.version} + 1`, updatedAt: sql`now()` } });
}

export async function referenceVersion(tx: Tx): Promise<number> {
  const [row] = await tx.select({ version: referenceDataVersions.version }).from(referenceDataVersions);
  return row?.version ?? 0;
}
