import { defineEndpoints, type EndpointEntry } from '../endpoints/endpoint';
import { pagedSchema } from '../paging/paged';
import { ownerSalesConfigInputSchema, ownerSalesConfigViewSchema, ownerSalesOfferViewSchema, packagePricesQuerySchema, type OwnerSalesAudience } from './owner-sales-config';


/** The packages offered to an audience with their city's price: every signed-in user reads (telesales pitch them). */
const packagePrices = <const P extends string>(path: P, audience: OwnerSalesAudience) =>
  ({
    method: 'GET',
    path,
    summary: `Packages offered to ${audience === 'OWNER' ? 'owners' : 'tenants'} with their city's price (the city-wide price row, else the package's price); optionally one cityId and listingType (BUY or RENT)`,
    query: packagePricesQuerySchema,
    response: pagedSchema(ownerSalesOfferViewSchema),
  }) satisfies EndpointEntry;

/** Owner and tenant telesales configuration: every signed-in user reads; `teams` writes. */
export const ownerSalesConfigEndpoints = defineEndpoints({ tags: ['owner-sales-config'], capability: 'signedIn' }, {
  get: {
    method: 'GET', path: '/mystique/v1/owner-sales-config',
    summary: 'Owner and tenant telesales configuration: packages offered per city with prices, prioritised pull, sent-link queue stage 98 / caseSubType 13',
    response: ownerSalesConfigViewSchema,
  },
  save: {
    method: 'PUT', path: '/mystique/v1/owner-sales-config', capability: 'teams',
    summary: 'Replace the configuration (teams capability). Offered packages must exist (404), be active, be Telesales or Both, Field Assistance only on rent (422)',
    body: ownerSalesConfigInputSchema, response: ownerSalesConfigViewSchema,
  },
  ownerPackagePrices: packagePrices('/sapna/v1/owner-package-prices', 'OWNER'),
  tenantPackagePrices: packagePrices('/sapna/v1/tenant-package-prices', 'TENANT'),
});
