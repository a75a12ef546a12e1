// agent/performance and performance (issue 13): GET /mystique/v1/agent-performance?selector= (spec 002 §7).
import { peopleEndpoints } from '../../../domain/people/people.endpoints';
import { PERFORMANCE_REQUEST_TIMEOUT_MS } from '../../../domain/reference/limits';
import type { AppInstance } from '../../http';
import { route } from '../../shared/http/endpoint-route';
import { underReportTimeLimit } from '../reports/reports.service';
import { agentPerformance, performanceCache } from './performance.service';

/** Every signed-in user reads performance within their scope (the service decides the rows). */
export async function performanceRoutes(api: AppInstance): Promise<void> {
  const cache = performanceCache();
  route(api, peopleEndpoints.performance).service((ctx, { query }) =>
    underReportTimeLimit(ctx.tx, PERFORMANCE_REQUEST_TIMEOUT_MS, () => agentPerformance(ctx, cache, query.selector)),
  );
}
