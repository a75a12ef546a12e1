import type { AppInstance } from '../../http';
import { runService } from '../../shared/service-context';
import { referenceData } from './reference-data.service';
import { referenceDataSchema } from '../../../domain/reference/reference-data';
import { CASE_ASSIGN_STATUSES, CASE_REASONS, caseAssignStatusSchema, caseReasonQuerySchema, caseReasonSchema } from '../../../domain/reference/case-lists';
import { allInOnePage, pagedSchema } from '../../../domain/paging/paged';

export async function referenceRoutes(api: AppInstance): Promise<void> {
  api.get(
    '/sapna/v1/reference-data',
    {
      schema: {
        tags: ['reference'],
        summary: 'Reference lists (payment modes and statuses, termsheet, opportunity and account statuses, client types, activity types, cities, ...)',
        response: { 200: referenceDataSchema },
      },
    },
    async (request) => runService(api.db, request, (ctx) => referenceData(ctx)),
  );

  api.get(
    '/mystique/v1/reference-data/case-assign-status',
    { schema: { tags: ['reference'], summary: 'Case-assign statuses (calling); every signed-in user', response: { 200: pagedSchema(caseAssignStatusSchema) } } },
    async () => allInOnePage(CASE_ASSIGN_STATUSES.map((s) => ({ ...s }))),
  );

  api.get(
    '/mystique/v1/reference-data/case-reasons',
    {
      schema: {
        tags: ['reference'],
        summary: 'Case reasons, all or filtered by reason (Login Activity, Call Activity Logging, No Ozonetel Callback); another reason is a 400',
        querystring: caseReasonQuerySchema,
        response: { 200: pagedSchema(caseReasonSchema) },
      },
    },
    async (request) => allInOnePage(CASE_REASONS.filter((r) => !request.query.reason || r.reason === request.query.reason).map((r) => ({ ...r }))),
  );
}
