// Who the benchmarks sign in as: demo usernames, or `large-team-leader` (a team leader of the large seed's
// own teams, found in the database), from BENCH_USERS or the suite's default.
import { and, desc, eq, exists, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../src/server/db/client';
import { users } from '../../src/server/db/schema/index';

const HOUSING_DOMAIN_ID = 5;
const TEAM_LEADER_DESIGNATION_ID = 32;

export function benchUsers(fallback: string): string[] {
  return (process.env.BENCH_USERS || fallback)
    .split(',')
    .map((u) => u.trim())
    .filter(Boolean);
}

/** The username to sign in as for a spec (a demo username stays as it is). */
export async function resolveUsername(db: Db, spec: string): Promise<string> {
  if (spec !== 'large-team-leader') return spec;
  const report = alias(users, 'report');
  const [row] = await db
    .select({ username: users.username })
    .from(users)
    .where(
      and(
        eq(users.designationId, TEAM_LEADER_DESIGNATION_ID),
        eq(users.domainId, HOUSING_DOMAIN_ID),
        exists(db.select({ one: sql`1` }).from(report).where(eq(report.parentId, users.id))),
      ),
    )
    .orderBy(desc(users.id))
    .limit(1);
  if (!row) throw new Error('No team leader with reports in this database (large-team-leader needs the large seed)');
  return row.username;
}
