import { ownerSalesConfigInputSchema, ownerSalesConfigViewSchema } from '../../../domain/owner-sales-config/owner-sales-config';
import type { AppInstance } from '../../http';
import { runService } from '../../shared/service-context';
import { ownerSalesConfig, saveOwnerSalesConfig } from './owner-sales-config.service';

export async function ownerSalesConfigRoutes(api: AppInstance): Promise<void> {
  const tags = ['owner-sales-config'];
  api.get(
    '/mystique/v1/owner-sales-config',
    {
      schema: {
        tags,
        summary: 'Owner and tenant telesales configuration: packages offered per city with prices, prioritised pull, sent-link queue stage 98 / caseSubType 13',
        response: { 200: ownerSalesConfigViewSchema },
      },
    },
    async (request) => runService(api.db, request, (ctx) => ownerSalesConfig(ctx)),
  );
  api.put(
    '/mystique/v1/owner-sales-config',
    {
      schema: {
        tags,
        summary:
          'Replace the configuration (teams capability). Offered packages must exist (404), be active, be Telesales or Both, Field Assistance only on rent (422)',
        body: ownerSalesConfigInputSchema,
        response: { 200: ownerSalesConfigViewSchema },
      },
    },
    async (request) => runService(api.db, request, (ctx) => saveOwnerSalesConfig(ctx, request.body)),
  );
}
