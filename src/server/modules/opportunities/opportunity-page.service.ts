// GET opportunity-page: the opportunity with its account summary, money figures and package mappings.
import { and, eq } from 'drizzle-orm';
import { can } from '../../../domain/auth/capabilities';
import { pendingCollectionAmount } from '../../../domain/opportunities/derived-amounts';
import type { OpportunityPage } from '../../../domain/opportunities/opportunity-views';
import { opportunities } from '../../db/schema/index';
import { notFound } from '../../errors';
import { opportunityInScope } from '../../scope/scope';
import type { ServiceContext } from '../../shared/service-context';
import type { MalformedJsonLog } from '../../shared/json-text';
import { isEditable, kindOf } from './opportunity-access.service';
import { OPPORTUNITY_MESSAGES } from './opportunity-messages';
import { findOpportunityHeader, otherOpportunitiesOfAccount, packageMappingDetails } from './opportunities.repo';

export type { OpportunityPage };

export type OpportunityPageOptions = { fetchPrevOpportunitiesDetails?: boolean; log?: MalformedJsonLog };

export async function getOpportunityPage(ctx: ServiceContext, id: number, opts: OpportunityPageOptions = {}): Promise<OpportunityPage> {
  const row = await findOpportunityHeader(ctx.tx, and(eq(opportunities.id, id), opportunityInScope(ctx.scope))!);
  if (!row) throw notFound(OPPORTUNITY_MESSAGES.opportunityNotFound);
  const o = row.opportunity;
  const dealValue = Number(row.dealValue);
  const collectedAmount = Number(row.collectedAmount);
  return {
    id: o.id,
    name: o.name,
    typeId: o.typeId,
    kind: kindOf(o),
    accountId: o.accountId,
    cityId: o.cityId,
    statusId: o.statusId,
    brokerStage: o.brokerStage,
    ownerId: o.ownerId,
    ownerName: o.ownerId === null ? null : row.ownerName || null,
    account: row.account,
    dealValue,
    collectedAmount,
    pendingCollectionAmount: pendingCollectionAmount(dealValue, collectedAmount),
    editable: can(ctx.user, 'sell') && isEditable(o),
    version: o.version,
    parentOpportunityId: o.parentOpportunityId,
    childOpportunityId: o.childOpportunityId,
    lostReason: o.lostReason,
    lostAt: o.lostAt?.toISOString() ?? null,
    createdAt: o.createdAt.toISOString(),
    updatedAt: o.updatedAt.toISOString(),
    opportunityPackageMappingDetails: await packageMappingDetails(ctx.tx, { opportunityIds: [o.id] }, opts.log),
    prevOpportunities: opts.fetchPrevOpportunitiesDetails ? await otherOpportunitiesOfAccount(ctx.tx, o.accountId, o.id) : null,
  };
}
