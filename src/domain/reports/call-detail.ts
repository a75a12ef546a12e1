import { z } from 'zod';
import { callStatusName } from '../comments/call-statuses';
import { OPPORTUNITY_KINDS } from '../opportunities/statuses';
import { CALL_IDS } from '../reference/ids';

/**
 * `call-detail` (screen call-detail): the calls made in the range (start of the first day to the end of the last,
 * Asia/Kolkata), newest first, on accounts in the user's scope. Today a call is a logged comment of activity type
 * Call; its start is when the agent says it happened and its duration the logged duration.
 *
 * Our reading where the spec is silent: the number dialled is the phone of the account's first active contact
 * that has one (a logged call does not store the number), shown masked to its last 4 digits on screen and in the CSV; "account or case" is the account and,
 * for a call logged on an opportunity, that opportunity. Filters: agent (the author) and outcome.
 */
export const CALL_OUTCOME_IDS = [CALL_IDS.CONNECTED, CALL_IDS.NOT_CONNECTED, CALL_IDS.REDIAL] as const;

/** '******3210': every digit but the last four hidden; no number '-'. */
export function maskPhone(phone: string | null | undefined): string {
  const digits = (phone ?? '').replace(/\D/g, '');
  if (!digits) return '-';
  if (digits.length <= 4) return digits;
  return `${'*'.repeat(digits.length - 4)}${digits.slice(-4)}`;
}

export const callDetailRowSchema = z.object({
  commentId: z.number().int(),
  agentId: z.number().int(),
  agentName: z.string(),
  accountId: z.number().int(),
  accountName: z.string(),
  opportunityId: z.number().int().nullable(),
  opportunityName: z.string().nullable(),
  opportunityKind: z.enum(OPPORTUNITY_KINDS).nullable().describe("The opportunity's kind, which names its page (opportunityPagePath)"),
  numberDialled: z.string().describe('Masked to the last 4 digits'),
  startedAt: z.string(),
  durationSeconds: z.number().int().nullable(),
  outcomeId: z.number().int().nullable(),
  outcomeName: z.string(),
  activityType: z.string().describe('Call, Meeting, … (the list shows other activities with activity=all)'),
});
export type CallDetailRow = z.infer<typeof callDetailRowSchema>;

export type CallDetailRecord = Omit<CallDetailRow, 'numberDialled' | 'outcomeName'> & { phone: string | null };

export function toCallDetailRow({ phone, ...record }: CallDetailRecord): CallDetailRow {
  return { ...record, numberDialled: maskPhone(phone), outcomeName: record.outcomeId === null ? '-' : callStatusName(record.outcomeId) };
}

/** 125 → '2:05'; none '-'. */
export function formatCallDuration(seconds: number | null): string {
  if (seconds === null) return '-';
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
}

/** A CSV cell: text, a number, an instant (the CSV writer formats it), or nothing (an empty cell). */
type Cell = string | number | Date | null | undefined;

export const CALL_DETAIL_CSV_COLUMNS: readonly (readonly [string, (row: CallDetailRow) => Cell])[] = [
  ['Agent', (r) => r.agentName],
  ['Agent Id', (r) => r.agentId],
  ['Account Id', (r) => r.accountId],
  ['Account', (r) => r.accountName],
  ['Opportunity', (r) => r.opportunityName ?? null],
  ['Number Dialled', (r) => (r.numberDialled === '-' ? null : r.numberDialled)],
  ['Start', (r) => new Date(r.startedAt)],
  ['Duration (s)', (r) => r.durationSeconds ?? null],
  ['Outcome', (r) => (r.outcomeId === null ? null : r.outcomeName)],
];
