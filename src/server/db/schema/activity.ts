import { index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id, updatedAt, version } from './columns';

/** Comments on accounts and opportunities (activity types Email, Call, Dropin, Meeting). */
export const comments = pgTable(
  'comments',
  {
    id: id(),
    /** Entity ids: opportunity 1, account 3. */
    entityTypeId: integer().notNull(),
    entityId: integer().notNull(),
    /** The account the comment belongs to (directly or through its opportunity), for scope. */
    accountId: integer().notNull(),
    activityType: text().notNull(),
    text: text().notNull(),
    /** Call outcome comment ids (connected 12, not connected 13, redial 279), when a call is logged. */
    callStatusId: integer(),
    callDurationSeconds: integer(),
    /** When the agent says it happened (device time for offline work). */
    happenedAt: timestamp({ withTimezone: true }).notNull(),
    /** When the server received it. */
    receivedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    authorId: integer().notNull(),
    clientId: uuid().unique(),
  },
  (t) => [
    index('comments_entity_idx').on(t.entityTypeId, t.entityId, t.happenedAt.desc()),
    index('comments_account_idx').on(t.accountId),
    // Activity per agent in a range (the sales report's activity column, the team performance page).
    index('comments_author_happened_idx').on(t.authorId, t.happenedAt),
  ],
);

export const tickets = pgTable(
  'tickets',
  {
    id: id(),
    key: text().notNull().unique(),
    summary: text().notNull(),
    categoryId: integer().notNull(),
    subCategoryId: integer(),
    reporterId: integer().notNull(),
    statusId: integer().notNull().default(1),
    typeId: integer().notNull().default(1),
    priorityId: integer().notNull().default(1),
    entityTypeId: integer().notNull(),
    entityId: integer().notNull(),
    link: text(),
    description: text(),
    attributes: jsonb().$type<{ attribute_id: number; attribute_value: string }[]>().notNull().default([]),
    assigneeName: text(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('tickets_entity_idx').on(t.entityTypeId, t.entityId)],
);

/** Approvals point at what they approve by (entityTypeId, entityId). */
export const approvals = pgTable(
  'approvals',
  {
    id: id(),
    entityTypeId: integer().notNull(),
    entityId: integer().notNull(),
    /** discount, ExtendSlotDate, PriceRestoration, Refund, LateCheckDeposition, Payment. */
    approvalType: text().notNull(),
    /** PendingApproval, Reviewed, Approved, Rejected. */
    status: text().notNull().default('PendingApproval'),
    remark: text(),
    durationInDays: integer(),
    requestedById: integer().notNull(),
    approvingAuthorityId: integer(),
    /** Package mappings a discount approval covers. */
    opportunityPackageMappingIds: jsonb().$type<number[]>().notNull().default([]),
    /** Bumped on every action, so an action queued offline is re-checked against the approval it saw (SYNC.md). */
    version: version(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('approvals_entity_idx').on(t.entityTypeId, t.entityId),
    index('approvals_authority_idx').on(t.approvingAuthorityId, t.status, t.id.desc()),
    index('approvals_requester_idx').on(t.requestedById, t.id.desc()),
  ],
);

export const approvalReviewerMappings = pgTable(
  'approval_reviewer_mappings',
  {
    id: id(),
    approvalId: integer().notNull(),
    reviewerId: integer().notNull(),
    /** PendingApproval, Reviewed, Rejected. */
    status: text().notNull().default('PendingApproval'),
    updatedAt: updatedAt(),
  },
  (t) => [index('arm_approval_idx').on(t.approvalId), index('arm_reviewer_idx').on(t.reviewerId, t.approvalId)],
);

/** Idempotency-Key records for retried writes (ARCHITECTURE.md). */
export const idempotencyKeys = pgTable('idempotency_keys', {
  key: text().primaryKey(),
  userId: integer().notNull(),
  requestHash: text().notNull(),
  statusCode: integer().notNull(),
  response: jsonb().notNull(),
  createdAt: createdAt(),
});

/** Outbound mail (reset links etc.) as sent through the mail transport; the log transport records here too. */
export const outboundMail = pgTable('outbound_mail', {
  id: id(),
  to: text().notNull(),
  subject: text().notNull(),
  body: text().notNull(),
  transport: text().notNull(),
  sentAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  clientRef: uuid(),
});
