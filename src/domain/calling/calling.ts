// The calling area's contract (issue 13): cases, calling queues, calls and their outcomes, campaigns, case migration.
import { z } from 'zod';
import { callStatusName } from '../comments/call-statuses';
import { statusTable, statusTableByKey } from '../format/status-table';
import { CALL_IDS } from '../reference/ids';
import { VALIDATION_MESSAGES } from '../validation/messages';

/** The spec's messages of this area (spec 000 §8, 001 §8, 002 §8), typos as written. */
export const CALLING_MESSAGES = {
  emptyQueue: 'No opportunity available to pull',
  callInitiated: 'Call initiated successfully',
  callStatusFailed: 'Fetching call status failed!',
  packageShared: 'Package Details shared successfully',
  packageShareFailed: 'Package Details sharing failed',
  linkShared: 'Link shared successfully',
  linkShareFailed: 'Link sharing failed',
  noCallback: 'No Ozonetel Callback',
  casesMigrated: 'Owner Cases migrated successfully',
  assignFailed: 'Failed to assign accounts!',
  someError: 'Some error occurred, please try after some time',
  campaignCreated: 'Successfully created new campaign',
  campaignAdded: 'Campaign Added',
  campaignsUpdated: 'Campaigns Updated',
  campaignDeleted: 'Successfully deleted campaign',
  // Ours (the spec gives none).
  caseNotFound: 'Case not found',
  callNotFound: 'Call not found',
  notYourCase: 'This case is not assigned to you',
  outcomeAlreadyLogged: 'The outcome of this call is already logged',
  callStillRunning: 'The call is still in progress',
  noNumber: 'This case has no contact number',
  callInProgress: 'A call on this case is already in progress',
  outcomeLogged: 'Call outcome logged',
  caseAssigned: 'Case assigned',
  chooseOutcome: 'Choose a call outcome',
} as const;

export const CASE_TYPES = { SOC: 'SOCASE', SAC: 'SACASE' } as const;
export type CaseTypeId = (typeof CASE_TYPES)[keyof typeof CASE_TYPES];
export const QUEUE_KINDS = ['owner', 'tenant'] as const;
export type QueueKind = (typeof QUEUE_KINDS)[number];
export const CASE_STATUS = statusTableByKey({ OPEN: [1, 'Open'], IN_PROGRESS: [2, 'In progress'], CLOSED: [3, 'Closed'] });
export const CASE_STATUSES = CASE_STATUS.key;

/** Call outcomes an agent may log (spec 000 §9). */
export const CALL_OUTCOME_IDS = [CALL_IDS.CONNECTED, CALL_IDS.NOT_CONNECTED, CALL_IDS.REDIAL, CALL_IDS.SERVICE_CALL_DONE, CALL_IDS.SERVICE_REQUEST_RAISED] as const;

/** Call states reported by the telephony provider, plus 'initiated' (ours) and 'no-callback' (no final event in time). */
export const CALL_STATE = statusTable({
  initiated: 'Dialling',
  ringing: 'Ringing',
  answered: 'On call',
  completed: 'Completed',
  'no-answer': 'No answer',
  busy: 'Busy',
  failed: 'Failed',
  'no-callback': 'No callback',
});
export const CALL_STATES = CALL_STATE.ids;
export type CallState = (typeof CALL_STATES)[number];
export const FINAL_CALL_STATES: readonly CallState[] = ['completed', 'no-answer', 'busy', 'failed', 'no-callback'];
export const isFinalCallState = (s: string): boolean => (FINAL_CALL_STATES as readonly string[]).includes(s);

/** Provider event types a webhook may carry. */
export const CALL_EVENT_TYPES = ['ringing', 'answered', 'completed', 'no-answer', 'busy', 'failed'] as const;
export type CallEventType = (typeof CALL_EVENT_TYPES)[number];

/** The outcome a final provider event suggests: a completed call connected, the rest did not. */
export function suggestedOutcomeOf(state: string): number | null {
  if (state === 'completed') return CALL_IDS.CONNECTED;
  if (state === 'no-answer' || state === 'busy' || state === 'failed') return CALL_IDS.NOT_CONNECTED;
  return null;
}

/** Auto-populate call status timeout (spec 000 §9): a call with no final event after this is closed as no callback. */
export const CALL_STATUS_TIMEOUT_MS = 420_000;

/** '******3210': a number as shown outside the dialing screen. */
export function maskPhone(phone: string | null): string | null {
  if (!phone) return phone;
  const digits = phone.replace(/\D/g, '');
  if (digits.length <= 4) return '*'.repeat(digits.length);
  return `${'*'.repeat(digits.length - 4)}${digits.slice(-4)}`;
}

// ---- Answers ----

