import { count, eq, inArray, sql } from 'drizzle-orm';
import { seedDemoApprovals } from './approvals-demo';
import type { Db, Tx } from '../../db/client';
import { users } from '../../db/schema/index';
import { hashPassword } from '../../modules/auth/password';
import { makaanStaff, MAKAAN_TEAMS, SMALL_TEAMS, smallPlans } from '../generate/book-plans';
import { DEMO_USERS } from './demo-users';
import { seedReferenceData } from '../data/reference';
import { seedAgentLocalities } from './admin-config-seed';
import { rebuildAccountFigures } from '../../shared/sql/account-figures';
import { seedTicketHistory } from './ticket-history';
import { rebuildDashboardFacts } from '../../shared/sql/dashboard-facts';
import { anchorDay, runGeneration, takeSeedLock, type GenerationResult } from '../generate/run-generation';
import { demoStaff, generatedStaff } from './staff';
import { seedInvoiceDemo } from './invoice-demo';
import { seedDemoPayments } from './demo-payments';
import { recordSiteTakeoverBookings, recordVirtualTourBookings, seedAdSlotsDemo } from './ad-slots-demo';
import { seedPeople } from './people-seed';
import { seedStatusHistoryDemo } from './status-history-demo';
import { seedIncentivesDemo } from './incentives-demo';
import { seedAdProductsDemo } from './ad-products-demo';
import { seedCallingDemo } from './calling-demo';
import { seedAdConfigDemo } from './ad-config-demo';
import { seedMicrositesDemo } from './microsites-demo';
import { seedSalesConnectDemo } from './sales-connect-demo';

/** The demo's seed: change it and every generated row changes; keep it and the demo is the same everywhere. */
export const DEMO_SEED = 20_240_611;

export async function userCount(db: Db | Tx): Promise<number> {
  const [row] = await db.select({ n: count() }).from(users);
  return Number(row?.n ?? 0);
}

/** True when every demo sign-in exists. */
export async function demoUsersExist(db: Db | Tx): Promise<boolean> {
  const names = DEMO_USERS.map((u) => u.username);
  const [row] = await db.select({ n: count() }).from(users).where(inArray(users.username, names));
  return Number(row?.n ?? 0) === names.length;
}

export type DemoSeedOptions = { password: string; now?: Date };
export type DemoSeedResult = { seeded: false } | ({ seeded: true } & GenerationResult);

/**
 * The demo seed, in one transaction: reference data, the demo users (password `demo` or DEMO_PASSWORD) and
 * the generated staff, and about 1,500 accounts with everything under them. Does nothing when the database
 * already has users (checked under a lock, so two processes starting together seed once).
 */
export async function seedDemo(db: Db, options: DemoSeedOptions): Promise<DemoSeedResult> {
  const passwordHash = await hashPassword(options.password);
  const anchor = anchorDay(options.now ?? new Date());
  return db.transaction(async (tx) => {
    await takeSeedLock(tx);
    // Generated history is not sent to the ERP nor notified (migration 0015's triggers skip this transaction).
    await tx.execute(sql`select set_config('app.seeding', 'on', true)`);
    await seedReferenceData(tx);
    if ((await userCount(tx)) > 0) return { seeded: false } as const;
    const result = await runGeneration([tx], {
      seed: DEMO_SEED,
      anchor,
      passwordHash,
      staff: (_ref, rng) => {
        const fixed = [...demoStaff(), ...makaanStaff()];
        const taken = new Set(fixed.map((s) => s.username));
        return [...fixed, ...generatedStaff(rng, [...SMALL_TEAMS, ...MAKAAN_TEAMS], taken)];
      },
      plans: (staff, ref, created) => {
        const fixed = new Set([...DEMO_USERS.map((d) => d.username), ...makaanStaff().map((m) => m.username)]);
        return smallPlans(staff, ref, created.filter((s) => !fixed.has(s.username)));
      },
      density: { comments: 1, listings: 1, leads: 1 },
      flushEvery: 5000,
      maxRows: 5000,
      dropIndexes: false,
    });
    await seedInvoiceDemo(tx, anchor);
    await seedAgentLocalities(tx);
    // Approvals of every kind for the demo reviewer and approver (discounts come with the generated book).
    const [agent] = await tx.select({ id: users.id }).from(users).where(eq(users.username, 'agent'));
    if (agent) await seedDemoApprovals(tx, agent.id, options.now ?? new Date());
    await seedDemoPayments(tx, anchor);
    await seedAdSlotsDemo(tx, anchor);
    await recordSiteTakeoverBookings(tx);
    await recordVirtualTourBookings(tx);
    await seedPeople(tx);
    await seedStatusHistoryDemo(tx, anchor);
    // Every other generated Closed deal's move into Closed (its closed date, issue 49; migration 0055).
    await tx.execute(sql`select status_history_backfill_closed()`);
    await seedIncentivesDemo(tx, options.now ?? new Date());
    await seedAdProductsDemo(tx, options.now ?? new Date());
    await seedCallingDemo(tx);
    await seedAdConfigDemo(tx, options.now ?? new Date());
    await seedMicrositesDemo(tx, options.now ?? new Date());
    await seedSalesConnectDemo(tx);
    // The dashboard tiles' facts and the account lists' figures: the triggers skipped the seed's writes (app.seeding).
    await rebuildDashboardFacts(tx);
    await rebuildAccountFigures(tx);
    await seedTicketHistory(tx);
    return { seeded: true, ...result } as const;
  });
}
