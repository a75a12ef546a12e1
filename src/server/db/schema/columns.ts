import { customType, integer, numeric, timestamp } from 'drizzle-orm/pg-core';

/** Server-assigned integer id, as the spec shows ids. Seeds may set explicit ids. */
export const id = () => integer().primaryKey().generatedByDefaultAsIdentity();
/** Money in rupees, exact (never floating point in storage). Read as a string; convert at the edge. */
export const money = () => numeric({ precision: 14, scale: 2 });
export const createdAt = () => timestamp({ withTimezone: true }).notNull().defaultNow();
export const updatedAt = () => timestamp({ withTimezone: true }).notNull().defaultNow();
/** Optimistic-concurrency version for rows the device mirrors (SYNC.md). */
export const version = () => integer().notNull().default(1);
/** File bytes kept in the database (both backends). */
export const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});
