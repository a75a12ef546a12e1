import { z } from 'zod';
import { defineEndpoints, type EndpointEntry } from '../endpoints/endpoint';
import { errorResponseSchema, failureAnswers } from '../endpoints/failures';
import { idParam } from '../endpoints/params';
import { pagedSchema } from '../paging/paged';
import {
  callOutcomeInputSchema,
  callViewSchema,
  campaignInputSchema,
  campaignViewSchema,
  caseViewSchema,
  CASE_TYPES,
  dialAnswerSchema,
  dialInputSchema,
  linkShareInputSchema,
  messageSchema,
  outcomeAnswerSchema,
  packageShareInputSchema,
  pullAnswerSchema,
  pullInputSchema,
  QUEUE_KINDS,
  queueViewSchema,
  reassignInputSchema,
  selectorQuerySchema,
  uploadReportSchema,
  type CaseTypeId,
} from './calling';

const tags = ['calling'];
/** The calling routes document a 422 beside the usual failures. */
const unprocessable = failureAnswers(422);
const idParams = z.object({ id: idParam() });

/** The provider's webhook path; `/:provider` names the provider (the simulated one calls `/simulated`). */
export const TELEPHONY_WEBHOOK_PATH = '/mystique/v1/telephony/webhook';

/** Case search reads cases in scope: whoever reads sales (the migration screen's managers, read-only roles). */
const keySearch = (path: string, caseTypeId: CaseTypeId) =>
  ({
    method: 'GET',
    path,
    capability: 'readSales',
    summary: `${caseTypeId} cases by a selector (JSON: { filters: [{ key, values: [...] }], page, size ≤ 100 }); numbers masked`,
    query: selectorQuerySchema,
    response: pagedSchema(caseViewSchema),
  }) satisfies EndpointEntry;

/**
 * Calling (issue 13; paths ours under the spec's prefixes, spec 001 §7 and 002 §7 name the calls): calling queues,
 * pulls, dialing through the telephony provider and its webhook, call outcomes, shares, sac/soc key-search. Queues,
 * calls and case searches are read by whoever reads sales (numbers masked outside the dialing agent); telesales
 * agents pull, dial and log outcomes; the webhook is public (its signature is the credential).
 */
export const callingEndpoints = defineEndpoints({ tags, documentFailures: true, failures: unprocessable }, {
  queue: {
    method: 'GET',
    path: '/mystique/v1/calling-queue',
    capability: 'readSales',
    summary: "The agent's owner or tenant calling queue: cases waiting, and the agent's own cases in progress (numbers in full: the dialing screen)",
    query: z.object({ kind: z.enum(QUEUE_KINDS) }),
    response: queueViewSchema,
  },
  pull: {
    method: 'POST',
    path: '/mystique/v1/calling-queue/pull',
    capability: 'telesales',
    summary: "Pulls the next case of the queue to the agent (prioritised first when the owner sales config says so); 404 'No opportunity available to pull'",
    body: pullInputSchema,
    response: pullAnswerSchema,
  },
  dial: {
    method: 'POST',
    path: '/mystique/v1/cases/:id/call',
    capability: 'telesales',
    summary: "Dials the case's contact, or a typed 10-digit number, through the telephony provider ('Call initiated successfully')",
    params: idParams,
    body: dialInputSchema.default({}),
    response: dialAnswerSchema,
  },
  call: {
    method: 'GET',
    path: '/mystique/v1/calls/:id',
    capability: 'readSales',
    summary: "A call's live status; with no final event after 420,000 ms it is closed as no callback ('No Ozonetel Callback')",
    params: idParams,
    response: callViewSchema,
  },
  outcome: {
    method: 'POST',
    path: '/mystique/v1/calls/:id/outcome',
    capability: 'telesales',
    summary: 'Logs the call outcome (12, 13, 279, 374, 375) once, as a Call comment on the case’s account',
    params: idParams,
    body: callOutcomeInputSchema,
    response: outcomeAnswerSchema,
  },
  packageShare: {
    method: 'POST',
    path: '/mystique/v1/cases/:id/package-share',
    capability: 'telesales',
    summary: "Shares a package's details with the case's contact",
    params: idParams,
    body: packageShareInputSchema,
    response: messageSchema,
  },
  linkShare: {
    method: 'POST',
    path: '/mystique/v1/cases/:id/link-share',
    capability: 'telesales',
    summary: "Shares a payment link with the case's contact",
    params: idParams,
    body: linkShareInputSchema,
    response: messageSchema,
  },
  socKeySearch: keySearch('/mystique/v1/soc/key-search', CASE_TYPES.SOC),
  sacKeySearch: keySearch('/mystique/v1/sac/key-search', CASE_TYPES.SAC),
  webhook: {
    method: 'POST',
    path: `${TELEPHONY_WEBHOOK_PATH}/:provider`,
    // The provider's servers call it (no browser): its HMAC signature is the defence, not the console's origin.
    public: true,
    serverToServer: true,
    documentFailures: false,
    summary: 'Telephony provider events (HMAC-SHA256 signature over "timestamp.body"): applied once per event id; 401 bad signature or stale timestamp; 404 unknown call',
    failures: { ...failureAnswers(400, 401, 403, 404, 409), ...unprocessable },
    params: z.object({ provider: z.string().max(40) }),
    response: z.object({ applied: z.number().int(), duplicates: z.number().int() }),
  },
});

