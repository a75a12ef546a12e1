import { sql } from 'drizzle-orm';
import type { Logger } from 'pino';
import type { Config } from '../config';
import type { Db } from '../db/client';
import { demoUsersExist, seedDemo, userCount } from './demo/demo';
import { seedReferenceData } from './data/reference';
import { takeSeedLock } from './generate/run-generation';

/**
 * Runs at every start, after the migrations.
 * - SEED=demo and no users yet: seeds the demo (reference data, demo users, about 1,500 accounts) → demo: true.
 * - users already there: adds only missing reference data → demo: whether this is a demo database (SEED=demo
 *   and every demo sign-in exists), so the start banner lists the sign-ins only when they work.
 * - SEED=none: reference data only (roles, cities, localities, catalogue); no users, so no default password.
 */
export async function seedIfEmpty(db: Db, config: Config, log: Logger): Promise<{ demo: boolean }> {
  const started = performance.now();
  const elapsed = () => Math.round(performance.now() - started);

  if (config.seed === 'demo' && (await userCount(db)) === 0) {
    const result = await seedDemo(db, { password: config.demoPassword });
    if (result.seeded) {
      // Fresh tables have no planner statistics (PGlite runs no autovacuum): without them the money subqueries
      // of my-accounts pick the wrong index and one page takes seconds instead of milliseconds.
      await db.execute(sql`analyze`);
      log.info({ ms: elapsed(), rows: result.rows }, `demo data seeded in ${elapsed()} ms`);
      return { demo: true };
    }
  }

  await db.transaction(async (tx) => {
    await takeSeedLock(tx);
    await seedReferenceData(tx);
  });
  const demo = config.seed === 'demo' && (await demoUsersExist(db));
  log.info({ ms: elapsed() }, `reference data checked in ${elapsed()} ms`);
  return { demo };
}
