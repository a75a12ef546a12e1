import { sql } from 'drizzle-orm';
import { bigint, boolean, date, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { bytea, createdAt, id, updatedAt } from './columns';
import { cities } from './reference';
import { users } from './users';

/**
 * Issue 15, support tools: marketplace events, documents attached to records, the ERP outbox and ledger,
 * notifications. Spec 002 shows no fields for events, documents, ERP records or notifications: the columns are ours.
 */

/** Marketplace events (`events` screen; spec 002 §7 /sapna/event). Package families pick one by familyEvent. */
export const marketplaceEvents = pgTable(
  'marketplace_events',
  {
    id: id(),
    name: text().notNull(),
    /** The package family's familyEvent this event belongs to (e.g. winter_bonanza). */
    familyEvent: text(),
    cityId: integer().references(() => cities.id),
    startDate: date({ mode: 'string' }).notNull(),
    endDate: date({ mode: 'string' }).notNull(),
    description: text(),
    active: boolean().notNull().default(true),
    /** The brand the event belongs to (issue 52: each brand lists its own); rows before it were Housing's (5). */
    domainId: integer().notNull().default(5),
    createdBy: integer().references(() => users.id),
    updatedBy: integer().references(() => users.id),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('marketplace_events_start_idx').on(t.startDate)],
);

/**
 * A file attached to an account, opportunity, termsheet or payment (spec 002 §3 document types). The bytes live
 * in the document storage (local folder or S3-compatible) under `storageKey`; the same content (SHA-256) of the
 * same type on the same entity is a duplicate (409, 'Document Already Exists!'). One store for every record (issue 52):
 * the payment page's own documents moved here (migration 0058), their bytes kept in `content` (null for every
 * upload since, whose bytes are in the storage); `uploadedBy` is null where the old table had no uploader.
 */
export const entityDocuments = pgTable(
  'entity_documents',
  {
    id: id(),
    entityTypeId: integer().notNull(),
    entityId: integer().notNull(),
    documentType: text().notNull(),
    documentSubType: text().notNull(),
    fileName: text().notNull(),
    contentType: text().notNull(),
    sizeBytes: bigint({ mode: 'number' }).notNull(),
    sha256: text().notNull(),
    storageKey: text().notNull(),
    /** The bytes of a document moved from the payment page's old table (migration 0058); null: they are in the storage. */
    content: bytea(),
    uploadedBy: integer().references(() => users.id),
    createdAt: createdAt(),
  },
  (t) => [
    index('entity_documents_entity_idx').on(t.entityTypeId, t.entityId),
    uniqueIndex('entity_documents_duplicate_idx').on(t.entityTypeId, t.entityId, t.documentSubType, t.sha256),
  ],
);

/**
 * The ERP outbox and ledger: one row per record sent (or to be sent) to the ERP. Written in the transaction of
 * the finance change; a worker sends queued rows in order per entity, at most once per idempotency key.
 */
export const erpEvents = pgTable(
  'erp_events',
  {
    id: id(),
    entityKind: text().notNull(),
    entityId: integer().notNull(),
    /** The brand of the entity (issue 52: finance sees its own brand's events), set when the event is written. */
    domainId: integer(),
    /** What happened: payment_approved, invoice_issued, manual_push... */
    eventKind: text().notNull(),
    payload: jsonb().notNull(),
    idempotencyKey: text().notNull().unique(),
    status: text().notNull().default('queued'),
    attempts: integer().notNull().default(0),
    lastError: text(),
    nextAttemptAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    /** Set when a worker hands the event to the connector; cleared when the outcome is recorded. */
    sendingSince: timestamp({ withTimezone: true }),
    acknowledgement: text(),
    createdBy: integer().references(() => users.id),
    createdAt: createdAt(),
    sentAt: timestamp({ withTimezone: true }),
    acknowledgedAt: timestamp({ withTimezone: true }),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('erp_events_due_idx').on(t.nextAttemptAt).where(sql`status = 'queued'`),
    index('erp_events_entity_idx').on(t.entityKind, t.entityId, t.id),
    index('erp_events_created_idx').on(t.createdAt, t.id),
    index('erp_events_domain_idx').on(t.domainId, t.id),
  ],
);

/** The connector's receipts, one per idempotency key: a resend after a crash finds the receipt instead of sending twice. */
export const erpReceipts = pgTable('erp_receipts', {
  idempotencyKey: text().primaryKey(),
  acknowledgement: text().notNull(),
  receivedAt: createdAt(),
});

/** A user's notification, created by the server when the event happens (payment approved, ticket updated...). */
export const notifications = pgTable(
  'notifications',
  {
    id: id(),
    userId: integer()
      .notNull()
      .references(() => users.id),
    kind: text().notNull(),
    title: text().notNull(),
    body: text().notNull(),
    /** The app path it opens, e.g. /payment/12. */
    link: text(),
    createdAt: createdAt(),
    readAt: timestamp({ withTimezone: true }),
  },
  (t) => [
    index('notifications_user_recent_idx').on(t.userId, t.createdAt.desc(), t.id.desc()),
    index('notifications_unread_idx').on(t.userId, t.createdAt.desc(), t.id.desc()).where(sql`read_at is null`),
  ],
);

/**
 * Runtime settings (issue 15; spec 000 §6: account-link sharing is a dynamic property plus an e-mail allow-list).
 * Keys are created by migrations; Admin changes values; the server reads them (cached 30 s per process,
 * invalidated across processes by NOTIFY dynamic_properties).
 */
export const dynamicProperties = pgTable('dynamic_properties', {
  key: text().primaryKey(),
  value: jsonb().notNull(),
  description: text().notNull(),
  updatedBy: integer().references(() => users.id),
  updatedAt: updatedAt(),
});

/** Analytics events (spec 000 §9: category, action, label with page and time); owner-CRM events of owner agents. */
export const analyticsEvents = pgTable(
  'analytics_events',
  {
    id: bigint({ mode: 'number' }).primaryKey().generatedByDefaultAsIdentity(),
    userId: integer()
      .notNull()
      .references(() => users.id),
    category: text().notNull(),
    action: text().notNull(),
    label: text(),
    page: text().notNull(),
    occurredAt: timestamp({ withTimezone: true }).notNull(),
    receivedAt: createdAt(),
  },
  (t) => [index('analytics_events_occurred_idx').on(t.occurredAt)],
);