const campaignTags = ['campaigns'];

/** campaign-module (issue 13; spec 001 §7, 002 §7): agent campaigns and the Manual campaign's CSV upload. Teams only. */
export const campaignEndpoints = defineEndpoints({ tags: campaignTags, documentFailures: true, failures: unprocessable, capability: 'teams' }, {
  list: {
    method: 'GET',
    path: '/mystique/v1/agent-campaign',
    summary: 'Campaigns of the brand with their agents, cases and CSV totals',
    response: z.array(campaignViewSchema),
  },
  definition: {
    method: 'GET',
    path: '/mystique/v1/agent-campaign/definition',
    summary: 'What a campaign may filter on (campaignDefinitionFilter keys and values), its case types and campaign types',
    response: z.object({
      caseTypeIds: z.array(z.string()),
      types: z.array(z.string()),
      filters: z.array(z.object({ key: z.string(), label: z.string(), values: z.array(z.union([z.string(), z.number(), z.boolean()])) })),
    }),
  },
  save: {
    method: 'POST',
    path: '/mystique/v1/agent-campaign',
    summary:
      "Creates a Normal or Manual Rechurn campaign ('Successfully created new campaign'), or with an id updates it ('Campaigns Updated'); agents are kept only when they are owner agents without admin roles",
    body: campaignInputSchema,
    response: z.object({ message: z.string(), campaign: campaignViewSchema }),
  },
  remove: {
    method: 'DELETE',
    path: '/mystique/v1/agent-campaign',
    summary: "Deletes a campaign ('Successfully deleted campaign'); its cases stay",
    query: z.object({ id: idParam() }),
    response: z.object({ message: z.string() }),
  },
  /** Multipart (name, startDate, agentIds, then the file mFile): the route reads the parts itself. */
  uploadManual: {
    method: 'POST',
    path: '/mystique/v1/agent-campaign/manual-campaign',
    summary:
      "A Manual campaign from a CSV of owner case ids (multipart: name, startDate, agentIds comma list, file mFile with header caseId) ('Campaign Added' with rows, accepted, rejected); a wrong header or non-case ids: 422 with the per-row report, nothing created",
    consumes: ['multipart/form-data'],
    failures: { 422: errorResponseSchema.extend({ report: uploadReportSchema.optional() }), ...failureAnswers(413, 415) },
    response: z.object({ message: z.string(), campaign: campaignViewSchema, report: uploadReportSchema }),
  },
});

/** migration-of-agents-cases (path ours, spec 001 §7 names the call): teams move owner cases between agents. */
export const caseMigrationEndpoints = defineEndpoints({ tags, documentFailures: true, failures: unprocessable, capability: 'teams' }, {
  caseAgents: {
    method: 'GET',
    path: '/mystique/v1/owner-case/agents',
    summary: "The agents of the user's scope with their open owner cases",
    response: z.array(
      z.object({
        id: z.number().int(),
        name: z.string(),
        active: z.boolean(),
        ownerAgent: z.boolean().describe('Holds the Housing Owner Agent role: may take owner cases when active'),
        openOwnerCases: z.number().int(),
      }),
    ),
  },
  reassignOwnerCases: {
    method: 'PUT',
    path: '/mystique/v1/owner-case/reassign',
    summary:
      "Moves owner cases from oldAgent to newAgent (all open ones, or ownerCaseIds) in one transaction with an audit row each ('Owner Cases migrated successfully'; 422 'Failed to assign accounts!' naming the refused ids, nothing moved)",
    body: reassignInputSchema,
    response: z.object({ message: z.string(), moved: z.number().int(), caseIds: z.array(z.number().int()) }),
  },
});
