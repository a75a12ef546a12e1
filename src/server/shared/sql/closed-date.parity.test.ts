// Issue 49: a deal's closed date and sales month, defined once in domain/opportunities/closed-date.ts, and their SQL
// twin (closed-date.sql.ts): on random status histories (moves into and out of Closed at random times, deals Closed
// without a move until the backfill), the SQL gives every deal the domain's closed moment and day, and the deals
// closed in a window (closedBetweenSql) are those whose closed moment the domain puts in it, for random sales months
// under random closure dates.
import { inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { closedAtOf, closedDayOf, dealSalesMonthOf, type StatusMove } from '../../../domain/opportunities/closed-date';
import { salesMonthDays } from '../../../domain/dashboards/tiles';
import { DAY_MS, istEndOfDay, istStartOfDay } from '../../../domain/format/ist-calendar';
import type { SalesMonthClosure } from '../../../domain/sales-closure/sales-month';
import { queryRows } from '../../db/client';
import { accounts, opportunities, statusChanges } from '../../db/schema/index';
import { describeOnBothBackends, startTestServer, type TestServer } from '../../testing/harness';
import { closedAtSql, closedBetweenSql, closedDaySql } from './closed-date.sql';
import { mulberry32 } from '../mulberry32';

describeOnBothBackends('closed date and sales month: domain and SQL agree', (backend) => {
  let server: TestServer;
  const histories = new Map<number, { statusId: number; moves: StatusMove[] }>();
  const rnd = mulberry32(20261206);
  const base = Date.parse('2026-03-01T00:00:00Z');

  beforeAll(async () => {
    server = await startTestServer(backend);
    const db = server.database.db;
    const [account] = await db.insert(accounts).values({ name: 'Closed Parity', clientTypeId: 2, domainId: 5 }).returning({ id: accounts.id });
    // Inserted as seeds do (no trigger history): app.seeding on for this transaction.
    await db.transaction(async (tx) => {
      await tx.execute(sql`select set_config('app.seeding', 'on', true)`);
      for (let i = 0; i < 120; i += 1) {
        const statusId = rnd() < 0.7 ? 2 : [1, 3, 6, 8][Math.floor(rnd() * 4)]!;
        const [opp] = await tx.insert(opportunities).values({ name: `Parity ${i}`, typeId: 1, domainId: 5, accountId: account!.id, statusId }).returning({ id: opportunities.id });
        // 0 to 4 moves, into Closed or elsewhere, at random instants over 4 months (some within minutes of midnight in Kolkata).
        const moves: StatusMove[] = Array.from({ length: Math.floor(rnd() * 5) }, () => ({
          toStatusId: rnd() < 0.5 ? 2 : [3, 6, 8][Math.floor(rnd() * 3)]!,
          changedAt: new Date(base + Math.floor(rnd() * 120) * DAY_MS + (rnd() < 0.3 ? 18.5 * 3_600_000 - 60_000 + Math.floor(rnd() * 120_000) : Math.floor(rnd() * DAY_MS))),
        }));
        if (moves.length > 0) {
          await tx.insert(statusChanges).values(moves.map((m) => ({ entity: 'opportunity', entityId: opp!.id, opportunityId: opp!.id, domainId: 5, toStatusId: m.toStatusId, changedAt: m.changedAt })));
        }
        histories.set(opp!.id, { statusId, moves });
      }
      // Another entity's move into Closed with the same id is not the deal's.
      const someId = [...histories.keys()][0]!;
      await tx.insert(statusChanges).values({ entity: 'payment', entityId: someId, toStatusId: 2, changedAt: new Date(base + 200 * DAY_MS) });
    });
  });

  afterAll(async () => {
    await server.close();
  });

  it('gives every deal the domain closed moment and day', async () => {
    const rows = await server.database.db
      .select({ id: opportunities.id, closedAt: closedAtSql(), closedDay: sql<string | null>`(${closedDaySql()})::text` })
      .from(opportunities)
      .where(inArray(opportunities.id, [...histories.keys()]));
    expect(rows.length).toBe(histories.size);
    let closed = 0;
    for (const row of rows) {
      const { statusId, moves } = histories.get(row.id)!;
      const expected = closedAtOf(statusId, moves);
      expect(row.closedAt === null ? null : new Date(row.closedAt).toISOString(), `deal ${row.id}`).toBe(expected?.toISOString() ?? null);
      expect(row.closedDay, `deal ${row.id}`).toBe(closedDayOf(expected));
      if (expected) closed += 1;
    }
    expect(closed).toBeGreaterThan(30);
  });

  it('selects, for random sales months and closure dates, exactly the deals the domain puts in each month', async () => {
    let compared = 0;
    for (let round = 0; round < 6; round += 1) {
      // Closure dates from the 25th of the month to the 5th of the next, at random.
      const closures: SalesMonthClosure[] = [2, 3, 4, 5, 6, 7].map((monthNumber) => {
        const offset = Math.floor(rnd() * 11) - 6;
        const day = new Date(Date.UTC(2026, monthNumber, 1) + offset * DAY_MS).toISOString().slice(0, 10);
        return { year: 2026, monthNumber, closureDate: day as SalesMonthClosure['closureDate'] };
      });
      for (const monthNumber of [3, 4, 5, 6]) {
        const month = { year: 2026, monthNumber };
        const days = salesMonthDays(month, closures);
        const found = await queryRows<{ id: number }>(
          server.database.db,
          sql`select ${opportunities.id} as id from ${opportunities} where ${inArray(opportunities.id, [...histories.keys()])}
            and ${closedBetweenSql(istStartOfDay(days.from), istEndOfDay(days.to))} order by 1`,
        );
        const expected = [...histories.entries()]
          .filter(([, h]) => {
            const m = dealSalesMonthOf(closedAtOf(h.statusId, h.moves), closures);
            return m !== null && m.year === month.year && m.monthNumber === month.monthNumber;
          })
          .map(([id]) => id)
          .sort((a, b) => a - b);
        expect(found.map((r) => Number(r.id)), `${monthNumber} ${JSON.stringify(closures)}`).toEqual(expected);
        compared += expected.length;
      }
    }
    expect(compared).toBeGreaterThan(50);
  });
});
