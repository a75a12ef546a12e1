import { catalogueEndpoints as endpoints } from '../../../domain/catalogue/catalogue.endpoints';
import type { AppInstance } from '../../http';
import { route } from '../../shared/http/endpoint-route';
import { createPackage, deletePackages, getPackage, listPackages, setPackageActive, updatePackage } from './packages.service';

/** manage-packages. Reads: every signed-in user; writes: the 'packages' capability (Custom Package included). */
export async function packagesRoutes(api: AppInstance): Promise<void> {
  route(api, endpoints.packages).service((ctx, { query }) => listPackages(ctx, query));
  route(api, endpoints.package).service((ctx, { params }) => getPackage(ctx, params.id));
  route(api, endpoints.createPackage).service((ctx, { body }) => createPackage(ctx, body));
  route(api, endpoints.updatePackage).service((ctx, { params, body }) => updatePackage(ctx, params.id, body));
  route(api, endpoints.setPackageActive).service((ctx, { params, body }) => setPackageActive(ctx, params.id, body.active));
  route(api, endpoints.deletePackages).service((ctx, { body }) => deletePackages(ctx, body.ids));
}
