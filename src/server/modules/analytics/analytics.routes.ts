import { ANALYTICS_QUEUE_MAX_AGE_MS } from '../../../domain/analytics/analytics-schema';
import { analyticsEndpoints as endpoints } from '../../../domain/analytics/analytics.endpoints';
import { hasAnyRole, ROLES } from '../../../domain/auth/roles';
import { userOf, type AppInstance } from '../../http';
import { analyticsEvents } from '../../db/schema/index';
import { route } from '../../shared/http/endpoint-route';

/**
 * The analytics beacon (domain/analytics/analytics.endpoints.ts): owner agents' events are kept; anyone else's, and
 * events older than the device queue's 7 days, are dropped. Either way the answer is 204.
 */
export async function analyticsRoutes(api: AppInstance): Promise<void> {
  route(api, endpoints.events).handle(async (request) => {
    const user = userOf(request);
    if (!hasAnyRole(user.roles, [ROLES.HOUSING_OWNER_AGENT.name])) return;
    const oldest = Date.now() - ANALYTICS_QUEUE_MAX_AGE_MS;
    const rows = request.body.events
      .filter((e) => Date.parse(e.time) >= oldest)
      .map((e) => ({ userId: user.id, category: e.category, action: e.action, label: e.label ?? null, page: e.page, occurredAt: new Date(e.time) }));
    if (rows.length > 0) await api.db.insert(analyticsEvents).values(rows);
  });
}
