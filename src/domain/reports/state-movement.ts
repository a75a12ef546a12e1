import { z } from 'zod';
import { OPPORTUNITY_KINDS, opportunityStatusName } from '../opportunities/statuses';
import { paymentStatusName } from '../payments/statuses';
import { termsheetStatusName } from '../termsheets/statuses';

/**
 * `state-movement` (screen state-movement-reports): every status change of an opportunity, payment or termsheet
 * made in the range (start of the first day to the end of the last, Asia/Kolkata), newest first, for entities whose
 * opportunity is in the user's scope. The server records each change in status_changes, in the same transaction
 * as the change (database triggers). The summary counts the changes per entity, from status and to status.
 */
export const STATE_MOVEMENT_ENTITIES = ['opportunity', 'payment', 'termsheet'] as const;
export type StateMovementEntity = (typeof STATE_MOVEMENT_ENTITIES)[number];

export const STATE_MOVEMENT_ENTITY_LABELS: Record<StateMovementEntity, string> = {
  opportunity: 'Opportunity',
  payment: 'Payment',
  termsheet: 'Termsheet',
};

export function entityStatusName(entity: StateMovementEntity, statusId: number | null): string {
  if (statusId === null) return '-';
  if (entity === 'payment') return paymentStatusName(statusId);
  if (entity === 'termsheet') return termsheetStatusName(statusId);
  return opportunityStatusName(statusId);
}

export const stateMovementRowSchema = z.object({
  id: z.number().int(),
  entity: z.enum(STATE_MOVEMENT_ENTITIES),
  entityId: z.number().int(),
  opportunityId: z.number().int().nullable(),
  opportunityKind: z.enum(OPPORTUNITY_KINDS).nullable().describe("The opportunity's kind, which names its page (opportunityPagePath)"),
  fromStatusId: z.number().int().nullable(),
  fromStatusName: z.string(),
  toStatusId: z.number().int(),
  toStatusName: z.string(),
  changedById: z.number().int().nullable(),
  changedByName: z.string().nullable(),
  changedAt: z.string(),
});
export type StateMovementRow = z.infer<typeof stateMovementRowSchema>;

export type StateMovementRecord = Omit<StateMovementRow, 'fromStatusName' | 'toStatusName'>;

export function toStateMovementRow(record: StateMovementRecord): StateMovementRow {
  return {
    ...record,
    fromStatusName: entityStatusName(record.entity, record.fromStatusId),
    toStatusName: entityStatusName(record.entity, record.toStatusId),
  };
}

export const stateMovementSummaryCellSchema = z.object({
  entity: z.enum(STATE_MOVEMENT_ENTITIES),
  fromStatusId: z.number().int().nullable(),
  fromStatusName: z.string(),
  toStatusId: z.number().int(),
  toStatusName: z.string(),
  count: z.number().int(),
});
export type StateMovementSummaryCell = z.infer<typeof stateMovementSummaryCellSchema>;

export type StateMovementMatrix = {
  entity: StateMovementEntity;
  /** Status ids in the order they appear as rows (from) and columns (to). */
  from: (number | null)[];
  to: number[];
  count: (from: number | null, to: number) => number;
};

/** The from × to matrix of each entity, statuses in id order (a missing pair counts 0). */
export function stateMovementMatrices(cells: readonly StateMovementSummaryCell[]): StateMovementMatrix[] {
  return STATE_MOVEMENT_ENTITIES.flatMap((entity) => {
    const mine = cells.filter((c) => c.entity === entity);
    if (mine.length === 0) return [];
    const byId = (a: number | null, b: number | null) => (a ?? -1) - (b ?? -1);
    const from = [...new Set(mine.map((c) => c.fromStatusId))].sort(byId);
    const to = [...new Set(mine.map((c) => c.toStatusId))].sort(byId);
    const counts = new Map(mine.map((c) => [`${c.fromStatusId}:${c.toStatusId}`, c.count]));
    return [{ entity, from, to, count: (f: number | null, t: number) => counts.get(`${f}:${t}`) ?? 0 }];
  });
}

/** A CSV cell: text, a number, an instant (the CSV writer formats it), or nothing (an empty cell). */
type Cell = string | number | Date | null | undefined;

export const STATE_MOVEMENT_CSV_COLUMNS: readonly (readonly [string, (row: StateMovementRow) => Cell])[] = [
  ['Entity', (r) => STATE_MOVEMENT_ENTITY_LABELS[r.entity]],
  ['Entity Id', (r) => r.entityId],
  ['Opportunity Id', (r) => r.opportunityId ?? null],
  ['From', (r) => (r.fromStatusId === null ? null : r.fromStatusName)],
  ['To', (r) => r.toStatusName],
  ['Changed By', (r) => r.changedByName ?? null],
  ['Changed At', (r) => new Date(r.changedAt)],
];
