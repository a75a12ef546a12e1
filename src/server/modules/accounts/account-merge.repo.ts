import { and, eq, inArray, sql } from 'drizzle-orm';
import { ENTITY_TYPES } from '../../../domain/reference/ids';
import type { Tx } from '../../db/client';
import { accounts, comments, contacts, legalEntities, milestones, opportunities, payments, termsheets, tickets } from '../../db/schema/index';
import type { MirroredEntity } from '../../shared/sql/change-log';

/** Locks the accounts of a merge in id order (so two merges never deadlock). */
export async function lockAccounts(tx: Tx, ids: number[]) {
  return tx.select().from(accounts).where(inArray(accounts.id, ids)).orderBy(accounts.id).for('update');
}

/** A mirrored row that moved from a merged account to the survivor. */
export type MovedRow = { entity: MirroredEntity; id: number; fromAccountId: number };

/**
 * Moves everything the merged accounts own to the survivor: contacts, legal entities, opportunities (their
 * termsheets, milestones and payments follow them), comments and account tickets. Returns the mirrored rows
 * that moved, with the account each came from, and how many tickets moved.
 */
export async function moveAccountRows(tx: Tx, survivorId: number, mergedIds: number[], now: Date): Promise<{ moved: MovedRow[]; ticketCount: number }> {
  const moved: MovedRow[] = [];

  const contactRows = await tx.select({ id: contacts.id, from: contacts.accountId }).from(contacts).where(inArray(contacts.accountId, mergedIds));
  const entityRows = await tx
    .select({ id: legalEntities.id, from: legalEntities.accountId })
    .from(legalEntities)
    .where(inArray(legalEntities.accountId, mergedIds));
  const opportunityRows = await tx
    .select({ id: opportunities.id, from: opportunities.accountId })
    .from(opportunities)
    .where(inArray(opportunities.accountId, mergedIds));
  const commentRows = await tx.select({ id: comments.id, from: comments.accountId }).from(comments).where(inArray(comments.accountId, mergedIds));
  moved.push(...contactRows.map((r) => ({ entity: 'contact' as const, id: r.id, fromAccountId: r.from })));
  moved.push(...entityRows.map((r) => ({ entity: 'legalEntity' as const, id: r.id, fromAccountId: r.from })));
  moved.push(...opportunityRows.map((r) => ({ entity: 'opportunity' as const, id: r.id, fromAccountId: r.from })));
  moved.push(...commentRows.map((r) => ({ entity: 'comment' as const, id: r.id, fromAccountId: r.from })));

  // Termsheets, milestones and payments hang off the opportunities; they change account with them.
  const accountOfOpportunity = new Map(opportunityRows.map((r) => [r.id, r.from]));
  const termsheetRows = opportunityRows.length
    ? await tx
        .select({ id: termsheets.id, opportunityId: termsheets.opportunityId })
        .from(termsheets)
        .where(inArray(termsheets.opportunityId, [...accountOfOpportunity.keys()]))
    : [];
  const accountOfTermsheet = new Map(termsheetRows.map((r) => [r.id, accountOfOpportunity.get(r.opportunityId) ?? survivorId]));
  const milestoneRows = termsheetRows.length
    ? await tx
        .select({ id: milestones.id, termsheetId: milestones.termsheetId })
        .from(milestones)
        .where(inArray(milestones.termsheetId, [...accountOfTermsheet.keys()]))
    : [];
  const accountOfMilestone = new Map(milestoneRows.map((r) => [r.id, accountOfTermsheet.get(r.termsheetId) ?? survivorId]));
  const paymentRows = milestoneRows.length
    ? await tx
        .select({ id: payments.id, milestoneId: payments.milestoneId })
        .from(payments)
        .where(inArray(payments.milestoneId, [...accountOfMilestone.keys()]))
    : [];
  moved.push(...[...accountOfTermsheet].map(([id, from]) => ({ entity: 'termsheet' as const, id, fromAccountId: from })));
  moved.push(...[...accountOfMilestone].map(([id, from]) => ({ entity: 'milestone' as const, id, fromAccountId: from })));
  moved.push(
    ...paymentRows.map((r) => ({ entity: 'payment' as const, id: r.id, fromAccountId: accountOfMilestone.get(r.milestoneId) ?? survivorId })),
  );

  await tx
    .update(contacts)
    .set({ accountId: survivorId, updatedAt: now, version: sql`${contacts.version} + 1` })
    .where(inArray(contacts.accountId, mergedIds));
  await tx
    .update(legalEntities)
    .set({ accountId: survivorId, updatedAt: now, version: sql`${legalEntities.version} + 1` })
    .where(inArray(legalEntities.accountId, mergedIds));
  await tx
    .update(opportunities)
    .set({ accountId: survivorId, updatedAt: now, version: sql`${opportunities.version} + 1` })
    .where(inArray(opportunities.accountId, mergedIds));
  await tx
    .update(comments)
    .set({
      accountId: survivorId,
      entityId: sql`case when ${comments.entityTypeId} = ${ENTITY_TYPES.ACCOUNT} then ${survivorId} else ${comments.entityId} end`,
    })
    .where(inArray(comments.accountId, mergedIds));
  const movedTickets = await tx
    .update(tickets)
    .set({ entityId: survivorId, updatedAt: now })
    .where(and(eq(tickets.entityTypeId, ENTITY_TYPES.ACCOUNT), inArray(tickets.entityId, mergedIds)))
    .returning({ id: tickets.id });
  return { moved, ticketCount: movedTickets.length };
}
