import { z } from 'zod';
import { defineEndpoint } from '../endpoints/endpoint';
import { idParam } from '../endpoints/params';
import { pagedSchema } from '../paging/paged';
import { addressCreateInputSchema, addressUpdateInputSchema, legalEntityCreateInputSchema, legalEntityUpdateInputSchema } from './legal-entity-inputs';
import { legalEntityViewSchema } from './legal-entity-views';

const tags = ['legal-entities'];

/** An account's legal entities and their Billing and Shipping addresses: read by whoever reads sales, written by sellers. */
export const legalEntityEndpoints = {
  ofAccount: defineEndpoint({
    method: 'GET',
    path: '/sapna/v2/account-legal-entity/account/:accountId',
    capability: 'readSales',
    tags,
    params: z.object({ accountId: idParam() }),
    response: pagedSchema(legalEntityViewSchema),
  }),
  create: defineEndpoint({
    method: 'POST',
    path: '/sapna/v1/account-legal-entity',
    capability: 'sell',
    tags,
    body: legalEntityCreateInputSchema,
    response: legalEntityViewSchema,
  }),
  update: defineEndpoint({
    method: 'PUT',
    path: '/sapna/v1/account-legal-entity/:id',
    capability: 'sell',
    tags,
    params: z.object({ id: idParam() }),
    body: legalEntityUpdateInputSchema,
    response: legalEntityViewSchema,
  }),
  createAddress: defineEndpoint({
    method: 'POST',
    path: '/sapna/v1/address',
    capability: 'sell',
    tags,
    description: "Adds an address and links it as the legal entity's Billing or Shipping address (replacing the previous one). Answers the legal entity.",
    body: addressCreateInputSchema,
    response: legalEntityViewSchema,
  }),
  updateAddress: defineEndpoint({
    method: 'PUT',
    path: '/sapna/v1/address/:id',
    capability: 'sell',
    tags,
    description: 'Edits an address. Answers the legal entity it belongs to.',
    params: z.object({ id: idParam() }),
    body: addressUpdateInputSchema,
    response: legalEntityViewSchema,
  }),
};
