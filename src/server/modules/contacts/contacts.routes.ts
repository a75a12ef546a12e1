import { z } from 'zod';
import type { AppInstance } from '../../http';
import { idParam } from '../../shared/route-params';
import { runReadService, runService } from '../../shared/service-context';
import { pageQuery } from '../../shared/paged';
import { searchContacts } from './contact-search.service';
import { parseContactFilters } from './contact-filters';
import { resendVerificationLink } from './contact-verification.service';
import { contactCreateInputSchema, contactUpdateInputSchema, createContact, deleteContact, listContacts, updateContact } from './contacts.service';
import { contactViewSchema } from '../../../domain/contacts/contact-view';
import { pagedSchema } from '../../../domain/paging/paged';

const tags = ['contacts'];

const contactSchema = contactViewSchema;

export async function contactsRoutes(api: AppInstance): Promise<void> {
  api.get(
    '/sapna/v1/contact',
    {
      schema: {
        tags,
        description:
          'filters=active==true;accountId=={accountId} (terms: active, accountId, opportunityId). Child points of contact (type 8) are returned only when verified. All matching contacts, newest first.',
        querystring: z.object({ filters: z.string().max(500) }),
        response: {
          200: pagedSchema(contactSchema),
        },
      },
    },
    async (request) => {
      const filters = parseContactFilters(request.query.filters);
      const results = await runService(api.db, request, (ctx) => listContacts(ctx, filters));
      return { results, totalCount: results.length, page: 0, size: results.length };
    },
  );

  api.get(
    '/sapna/v1/contact/search',
    {
      schema: {
        tags,
        description:
          'Contacts in scope found by what is typed (issue 55): each term (split at spaces) starts a word of the name, the email or a word of it, or the phone number (its digits, or its last 10). One term: the whole name, email or number first, then a field that starts with it, then the rest; newest first among equals. 10 a page; past 10,000 matches totalCount is 10,001 and totalCapped true.',
        querystring: z.object({ q: z.string().trim().min(1).max(100), ...pageQuery }),
        response: { 200: pagedSchema(contactSchema) },
      },
    },
    async (request) => runReadService(api.db, request, (ctx) => searchContacts(ctx, request.query)),
  );

  api.post(
    '/sapna/v1/contact',
    { schema: { tags, body: contactCreateInputSchema, response: { 200: contactSchema } } },
    async (request) => runService(api.db, request, (ctx) => createContact(ctx, request.body)),
  );

  api.put(
    '/sapna/v1/contact/:contactId',
    { schema: { tags, params: z.object({ contactId: idParam() }), body: contactUpdateInputSchema, response: { 200: contactSchema } } },
    async (request) => runService(api.db, request, (ctx) => updateContact(ctx, request.params.contactId, request.body)),
  );

  api.delete(
    '/sapna/v1/contact/:id',
    { schema: { tags, description: 'Soft delete: the contact becomes inactive.', params: z.object({ id: idParam() }), response: { 200: contactSchema } } },
    async (request) => runService(api.db, request, (ctx) => deleteContact(ctx, request.params.id)),
  );

  api.post(
    '/sapna/v1/resendVerificationLink/:contactId',
    {
      schema: {
        tags,
        description: 'Mails the contact asking them to confirm their details. 400 when the contact has no email or is already verified.',
        params: z.object({ contactId: idParam() }),
        response: { 200: z.object({ contactId: z.number(), email: z.string(), sent: z.literal(true) }) },
      },
    },
    async (request) =>
      runService(api.db, request, (ctx) =>
        resendVerificationLink(ctx, request.params.contactId, { mailer: api.deps.mailer, platform: api.deps.config.platform }),
      ),
  );
}
