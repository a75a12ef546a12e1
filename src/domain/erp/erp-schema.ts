import { z } from 'zod';
import { parseEntityIds } from '../validation/entity-id-search';
import { ENTITY_ID_SEARCH_MESSAGES } from '../validation/messages';
import { ERP_EVENT_STATUSES, type ErpEventStatus } from './erp-statuses';

/**
 * The ERP screens (spec 000 §2 "ERP": netsuite-push-data, netsuite-event-tracking; spec 002 §7: POST
 * get-entity-records, POST pushManualErpEvents). The spec shows no ERP record fields: a record is the finance row
 * as stored, sent as JSON; the ledger of events and its statuses are ours.
 */
export const ERP_ENTITY_KINDS = ['account', 'legal_entity', 'termsheet', 'milestone', 'payment', 'invoice', 'refund'] as const;
export type ErpEntityKind = (typeof ERP_ENTITY_KINDS)[number];
export const ERP_ENTITY_KIND_LABELS: Record<ErpEntityKind, string> = {
  account: 'Account',
  legal_entity: 'Legal entity',
  termsheet: 'Termsheet',
  milestone: 'Milestone',
  payment: 'Payment',
  invoice: 'Invoice',
  refund: 'Refund',
};

export { ERP_EVENT_STATUSES, type ErpEventStatus };

/** What happened to the record (the finance changes of the money issue, and the manual push). */
export const ERP_EVENT_KINDS = ['legal_entity_saved', 'termsheet_approved', 'payment_approved', 'invoice_issued', 'invoice_cancelled', 'refund_recorded', 'manual_push'] as const;
export type ErpEventKind = (typeof ERP_EVENT_KINDS)[number];

/** Retries: 1 s, 2 s, 4 s ... 32 s after each failure, then the event is failed (ours). */
export const ERP_MAX_ATTEMPTS = 7;
export function erpBackoffMs(attempts: number): number {
  return Math.min(32_000, 1000 * 2 ** Math.max(0, attempts - 1));
}

/**
 * The entity-id box of both ERP calls: kind, then ids as typed ('101, 202'). The entity-id search alerts of spec
 * 000 §5 apply ('Please Select Entity Name', 'Please Enter Entity ID', 'Please use comma after value', ...); the
 * server answers a malformed list with 422 and the same alert.
 */
export const erpEntityRequestSchema = z.object({
  entityKind: z.enum(ERP_ENTITY_KINDS, { error: ENTITY_ID_SEARCH_MESSAGES.selectEntityName }),
  entityIds: z.string({ error: ENTITY_ID_SEARCH_MESSAGES.enterEntityId }).max(2000),
});
export type ErpEntityRequest = z.infer<typeof erpEntityRequestSchema>;

/** The form: the same, with the alert of a malformed id list at the ids field. */
export const erpEntityFormSchema = erpEntityRequestSchema.check((ctx) => {
  const parsed = parseEntityIds(ctx.value.entityIds);
  if (!parsed.ok) ctx.issues.push({ code: 'custom', path: ['entityIds'], message: parsed.message, input: ctx.value.entityIds });
});

export const erpRecordSchema = z.object({
  entityKind: z.enum(ERP_ENTITY_KINDS),
  entityId: z.number().int(),
  payload: z.record(z.string(), z.unknown()),
});
export type ErpRecord = z.infer<typeof erpRecordSchema>;

export const erpEntityRecordsSchema = z.object({
  records: z.array(erpRecordSchema),
  /** Ids of the list with no record in the brand. */
  missingIds: z.array(z.number().int()),
});
export type ErpEntityRecords = z.infer<typeof erpEntityRecordsSchema>;

export const erpEventSchema = z.object({
  id: z.number().int(),
  entityKind: z.enum(ERP_ENTITY_KINDS),
  entityId: z.number().int(),
  eventKind: z.string(),
  payload: z.unknown(),
  idempotencyKey: z.string(),
  status: z.enum(ERP_EVENT_STATUSES),
  attempts: z.number().int(),
  lastError: z.string().nullable(),
  acknowledgement: z.string().nullable(),
  createdByName: z.string().nullable(),
  createdAt: z.string(),
  nextAttemptAt: z.string().nullable(),
  sentAt: z.string().nullable(),
  acknowledgedAt: z.string().nullable(),
  updatedAt: z.string(),
});
export type ErpEventView = z.infer<typeof erpEventSchema>;

export const erpPushAnswerSchema = z.object({ message: z.string(), events: z.array(erpEventSchema), missingIds: z.array(z.number().int()) });
export type ErpPushAnswer = z.infer<typeof erpPushAnswerSchema>;

export const ERP_EVENTS_PAGE_SIZE = 20;

export const ERP_MESSAGES = {
  pushed: (n: number) => `${n} ${n === 1 ? 'record' : 'records'} queued for the ERP`,
  noneFound: 'None of these ids has a record to push.',
  retried: 'Event queued again',
  notFailed: 'Only a failed event can be retried.',
  notFound: 'ERP event not found.',
} as const;
