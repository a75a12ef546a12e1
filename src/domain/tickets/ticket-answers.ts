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

/** A ticket's comment (issue 52): the raiser's side and the ticketing team's. */
export const ticketCommentSchema = z.object({ id: z.number(), author: z.string(), author_id: z.number(), comment: z.string(), created_at: z.string() });

/** One row of a ticket's history: raised, moved, (re)assigned or commented on, by whom and when. */
export const ticketHistoryKindSchema = z.enum(['created', 'status', 'assignee', 'comment']);
export type TicketHistoryKind = z.infer<typeof ticketHistoryKindSchema>;
export const ticketHistorySchema = z.object({
  id: z.number(),
  kind: ticketHistoryKindSchema,
  actor: z.string(),
  from: z.string().nullable(),
  to: z.string().nullable(),
  created_at: z.string(),
});
export type TicketHistoryRow = z.infer<typeof ticketHistorySchema>;

/** The ticket page (issue 52): the ticket, its comments and history, and what the caller may do with it. */
export const ticketViewSchema = ticketSchema.extend({
  assignee_id: z.number().nullable(),
  category: z.string(),
  sub_category: z.string().nullable(),
  reporter: z.string(),
  reporter_id: z.number(),
  entity_type_id: z.number(),
  entity_id: z.number(),
  /** The console page of the account or opportunity the ticket was raised on. */
  entity_path: z.string(),
  attributes: z.array(z.object({ attribute_id: z.number(), name: z.string(), attribute_value: z.string() })),
  comments: z.array(ticketCommentSchema),
  history: z.array(ticketHistorySchema),
  /** The statuses the caller may move it to now (empty unless they work tickets). */
  next_statuses: z.array(z.object({ id: z.number(), name: z.string() })),
  can_assign: z.boolean(),
  can_comment: z.boolean(),
});
export type TicketView = z.infer<typeof ticketViewSchema>;

/** A row of the Ticketing queue (tickets of every account of the brand). */
export const ticketQueueRowSchema = ticketSchema.extend({ category: z.string(), reporter: z.string() });
export type TicketQueueRow = z.infer<typeof ticketQueueRowSchema>;

/** The queue's filters: text (key or summary), status, category, assignee ('unassigned' or a user id). */
export const ticketQueueQuerySchema = z.object({
  q: z.string().trim().max(100).optional(),
  status_id: z.coerce.number().int().min(1).max(4).optional(),
  category_id: z.coerce.number().int().positive().max(2_147_483_647).optional(),
  assignee: z.union([z.literal('unassigned'), z.coerce.number().int().positive().max(2_147_483_647)]).optional(),
});
export type TicketQueueFilter = z.infer<typeof ticketQueueQuerySchema>;

export const ticketMoveSchema = z.object({ status_id: z.number({ error: 'Please choose a status.' }).int() });
export const ticketAssignSchema = z.object({ assignee_id: z.number({ error: 'Please choose an assignee.' }).int().positive().nullable() });
export const ticketCommentInputSchema = z.object({ comment: requiredText().pipe(z.string().max(2000, 'A comment is at most 2000 characters.')) });

/** A Ticketing user of the brand, who may be assigned tickets. */
export const ticketAssigneeSchema = z.object({ id: z.number(), name: z.string() });
export type TicketAssignee = z.infer<typeof ticketAssigneeSchema>;
