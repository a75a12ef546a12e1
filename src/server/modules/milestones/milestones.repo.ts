import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { legalEntities, milestones, termsheets } from '../../db/schema/index';

export type MilestoneRow = typeof milestones.$inferSelect;
export type MilestoneRowWithEntity = MilestoneRow & { legalName: string | null };

const milestoneWithLegalName = {
  id: milestones.id,
  termsheetId: milestones.termsheetId,
  name: milestones.name,
  amount: milestones.amount,
  digislateAmount: milestones.digislateAmount,
  gst: milestones.gst,
  startDate: milestones.startDate,
  action: milestones.action,
  active: milestones.active,
  accountLegalEntityId: milestones.accountLegalEntityId,
  paymentAdded: milestones.paymentAdded,
  clientId: milestones.clientId,
  createdAt: milestones.createdAt,
  updatedAt: milestones.updatedAt,
  version: milestones.version,
  legalName: legalEntities.legalName,
};

/** The active milestones of some termsheets, by start date. */
export async function activeMilestonesOfTermsheets(tx: Tx, termsheetIds: number[]): Promise<MilestoneRowWithEntity[]> {
  if (termsheetIds.length === 0) return [];
  return tx
    .select(milestoneWithLegalName)
    .from(milestones)
    .leftJoin(legalEntities, eq(legalEntities.id, milestones.accountLegalEntityId))
    .where(and(inArray(milestones.termsheetId, termsheetIds), eq(milestones.active, true)))
    .orderBy(asc(milestones.startDate), asc(milestones.id));
}

export async function milestoneWithEntityById(tx: Tx, milestoneId: number): Promise<MilestoneRowWithEntity | null> {
  const [row] = await tx
    .select(milestoneWithLegalName)
    .from(milestones)
    .leftJoin(legalEntities, eq(legalEntities.id, milestones.accountLegalEntityId))
    .where(eq(milestones.id, milestoneId));
  return row ?? null;
}

export async function milestoneRowById(tx: Tx, milestoneId: number, opts: { lock?: boolean } = {}): Promise<MilestoneRow | null> {
  const query = tx.select().from(milestones).where(eq(milestones.id, milestoneId));
  const [row] = opts.lock ? await query.for('update') : await query;
  return row ?? null;
}

export async function milestoneByClientId(tx: Tx, clientId: string): Promise<MilestoneRow | null> {
  const [row] = await tx.select().from(milestones).where(eq(milestones.clientId, clientId));
  return row ?? null;
}

/**
 * A termsheet's net value (its package mappings through money_net, the ledger's approved-discount price) and the
 * amount + GST of its live milestones other than `exceptMilestoneId`. The termsheet row is locked first, so two
 * milestones added at once are bounded one after the other.
 */
export async function termsheetMilestoneRoom(tx: Tx, termsheetId: number, exceptMilestoneId: number | null): Promise<{ netValue: string; milestonesTotal: string }> {
  const [row] = await tx
    .select({
      netValue: sql<string>`(select coalesce(sum(money_net(m.sales_price, m.discount, m.quantity, m.discount_approved)), 0)::numeric(14,2)::text
        from termsheet_package_mappings tpm join opportunity_package_mappings m on m.id = tpm.opportunity_package_mapping_id
        where tpm.termsheet_id = ${termsheetId})`,
      milestonesTotal: sql<string>`(select coalesce(sum(ms.amount + ms.gst), 0)::numeric(14,2)::text from milestones ms
        where ms.termsheet_id = ${termsheetId} and ms.active and ms.id is distinct from ${exceptMilestoneId}::int)`,
    })
    .from(termsheets)
    .where(eq(termsheets.id, termsheetId))
    .for('update');
  return row ?? { netValue: '0', milestonesTotal: '0' };
}
