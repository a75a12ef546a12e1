import type { PgTable } from 'drizzle-orm/pg-core';
import type { BatchWriter } from './batch-writer';
import type { RowSink } from './row-sink';

/**
 * Routes each table to one lane (a batch writer on its own connection and transaction) and flushes the lanes
 * in parallel, so PostgreSQL works on several tables at once. A table and the tables its foreign keys point
 * at must share a lane (a row is checked against rows its own transaction wrote).
 */
export class LaneWriter implements RowSink {
  private readonly laneOf = new Map<PgTable, BatchWriter>();

  constructor(private readonly lanes: readonly BatchWriter[], groups: readonly (readonly PgTable[])[]) {
    groups.forEach((tables, g) => {
      const lane = lanes[g % lanes.length];
      if (!lane) throw new Error('seed: no lane to write to');
      for (const table of tables) this.laneOf.set(table, lane);
    });
  }

  add<T extends PgTable>(table: T, row: T['$inferInsert']): void {
    const lane = this.laneOf.get(table);
    if (!lane) throw new Error('seed: table not assigned to a lane');
    lane.add(table, row);
  }

  async flush(): Promise<void> {
    await Promise.all(this.lanes.map((lane) => lane.flush()));
  }

  async finish(): Promise<void> {
    await Promise.all(this.lanes.map((lane) => lane.finish()));
  }

  counts(): Map<PgTable, number> {
    const all = new Map<PgTable, number>();
    for (const lane of this.lanes) for (const [table, n] of lane.counts()) all.set(table, (all.get(table) ?? 0) + n);
    return all;
  }
}
