import { sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';

/**
 * The account lists' per-account figures (account_list_figures, migration 0044) of every account recomputed from
 * the tables. The seeds write with the triggers off (app.seeding) and call this once at the end.
 */
export async function rebuildAccountFigures(db: Db | Tx): Promise<void> {
  await db.execute(sql`select account_figures_compute(array(select id from accounts))`);
}
