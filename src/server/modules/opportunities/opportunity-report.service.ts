// GET report/opportunity?opportunityIds: the renewal alert tag and renewal tag of each row of an opportunity table.
import { and, eq, inArray } from 'drizzle-orm';
import type { OpportunityRenewalSummary, RenewalTag } from '../../../domain/opportunities/opportunity-views';
import { OPPORTUNITY_STATUSES } from '../../../domain/opportunities/statuses';
import { opportunities, opportunityPackageMappings } from '../../db/schema/index';
import { opportunityInScope } from '../../scope/scope';
import type { ServiceContext } from '../../shared/service-context';

/** A renewal alert shows when the package validity ends within this many days. */
export const RENEWAL_ALERT_WINDOW_DAYS = 30;
const DAY_MS = 24 * 60 * 60 * 1000;

export type { OpportunityRenewalSummary, RenewalTag };

const days = (n: number) => `${n} ${n === 1 ? 'day' : 'days'}`;

/**
 * Our reading of the spec's renewal tags (decision, written once here):
 * - validity of a package mapping ends `validityDays` after it was added (created_at), and the opportunity's
 *   validity ends with its last package;
 * - renewalAlert, for Closed (sold) opportunities only: 'Renewed' when a later opportunity of the same account
 *   is Closed; otherwise 'Renewal due today' / 'Renewal due in N days' when the validity ends within 30 days,
 *   'Expired N days ago' when it has ended; null when it ends later or nothing was sold;
 * - renewalTag: 'Renewal' when the opportunity renews an earlier sale (it is a child opportunity, or the account
 *   had a Closed opportunity before it), otherwise 'New'.
 */
export async function opportunityRenewalReport(ctx: ServiceContext, opportunityIds: number[]): Promise<OpportunityRenewalSummary[]> {
  if (opportunityIds.length === 0) return [];
  const rows = await ctx.tx
    .select({
      id: opportunities.id,
      accountId: opportunities.accountId,
      statusId: opportunities.statusId,
      parentOpportunityId: opportunities.parentOpportunityId,
    })
    .from(opportunities)
    .where(and(inArray(opportunities.id, opportunityIds), opportunityInScope(ctx.scope)));
  if (rows.length === 0) return [];
  const ids = rows.map((r) => r.id);
  const accountIds = [...new Set(rows.map((r) => r.accountId))];

  const mappings = await ctx.tx
    .select({
      opportunityId: opportunityPackageMappings.opportunityId,
      createdAt: opportunityPackageMappings.createdAt,
      validityDays: opportunityPackageMappings.validityDays,
    })
    .from(opportunityPackageMappings)
    .where(inArray(opportunityPackageMappings.opportunityId, ids));
  const closedOfAccounts = await ctx.tx
    .select({ id: opportunities.id, accountId: opportunities.accountId })
    .from(opportunities)
    .where(and(inArray(opportunities.accountId, accountIds), eq(opportunities.statusId, OPPORTUNITY_STATUSES.CLOSED)));

  const validTill = new Map<number, number>();
  for (const m of mappings) {
    const end = m.createdAt.getTime() + m.validityDays * DAY_MS;
    validTill.set(m.opportunityId, Math.max(validTill.get(m.opportunityId) ?? end, end));
  }

  const byId = new Map(rows.map((r) => [r.id, r]));
  return opportunityIds.flatMap((id) => {
    const row = byId.get(id);
    if (!row) return [];
    const closedSameAccount = closedOfAccounts.filter((c) => c.accountId === row.accountId);
    const renewed = closedSameAccount.some((c) => c.id > row.id);
    const renewsEarlierSale = row.parentOpportunityId !== null || closedSameAccount.some((c) => c.id < row.id);
    const end = validTill.get(row.id);
    return [
      {
        opportunityId: row.id,
        renewalAlert: row.statusId === OPPORTUNITY_STATUSES.CLOSED ? renewalAlert(end, renewed, ctx.now) : null,
        renewalTag: renewsEarlierSale ? 'Renewal' : 'New',
        validTill: end === undefined ? null : new Date(end).toISOString(),
      },
    ];
  });
}

function renewalAlert(validTill: number | undefined, renewed: boolean, now: Date): string | null {
  if (renewed) return 'Renewed';
  if (validTill === undefined) return null;
  const daysLeft = Math.ceil((validTill - now.getTime()) / DAY_MS);
  if (daysLeft < 0) return `Expired ${days(-daysLeft)} ago`;
  if (daysLeft === 0) return 'Renewal due today';
  if (daysLeft <= RENEWAL_ALERT_WINDOW_DAYS) return `Renewal due in ${days(daysLeft)}`;
  return null;
}
