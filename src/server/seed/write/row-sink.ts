import type { PgTable } from 'drizzle-orm/pg-core';

/** Where generated rows go: one batch writer, or several writing different tables on separate connections. */
export interface RowSink {
  add<T extends PgTable>(table: T, row: T['$inferInsert']): void;
  flush(): Promise<void>;
  finish(): Promise<void>;
  counts(): Map<PgTable, number>;
}
