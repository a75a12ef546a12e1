import { z } from 'zod';
import { defineEndpoints } from '../endpoints/endpoint';
import { idParam } from '../endpoints/params';
import { pagedSchema } from '../paging/paged';
import { pageQuery } from '../paging/page-query';
import { contactCreateInputSchema, contactUpdateInputSchema } from './contact-schema';
import { contactViewSchema } from './contact-view';


/** Contacts (spec 000 §3): reads for whoever reads sales (scope decides the rows), writes for the roles that sell. */
export const contactEndpoints = defineEndpoints({ tags: ['contacts'], capability: 'sell' }, {
  list: {
    method: 'GET',
    path: '/sapna/v1/contact',
    capability: 'readSales',
    description:
      'filters=active==true;accountId=={accountId} (terms: active, accountId, opportunityId). Child points of contact (type 8) are returned only when verified. All matching contacts, newest first.',
    query: z.object({ filters: z.string().max(500) }),
    response: pagedSchema(contactViewSchema),
  },
  search: {
    method: 'GET',
    path: '/sapna/v1/contact/search',
    capability: 'readSales',
    description:
      'Contacts in scope found by what is typed (issue 55): each term (split at spaces) starts a word of the name, the email or a word of it, or the phone number (its digits, or its last 10). One term: the whole name, email or number first, then a field that starts with it, then the rest; newest first among equals. 10 a page; past 10,000 matches totalCount is 10,001 and totalCapped true.',
    query: z.object({ q: z.string().trim().min(1).max(100), ...pageQuery }),
    response: pagedSchema(contactViewSchema),
  },
  create: {
    method: 'POST',
    path: '/sapna/v1/contact',
    body: contactCreateInputSchema,
    response: contactViewSchema,
  },
  update: {
    method: 'PUT',
    path: '/sapna/v1/contact/:contactId',
    params: z.object({ contactId: idParam() }),
    body: contactUpdateInputSchema,
    response: contactViewSchema,
  },
  remove: {
    method: 'DELETE',
    path: '/sapna/v1/contact/:id',
    description: 'Soft delete: the contact becomes inactive.',
    params: z.object({ id: idParam() }),
    response: contactViewSchema,
  },
  resendVerificationLink: {
    method: 'POST',
    path: '/sapna/v1/resendVerificationLink/:contactId',
    description: 'Mails the contact asking them to confirm their details. 400 when the contact has no email or is already verified.',
    params: z.object({ contactId: idParam() }),
    response: z.object({ contactId: z.number(), email: z.string(), sent: z.literal(true) }),
  },
});
