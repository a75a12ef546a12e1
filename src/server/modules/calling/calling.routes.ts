// Calling (issue 13; paths ours under the spec's prefixes, spec 001 §7 and 002 §7 name the calls): calling queues,
// pulls, dialing through the telephony provider and its webhook, call outcomes, shares, sac/soc key-search.
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { callingEndpoints as endpoints, TELEPHONY_WEBHOOK_PATH } from '../../../domain/calling/calling.endpoints';
import { CASE_TYPES } from '../../../domain/calling/calling';
import type { AppInstance } from '../../http';
import { route } from '../../shared/http/endpoint-route';
import { applyWebhook, callingQueue, dialCase, getCall, keySearch, logCallOutcome, pullCase, shareLink, sharePackage, type CallingDeps } from './calling.service';
import { parseWeights, simulatedProvider, type TelephonyProvider } from './telephony';

/** The calling endpoints (domain/calling/calling.endpoints.ts). */
export async function callingRoutes(api: AppInstance): Promise<void> {
  const t = api.deps.config.telephony;
  const webhookUrl = `${api.prefix}${TELEPHONY_WEBHOOK_PATH}/simulated`;
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

  route(api, endpoints.queue).service((ctx, { query }) => callingQueue(ctx, query.kind));
  route(api, endpoints.pull).service((ctx, { body }) => pullCase(ctx, body.kind));
  route(api, endpoints.dial).service((ctx, { params, body }) => dialCase(ctx, deps, params.id, body));
  route(api, endpoints.call).service((ctx, { params }) => getCall(ctx, deps, params.id));
  route(api, endpoints.outcome).service((ctx, { params, body }) => logCallOutcome(ctx, deps, params.id, body));
  route(api, endpoints.packageShare).service((ctx, { params, body }) => sharePackage(ctx, params.id, body.packageId));
  route(api, endpoints.linkShare).service((ctx, { params, body }) => shareLink(ctx, params.id, body.link));
  route(api, endpoints.socKeySearch).service((ctx, { query }) => keySearch(ctx, CASE_TYPES.SOC, query.selector));
  route(api, endpoints.sacKeySearch).service((ctx, { query }) => keySearch(ctx, CASE_TYPES.SAC, query.selector));

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
    route(scope, endpoints.webhook).handle(async (request) => {
      if (request.params.provider !== provider.name) throw Object.assign(new Error('Unknown provider'), { statusCode: 404 });
      const rawBody = raw.get(request) ?? '';
      return applyWebhook(api.db, provider, { headers: request.headers, rawBody }, new Date());
    });
  });
}
