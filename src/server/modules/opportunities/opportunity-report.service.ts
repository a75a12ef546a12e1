// GET report/opportunity?opportunityIds: the renewal alert tag and renewal tag of each row of an opportunity table.
import { and, inArray, sql } from 'drizzle-orm';
import type { OpportunityRenewalSummary, RenewalTag } from '../../../domain/opportunities/opportunity-views';
import { OPPORTUNITY_STATUSES } from '../../../domain/opportunities/statuses';
import { renewalAlertOf } from '../../../domain/renewals/renewal-rule';
import { opportunities, opportunityPackageMappings } from '../../db/schema/index';
import { opportunityInScope } from '../../scope/scope';
import type { ServiceContext } from '../../shared/http/service-context';
import { renewsEarlierSale, soldDealRenewals } from '../renewals/renewals.service';
import { addDaysToInstant } from '../../../domain/format/ist-calendar';

export type { OpportunityRenewalSummary, RenewalTag };


/**
 * The renewal tags read the renewal dashboard's rule (domain/renewals/renewal-rule.ts, issue 49), from the same SQL:
 * - renewalAlert and renewalState, for Closed (sold) opportunities only: the deal's renewal (dealRenewalOf: its
 *   package falling due last, each package classified as on the dashboard, renewed only by a later sale of the same
 *   family to the account on another opportunity) as an alert (renewalAlertOf);
 * - renewalTag: 'Renewal' when one of the opportunity's packages renews an earlier sale under the same rule, or it
 *   is a child opportunity; otherwise 'New';
 * - validTill: when the last package's validity ends.
 */
export async function opportunityRenewalReport(ctx: ServiceContext, opportunityIds: number[]): Promise<OpportunityRenewalSummary[]> {
  if (opportunityIds.length === 0) return [];
  const rows = await ctx.tx
    .select({
      id: opportunities.id,
      statusId: opportunities.statusId,
      parentOpportunityId: opportunities.parentOpportunityId,
      renewsEarlierSale: sql<boolean | string>`${renewsEarlierSale()}`,
    })
    .from(opportunities)
    .where(and(inArray(opportunities.id, opportunityIds), opportunityInScope(ctx.scope)));
  if (rows.length === 0) return [];
  const ids = rows.map((r) => r.id);

  const mappings = await ctx.tx
    .select({
      opportunityId: opportunityPackageMappings.opportunityId,
      createdAt: opportunityPackageMappings.createdAt,
      validityDays: opportunityPackageMappings.validityDays,
    })
    .from(opportunityPackageMappings)
    .where(inArray(opportunityPackageMappings.opportunityId, ids));
  const validTill = new Map<number, number>();
  for (const m of mappings) {
    const end = addDaysToInstant(m.createdAt, m.validityDays).getTime();
    validTill.set(m.opportunityId, Math.max(validTill.get(m.opportunityId) ?? end, end));
  }

  const sold = await soldDealRenewals(ctx, rows.filter((r) => r.statusId === OPPORTUNITY_STATUSES.CLOSED).map((r) => r.id));

  const byId = new Map(rows.map((r) => [r.id, r]));
  return opportunityIds.flatMap((id) => {
    const row = byId.get(id);
    if (!row) return [];
    const deal = sold.get(id) ?? null;
    const renews = row.renewsEarlierSale === true || row.renewsEarlierSale === 't' || row.renewsEarlierSale === 'true';
    const end = validTill.get(row.id);
    return [
      {
        opportunityId: row.id,
        renewalAlert: renewalAlertOf(deal),
        renewalTag: row.parentOpportunityId !== null || renews ? 'Renewal' : 'New',
        renewalState: deal?.state ?? null,
        validTill: end === undefined ? null : new Date(end).toISOString(),
      },
    ];
  });
}
