import { z } from 'zod';
import { defineEndpoints } from '../endpoints/endpoint';
import { idParam } from '../endpoints/params';
import { pagedSchema } from '../paging/paged';
import { addressCreateInputSchema, addressUpdateInputSchema, legalEntityCreateInputSchema, legalEntityUpdateInputSchema } from './legal-entity-inputs';
import { legalEntityViewSchema } from './legal-entity-views';


/** An account's legal entities and their Billing and Shipping addresses: read by whoever reads sales, written by sellers. */
export const legalEntityEndpoints = defineEndpoints({ tags: ['legal-entities'], capability: 'sell' }, {
  ofAccount: {
    method: 'GET',
    path: '/sapna/v2/account-legal-entity/account/:accountId',
    capability: 'readSales',
    params: z.object({ accountId: idParam() }),
    response: pagedSchema(legalEntityViewSchema),
  },
  create: {
    method: 'POST',
    path: '/sapna/v1/account-legal-entity',
    body: legalEntityCreateInputSchema,
    response: legalEntityViewSchema,
  },
  update: {
    method: 'PUT',
    path: '/sapna/v1/account-legal-entity/:id',
    params: z.object({ id: idParam() }),
    body: legalEntityUpdateInputSchema,
    response: legalEntityViewSchema,
  },
  createAddress: {
    method: 'POST',
    path: '/sapna/v1/address',
    description: "Adds an address and links it as the legal entity's Billing or Shipping address (replacing the previous one). Answers the legal entity.",
    body: addressCreateInputSchema,
    response: legalEntityViewSchema,
  },
  updateAddress: {
    method: 'PUT',
    path: '/sapna/v1/address/:id',
    description: 'Edits an address. Answers the legal entity it belongs to.',
    params: z.object({ id: idParam() }),
    body: addressUpdateInputSchema,
    response: legalEntityViewSchema,
  },
});
