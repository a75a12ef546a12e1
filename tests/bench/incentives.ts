// Issue 13's figure: computing a cycle's incentives at the large seed (target under 10 s on PostgreSQL). In one
// transaction on the bench database, rolled back at the end (the database is left as it was): every active user of
// the first brand gets a target in the latest cycle (team leaders and managers a team target, so their whole
// team's results are summed), topped up with extra agents to 2,000 users (they own no deals: the large seed's
// 269 users own its 450,000 opportunities), then the admin computes the cycle through the service the
// incentive-calculation screen calls.
import { and, desc, eq, sql } from 'drizzle-orm';
import { testConfig } from '../../src/server/config';
import { openDatabase, queryRows, type Tx } from '../../src/server/db/client';
import { incentiveCycles, userIncentives, userTargets } from '../../src/server/db/schema/index';
import { signIn as signInService } from '../../src/server/modules/auth/login.service';
import { calculateCycle } from '../../src/server/modules/incentives/incentives.service';
import { serviceContext } from '../../src/server/shared/http/service-context';
import { BENCH_DATABASE_URL, DEMO_PASSWORD, largeSeedMissing, redact } from './bench-database';
import { machine } from './cpu';
import type { Suite, Table } from './suite';
import { count, seconds } from './table';

const USERS = Number(process.env.BENCH_INCENTIVE_USERS || 2000);

class Rollback extends Error {}

async function run(log: (line: string) => void) {
  const missing = await largeSeedMissing();
  if (missing) return { skipped: missing };
  const database = await openDatabase({ databaseUrl: BENCH_DATABASE_URL, poolSize: 2 });
  try {
    await database.migrate();
    const db = database.db;
    const { user: admin } = await signInService(db, testConfig({ loginMaxAttempts: 1000 }), { username: 'admin', password: DEMO_PASSWORD, ip: '127.0.0.1', userAgent: 'bench incentives', previousToken: undefined });
    const [sizes] = await queryRows<{ opportunities: number; payments: number; approved: number }>(
      db,
      sql`select (select count(*)::int from opportunities) as opportunities, (select count(*)::int from payments) as payments,
        (select count(*)::int from payments where status_id = 6) as approved`,
    );
    const rows: string[][] = [];
    await db
      .transaction(async (tx) => {
        const [cycle] = await tx.select().from(incentiveCycles).orderBy(desc(incentiveCycles.year), desc(incentiveCycles.firstMonth)).limit(1);
        if (!cycle) throw new Error('the bench database has no incentive cycle (the demo seed writes three)');
        const existing = await queryRows<{ n: number }>(tx, sql`select count(*)::int as n from users where domain_id = ${admin.domainId} and status = 1`);
        const have = Number(existing[0]?.n ?? 0);
        // Extra agents under the first team leader, to reach USERS.
        const [leader] = await queryRows<{ id: number }>(tx, sql`select id from users where username = 'team-leader'`);
        if (USERS > have) {
          await tx.execute(sql`
            insert into users (username, email, first_name, last_name, parent_id, domain_id, status)
            select 'bench-incentive-' || g, 'bench-incentive-' || g || '@example.test', 'Bench', 'Agent ' || g, ${leader?.id ?? null}, ${admin.domainId}, 1
            from generate_series(1, ${USERS - have}) g`);
        }
        await tx.delete(userIncentives).where(eq(userIncentives.cycleId, cycle.id));
        await tx.delete(userTargets).where(eq(userTargets.cycleId, cycle.id));
        // A team target for everyone with reports (their team's results count), an individual one for the rest.
        await tx.execute(sql`
          insert into user_targets (user_id, cycle_id, individual_target, team_target)
          select u.id, ${cycle.id}, 200000, case when exists (select 1 from users r where r.parent_id = u.id) then 1500000 else 0 end
          from users u where u.domain_id = ${admin.domainId} and u.status = 1 and u.id <> ${admin.id}`);
        const [targets] = await queryRows<{ n: number; team: number }>(
          tx,
          sql`select count(*)::int as n, count(*) filter (where team_target > 0)::int as team from user_targets where cycle_id = ${cycle.id}`,
        );
        log(`cycle ${cycle.frequency} ${cycle.year}-${cycle.firstMonth}: ${count(targets?.n ?? 0)} targets (${count(targets?.team ?? 0)} team targets)`);
        const ctx = await serviceContext(tx as unknown as Tx, admin);
        const runs: number[] = [];
        for (let i = 0; i < 2; i += 1) {
          const started = performance.now();
          const result = await calculateCycle(ctx, cycle.id);
          runs.push(performance.now() - started);
          log(`${i === 0 ? 'computed' : 'recomputed'} ${count(result.computed)} incentives in ${seconds(runs[i]!)}`);
        }
        const [summary] = await queryRows<{ n: number; paid: number; slab: number }>(
          tx,
          sql`select count(*)::int as n, count(*) filter (where achievement > 0)::int as paid, count(*) filter (where slab_id is not null)::int as slab
              from user_incentives where cycle_id = ${cycle.id}`,
        );
        const withIncentive = await tx.select({ n: sql<number>`count(*)::int` }).from(userIncentives).where(and(eq(userIncentives.cycleId, cycle.id), sql`incentive > 0`));
        rows.push([
          `${cycle.frequency} ${cycle.year}-${String(cycle.firstMonth).padStart(2, '0')}`,
          count(summary?.n ?? 0),
          count(summary?.paid ?? 0),
          count(Number(withIncentive[0]?.n ?? 0)),
          seconds(runs[0]!),
          seconds(runs[1]!),
        ]);
        throw new Rollback();
      })
      .catch((e: unknown) => {
        if (!(e instanceof Rollback)) throw e;
      });
    const tables: Table[] = [
      {
        title: `Incentive calculation for a cycle at the large seed (${redact(BENCH_DATABASE_URL)})`,
        columns: ['cycle', 'users computed', 'with an achievement', 'with an incentive', 'compute', 'recompute'],
        rows,
        notes: [
          `Large seed: ${count(sizes?.opportunities ?? 0)} opportunities, ${count(sizes?.payments ?? 0)} payments (${count(sizes?.approved ?? 0)} approved). Target: under 10 s on PostgreSQL.`,
          `Users topped up to ${count(USERS)} with agents who own nothing; run in one transaction, rolled back.`,
          machine(),
        ],
      },
    ];
    return { tables };
  } finally {
    await database.close();
  }
}

export const incentivesSuite: Suite = {
  name: 'incentives',
  about: "a cycle's incentives computed for 2,000 users at the large seed (target under 10 s)",
  run,
};
