import { date, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, id, updatedAt } from './columns';

/**
 * Discount approving authorities (spec 001 §3/§7, the discount-matrix screen): per brand and client type, levels of
 * designations. The highest level is the approving authority; every lower level reviews.
 */
export const discountApprovingAuthorities = pgTable(
  'discount_approving_authorities',
  {
    id: id(),
    domainId: integer().notNull(),
    clientTypeId: integer().notNull(),
    designationId: integer().notNull(),
    approvalLevel: integer().notNull(),
    createdById: integer(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('daa_designation_uq').on(t.domainId, t.clientTypeId, t.designationId),
    uniqueIndex('daa_level_uq').on(t.domainId, t.clientTypeId, t.approvalLevel),
  ],
);

/**
 * Approving designations (spec 001 §7 /sapna/approving-designations, the common-matrices screen): per brand and
 * approval kind (FreeTrial, Refund, LateCheckDeposition, PriceRestoration, and ours: ExtendSlotDate, Payment,
 * SlotSwap), levels of designations. The highest level approves; lower levels review.
 */
export const approvingDesignations = pgTable(
  'approving_designations',
  {
    id: id(),
    domainId: integer().notNull(),
    approvalType: text().notNull(),
    designationId: integer().notNull(),
    approvalLevel: integer().notNull(),
    createdById: integer(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('ad_designation_uq').on(t.domainId, t.approvalType, t.designationId),
    uniqueIndex('ad_level_uq').on(t.domainId, t.approvalType, t.approvalLevel),
  ],
);

/** Every action on an approval (requested, reviewed, approved, rejected): who, when, what, remark. Append-only. */
export const approvalActions = pgTable(
  'approval_actions',
  {
    id: id(),
    approvalId: integer().notNull(),
    actorId: integer().notNull(),
    /** Requested, Reviewed, Approved, Rejected. */
    action: text().notNull(),
    remark: text(),
    /** How it arrived: online (a route or a task) or offline (a queued command; deviceTime is the device's). */
    channel: text().notNull().default('online'),
    deviceTime: timestamp({ withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('approval_actions_approval_idx').on(t.approvalId, t.id)],
);

/**
 * An NP slot swap waiting for approval (spec 002 §2 swap-approval-details/{swapId}): the package mapping's slot
 * moves from one slot (and its dates) to another. Slots themselves belong to the ad-product area; the swap keeps
 * their ids and dates. Its approval is an approval of kind SlotSwap pointing here.
 */
export const slotSwaps = pgTable(
  'slot_swaps',
  {
    id: id(),
    domainId: integer().notNull(),
    opportunityId: integer().notNull(),
    opportunityPackageMappingId: integer().notNull(),
    projectName: text(),
    fromSlotId: integer().notNull(),
    fromStartDate: date({ mode: 'string' }).notNull(),
    fromEndDate: date({ mode: 'string' }).notNull(),
    toSlotId: integer().notNull(),
    toStartDate: date({ mode: 'string' }).notNull(),
    toEndDate: date({ mode: 'string' }).notNull(),
    /** PendingApproval, Approved, Rejected (follows its approval). */
    status: text().notNull().default('PendingApproval'),
    requestedById: integer().notNull(),
    approvalId: integer(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('slot_swaps_approval_idx').on(t.approvalId)],
);
