// GET opportunity-page: the opportunity with its account summary, money figures and package mappings.
import { and, eq } from 'drizzle-orm';
import { can } from '../../../domain/auth/capabilities';
import { presentOpportunityPage, type OpportunityPage } from '../../../domain/opportunities/opportunity-views';
import { opportunities } from '../../db/schema/index';
import { notFound } from '../../errors';
import { opportunityInScope } from '../../scope/scope';
import type { ServiceContext } from '../../shared/http/service-context';
import type { MalformedJsonLog } from '../../shared/sql/json-text';
import { isEditable } from './opportunity-access.service';
import { OPPORTUNITY_MESSAGES } from '../../../domain/opportunities/opportunity-messages';
import { findOpportunityHeader, otherOpportunitiesOfAccount, packageMappingDetails } from './opportunities.repo';

export type { OpportunityPage };

export type OpportunityPageOptions = { fetchPrevOpportunitiesDetails?: boolean; log?: MalformedJsonLog };

export async function getOpportunityPage(ctx: ServiceContext, id: number, opts: OpportunityPageOptions = {}): Promise<OpportunityPage> {
  const row = await findOpportunityHeader(ctx.tx, and(eq(opportunities.id, id), opportunityInScope(ctx.scope))!);
  if (!row) throw notFound(OPPORTUNITY_MESSAGES.opportunityNotFound);
  const o = row.opportunity;
  const stored = {
    ...o,
    ownerName: row.ownerName,
    account: row.account,
    dealValue: Number(row.dealValue),
    collectedAmount: Number(row.collectedAmount),
    opportunityPackageMappingDetails: await packageMappingDetails(ctx.tx, { opportunityIds: [o.id] }, opts.log),
  };
  return presentOpportunityPage(stored, {
    editable: can(ctx.user, 'sell') && isEditable(o),
    prevOpportunities: opts.fetchPrevOpportunitiesDetails ? await otherOpportunitiesOfAccount(ctx.tx, o.accountId, o.id) : null,
  });
}