export const caseViewSchema = z.object({
  id: z.number().int(),
  caseTypeId: z.string(),
  queueKind: z.string(),
  accountId: z.number().int(),
  accountName: z.string().nullable(),
  /** The account's city: the package prices offered to the case's contact are that city's. */
  accountCityId: z.number().int().nullable(),
  opportunityId: z.number().int().nullable(),
  contactName: z.string().nullable(),
  /** Full on the dialing screen (the holder's own queue), masked everywhere else. */
  contactPhone: z.string().nullable(),
  stageId: z.number().int(),
  caseSubTypeId: z.number().int(),
  statusId: z.number().int(),
  statusName: z.string(),
  reason: z.string().nullable(),
  assignedAgentId: z.number().int().nullable(),
  assignedAgentName: z.string().nullable(),
  campaignId: z.number().int().nullable(),
  prioritised: z.boolean(),
  nextActionAt: z.string().nullable(),
  lastCallOutcomeId: z.number().int().nullable(),
});
export type CaseView = z.infer<typeof caseViewSchema>;

export const callViewSchema = z.object({
  id: z.number().int(),
  caseId: z.number().int(),
  agentId: z.number().int(),
  provider: z.string(),
  customerNumber: z.string(),
  callSourceId: z.number().int(),
  status: z.enum(CALL_STATES),
  final: z.boolean(),
  durationSeconds: z.number().int().nullable(),
  suggestedOutcomeId: z.number().int().nullable(),
  outcomeId: z.number().int().nullable(),
  commentId: z.number().int().nullable(),
  startedAt: z.string(),
  endedAt: z.string().nullable(),
});
export type CallView = z.infer<typeof callViewSchema>;

export const queueViewSchema = z.object({
  kind: z.enum(QUEUE_KINDS),
  /** Open cases waiting in the queue (no agent yet). */
  available: z.number().int(),
  prioritisedPull: z.boolean(),
  /** The agent's own cases of this queue, in progress. */
  mine: z.array(caseViewSchema),
});
export type QueueView = z.infer<typeof queueViewSchema>;

export const messageSchema = z.object({ message: z.string() });
export const dialAnswerSchema = z.object({ message: z.string(), call: callViewSchema });
export const pullAnswerSchema = z.object({ message: z.string(), case: caseViewSchema });
export const outcomeAnswerSchema = z.object({ message: z.string(), call: callViewSchema, comment: z.object({ id: z.number().int(), activityType: z.string(), text: z.string() }) });
export type OutcomeAnswer = z.infer<typeof outcomeAnswerSchema>;

// ---- Inputs ----

export const pullInputSchema = z.object({ kind: z.enum(QUEUE_KINDS, { error: VALIDATION_MESSAGES.required }) });

/** A typed number must be exactly 10 digits (the domain's phone message); without one the case's contact is dialled. */
export const dialInputSchema = z.object({
  number: z
    .string()
    .trim()
    .regex(/^\d{10}$/, VALIDATION_MESSAGES.phone)
    .optional(),
});
export type DialInput = z.infer<typeof dialInputSchema>;

export const callOutcomeInputSchema = z.object({
  outcomeId: z.coerce
    .number({ error: VALIDATION_MESSAGES.required })
    .refine((v) => (CALL_OUTCOME_IDS as readonly number[]).includes(v), CALLING_MESSAGES.chooseOutcome),
  remark: z.string().trim().max(2000).optional(),
});
export type CallOutcomeInput = z.infer<typeof callOutcomeInputSchema>;

/**
 * The logCallOutcome push command's arguments (an outcome the agent logged with no signal, SYNC.md): the route's
 * body, the call (and its case, checked to match), and the device's clientId, which the Call comment keeps.
 */
export const logCallOutcomeArgsSchema = callOutcomeInputSchema.extend({
  callId: z.number().int().positive().max(2_147_483_647),
  caseId: z.number().int().positive().max(2_147_483_647),
  clientId: z.uuid(),
});

/** The Call comment's text for a logged outcome: the server writes it, the device shows the same while it waits. */
export function callOutcomeCommentText(caseId: number, outcomeId: number, remark?: string | null): string {
  return [`Case #${caseId}: ${callStatusName(outcomeId)}`, remark?.trim()].filter(Boolean).join(' — ');
}

export const packageShareInputSchema = z.object({ packageId: z.coerce.number().int().positive({ error: VALIDATION_MESSAGES.required }) });
export const linkShareInputSchema = z.object({ link: z.string().trim().url({ error: 'Enter a valid link' }) });

// ---- key-search (spec 002 §7: selector arrays) ----

export const CASE_SEARCH_KEYS = ['id', 'accountId', 'opportunityId', 'stageId', 'caseSubTypeId', 'statusId', 'assignedAgentId', 'campaignId'] as const;
export type CaseSearchKey = (typeof CASE_SEARCH_KEYS)[number];

/**
 * The selector of sac/soc key-search: an array of filters, each a key and the values it may take (any of them),
 * all filters holding together; paging 100 a page.
 */
export const caseSelectorSchema = z.object({
  filters: z
    .array(
      z.object({
        key: z.enum(CASE_SEARCH_KEYS),
        values: z.array(z.number().int().min(0).max(2_147_483_647)).min(1).max(1000),
      }),
    )
    .max(10)
    .default([]),
  page: z.number().int().min(0).max(100_000).default(0),
  size: z.number().int().min(1).max(100).default(100),
});
export type CaseSelector = z.infer<typeof caseSelectorSchema>;

