import type { AppInstance } from '../../http';
import { runService } from '../../shared/service-context';
import { referenceData } from './reference-data.service';
import { referenceDataSchema } from '../../../domain/reference/reference-data';

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
}
