import { boolean, date, index, integer, pgTable, primaryKey, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, id, updatedAt } from './columns';

/**
 * A case: one unit of calling work (issue 13). SOCASE is an owner case, SACASE a seller account case. Open cases
 * with no agent form a queue (owner or tenant); a pull hands one to exactly one agent (FOR UPDATE SKIP LOCKED).
 */
export const cases = pgTable(
  'cases',
  {
    id: id(),
    /** 'SOCASE' (owner case) or 'SACASE' (seller account case). */
    caseTypeId: text().notNull(),
    /** Which calling queue the case waits in: 'owner' or 'tenant'. */
    queueKind: text().notNull(),
    accountId: integer().notNull(),
    opportunityId: integer(),
    contactName: text(),
    /** Stored in full; masked outside the dialing screen. */
    contactPhone: text(),
    stageId: integer().notNull(),
    caseSubTypeId: integer().notNull().default(13),
    /** 1 open, 2 in progress (held by an agent), 3 closed. */
    statusId: integer().notNull().default(1),
    /** The case reason (e.g. 'No Ozonetel Callback'), when one applies. */
    reason: text(),
    assignedAgentId: integer(),
    campaignId: integer(),
    prioritised: boolean().notNull().default(false),
    nextActionAt: timestamp({ withTimezone: true }),
    lastCallOutcomeId: integer(),
    domainId: integer().notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('cases_queue_idx').on(t.queueKind, t.statusId, t.assignedAgentId),
    index('cases_agent_idx').on(t.assignedAgentId, t.statusId),
    index('cases_account_idx').on(t.accountId),
    index('cases_campaign_idx').on(t.campaignId),
  ],
);

/** One call placed through the telephony provider for a case. */
export const calls = pgTable(
  'calls',
  {
    id: id(),
    caseId: integer()
      .notNull()
      .references(() => cases.id),
    agentId: integer().notNull(),
    provider: text().notNull(),
    providerCallId: text().notNull(),
    customerNumber: text().notNull(),
    callerId: text().notNull(),
    /** 18 owners, 31 brokers (spec 000 §9). */
    callSourceId: integer().notNull(),
    /** initiated, ringing, answered, completed, no-answer, busy, failed, no-callback. */
    status: text().notNull(),
    durationSeconds: integer(),
    /** The outcome the provider's final event suggests (12 connected, 13 not connected). */
    suggestedOutcomeId: integer(),
    /** The outcome logged (once) as a Call comment. */
    outcomeId: integer(),
    commentId: integer(),
    startedAt: timestamp({ withTimezone: true }).notNull(),
    answeredAt: timestamp({ withTimezone: true }),
    endedAt: timestamp({ withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('calls_provider_call_uq').on(t.provider, t.providerCallId), index('calls_case_idx').on(t.caseId), index('calls_agent_idx').on(t.agentId, t.startedAt)],
);

/** Webhook events applied, by the provider's event id: a repeated delivery is answered and not applied again. */
export const callEvents = pgTable(
  'call_events',
  {
    provider: text().notNull(),
    eventId: text().notNull(),
    callId: integer().notNull(),
    type: text().notNull(),
    occurredAt: timestamp({ withTimezone: true }).notNull(),
    receivedAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.provider, t.eventId] })],
);

/** Package and payment-link shares sent to a case's contact. */
export const caseShares = pgTable('case_shares', {
  id: id(),
  caseId: integer()
    .notNull()
    .references(() => cases.id),
  kind: text().notNull(),
  packageId: integer(),
  link: text(),
  sentTo: text().notNull(),
  sentBy: integer().notNull(),
  sentAt: createdAt(),
});

/** Calling campaigns (spec 001 §3): Normal, Manual Rechurn or Manual, for case type SOCASE. */
export const campaigns = pgTable('campaigns', {
  id: id(),
  name: text().notNull(),
  /** 'Normal', 'Manual Rechurn' or 'Manual'. */
  type: text().notNull(),
  caseTypeId: text().notNull().default('SOCASE'),
  /** JSON text: the filter chosen from the definition call. */
  definitionFilter: text().notNull().default('{}'),
  startDate: date().notNull(),
  active: boolean().notNull().default(true),
  csvRows: integer(),
  csvAccepted: integer(),
  csvRejected: integer(),
  domainId: integer().notNull(),
  createdBy: integer().notNull(),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

export const campaignAgents = pgTable(
  'campaign_agents',
  {
    campaignId: integer()
      .notNull()
      .references(() => campaigns.id, { onDelete: 'cascade' }),
    agentId: integer().notNull(),
  },
  (t) => [primaryKey({ columns: [t.campaignId, t.agentId] })],
);

/** Audit of case moves between agents (migration-of-agents-cases). */
export const caseReassignments = pgTable(
  'case_reassignments',
  {
    id: id(),
    caseId: integer().notNull(),
    fromAgentId: integer(),
    toAgentId: integer().notNull(),
    byUserId: integer().notNull(),
    at: createdAt(),
  },
  (t) => [index('case_reassignments_case_idx').on(t.caseId)],
);
