import { z } from 'zod';
import { ACCOUNT_LINK_SHARING_MESSAGES } from '../dynamic-properties/account-link-sharing';
import { defineEndpoints } from '../endpoints/endpoint';
import { pagedSchema } from '../paging/paged';
import { afterQuery, pageQuery } from '../paging/page-query';
import { ENTITY_ID_SEARCH_MESSAGES, VALIDATION_MESSAGES } from '../validation/messages';
import { booleanQuery, idParams, optionalId, requiredId } from '../endpoints/input-schemas';
import { assignmentPageSchema, assignmentResultSchema, markLostResultSchema, packageStatusRowSchema } from './opportunity-answers';
import { baseVersionSchema, createOpportunityBody, markLostBody, updateOpportunityBody } from './opportunity-inputs';
import { opportunityListSchema } from './opportunity-list-row';
import { opportunityPageSchema, renewalSummarySchema } from './opportunity-views';
import { opportunityRoutes } from './opportunities.paths';

/** Each lists the session cookie and the failure answers in the OpenAPI document. */
const documentFailures = true;
const MAX_REPORT_IDS = 100;

/** '1,2,3' → [1, 2, 3]; each must be a positive id; at most 100. */
const idList = z
  .string({ error: VALIDATION_MESSAGES.required })
  .trim()
  .min(1, VALIDATION_MESSAGES.required)
  .transform((text, ctx) => {
    const parts = text.split(',').map((p) => p.trim()).filter(Boolean);
    if (parts.some((p) => !/^[1-9]\d{0,9}$/.test(p))) {
      ctx.addIssue({ code: 'custom', message: ENTITY_ID_SEARCH_MESSAGES.invalidDigit });
      return z.NEVER;
    }
    if (parts.length > MAX_REPORT_IDS) {
      ctx.addIssue({ code: 'custom', message: ENTITY_ID_SEARCH_MESSAGES.tooManyIds });
      return z.NEVER;
    }
    return [...new Set(parts.map(Number))];
  });

/** Opportunities (spec 000 §7): create, update, page, mark as lost, lists, owner changes and the payment-link reshare. */
export const opportunityEndpoints = defineEndpoints({ tags: ['opportunities'], documentFailures, capability: 'sell' }, {
  create: {
    method: 'POST',
    path: '/sapna/v1/opportunity',
    summary: 'Create an opportunity (owner: the caller; status 1; kind defaults from the account client type)',
    body: createOpportunityBody,
    response: opportunityPageSchema,
  },
  update: {
    method: 'PUT',
    path: '/sapna/v1/opportunity/:id',
    summary: 'Update name, type, city, status or broker stage (status and stage refuse a stale baseVersion)',
    params: idParams,
    body: updateOpportunityBody,
    response: opportunityPageSchema,
  },
  page: {
    method: 'GET',
    path: '/sapna/v3/opportunity-page/:id',
    capability: 'readSales',
    summary: 'The opportunity page: details, money figures, package and product mappings',
    params: idParams,
    query: z.object({ fetchPrevOpportunitiesDetails: booleanQuery() }),
    response: opportunityPageSchema,
  },
  markLost: {
    method: 'POST',
    path: '/sapna/v1/markOpportunityAsLost',
    summary: 'Mark as lost (status 6) with a reason, optionally creating a child opportunity',
    body: markLostBody,
    response: markLostResultSchema,
  },
  search: {
    ...opportunityRoutes.search,
    capability: 'readSales',
    trustedResponse: true,
    summary: 'Opportunities in scope, newest id first, 10 a page (mine=true: my-opportunities)',
    query: z.object({
      q: z.string().trim().max(100).optional().describe('Words of the name (each word typed starts one of its words), or the opportunity id'),
      statusId: optionalId(),
      bucket: z.enum(['open', 'closed', 'lost'], { error: 'Bucket must be open, closed or lost.' }).optional(),
      ownerId: optionalId(),
      accountId: optionalId(),
      mine: booleanQuery(),
      discount: z.enum(['rejected'], { error: 'Discount must be rejected.' }).optional().describe('rejected: a package’s discount was rejected and not sent again'),
      ...pageQuery,
      ...afterQuery,
    }),
    response: opportunityListSchema,
  },
  renewalReport: {
    method: 'GET',
    path: '/sapna/v1/report/opportunity',
    capability: 'readSales',
    summary: 'Renewal alert and renewal tag per opportunity (ids outside scope are left out)',
    query: z.object({ opportunityIds: idList }),
    response: z.array(renewalSummarySchema),
  },
  packagesInStatus: {
    method: 'GET',
    path: '/sapna/v2/opportunity',
    capability: 'readSales',
    summary: 'Package mappings in scope with the given package status, newest first',
    query: z.object({ packageStatusTypeId: requiredId(), ...pageQuery, ...afterQuery }),
    response: pagedSchema(packageStatusRowSchema),
  },
  changePackageStatus: {
    method: 'PUT',
    path: '/sapna/v1/package-status/change-status/:id',
    summary: 'Change the package status of one package mapping',
    params: idParams,
    body: z.object({ statusId: requiredId() }),
    response: z.object({ opportunityPackageMappingId: z.number().int(), statusId: z.number().int(), statusName: z.string() }),
  },
  autoAssign: {
    method: 'PUT',
    path: '/sapna/v3/opportunity/autoassign/:id',
    summary: "Assign to the least-loaded active agent of the account agent's team",
    params: idParams,
    body: z.object({ baseVersion: baseVersionSchema }).nullish(),
    response: assignmentResultSchema,
  },
  reassign: {
    method: 'PUT',
    path: '/sapna/v1/opportunity/reassign/:id',
    summary: 'Reassign to an active agent of the caller’s scope (others’ opportunities: team leaders, managers, admins)',
    params: idParams,
    body: z.object({ ownerId: requiredId(), baseVersion: baseVersionSchema }),
    response: assignmentResultSchema,
  },
  assignmentPage: {
    method: 'GET',
    path: '/sapna/v1/opportunity/assignment-page/:id',
    capability: 'readSales',
    summary: 'The assignment page: opportunity, current owner, candidate agents with open-opportunity counts',
    params: idParams,
    response: assignmentPageSchema,
  },
  resharePaymentLink: {
    method: 'GET',
    path: '/sapna/v2/opportunity/reshare-payment-link',
    // The spec's GET mails the customer: only the console's own request may (request defence, issue 56).
    sideEffect: true,
    capability: 'shareAccountLink',
    refusal: ACCOUNT_LINK_SHARING_MESSAGES.role,
    summary: 'Mail the payment request, with its payment link, again to the opportunity’s primary contact',
    query: z.object({ opportunityId: requiredId() }),
    response: z.object({ message: z.string(), sentTo: z.string(), link: z.string() }),
  },
});
