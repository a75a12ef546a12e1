// agent/performance and performance (issue 13): GET /mystique/v1/agent-performance?selector= (spec 002 §7).
import { z } from 'zod';
import { PERFORMANCE_REQUEST_TIMEOUT_MS } from '../../../domain/reference/limits';
import { performanceAnswerSchema } from '../../../domain/people/performance';
import type { AppInstance } from '../../http';
import { errorResponseSchema } from '../../shared/error-response';
import { errorResponses, security } from '../../shared/route-helpers';
import { runService } from '../../shared/service-context';
import { underReportTimeLimit } from '../reports/reports.service';
import { agentPerformance, performanceCache } from './performance.service';

/** Every signed-in user reads performance within their scope (the service decides the rows). */
export async function performanceRoutes(api: AppInstance): Promise<void> {
  const cache = performanceCache();
  api.get(
    '/mystique/v1/agent-performance',
    {
      config: { capability: 'signedIn' },
      schema: {
        tags: ['performance'],
        security,
        summary:
          "The sales report's columns (spec 002 §3) for the viewer's children by role (spec 001 §6), each summed over the child's team, for a sales month or a quarterly cycle. selector: JSON {view: 'agent' (100 rows a page) | 'team' (1,000), month: 'YYYY-MM', months: 1 | 3, page, agentId?}. 'Packages Activated' for Admin and owner agents; 120 s limit; cached until the end of the day except for admins; 404 'No data available under agent'",
        querystring: z.object({ selector: z.string().min(1).max(500) }),
        response: { 200: performanceAnswerSchema, ...errorResponses, 422: errorResponseSchema },
      },
    },
    async (request) => runService(api.db, request, (ctx) => underReportTimeLimit(ctx.tx, PERFORMANCE_REQUEST_TIMEOUT_MS, () => agentPerformance(ctx, cache, request.query.selector))),
  );
}
