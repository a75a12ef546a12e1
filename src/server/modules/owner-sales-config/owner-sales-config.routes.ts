import {
  ownerSalesConfigInputSchema,
  ownerSalesConfigViewSchema,
  ownerSalesOfferViewSchema,
  packagePricesQuerySchema,
  type OwnerSalesAudience,
} from '../../../domain/owner-sales-config/owner-sales-config';
import { allInOnePage, pagedSchema } from '../../shared/paged';
import type { AppInstance } from '../../http';
import { runService } from '../../shared/service-context';
import { ownerSalesConfig, packagePrices, saveOwnerSalesConfig } from './owner-sales-config.service';

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

  for (const [path, audience] of [
    ['/sapna/v1/owner-package-prices', 'OWNER'],
    ['/sapna/v1/tenant-package-prices', 'TENANT'],
  ] as const satisfies readonly (readonly [string, OwnerSalesAudience])[]) {
    api.get(
      path,
      {
        schema: {
          tags,
          summary: `Packages offered to ${audience === 'OWNER' ? 'owners' : 'tenants'} with their city's price (the city-wide price row, else the package's price); optionally one cityId and listingType (BUY or RENT)`,
          querystring: packagePricesQuerySchema,
          response: { 200: pagedSchema(ownerSalesOfferViewSchema) },
        },
      },
      async (request) => allInOnePage(await runService(api.db, request, (ctx) => packagePrices(ctx, audience, request.query))),
    );
  }
}
