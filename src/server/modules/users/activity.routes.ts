// GET and PUT user activity (spec 000 §7): today's first and last activity of the signed-in user.
import { z } from 'zod';
import { userOf, type AppInstance } from '../../http';
import { errorResponseSchema } from '../../shared/error-response';
import { activityOfDay, recordActivity, type DayActivity } from './activity.repo';

const activitySchema = z.object({
  date: z.string().describe('The Asia/Kolkata calendar day (YYYY-MM-DD)'),
  firstActivityAt: z.string().nullable(),
  lastActivityAt: z.string().nullable(),
  lastActivity: z.string().nullable(),
});

function present(day: DayActivity) {
  return {
    date: day.date,
    firstActivityAt: day.firstActivityAt?.toISOString() ?? null,
    lastActivityAt: day.lastActivityAt?.toISOString() ?? null,
    lastActivity: day.lastActivity,
  };
}

export async function activityRoutes(api: AppInstance): Promise<void> {
  api.get(
    '/user/activity',
    {
      schema: {
        tags: ['users'],
        summary: 'Today’s first and last activity of the signed-in user',
        security: [{ session: [] }],
        response: { 200: activitySchema, 401: errorResponseSchema, 403: errorResponseSchema },
      },
    },
    async (request) => present(await activityOfDay(api.db, userOf(request).id, new Date())),
  );

  api.put(
    '/user/activity',
    {
      // Every signed-in user's own working day, read-only users included.
      config: { allowReadOnly: true },
      schema: {
        tags: ['users'],
        summary: 'Record activity now (first activity of the day if none yet)',
        security: [{ session: [] }],
        // No body at all (Fastify gives null) records activity without changing its description.
        body: z.object({ activity: z.string().trim().max(200).optional() }).nullish(),
        response: { 200: activitySchema, 400: errorResponseSchema, 401: errorResponseSchema, 403: errorResponseSchema },
      },
    },
    async (request) => present(await recordActivity(api.db, userOf(request).id, request.body?.activity || undefined, new Date())),
  );
}
