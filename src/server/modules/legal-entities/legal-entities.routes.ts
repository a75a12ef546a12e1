import { z } from 'zod';
import type { AppInstance } from '../../http';
import { idParam } from '../../shared/route-params';
import { runService } from '../../shared/service-context';
import {
  addressCreateInputSchema,
  addressUpdateInputSchema,
  createAddress,
  createLegalEntity,
  legalEntityCreateInputSchema,
  legalEntityUpdateInputSchema,
  listLegalEntities,
  updateAddress,
  updateLegalEntity,
} from './legal-entities.service';
import { legalEntityViewSchema } from '../../../domain/legal-entities/legal-entity-views';
import { pagedSchema } from '../../../domain/paging/paged';

const tags = ['legal-entities'];

const legalEntityView = legalEntityViewSchema;

export async function legalEntitiesRoutes(api: AppInstance): Promise<void> {
  api.get(
    '/sapna/v2/account-legal-entity/account/:accountId',
    {
      schema: {
        tags,
        params: z.object({ accountId: idParam() }),
        response: { 200: pagedSchema(legalEntityView) },
      },
    },
    async (request) => {
      const results = await runService(api.db, request, (ctx) => listLegalEntities(ctx, request.params.accountId));
      return { results, totalCount: results.length, page: 0, size: results.length };
    },
  );

  api.post(
    '/sapna/v1/account-legal-entity',
    { schema: { tags, body: legalEntityCreateInputSchema, response: { 200: legalEntityView } } },
    async (request) => runService(api.db, request, (ctx) => createLegalEntity(ctx, request.body)),
  );

  api.put(
    '/sapna/v1/account-legal-entity/:id',
    { schema: { tags, params: z.object({ id: idParam() }), body: legalEntityUpdateInputSchema, response: { 200: legalEntityView } } },
    async (request) => runService(api.db, request, (ctx) => updateLegalEntity(ctx, request.params.id, request.body)),
  );

  api.post(
    '/sapna/v1/address',
    {
      schema: {
        tags,
        description: "Adds an address and links it as the legal entity's Billing or Shipping address (replacing the previous one). Answers the legal entity.",
        body: addressCreateInputSchema,
        response: { 200: legalEntityView },
      },
    },
    async (request) => runService(api.db, request, (ctx) => createAddress(ctx, request.body)),
  );

  api.put(
    '/sapna/v1/address/:id',
    {
      schema: { tags, description: 'Edits an address. Answers the legal entity it belongs to.', params: z.object({ id: idParam() }), body: addressUpdateInputSchema, response: { 200: legalEntityView } },
    },
    async (request) => runService(api.db, request, (ctx) => updateAddress(ctx, request.params.id, request.body)),
  );
}
