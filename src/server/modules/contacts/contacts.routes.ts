import type { AppInstance } from '../../http';
import { route } from '../../shared/http/endpoint-route';
import { runService } from '../../shared/http/service-context';
import { contactEndpoints as endpoints } from '../../../domain/contacts/contacts.endpoints';
import { searchContacts } from './contact-search.service';
import { parseContactFilters } from './contact-filters';
import { resendVerificationLink } from './contact-verification.service';
import { createContact, deleteContact, listContacts, updateContact } from './contacts.service';

/** The contact endpoints (domain/contacts/contacts.endpoints.ts). */
export async function contactsRoutes(api: AppInstance): Promise<void> {
  route(api, endpoints.list).handle(async (request) => {
    const filters = parseContactFilters(request.query.filters);
    const results = await runService(api.db, request, (ctx) => listContacts(ctx, filters));
    return { results, totalCount: results.length, page: 0, size: results.length };
  });
  route(api, endpoints.search).readService((ctx, { query }) => searchContacts(ctx, query));
  route(api, endpoints.create).service((ctx, { body }) => createContact(ctx, body));
  route(api, endpoints.update).service((ctx, { params, body }) => updateContact(ctx, params.contactId, body));
  route(api, endpoints.remove).service((ctx, { params }) => deleteContact(ctx, params.id));
  route(api, endpoints.resendVerificationLink).service((ctx, { params }) =>
    resendVerificationLink(ctx, params.contactId, { mailer: api.deps.mailer, platform: api.deps.config.platform }),
  );
}
