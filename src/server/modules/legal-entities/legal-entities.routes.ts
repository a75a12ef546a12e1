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

const tags = ['legal-entities'];

const addressView = z.object({ addressId: z.number(), address: z.string(), cityId: z.number().nullable(), pincode: z.string() }).nullable();
const legalEntityView = z.object({
  id: z.number(),
  accountId: z.number(),
  legalName: z.string(),
  pan: z.string().nullable(),
  tan: z.string().nullable(),
  gst: z.string().nullable(),
  unregisteredCustomer: z.boolean(),
  cinNumber: z.string().nullable(),
  reraId: z.string().nullable(),
  aadharNumber: z.string().nullable(),
  active: z.boolean(),
  billingAddress: addressView.describe("null when missing (shown as 'Not available')"),
  shippingAddress: addressView.describe("null when missing (shown as 'Not available')"),
  version: z.number(),
  createdAt: z.string(),
  updatedAt: z.string(),
});

export async function legalEntitiesRoutes(api: AppInstance): Promise<void> {
  api.get(
    '/sapna/v2/account-legal-entity/account/:accountId',
    {
      schema: {
        tags,
        params: z.object({ accountId: idParam() }),
        response: { 200: z.object({ results: z.array(legalEntityView), totalCount: z.number(), page: z.number(), size: z.number() }) },
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
