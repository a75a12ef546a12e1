import { sql } from 'drizzle-orm';
import { bigint, bigserial, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/** The writing transaction's id, as change_log.txid and sync_results.txid store it (xid8 as a bigint). */
const currentTxid = sql`(pg_current_xact_id()::text::bigint)`;

/**
 * The change log (SYNC.md): one row per changed mirrored row, written in the same transaction as the change.
 * `txid` is the writing transaction's id (pg_current_xact_id), so a pull can hold back rows of transactions
 * that are still running and never skip one that commits late. Pulls read it in (txid, seq) order.
 */
export const changeLog = pgTable(
  'change_log',
  {
    seq: bigserial({ mode: 'number' }).primaryKey(),
    txid: bigint({ mode: 'bigint' }).notNull().default(currentTxid),
    /** Mirrored entity: account, contact, legalEntity, opportunity, termsheet, milestone, payment, comment. */
    entity: text().notNull(),
    entityId: integer().notNull(),
    /** The account the row belongs to: the unit of scope. */
    accountId: integer().notNull(),
    /**
     * upsert | delete (written by services through recordChange), or move: an account's agent or an opportunity's
     * owner changed (written by the database triggers of migration 0002), so the row may enter or leave books.
     */
    op: text().$type<'upsert' | 'delete' | 'move'>().notNull(),
    /** move rows only: the agents whose books held the row before the move (its previous owners). */
    prevAgentIds: integer().array(),
    at: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('change_log_txid_seq_idx').on(t.txid, t.seq), index('change_log_at_idx').on(t.at)],
);

/**
 * How far tombstone retention has purged the change log: every row at or below (purgedTxid, purgedSeq) in pull
 * order is gone, so a cursor below it answers reset. One row (id 1), absent until the first purge.
 */
export const changeLogHorizon = pgTable('change_log_horizon', {
  id: integer().primaryKey(),
  purgedTxid: bigint({ mode: 'bigint' }).notNull(),
  purgedSeq: bigint({ mode: 'number' }).notNull(),
  purgedAt: timestamp({ withTimezone: true }).notNull(),
});

/** Exactly-once push: per client, the last applied seq and each command's stored result. */
export const syncClients = pgTable('sync_clients', {
  clientId: uuid().primaryKey(),
  userId: integer().notNull(),
  lastSeq: integer().notNull().default(0),
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});

export const syncResults = pgTable(
  'sync_results',
  {
    clientId: uuid().notNull(),
    seq: integer().notNull(),
    /** Not unique: a command re-sent under a new seq gets a row of its own that points back (outcome duplicate). */
    mutationId: uuid().notNull(),
    command: text().notNull(),
    bodyHash: text().notNull(),
    /** applied | rejected | duplicate */
    outcome: text().$type<'applied' | 'rejected' | 'duplicate'>().notNull(),
    result: jsonb().notNull(),
    /** When the agent did it, as the device said. */
    deviceTime: timestamp({ withTimezone: true }),
    /** The transaction that stored it: a pull reports a command as applied only once its changes are servable. */
    txid: bigint({ mode: 'bigint' }).notNull().default(currentTxid),
    appliedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.clientId, t.seq] }),
    index('sync_results_mutation_idx').on(t.mutationId),
    index('sync_results_applied_at_idx').on(t.appliedAt),
  ],
);
