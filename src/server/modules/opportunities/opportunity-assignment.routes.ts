// Owner changes and the payment-link reshare.
import { z } from 'zod';
import { ACCOUNT_LINK_SHARING_MESSAGES } from '../../../domain/dynamic-properties/account-link-sharing';
import { userOf, type AppInstance } from '../../http';
import { runService } from '../../shared/service-context';
import { idParams, requiredId } from '../../shared/input-schemas';
import { baseVersionSchema } from './opportunities.schemas';
import { autoAssignOpportunity, getAssignmentPage, reassignOpportunity } from './opportunity-assignment.service';
import { assignmentPageSchema, assignmentResultSchema } from '../../../domain/opportunities/opportunity-answers';
import { assertMayShareAccountLink } from '../dynamic-properties/account-link-sharing.service';
import { dynamicPropertyCacheOf } from '../dynamic-properties/dynamic-properties.service';
import { resharePaymentLink } from './reshare-payment-link.service';
import { errorResponses, publicBaseUrl, security } from '../../shared/route-helpers';

const tags = ['opportunities'];

export async function opportunityAssignmentRoutes(api: AppInstance): Promise<void> {
  api.put(
    '/sapna/v3/opportunity/autoassign/:id',
    {
      schema: {
        tags,
        security,
        summary: "Assign to the least-loaded active agent of the account agent's team",
        params: idParams,
        body: z.object({ baseVersion: baseVersionSchema }).nullish(),
        response: { 200: assignmentResultSchema, ...errorResponses },
      },
    },
    async (request) => runService(api.db, request, (ctx) => autoAssignOpportunity(ctx, request.params.id, request.body?.baseVersion)),
  );

  api.put(
    '/sapna/v1/opportunity/reassign/:id',
    {
      schema: {
        tags,
        security,
        summary: 'Reassign to an active agent of the caller’s scope (others’ opportunities: team leaders, managers, admins)',
        params: idParams,
        body: z.object({ ownerId: requiredId(), baseVersion: baseVersionSchema }),
        response: { 200: assignmentResultSchema, ...errorResponses },
      },
    },
    async (request) => runService(api.db, request, (ctx) => reassignOpportunity(ctx, request.params.id, request.body)),
  );

  api.get(
    '/sapna/v1/opportunity/assignment-page/:id',
    {
      schema: {
        tags,
        security,
        summary: 'The assignment page: opportunity, current owner, candidate agents with open-opportunity counts',
        params: idParams,
        response: { 200: assignmentPageSchema, ...errorResponses },
      },
    },
    async (request) => runService(api.db, request, (ctx) => getAssignmentPage(ctx, request.params.id)),
  );

  api.get(
    '/sapna/v2/opportunity/reshare-payment-link',
    {
      // The spec's GET mails the customer: only the console's own request may (request defence, issue 56).
      config: { sideEffect: true, capability: 'shareAccountLink', refusal: ACCOUNT_LINK_SHARING_MESSAGES.role },
      schema: {
        tags,
        security,
        summary: 'Mail the payment request, with its payment link, again to the opportunity’s primary contact',
        querystring: z.object({ opportunityId: requiredId() }),
        response: { 200: z.object({ message: z.string(), sentTo: z.string(), link: z.string() }), ...errorResponses },
      },
    },
    async (request) => {
      // Account-link sharing (spec 000 §6): the dynamic property and the allow-list, before anything is read or sent.
      await assertMayShareAccountLink(userOf(request), dynamicPropertyCacheOf(api.deps));
      return runService(api.db, request, (ctx) => resharePaymentLink(ctx, request.query.opportunityId, api.deps.mailer, publicBaseUrl(api.deps.config)));
    },
  );
}
