import { index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id, updatedAt, version } from './columns';
import { users } from './users';

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
    // The range's comments read from the index alone (issue 49: the sales report's and performance's Activity Done,
    // every agent of the brand at once, read the whole comments table without it): the time first, then what the
    // pass needs (author, account; the deal or account commented on, for the city filter).
    index('comments_happened_idx').on(t.happenedAt, t.authorId, t.accountId, t.entityTypeId, t.entityId),
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
    /** The Ticketing user working it (issue 52); null while unassigned. */
    assigneeId: integer().references(() => users.id),
    /**
     * The brand of the account it was raised on: a Ticketing user works their brand's queue. The service sets it
     * from the account; rows written without one (older fixtures) are Housing's (5), like marketplace_events.
     */
    domainId: integer().notNull().default(5),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('tickets_entity_idx').on(t.entityTypeId, t.entityId),
    // The Ticketing queue: a brand's tickets newest first, all or of one status.
    index('tickets_domain_created_idx').on(t.domainId, t.createdAt.desc(), t.id.desc()),
    index('tickets_domain_status_created_idx').on(t.domainId, t.statusId, t.createdAt.desc(), t.id.desc()),
    index('tickets_assignee_idx').on(t.assigneeId),
  ],
);

/** Comments on a ticket (issue 52), by its raiser's side or the ticketing team. */
export const ticketComments = pgTable(
  'ticket_comments',
  {
    id: id(),
    ticketId: integer()
      .notNull()
      .references(() => tickets.id),
    authorId: integer()
      .notNull()
      .references(() => users.id),
    body: text().notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('ticket_comments_ticket_idx').on(t.ticketId, t.createdAt)],
);

/**
 * Every change of a ticket (issue 52): raised, a status move, an assignment, a comment; who made it and when.
 * Written by the tickets service in the change's own transaction.
 */
export const ticketHistory = pgTable(
  'ticket_history',
  {
    id: id(),
    ticketId: integer()
      .notNull()
      .references(() => tickets.id),
    /** 'created', 'status', 'assignee' or 'comment'. */
    kind: text().notNull(),
    fromStatusId: integer(),
    toStatusId: integer(),
    fromAssigneeId: integer().references(() => users.id),
    toAssigneeId: integer().references(() => users.id),
    commentId: integer().references(() => ticketComments.id),
    actorId: integer()
      .notNull()
      .references(() => users.id),
    createdAt: createdAt(),
  },
  (t) => [index('ticket_history_ticket_idx').on(t.ticketId, t.createdAt, t.id)],
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
