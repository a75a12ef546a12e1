import { sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { changeLog } from '../../db/schema/index';
import type { MIRRORED_ENTITIES } from '../../../domain/sync/mirror-rows';

/** The entities devices mirror: the domain's list (src/domain/sync/mirror-rows.ts). */
export type MirroredEntity = (typeof MIRRORED_ENTITIES)[number];

export type Change = { entity: MirroredEntity; entityId: number; accountId: number; op: 'upsert' | 'delete' };

/**
 * Records changed rows of mirrored entities. Call it inside the same transaction as the change
 * (every service mutation does), so a device's pull sees the change exactly when it commits.
 */
export async function recordChanges(tx: Tx | Db, changes: Change[]): Promise<void> {
  if (changes.length === 0) return;
  await tx.insert(changeLog).values(
    changes.map((c) => ({ ...c, txid: sql`pg_current_xact_id()::text::bigint` as unknown as bigint })),
  );
}

export async function recordChange(tx: Tx | Db, change: Change): Promise<void> {
  await recordChanges(tx, [change]);
}
