import { allInOnePage } from '../../../domain/paging/paged';
import { CASE_ASSIGN_STATUSES, CASE_REASONS } from '../../../domain/reference/case-lists';
import { referenceEndpoints as endpoints } from '../../../domain/reference/reference.endpoints';
import type { AppInstance } from '../../http';
import { route } from '../../shared/http/endpoint-route';
import { referenceData } from './reference-data.service';

/** The reference data endpoints (domain/reference/reference.endpoints.ts). */
export async function referenceRoutes(api: AppInstance): Promise<void> {
  route(api, endpoints.referenceData).service((ctx) => referenceData(ctx));
  route(api, endpoints.caseAssignStatuses).handle(() => allInOnePage(CASE_ASSIGN_STATUSES.map((s) => ({ ...s }))));
  route(api, endpoints.caseReasons).handle(({ query }) => allInOnePage(CASE_REASONS.filter((r) => !query.reason || r.reason === query.reason).map((r) => ({ ...r }))));
}
