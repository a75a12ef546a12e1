// Incentives for the demo (issue 13): a rule, slabs for the demo agents' participant categories, and targets for
// the demo team in the last three cycles, so the incentive screens show data after `npm start` (the manager then
// presses Recompute on incentive-calculation).
import { inArray, sql } from 'drizzle-orm';
import { clientTypeOfRoles, lastCycles } from '../../../domain/incentives/compute';
import { INCENTIVE_CYCLES_COUNT } from '../../../domain/incentives/constants';
import { istDateOf } from '../../../domain/format/ist-calendar';
import { salesMonthOf } from '../../../domain/sales-closure/sales-month';
import type { Tx } from '../../db/client';
import { queryRows } from '../../db/client';
import { incentiveCycles, incentiveRules, incentiveSlabs, salesMonthClosures, userTargets, users } from '../../db/schema/index';

const TEAM = ['team-leader', 'agent', 'owner-agent', 'broker-telesales', 'builder-telesales', 'tenant-agent'];
/** Target % bands (min inclusive, max exclusive) and their incentive %. */
const BANDS = [
  { min: '0', max: '80', pct: '2' },
  { min: '80', max: '100', pct: '4' },
  { min: '100', max: '100000', pct: '6' },
];

export async function seedIncentivesDemo(tx: Tx, now: Date): Promise<void> {
  await tx.insert(incentiveRules).values({
    allowedMinTarget: '10000',
    allowedMaxTarget: '5000000',
    frequency: 'Monthly',
    incentiveCap: '100000',
    effectiveDate: '2020-01-01',
    participantAllowedIncentiveTypes: ['Individual', 'Team'],
  });
  const people = await tx.select({ id: users.id, username: users.username, designationId: users.designationId, departmentId: users.departmentId }).from(users).where(inArray(users.username, TEAM));
  const roles = await queryRows<{ user_id: number; name: string }>(
    tx,
    sql`select ur.user_id, r.name from user_roles ur join roles r on r.id = ur.role_id join users u on u.id = ur.user_id where u.username in (${sql.join(TEAM.map((t) => sql`${t}`), sql`, `)})`,
  );
  const rolesOf = (id: number) => roles.filter((r) => Number(r.user_id) === id).map((r) => r.name);
  const categories = new Map<string, { designationId: number | null; departmentId: number | null; clientTypeId: number | null }>();
  for (const p of people) {
    const c = { designationId: p.designationId, departmentId: p.departmentId, clientTypeId: clientTypeOfRoles(rolesOf(p.id)) };
    categories.set(JSON.stringify(c), c);
  }
  for (const c of categories.values())
    await tx.insert(incentiveSlabs).values(BANDS.map((b) => ({ ...c, targetMinPercentage: b.min, targetMaxPercentage: b.max, accountsClosedMin: 0, accountsClosedMax: 100000, incentivePercentage: b.pct, effectiveDate: '2020-01-01' })));

  const closures = await tx.select({ year: salesMonthClosures.year, monthNumber: salesMonthClosures.monthNumber, closureDate: salesMonthClosures.closureDate }).from(salesMonthClosures);
  const cycles = lastCycles('Monthly', salesMonthOf(istDateOf(now), closures), closures, INCENTIVE_CYCLES_COUNT);
  for (const c of cycles) {
    const [row] = await tx.insert(incentiveCycles).values({ frequency: c.frequency, year: c.year, firstMonth: c.firstMonth }).onConflictDoNothing().returning({ id: incentiveCycles.id });
    if (!row) continue;
    await tx.insert(userTargets).values(
      people.map((p) => ({
        userId: p.id,
        cycleId: row.id,
        individualTarget: p.username === 'team-leader' ? '500000' : '200000',
        teamTarget: p.username === 'team-leader' ? '1500000' : '0',
      })),
    );
  }
}
