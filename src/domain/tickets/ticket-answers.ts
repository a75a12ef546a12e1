import { z } from 'zod';
import { ENTITY_TYPES } from '../reference/ids';
import { optionalText, requiredId, requiredText } from '../validation/zod-fields';

// The ticket service's contract (spec 000 §3, snake_case as the ticket service speaks): the create payload, and
// what create, search and categories answer. The server's routes declare them; the console reads their types.

const TICKET_ENTITY_TYPE_MESSAGE = 'A ticket can be raised on an opportunity (1) or an account (3).';
const entityTypeId = z.union([z.literal(ENTITY_TYPES.OPPORTUNITY), z.literal(ENTITY_TYPES.ACCOUNT)], { error: TICKET_ENTITY_TYPE_MESSAGE });

/**
 * The create payload of spec 000 §3. status_id, type_id and priority_id are accepted but always stored as 1;
 * the reporter is the signed-in user whatever reporter_id says.
 */
export const ticketCreateSchema = z.object({
  summary: requiredText().pipe(z.string().max(255)),
  category_id: requiredId(),
  sub_category_id: requiredId(),
  reporter_id: z.number().int().nullish(),
  status_id: z.number().int().nullish(),
  type_id: z.number().int().nullish(),
  priority_id: z.number().int().nullish(),
  ticket_reference: z.object({ entity_type_id: entityTypeId, entity_id: requiredId(), link: optionalText() }),
  description: optionalText().pipe(z.string().max(5000).nullish()),
  ticket_attributes: z.array(z.object({ attribute_id: requiredId(), attribute_value: z.string().max(1000) })).max(50).default([]),
});
export type TicketCreateInput = z.input<typeof ticketCreateSchema>;

export const ticketCreatedSchema = z.object({ id: z.number(), key: z.string(), site_link: z.string() });
export type TicketCreated = z.infer<typeof ticketCreatedSchema>;

/** A ticket of the list. */
export const ticketSchema = z.object({
  id: z.number(),
  key: z.string(),
  summary: z.string(),
  status: z.string(),
  status_id: z.number(),
  assignee: z.string().nullable(),
  category_id: z.number(),
  sub_category_id: z.number().nullable(),
  description: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type Ticket = z.infer<typeof ticketSchema>;

export type TicketAttributeDefinition = { id: number; name: string; required: boolean };
export type TicketSubCategory = { id: number; name: string; attributes: TicketAttributeDefinition[] };
export type TicketCategory = { id: number; name: string; subCategories: TicketSubCategory[] };
