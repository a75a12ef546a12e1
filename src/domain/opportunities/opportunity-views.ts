// The opportunity page's answer (GET /sapna/v2/opportunity-page/{id}) and its package and product mappings, and the
// renewal report's rows, as one contract: the routes declare these schemas, the server's services build their types
// and the console reads them.
import { z } from 'zod';
import { instant, isoOf, rowId } from '../sync/row-fields';
import { pendingCollectionAmount } from './derived-amounts';
import { opportunityRowSchema } from './opportunity-row';
import { OPPORTUNITY_KINDS, opportunityKindOf } from './statuses';

export type { LinkedProject, PackageMapping, ProductMapping } from './opportunity-row';

/** GET /sapna/v3/opportunity-page/{id} (and what creating or changing an opportunity answers). */
export const opportunityPageSchema = opportunityRowSchema.omit({ renewalDueOn: true, rowClass: true }).extend({
  kind: z.enum(OPPORTUNITY_KINDS),
  editable: z.boolean().describe("The signed-in user may change it: holds 'sell' and the status is editable for the opportunity's kind."),
  prevOpportunities: z
    .array(z.object({ id: rowId, name: z.string(), statusId: rowId }))
    .nullable()
    .describe("The account's other opportunities, when fetchPrevOpportunitiesDetails=true; otherwise null."),
});
export type OpportunityPage = z.infer<typeof opportunityPageSchema>;

/** An opportunity as either side holds it for its page: money as numbers, the kind as stored, times as the server's Dates or the device's ISO strings. */
export type StoredOpportunityPage = Omit<
  OpportunityPage,
  'kind' | 'pendingCollectionAmount' | 'editable' | 'prevOpportunities' | 'lostAt' | 'createdAt' | 'updatedAt'
> & { kind: string; lostAt: Date | string | null; createdAt: Date | string; updatedAt: Date | string };

/** The opportunity page of a stored opportunity; the server's route and the device's mirror query both present with it. */
export function presentOpportunityPage(
  o: StoredOpportunityPage,
  viewer: { editable: boolean; prevOpportunities: OpportunityPage['prevOpportunities'] },
): OpportunityPage {
  return {
    id: o.id,
    name: o.name,
    typeId: o.typeId,
    kind: opportunityKindOf(o.kind),
    accountId: o.accountId,
    cityId: o.cityId,
    statusId: o.statusId,
    brokerStage: o.brokerStage,
    ownerId: o.ownerId,
    ownerName: o.ownerId === null ? null : o.ownerName || null,
    account: o.account,
    dealValue: o.dealValue,
    collectedAmount: o.collectedAmount,
    pendingCollectionAmount: pendingCollectionAmount(o.dealValue, o.collectedAmount),
    editable: viewer.editable,
    version: o.version,
    parentOpportunityId: o.parentOpportunityId,
    childOpportunityId: o.childOpportunityId,
    lostReason: o.lostReason,
    lostAt: o.lostAt === null ? null : isoOf(o.lostAt),
    createdAt: isoOf(o.createdAt),
    updatedAt: isoOf(o.updatedAt),
    opportunityPackageMappingDetails: o.opportunityPackageMappingDetails,
    prevOpportunities: viewer.prevOpportunities,
  };
}

/** GET /sapna/v1/report/opportunity: the renewal tags of an opportunity row. */
export const renewalSummarySchema = z.object({
  opportunityId: rowId,
  renewalAlert: z.string().nullable().describe("'Renewed', 'Renewal due today', 'Renewal due in 12 days', 'Expired 3 days ago', or null"),
  renewalTag: z.enum(['New', 'Renewal']),
  renewalState: z
    .enum(['renewed', 'upcoming', 'lapsed'])
    .nullable()
    .describe("A sold deal's renewal state (its package falling due last, the renewal dashboard's rule); null when nothing was sold"),
  validTill: instant.nullable().describe('When the last package validity ends, or null without package mappings'),
});
export type OpportunityRenewalSummary = z.infer<typeof renewalSummarySchema>;
export type RenewalTag = OpportunityRenewalSummary['renewalTag'];
