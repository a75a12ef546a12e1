import { ownerSalesConfigEndpoints as endpoints } from '../../../domain/owner-sales-config/owner-sales-config.endpoints';
import { allInOnePage } from '../../../domain/paging/paged';
import type { AppInstance } from '../../http';
import { route } from '../../shared/http/endpoint-route';
import { ownerSalesConfig, packagePrices, saveOwnerSalesConfig } from './owner-sales-config.service';

/** Owner and tenant telesales configuration and package prices (domain/owner-sales-config/owner-sales-config.endpoints.ts). */
export async function ownerSalesConfigRoutes(api: AppInstance): Promise<void> {
  route(api, endpoints.get).service((ctx) => ownerSalesConfig(ctx));
  route(api, endpoints.save).service((ctx, { body }) => saveOwnerSalesConfig(ctx, body));
  route(api, endpoints.ownerPackagePrices).service(async (ctx, { query }) => allInOnePage(await packagePrices(ctx, 'OWNER', query)));
  route(api, endpoints.tenantPackagePrices).service(async (ctx, { query }) => allInOnePage(await packagePrices(ctx, 'TENANT', query)));
}
