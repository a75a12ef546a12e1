// Calling (issue 13; paths ours under the spec's prefixes, spec 001 §7 and 002 §7 name the calls): calling queues,
// pulls, dialing through the telephony provider and its webhook, call outcomes, shares, sac/soc key-search.
import { z } from 'zod';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  callOutcomeInputSchema,
  callViewSchema,
  caseViewSchema,
  CASE_TYPES,
  dialInputSchema,
  linkShareInputSchema,
  messageSchema,
  dialAnswerSchema,
  outcomeAnswerSchema,
  pullAnswerSchema,
  packageShareInputSchema,
  pullInputSchema,
  QUEUE_KINDS,
  queueViewSchema,
  selectorQuerySchema,
} from '../../../domain/calling/calling';
import { pagedSchema } from '../../../domain/paging/paged';
import type { AppInstance } from '../../http';
import { errorResponseSchema } from '../../shared/error-response';
import { errorResponses, security } from '../../shared/route-helpers';
import { idParam } from '../../shared/route-params';
import { runService } from '../../shared/service-context';
import { applyWebhook, callingQueue, dialCase, getCall, keySearch, logCallOutcome, pullCase, shareLink, sharePackage, type CallingDeps } from './calling.service';
import { parseWeights, simulatedProvider, type TelephonyProvider } from './telephony';

const tags = ['calling'];
const failures = { ...errorResponses, 422: errorResponseSchema };
const idParams = z.object({ id: idParam() });
const WEBHOOK_PATH = '/mystique/v1/telephony/webhook';

export async function callingRoutes(api: AppInstance): Promise<void> {
  const t = api.deps.config.telephony;
  const webhookUrl = `${api.prefix}${WEBHOOK_PATH}/simulated`;
  const provider: TelephonyProvider = simulatedProvider({
    secret: t.webhookSecret,
    delayMs: t.simDelayMs < 0 ? -1 : Math.max(20, t.simDelayMs),
    seed: t.simSeed,
    weights: parseWeights(t.simWeights),
    // The simulated provider calls our own webhook route, through the same checks a real provider's request meets.
    deliver: async (headers, rawBody) => {
      await api.inject({ method: 'POST', url: webhookUrl, headers, payload: rawBody });
    },
  });
  const deps: CallingDeps = { provider, callerId: t.callerId, callStatusTimeoutMs: t.callStatusTimeoutMs };
  api.addHook('onClose', async () => provider.close());

  api.get(
    '/mystique/v1/calling-queue',
    {
      schema: {
        tags,
        security,
        summary: "The agent's owner or tenant calling queue: cases waiting, and the agent's own cases in progress (numbers in full: the dialing screen)",
        querystring: z.object({ kind: z.enum(QUEUE_KINDS) }),
        response: { 200: queueViewSchema, ...failures },
      },
    },
    async (request) => runService(api.db, request, (ctx) => callingQueue(ctx, request.query.kind)),
  );

  api.post(
    '/mystique/v1/calling-queue/pull',
    {
      schema: {
        tags,
        security,
        summary: "Pulls the next case of the queue to the agent (prioritised first when the owner sales config says so); 404 'No opportunity available to pull'",
        body: pullInputSchema,
        response: { 200: pullAnswerSchema, ...failures },
      },
    },
    async (request) => runService(api.db, request, (ctx) => pullCase(ctx, request.body.kind)),
  );

  api.post(
    '/mystique/v1/cases/:id/call',
    {
      schema: {
        tags,
        security,
        summary: "Dials the case's contact, or a typed 10-digit number, through the telephony provider ('Call initiated successfully')",
        params: idParams,
        body: dialInputSchema.default({}),
        response: { 200: dialAnswerSchema, ...failures },
      },
    },
    async (request) => runService(api.db, request, (ctx) => dialCase(ctx, deps, request.params.id, request.body)),
  );

  api.get(
    '/mystique/v1/calls/:id',
    {
      schema: {
        tags,
        security,
        summary: "A call's live status; with no final event after 420,000 ms it is closed as no callback ('No Ozonetel Callback')",
        params: idParams,
        response: { 200: callViewSchema, ...failures },
      },
    },
    async (request) => runService(api.db, request, (ctx) => getCall(ctx, deps, request.params.id)),
  );

  api.post(
    '/mystique/v1/calls/:id/outcome',
    {
      schema: {
        tags,
        security,
        summary: 'Logs the call outcome (12, 13, 279, 374, 375) once, as a Call comment on the case’s account',
        params: idParams,
        body: callOutcomeInputSchema,
        response: { 200: outcomeAnswerSchema, ...failures },
      },
    },
    async (request) => runService(api.db, request, (ctx) => logCallOutcome(ctx, deps, request.params.id, request.body)),
  );

  api.post(
    '/mystique/v1/cases/:id/package-share',
    {
      schema: { tags, security, summary: "Shares a package's details with the case's contact", params: idParams, body: packageShareInputSchema, response: { 200: messageSchema, ...failures } },
    },
    async (request) => runService(api.db, request, (ctx) => sharePackage(ctx, request.params.id, request.body.packageId)),
  );

  api.post(
    '/mystique/v1/cases/:id/link-share',
    {
      schema: { tags, security, summary: "Shares a payment link with the case's contact", params: idParams, body: linkShareInputSchema, response: { 200: messageSchema, ...failures } },
    },
    async (request) => runService(api.db, request, (ctx) => shareLink(ctx, request.params.id, request.body.link)),
  );

  for (const [path, caseTypeId] of [
    ['/mystique/v1/soc/key-search', CASE_TYPES.SOC],
    ['/mystique/v1/sac/key-search', CASE_TYPES.SAC],
  ] as const) {
    api.get(
      path,
      {
        // Case search reads cases in scope: whoever reads sales (the migration screen's managers, read-only roles).
        config: { capability: 'readSales' },
        schema: {
          tags,
          security,
          summary: `${caseTypeId} cases by a selector (JSON: { filters: [{ key, values: [...] }], page, size ≤ 100 }); numbers masked`,
          querystring: selectorQuerySchema,
          response: { 200: pagedSchema(caseViewSchema), ...failures },
        },
      },
      async (request) => runService(api.db, request, (ctx) => keySearch(ctx, caseTypeId, request.query.selector)),
    );
  }

  // The provider's webhook: no session (the signature is the credential); the raw body is what is signed.
  await api.register(async (plain) => {
    const scope = plain.withTypeProvider<ZodTypeProvider>();
    const raw = new WeakMap<object, string>();
    scope.addContentTypeParser('application/json', { parseAs: 'string', bodyLimit: 64 * 1024 }, (request, body, done) => {
      raw.set(request, String(body));
      try {
        done(null, JSON.parse(String(body)) as unknown);
      } catch {
        done(null, {});
      }
    });
    scope.post(
      `${WEBHOOK_PATH}/:provider`,
      {
        // The provider's servers call it (no browser): its HMAC signature is the defence, not the console's origin.
        config: { public: true, serverToServer: true },
        schema: {
          tags,
          summary: 'Telephony provider events (HMAC-SHA256 signature over "timestamp.body"): applied once per event id; 401 bad signature or stale timestamp; 404 unknown call',
          params: z.object({ provider: z.string().max(40) }),
          response: { 200: z.object({ applied: z.number().int(), duplicates: z.number().int() }), ...failures },
        },
      },
      async (request) => {
        if (request.params.provider !== provider.name) throw Object.assign(new Error('Unknown provider'), { statusCode: 404 });
        const rawBody = raw.get(request) ?? '';
        return applyWebhook(api.db, provider, { headers: request.headers, rawBody }, new Date());
      },
    );
  });
}
