import { eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { contactCreateInputSchema, contactUpdateInputSchema } from '../../../domain/contacts/contact-schema';
import { FAILURE_MESSAGES } from '../../../domain/errors/messages';
import { contacts } from '../../db/schema/index';
import { ApiError, badRequest, conflict, notFound } from '../../errors';
import { recordChange } from '../../shared/sql/change-log';
import { loadAccountInScope, loadWorkableAccount, requireSell } from '../accounts/account-access.service';
import { parseInput } from '../../shared/http/parse-input';
import { findOpportunityInScope } from '../opportunities/opportunity-access.service';
import type { ServiceContext } from '../../shared/http/service-context';
import type { ContactFilters } from './contact-filters';
import { CONTACT_MESSAGES } from './contact-messages';
import { isVerifiedAfterEdit, presentContact, type ContactView } from '../../../domain/contacts/contact-view';
import { findContact, findContactByClientId, listContacts as queryContacts, type ContactRow } from './contacts.repo';

export { contactCreateInputSchema, contactUpdateInputSchema };

export type ContactCreateInput = z.input<typeof contactCreateInputSchema>;
export type ContactUpdateInput = z.input<typeof contactUpdateInputSchema>;

/** GET /sapna/v1/contact?filters=...: an account's or an opportunity's contacts, newest first. */
export async function listContacts(ctx: ServiceContext, filters: ContactFilters): Promise<ContactView[]> {
  if (filters.accountId !== undefined) await loadAccountInScope(ctx, filters.accountId);
  if (filters.opportunityId !== undefined) await findOpportunityInScope(ctx, filters.opportunityId);
  return (await queryContacts(ctx.tx, filters)).map(presentContact);
}

function notFoundAsUndefined(error: unknown): undefined {
  if (error instanceof ApiError && error.status === 404) return undefined;
  throw error;
}

/** A contact the user may see (its account is in scope), or 404. */
async function loadContact(ctx: ServiceContext, id: number, forUpdate = false): Promise<ContactRow> {
  const contact = await findContact(ctx.tx, id, forUpdate);
  if (!contact) throw notFound(CONTACT_MESSAGES.notFound);
  const account = await loadAccountInScope(ctx, contact.accountId).catch(notFoundAsUndefined);
  if (!account) throw notFound(CONTACT_MESSAGES.notFound);
  return contact;
}

/**
 * A contact to change: 'sell', in the read scope, not deleted (delete wins over edit), on an account that is not
 * Inactive or Merged. A deal owner works the contacts of the account behind their deal (DOMAIN.md "Scope").
 */
async function loadChangeableContact(ctx: ServiceContext, id: number): Promise<ContactRow> {
  requireSell(ctx);
  const contact = await loadContact(ctx, id, true);
  if (!contact.active) throw conflict(CONTACT_MESSAGES.deleted);
  await loadWorkableAccount(ctx, contact.accountId);
  return contact;
}

/** Creates a contact ('New contact added!'). A replayed create with a known clientId returns the stored contact. */
export async function createContact(ctx: ServiceContext, input: ContactCreateInput): Promise<ContactView> {
  requireSell(ctx);
  const data = parseInput(contactCreateInputSchema, input);
  if (data.clientId) {
    const existing = await findContactByClientId(ctx.tx, data.clientId);
    if (existing) return presentContact(await loadContact(ctx, existing.id));
  }
  const account = await loadWorkableAccount(ctx, data.accountId);
  if (data.opportunityId != null) {
    const opportunity = await findOpportunityInScope(ctx, data.opportunityId).catch(notFoundAsUndefined);
    if (!opportunity || opportunity.accountId !== account.id) throw badRequest(FAILURE_MESSAGES.invalidDropdownId);
  }
  const [row] = await ctx.tx
    .insert(contacts)
    .values({
      accountId: account.id,
      opportunityId: data.opportunityId ?? null,
      name: data.name,
      email: data.email || null,
      phone: data.phone,
      contactTypeId: data.contactTypeId,
      pocType: data.pocType || null,
      clientId: data.clientId ?? null,
      createdAt: ctx.now,
      updatedAt: ctx.now,
    })
    .returning();
  const contact = row as ContactRow;
  await recordChange(ctx.tx, { entity: 'contact', entityId: contact.id, accountId: contact.accountId, op: 'upsert' });
  return presentContact(contact);
}

/**
 * Edits a contact ('Contact updated'). Contacts take the last write (SYNC.md), so a stale baseVersion is
 * accepted; a deleted contact is not (409). A changed email is no longer verified.
 */
export async function updateContact(ctx: ServiceContext, id: number, input: ContactUpdateInput): Promise<ContactView> {
  const data = parseInput(contactUpdateInputSchema, input);
  const contact = await loadChangeableContact(ctx, id);
  const email = data.email || null;
  const [row] = await ctx.tx
    .update(contacts)
    .set({
      name: data.name,
      email,
      phone: data.phone,
      contactTypeId: data.contactTypeId,
      ...(data.pocType !== undefined ? { pocType: data.pocType || null } : {}),
      isVerified: isVerifiedAfterEdit(contact, email),
      updatedAt: ctx.now,
      version: sql`${contacts.version} + 1`,
    })
    .where(eq(contacts.id, id))
    .returning();
  await recordChange(ctx.tx, { entity: 'contact', entityId: id, accountId: contact.accountId, op: 'upsert' });
  return presentContact(row as ContactRow);
}

/** Deletes a contact ('Contact deleted successfully.'): it becomes inactive. Deleting it again changes nothing. */
export async function deleteContact(ctx: ServiceContext, id: number): Promise<ContactView> {
  requireSell(ctx);
  const contact = await loadContact(ctx, id, true);
  if (!contact.active) return presentContact(contact);
  await loadWorkableAccount(ctx, contact.accountId);
  const [row] = await ctx.tx
    .update(contacts)
    .set({ active: false, updatedAt: ctx.now, version: sql`${contacts.version} + 1` })
    .where(eq(contacts.id, id))
    .returning();
  await recordChange(ctx.tx, { entity: 'contact', entityId: id, accountId: contact.accountId, op: 'delete' });
  return presentContact(row as ContactRow);
}

/** The contact a verification mail goes to: in scope, not deleted, with an email, not yet verified. */
export async function contactToVerify(ctx: ServiceContext, id: number): Promise<ContactRow & { email: string }> {
  requireSell(ctx);
  const contact = await loadContact(ctx, id);
  if (!contact.active) throw conflict(CONTACT_MESSAGES.deleted);
  if (!contact.email) throw badRequest(CONTACT_MESSAGES.noEmail);
  if (contact.isVerified) throw badRequest(CONTACT_MESSAGES.alreadyVerified);
  return { ...contact, email: contact.email };
}

// The offline push (contact-commands.sync.ts) answers with the same messages.
export { CONTACT_MESSAGES } from './contact-messages';
