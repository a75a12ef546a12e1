// The server computes an incentive's achievement in SQL (achievementInSql); the domain's achievementOf is the plain
// in-memory reference. Over random opportunities and payments (statuses, owners, days around the cycle, payment
// date or recorded day, partial and full refunds; closed dates around the cycle), both give the same amount in paise,
// the same accounts closed and the same ids.
import fc from 'fast-check';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { achievementOf, computeIncentive, teamOf, type OpportunityFact, type PaymentFact } from '../../../domain/incentives/compute';
import { addDays, istDateOf, istStartOfDay } from '../../../domain/format/ist-calendar';
import { payments, refunds, statusChanges, users } from '../../db/schema/index';
import { insertAccount, insertOpportunity, insertPayments } from '../../testing/account-fixtures';
import { createUser } from '../../testing/fixtures';
import { describeEachBackend, startTestServer, type TestServer } from '../../testing/harness';
import { achievementInSql, reportsOf } from './incentives.repo';

const cycle = { startDate: '2026-03-01', endDate: '2026-03-31' };

const paymentArb = fc.record({
  paise: fc.integer({ min: 1, max: 500_000_000 }),
  statusId: fc.constantFrom(1, 5, 6, 6, 7, 10, 14),
  /** Share of the amount refunded on a refunded payment (10: all of it). */
  refundShare: fc.double({ min: 0.01, max: 0.99, noNaN: true }),
  dayOffset: fc.integer({ min: -2, max: 32 }),
  byPaymentDate: fc.boolean(),
});
/** closedOffset: the day (from the cycle's start) a Closed deal moved into Closed, its closed date (issue 49). */
const oppArb = fc.record({ owner: fc.integer({ min: 0, max: 2 }), statusId: fc.constantFrom(1, 2, 2, 6), account: fc.integer({ min: 0, max: 2 }), closedOffset: fc.integer({ min: -2, max: 32 }), payments: fc.array(paymentArb, { maxLength: 3 }) });

describeEachBackend('incentive achievement: SQL against the in-memory reference', (backend) => {
  let server: TestServer;
  let run = 0;
  beforeAll(async () => {
    server = await startTestServer(backend);
  });
  afterAll(() => server.close());

  it('agrees over random payments', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(oppArb, { minLength: 1, maxLength: 5 }), fc.boolean(), async (opps, team) => {
        const db = server.database.db;
        run += 1;
        // Three owners: a lead and two under them (a team), fresh each run so runs do not see each other's rows.
        const lead = await createUser(db, { username: `prop-${run}-lead`, roles: ['HOUSING_SALES_AGENT'] });
        const a = await createUser(db, { username: `prop-${run}-a`, roles: ['HOUSING_SALES_AGENT'], parentId: lead });
        const b = await createUser(db, { username: `prop-${run}-b`, roles: ['HOUSING_SALES_AGENT'], parentId: a });
        const owners = [lead, a, b];
        const accounts = [];
        for (let i = 0; i < 3; i++) accounts.push((await insertAccount(db, { agentId: lead })).id);
        const paymentFacts: PaymentFact[] = [];
        const oppFacts: OpportunityFact[] = [];
        for (const o of opps) {
          const ownerId = owners[o.owner]!;
          const accountId = accounts[o.account]!;
          const opp = await insertOpportunity(db, { accountId, ownerId, statusId: o.statusId });
          const { paymentIds, milestoneId } = await insertPayments(
            db,
            opp.id,
            accountId,
            o.payments.map((p) => ({ amount: (p.paise / 100).toFixed(2), statusId: p.statusId })),
          );
          // A Closed deal's closed date is its move into Closed (issue 49), at 23:59 Kolkata time on that day; its payments do not move it.
          const closedDay = o.statusId === 2 ? addDays(cycle.startDate, o.closedOffset) : null;
          if (closedDay) {
            await db
              .update(statusChanges)
              .set({ changedAt: new Date(istStartOfDay(closedDay).getTime() + (24 * 60 - 1) * 60_000) })
              .where(and(eq(statusChanges.entity, 'opportunity'), eq(statusChanges.entityId, opp.id), eq(statusChanges.toStatusId, 2)));
          }
          for (const [i, p] of o.payments.entries()) {
            const day = addDays(cycle.startDate, p.dayOffset);
            // Recorded at 23:59 Kolkata time (18:29 UTC) on that day: the SQL must read the Kolkata day.
            const createdAt = new Date(istStartOfDay(day).getTime() + (24 * 60 - 1) * 60_000);
            await db
              .update(payments)
              .set(p.byPaymentDate ? { paymentDate: day } : { paymentDate: null, createdAt })
              .where(eq(payments.id, paymentIds[i]!));
            expect(istDateOf(createdAt)).toBe(day);
            const refundedPaise = p.statusId === 10 ? p.paise : p.statusId === 14 ? Math.max(1, Math.min(p.paise - 1, Math.floor(p.paise * p.refundShare))) : 0;
            // A partial refund in two parts where it can be split (the ledger sums every refund on the payment).
            const parts = refundedPaise > 1 ? [Math.floor(refundedPaise / 2), refundedPaise - Math.floor(refundedPaise / 2)] : refundedPaise ? [refundedPaise] : [];
            for (const part of parts) await db.insert(refunds).values({ paymentId: paymentIds[i]!, milestoneId, amount: (part / 100).toFixed(2) });
            paymentFacts.push({ paymentId: paymentIds[i]!, opportunityId: opp.id, accountId, ownerId, statusId: p.statusId, amountPaise: p.paise, refundedPaise, day });
          }
          oppFacts.push({ opportunityId: opp.id, accountId, ownerId, statusId: o.statusId, closedDay });
        }
        const everyone = await db.select({ id: users.id, parentId: users.parentId }).from(users);
        const ownerSet = team ? teamOf(lead, everyone) : new Set([lead]);
        const sqlOwners = team ? [lead, ...(await reportsOf(db, lead))] : [lead];
        expect(new Set(sqlOwners)).toEqual(ownerSet);
        const fromSql = await achievementInSql(db, sqlOwners, cycle.startDate, cycle.endDate);
        const reference = achievementOf(ownerSet, paymentFacts, oppFacts, cycle);
        expect(fromSql).toEqual(reference);
        // And the incentive computed from either is the same.
        const input = { basis: 'Individual' as const, targetPaise: 100_000_00, slabs: [], category: { designationId: null, departmentId: null, clientTypeId: null }, cycleStart: cycle.startDate, capPaise: null };
        expect(computeIncentive({ ...input, achievement: fromSql })).toEqual(computeIncentive({ ...input, achievement: reference }));
      }),
      { numRuns: 15 },
    );
  }, 240_000);
});
