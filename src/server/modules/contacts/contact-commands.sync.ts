import { z } from 'zod';
import { contacts } from '../../db/schema/index';
import { CONTACT_MESSAGES } from './contacts.service';
import {
  contactCreateInputSchema,
  contactUpdateInputSchema,
  createContact,
  deleteContact,
  updateContact,
  type ContactCreateInput,
  type ContactUpdateInput,
} from './contacts.service';
import type { ServiceContext } from '../../shared/http/service-context';
import { currentChange, defineCommand, resolveId, type CommandDefinition } from '../../sync/command';

// Push commands of contacts: create (idempotent by client id), update, delete (delete wins over edit).

/** A contact named by its server id or, when it was created offline, by its client id. */
const contactRef = {
  contactId: z.number().int().positive().nullish(),
  contactClientId: z.uuid().nullish(),
};

const resolveContact = (ctx: ServiceContext, args: { contactId?: number | null; contactClientId?: string | null }) =>
  resolveId(
    ctx,
    { table: contacts, id: contacts.id, clientId: contacts.clientId, notFoundMessage: CONTACT_MESSAGES.notFound },
    { id: args.contactId, clientId: args.contactClientId },
  );

export const CONTACT_COMMANDS: Record<string, CommandDefinition<unknown>> = {
  /** args: POST /sapna/v1/contact's body (name, email, phone, accountId, opportunityId, contactTypeId, pocType); clientId required. */
  createContact: defineCommand({
    args: contactCreateInputSchema.extend({ clientId: z.uuid() }),
    // The contact service parses its input itself: it gets the body as sent, like the online route's.
    run: async (ctx, _args, command) => {
      const contact = await createContact(ctx, command.args as ContactCreateInput);
      return [await currentChange(ctx, 'contact', contact.id, contact.accountId)];
    },
  }),

  /** args: PUT /sapna/v1/contact/{id}'s body + contactId | contactClientId. Editing a deleted contact: 409. */
  updateContact: defineCommand({
    args: contactUpdateInputSchema.extend(contactRef),
    run: async (ctx, args, command) => {
      const { contactId: _id, contactClientId: _clientId, ...body } = command.args as ContactUpdateInput & typeof args;
      const id = await resolveContact(ctx, args);
      const contact = await updateContact(ctx, id, { ...body, baseVersion: body.baseVersion ?? command.baseVersion ?? null } as ContactUpdateInput);
      return [await currentChange(ctx, 'contact', contact.id, contact.accountId)];
    },
  }),

  /** args: contactId | contactClientId. Answers the contact's tombstone. */
  deleteContact: defineCommand({
    args: z.object(contactRef),
    run: async (ctx, args) => {
      const contact = await deleteContact(ctx, await resolveContact(ctx, args));
      return [{ entity: 'contact', op: 'delete', id: contact.id, accountId: contact.accountId }];
    },
  }),
};