/** The selector arrives as JSON text in the query (`?selector=`); bad JSON is a 400 like any bad field. */
export const selectorQuerySchema = z.object({
  selector: z
    .string()
    .optional()
    .transform((text, ctx) => {
      if (!text) return caseSelectorSchema.parse({});
      try {
        return JSON.parse(text) as unknown;
      } catch {
        ctx.addIssue({ code: 'custom', message: 'selector must be JSON' });
        return z.NEVER;
      }
    })
    .pipe(caseSelectorSchema),
});

// ---- Migration ----

export const reassignInputSchema = z.object({
  oldAgent: z.coerce.number().int().positive({ error: VALIDATION_MESSAGES.required }),
  newAgent: z.coerce.number().int().positive({ error: VALIDATION_MESSAGES.required }),
  /** Absent or empty: all of the old agent's open owner cases. */
  ownerCaseIds: z.array(z.number().int().positive().max(2_147_483_647)).max(5000).optional(),
});
export type ReassignInput = z.infer<typeof reassignInputSchema>;

// ---- Campaigns (campaign-module) ----

export const CAMPAIGN_TYPES = ['Normal', 'Manual Rechurn', 'Manual'] as const;
/** The manual campaign CSV's one column. */
export const MANUAL_CAMPAIGN_CSV_HEADER = 'caseId';
export const MANUAL_CAMPAIGN_MAX_ROWS = 50_000;

/** What a campaign may filter on (GET agent-campaign/definition): the case fields of a queue. */
export const campaignDefinitionFilterSchema = z
  .object({
    queueKind: z.enum(QUEUE_KINDS).optional(),
    stageIds: z.array(z.number().int().min(0).max(2_147_483_647)).max(50).optional(),
    prioritisedOnly: z.boolean().optional(),
  })
  .strict();

const isoDate = z.string({ error: VALIDATION_MESSAGES.required }).regex(/^\d{4}-\d{2}-\d{2}$/, 'Enter a date as YYYY-MM-DD');

export const CAMPAIGN_TYPE_MESSAGES = {
  create: 'Campaign type must be Normal or Manual Rechurn (a Manual campaign is uploaded as a CSV)',
  stayManual: 'A Manual campaign stays Manual: its cases come from its CSV',
  becomeManual: 'A campaign cannot become Manual: upload a CSV of case ids to create one',
} as const;

/**
 * POST agent-campaign: create (no id) or update (id). A Manual campaign is created by the CSV upload instead;
 * once uploaded, its name, start date, active flag and agents may be edited here (type 'Manual', our decision:
 * spec 001 §7 does not say), but its type does not change either way and its cases stay those of its CSV.
 */
export const campaignInputSchema = z.object({
  id: z.number().int().positive().max(2_147_483_647).optional(),
  name: z.string({ error: VALIDATION_MESSAGES.required }).trim().min(1, VALIDATION_MESSAGES.required).max(120),
  type: z.enum(CAMPAIGN_TYPES, { error: CAMPAIGN_TYPE_MESSAGES.create }),
  caseTypeId: z.literal(CASE_TYPES.SOC).default(CASE_TYPES.SOC),
  campaignDefinitionFilter: campaignDefinitionFilterSchema.default({}),
  startDate: isoDate,
  active: z.boolean().default(true),
  /** Empty: the agent list is skipped (spec 001 §5). */
  agentIds: z.array(z.number().int().positive().max(2_147_483_647)).max(500).default([]),
}).refine((v) => v.id !== undefined || v.type !== 'Manual', { path: ['type'], message: CAMPAIGN_TYPE_MESSAGES.create });
export type CampaignInput = z.input<typeof campaignInputSchema>;

export const manualCampaignFieldsSchema = z.object({
  name: z.string({ error: VALIDATION_MESSAGES.required }).trim().min(1, VALIDATION_MESSAGES.required).max(120),
  startDate: isoDate,
  agentIds: z
    .string()
    .optional()
    .transform((s) => (s ? s.split(',').map((v) => Number(v.trim())).filter((n) => Number.isInteger(n) && n > 0) : [])),
});

export const campaignViewSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  type: z.string(),
  caseTypeId: z.string(),
  campaignDefinitionFilter: z.record(z.string(), z.unknown()),
  startDate: z.string(),
  active: z.boolean(),
  agentIds: z.array(z.number().int()),
  cases: z.number().int(),
  csvTotals: z.object({ rows: z.number().int(), accepted: z.number().int(), rejected: z.number().int() }).nullable(),
});
export type CampaignView = z.infer<typeof campaignViewSchema>;

export const uploadReportSchema = z.object({
  rows: z.number().int(),
  accepted: z.number().int(),
  rejected: z.number().int(),
  problems: z.array(z.object({ row: z.number().int(), value: z.string(), reason: z.string() })),
});
export type UploadReport = z.infer<typeof uploadReportSchema>;
