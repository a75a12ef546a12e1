import type { MirrorDb } from '../device/db';
import { keyOfRow, type MirrorTableName, type ShadowRow } from '../device/local-types';
import type { AccountRow, ApprovalRow, CommentRow, DocumentRow, ContactRow, LegalEntityRow, MilestoneRow, MirrorRow, OpportunityRow, PaymentRow, TermsheetRow } from '../device/mirror-rows';

export type TableRows = {
  accounts: AccountRow;
  contacts: ContactRow;
  legalEntities: LegalEntityRow;
  opportunities: OpportunityRow;
  termsheets: TermsheetRow;
  milestones: MilestoneRow;
  payments: PaymentRow;
  comments: CommentRow;
  approvals: ApprovalRow;
  documents: DocumentRow;
};

/** A row named by its id (negative: created on this device) or by the client id it was created with. */
export type RowRef = { id?: number | null | undefined; clientId?: string | null | undefined };

/**
 * What a command's local application may do. Every write first records the row's server state in `shadows`
 * (once per row, before the first queued command touches it), so the change can be undone (rebase.ts), and
 * marks the written row `_pending`. Must be used inside a transaction over the mirror tables and `shadows`.
 */
export type LocalWriter = {
  readonly userId: number;
  readonly userName: string | null;
  get<T extends MirrorTableName>(table: T, key: number): Promise<TableRows[T] | undefined>;
  /** The row by id, or by client id (the server's row when it has arrived, else the local one). */
  find<T extends 'contacts' | 'milestones' | 'payments' | 'comments'>(table: T, ref: RowRef): Promise<TableRows[T] | undefined>;
  put<T extends MirrorTableName>(table: T, row: TableRows[T]): Promise<void>;
  remove(table: MirrorTableName, key: number): Promise<void>;
  /** The payments of a milestone. */
  paymentsOf(milestoneId: number): Promise<TableRows['payments'][]>;
  /** A reference-data entry ('paymentModes', 'cities', ...). */
  reference(key: string): Promise<unknown>;
};

/**
 * What the writer of a new command knows is not on the device yet: the local id and client id it has just taken
 * (local ids are never used twice, client ids are new UUIDs). A row under them has nothing to read first: no row,
 * no shadow, nothing found by that client id. Saves the reads before an offline create shows (issue 10).
 */
export type FreshKeys = { localId: number | null; clientId: string | null };

export function localWriter(db: MirrorDb, user: { userId: number; userName: string | null }, fresh: FreshKeys = { localId: null, clientId: null }): LocalWriter {
  /**
   * Records the row's server state in `shadows` (once per row) beside `write`: the shadow and the row are read
   * together and written together, two round trips to IndexedDB rather than four (an offline write shows on the
   * record sooner, issue 10). Requests of one transaction run in the order they are made, so `write` still
   * comes after the reads.
   */
  async function captured(table: MirrorTableName, key: number, write: () => Promise<unknown>): Promise<void> {
    if (fresh.localId !== null && key === fresh.localId) {
      await Promise.all([db.shadows.put({ table, key, row: null }), write()]);
      return;
    }
    const [shadow, current] = await Promise.all([db.shadows.get([table, key]), db.table(table).get(key) as Promise<MirrorRow | undefined>]);
    const record: ShadowRow | null = shadow ? null : { table, key, row: current ?? null };
    await Promise.all([record ? db.shadows.put(record) : undefined, write()]);
  }

  return {
    userId: user.userId,
    userName: user.userName,
    async get(table, key) {
      return db.table(table).get(key);
    },
    async find(table, ref) {
      if (ref.id != null) return db.table(table).get(ref.id);
      if (ref.clientId == null || ref.clientId === fresh.clientId) return undefined;
      const rows = (await db.table(table).where('clientId').equals(ref.clientId).toArray()) as { id: number }[];
      // After a rebase only one exists; prefer the server's row (positive id) if both ever do.
      return rows.sort((a, b) => b.id - a.id)[0] as never;
    },
    async put(table, row) {
      const key = keyOfRow(table, row);
      await captured(table, key, () => db.table(table).put({ ...row, _pending: true }));
    },
    async remove(table, key) {
      await captured(table, key, () => db.table(table).delete(key));
    },
    async paymentsOf(milestoneId) {
      return db.payments.where('milestoneId').equals(milestoneId).toArray();
    },
    async reference(key) {
      return (await db.reference.get(key))?.value;
    },
  };
}
