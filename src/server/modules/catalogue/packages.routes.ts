import { z } from 'zod';
import { PACKAGE_AGENT_TYPES } from '../../../domain/catalogue/constants';
import { packageDeleteInputSchema, packageDetailSchema, packageInputSchema, packageRowSchema, packagesDeletedSchema } from '../../../domain/catalogue/package-schema';
import type { AppInstance } from '../../http';
import { pagedSchema, pageQuery } from '../../shared/paged';
import { errorResponses, security } from '../../shared/route-helpers';
import { idParam } from '../../shared/route-params';
import { runService } from '../../shared/service-context';
import { queryBoolean, queryId } from './catalogue-query';
import { createPackage, deletePackages, getPackage, listPackages, setPackageActive, updatePackage } from './packages.service';

const tags = ['catalogue'];
const params = z.object({ id: idParam() });

/** manage-packages. Reads: every signed-in user; writes: the 'catalogue' capability (Custom Package included). */
export async function packagesRoutes(api: AppInstance): Promise<void> {
  api.get(
    '/sapna/v2/package',
    {
      schema: {
        tags,
        security,
        summary: 'manage-packages: packages with the spec 001 §3 columns, filtered by family, city, agent type and active; 10 a page with the total',
        querystring: z.object({ familyId: queryId(), cityId: queryId(), agentType: z.preprocess((v) => (v === '' ? undefined : v), z.enum(PACKAGE_AGENT_TYPES).optional()), active: queryBoolean(), ...pageQuery }),
        response: { 200: pagedSchema(packageRowSchema), ...errorResponses },
      },
    },
    async (request) => runService(api.db, request, (ctx) => listPackages(ctx, request.query)),
  );
  api.get(
    '/sapna/v2/package/:id',
    { schema: { tags, security, summary: 'One package with its mappings and pricing parameters', params, response: { 200: packageDetailSchema, ...errorResponses } } },
    async (request) => runService(api.db, request, (ctx) => getPackage(ctx, request.params.id)),
  );
  api.post(
    '/sapna/v2/package',
    { schema: { tags, security, summary: 'Create a package (with its product mappings)', body: packageInputSchema, response: { 200: packageDetailSchema, ...errorResponses } } },
    async (request) => runService(api.db, request, (ctx) => createPackage(ctx, request.body)),
  );
  api.put(
    '/sapna/v2/package/:id',
    { schema: { tags, security, summary: 'Update a package; given mappings replace its mappings', params, body: packageInputSchema, response: { 200: packageDetailSchema, ...errorResponses } } },
    async (request) => runService(api.db, request, (ctx) => updatePackage(ctx, request.params.id, request.body)),
  );
  api.put(
    '/sapna/v2/package/:id/active',
    {
      schema: {
        tags,
        security,
        summary: 'Deactivate (hidden from pickers, kept for history) or reactivate a package',
        params,
        body: z.object({ active: z.boolean({ error: 'This field is required.' }) }),
        response: { 200: packageDetailSchema, ...errorResponses },
      },
    },
    async (request) => runService(api.db, request, (ctx) => setPackageActive(ctx, request.params.id, request.body.active)),
  );
  api.post(
    '/sapna/v2/package/delete',
    {
      schema: {
        tags,
        security,
        summary: "Delete packages: 'Packages deleted successfully'; 409 'Package is in use and cannot be deleted' when any was sold (nothing deleted)",
        body: packageDeleteInputSchema,
        response: { 200: packagesDeletedSchema, ...errorResponses },
      },
    },
    async (request) => runService(api.db, request, (ctx) => deletePackages(ctx, request.body.ids)),
  );
}
