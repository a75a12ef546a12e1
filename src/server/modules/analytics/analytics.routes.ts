import { z } from 'zod';
import { ANALYTICS_QUEUE_MAX_AGE_MS, analyticsBatchSchema } from '../../../domain/analytics/analytics-schema';
import { hasAnyRole, ROLES } from '../../../domain/auth/roles';
import { userOf, type AppInstance } from '../../http';
import { analyticsEvents } from '../../db/schema/index';
import { errorResponses, security } from '../../shared/http/route-helpers';

/**
 * POST /sapna/v1/analytics/events (spec 000 §9; the path is ours): a batch of events of the signed-in user. Owner
 * agents' events are kept; anyone else's are dropped with 204 (owner-CRM events are for owner agents only), as are
 * events older than the device queue's 7 days. The body is also accepted as text/plain (navigator.sendBeacon).
 */
export async function analyticsRoutes(api: AppInstance): Promise<void> {
  api.addContentTypeParser('text/plain', { parseAs: 'string', bodyLimit: 256 * 1024 }, (_request, body, done) => {
    try {
      done(null, JSON.parse(body as string));
    } catch {
      const error = new Error('The body is not JSON.') as Error & { statusCode: number };
      error.statusCode = 400;
      done(error, undefined);
    }
  });

  api.post(
    '/sapna/v1/analytics/events',
    {
      // Sending analytics is not a change to the business: read-only users' beacons are simply dropped.
      config: { allowReadOnly: true },
      schema: { tags: ['analytics'], security, summary: 'Record a batch of analytics events (owner agents; others dropped with 204)', body: analyticsBatchSchema, response: { 204: z.null().describe('Recorded, or dropped (not an owner agent, or older than 7 days)'), ...errorResponses } },
    },
    async (request, reply) => {
      const user = userOf(request);
      if (!hasAnyRole(user.roles, [ROLES.HOUSING_OWNER_AGENT.name])) return reply.code(204).send(null);
      const oldest = Date.now() - ANALYTICS_QUEUE_MAX_AGE_MS;
      const rows = request.body.events
        .filter((e) => Date.parse(e.time) >= oldest)
        .map((e) => ({ userId: user.id, category: e.category, action: e.action, label: e.label ?? null, page: e.page, occurredAt: new Date(e.time) }));
      if (rows.length > 0) await api.db.insert(analyticsEvents).values(rows);
      return reply.code(204).send(null);
    },
  );
}
