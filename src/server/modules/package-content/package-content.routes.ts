import { packageContentEndpoints as endpoints } from '../../../domain/package-content/package-content.endpoints';
import { allInOnePage } from '../../../domain/paging/paged';
import type { AppInstance } from '../../http';
import { route } from '../../shared/http/endpoint-route';
import { listPackageContent, packageContent, savePackageContent } from './package-content.service';

/** Packages' display content (domain/package-content/package-content.endpoints.ts). */
export async function packageContentRoutes(api: AppInstance): Promise<void> {
  route(api, endpoints.list).service(async (ctx) => allInOnePage(await listPackageContent(ctx)));
  route(api, endpoints.get).service((ctx, { params }) => packageContent(ctx, params.packageId));
  route(api, endpoints.save).service((ctx, { params, body }) => savePackageContent(ctx, params.packageId, body));
}
