import { incentiveEndpoints as endpoints } from '../../../domain/incentives/incentives.endpoints';
import type { AppInstance } from '../../http';
import { attachmentHeader } from '../../lib/csv/stream-csv';
import { route } from '../../shared/http/endpoint-route';
import { requestContext } from '../../shared/http/service-context';
import * as setup from './incentive-setup.service';
import * as service from './incentives.service';

/** Incentives (domain/incentives/incentives.endpoints.ts): every route needs `incentives`; the service decides the rest. */
export async function incentivesRoutes(api: AppInstance): Promise<void> {
  route(api, endpoints.rules).service((ctx, { query }) => setup.listRules(ctx, query.history));
  route(api, endpoints.createRule).service((ctx, { body }) => setup.createRule(ctx, body));
  route(api, endpoints.updateRule).service((ctx, { params, body }) => setup.updateRule(ctx, params.id, body));
  route(api, endpoints.participantCategories).service((ctx) => setup.participantCategories(ctx));
  route(api, endpoints.slabs).service((ctx, { query }) => setup.listSlabs(ctx, query.history));
  route(api, endpoints.createSlab).service((ctx, { body }) => setup.createSlab(ctx, body));
  route(api, endpoints.updateSlab).service((ctx, { params, body }) => setup.updateSlab(ctx, params.id, body));
  route(api, endpoints.cycles).service((ctx, { query }) => setup.recentCycles(ctx, query.count));
  route(api, endpoints.targets).service((ctx, { query }) => setup.listTargets(ctx, query.cycleId));
  route(api, endpoints.setTarget).service((ctx, { body }) => setup.setTarget(ctx, body));
  route(api, endpoints.updateTarget).service((ctx, { params, body }) => setup.updateTarget(ctx, params.id, body));
  route(api, endpoints.byCycle).service((ctx, { params }) => service.incentivesByCycle(ctx, params.cycleId));
  route(api, endpoints.details).service((ctx, { params }) => service.incentiveDetails(ctx, params.id));
  route(api, endpoints.update).service((ctx, { params, body }) => service.updateIncentive(ctx, params.id, body));
  route(api, endpoints.bulkUpdate).service((ctx, { body }) => service.bulkUpdateIncentives(ctx, body));
  route(api, endpoints.calculate).service((ctx, { params }) => service.calculateCycle(ctx, params.cycleId));
  route(api, endpoints.csv).handle(async (request, reply) => {
    const prepared = await api.db.transaction(async (tx) => service.prepareIncentiveCsv(await requestContext(tx, request), request.query.cycleId));
    return reply
      .header('content-type', 'text/csv; charset=utf-8')
      .header('content-disposition', attachmentHeader(`incentives-${prepared.cycle.startDate}-${prepared.cycle.endDate}.csv`))
      .send(prepared.stream(api.db));
  });
}
