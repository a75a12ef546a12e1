// GET and PUT user activity (spec 000 §7): today's first and last activity of the signed-in user.
import { userEndpoints as endpoints, type DayActivity as DayActivityView } from '../../../domain/users/users.endpoints';
import { userOf, type AppInstance } from '../../http';
import { route } from '../../shared/http/endpoint-route';
import { activityOfDay, recordActivity, type DayActivity } from './activity.repo';

function present(day: DayActivity): DayActivityView {
  return {
    date: day.date,
    firstActivityAt: day.firstActivityAt?.toISOString() ?? null,
    lastActivityAt: day.lastActivityAt?.toISOString() ?? null,
    lastActivity: day.lastActivity,
  };
}

/** The activity endpoints (domain/users/users.endpoints.ts). */
export async function activityRoutes(api: AppInstance): Promise<void> {
  route(api, endpoints.activity).handle(async (request) => present(await activityOfDay(api.db, userOf(request).id, new Date())));
  route(api, endpoints.recordActivity).handle(async (request) =>
    present(await recordActivity(api.db, userOf(request).id, request.body?.activity || undefined, new Date())),
  );
}
