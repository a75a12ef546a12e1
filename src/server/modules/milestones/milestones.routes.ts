import type { AppInstance } from '../../http';
import { route } from '../../shared/http/endpoint-route';
import { milestoneEndpoints as endpoints } from '../../../domain/milestones/milestones.endpoints';
import { listMilestonesOfOpportunity } from './milestone-queries';
import { createMilestone, deleteMilestone, updateMilestone } from './milestones.service';

/** The milestone endpoints (domain/milestones/milestones.endpoints.ts). */
export async function milestonesRoutes(api: AppInstance): Promise<void> {
  route(api, endpoints.create).service((ctx, { body }) => createMilestone(ctx, body));
  route(api, endpoints.update).service((ctx, { params, body }) => updateMilestone(ctx, params.id, body));
  route(api, endpoints.remove).service((ctx, { params, query }) => deleteMilestone(ctx, params.id, query.baseVersion));
  route(api, endpoints.ofOpportunity).service((ctx, { query }) => listMilestonesOfOpportunity(ctx, query.opportunityId, query.page, query.size));
}
