import type * as Contract from '../../../../domain/sync/mirror-rows';

/**
 * The rows the device mirrors, as GET /api/sync/v1/pull and /snapshot answer them: the shapes are the domain's
 * contract (src/domain/<area>/<area>-row.ts, indexed in src/domain/sync/mirror-rows.ts), plus local flags.
 *
 * Local flags, never sent to the server:
 * - `_pending: true` on a row that a queued command created or changed (the screen marks it "waiting to sync");
 * - `_clientId` on a row created on this device (equal to its `clientId`); such a row has a NEGATIVE `id`
 *   until the server's row (positive id, same `clientId`) replaces it.
 */
export type LocalFlags = { _pending?: true; _clientId?: string };

export type AccountRow = LocalFlags & Contract.AccountRow;
export type ContactRow = LocalFlags & Contract.ContactRow;
export type LegalEntityRow = LocalFlags & Contract.LegalEntityRow;
export type OpportunityRow = LocalFlags & Contract.OpportunityRow;
export type TermsheetRow = LocalFlags & Contract.TermsheetRow;
export type MilestoneRow = LocalFlags & Contract.MilestoneRow;
export type PaymentRow = LocalFlags & Contract.PaymentRow;
export type CommentRow = LocalFlags & Contract.CommentRow;
export type ApprovalRow = LocalFlags & Contract.ApprovalRow;
export type DocumentRow = LocalFlags & Contract.DocumentRow;

/** Each mirrored entity's row, with the local flags. */
export type RowOf = { [E in Contract.MirroredEntity]: LocalFlags & Contract.RowOf[E] };

export type MirroredEntity = Contract.MirroredEntity;
export type MirrorRow = RowOf[MirroredEntity];

export { MIRRORED_ENTITIES } from '../../../../domain/sync/mirror-rows';

/** A reference-data entry (GET /sapna/v1/reference-data's fields, one entry per field: 'cities', 'paymentModes', ...). */
export type ReferenceEntry = { key: string; value: unknown };
