// Opportunity routes (spec 000 §7 "Opportunities"), declared in domain/opportunities/opportunities.endpoints.ts:
// create, update, page, mark as lost, the lists, owner changes and the payment-link reshare. The package mappings
// are registered from here too, so register.ts needs one line.
import { userOf, type AppInstance } from '../../http';
import { route } from '../../shared/http/endpoint-route';
import { runService } from '../../shared/http/service-context';
import { publicBaseUrl } from '../../shared/http/route-helpers';
import { opportunityEndpoints as endpoints } from '../../../domain/opportunities/opportunities.endpoints';
import { markOpportunityAsLost, createOpportunity, updateOpportunity } from './opportunities.service';
import { getOpportunityPage } from './opportunity-page.service';
import { searchOpportunities } from './opportunity-search.service';
import { opportunityRenewalReport } from './opportunity-report.service';
import { changePackageStatus, packagesInStatus } from './package-status.service';
import { autoAssignOpportunity, getAssignmentPage, reassignOpportunity } from './opportunity-assignment.service';
import { assertMayShareAccountLink } from '../dynamic-properties/account-link-sharing.service';
import { dynamicPropertyCacheOf } from '../dynamic-properties/dynamic-properties.service';
import { resharePaymentLink } from './reshare-payment-link.service';
import { packageMappingRoutes } from './package-mappings.routes';

export async function opportunitiesRoutes(api: AppInstance): Promise<void> {
  route(api, endpoints.create).service((ctx, { body }) => createOpportunity(ctx, body));
  route(api, endpoints.update).service((ctx, { params, body }) => updateOpportunity(ctx, params.id, body));
  route(api, endpoints.page).service((ctx, request) =>
    getOpportunityPage(ctx, request.params.id, {
      fetchPrevOpportunitiesDetails: request.query.fetchPrevOpportunitiesDetails,
      log: (details) => request.log.warn(details, 'malformed JSON text in an opportunity product mapping'),
    }),
  );
  route(api, endpoints.markLost).service((ctx, { body }) => markOpportunityAsLost(ctx, body));

  route(api, endpoints.search).readService((ctx, { query }) => searchOpportunities(ctx, query));
  route(api, endpoints.renewalReport).service((ctx, { query }) => opportunityRenewalReport(ctx, query.opportunityIds));
  route(api, endpoints.packagesInStatus).readService((ctx, { query }) =>
    packagesInStatus(ctx, query.packageStatusTypeId, { page: query.page, size: query.size, after: query.after }),
  );
  route(api, endpoints.changePackageStatus).service((ctx, { params, body }) => changePackageStatus(ctx, params.id, body.statusId));

  route(api, endpoints.autoAssign).service((ctx, { params, body }) => autoAssignOpportunity(ctx, params.id, body?.baseVersion));
  route(api, endpoints.reassign).service((ctx, { params, body }) => reassignOpportunity(ctx, params.id, body));
  route(api, endpoints.assignmentPage).service((ctx, { params }) => getAssignmentPage(ctx, params.id));
  route(api, endpoints.resharePaymentLink).handle(async (request) => {
    // Account-link sharing (spec 000 §6): the dynamic property and the allow-list, before anything is read or sent.
    await assertMayShareAccountLink(userOf(request), dynamicPropertyCacheOf(api.deps));
    return runService(api.db, request, (ctx) => resharePaymentLink(ctx, request.query.opportunityId, api.deps.mailer, publicBaseUrl(api.deps.config)));
  });

  await api.register(packageMappingRoutes);
}
