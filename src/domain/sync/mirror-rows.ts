import type { AccountRow } from '../accounts/account-row';
import type { ApprovalRow } from '../approvals/approval-row';
import type { DocumentRow } from '../documents/document-row';
import { documentRowSchema } from '../documents/document-row';
import { approvalRowSchema } from '../approvals/approval-row';
import { accountRowSchema } from '../accounts/account-row';
import type { CommentRow } from '../comments/comment-row';
import { commentRowSchema } from '../comments/comment-row';
import type { ContactRow } from '../contacts/contact-row';
import { contactRowSchema } from '../contacts/contact-row';
import type { LegalEntityRow } from '../legal-entities/legal-entity-row';
import { legalEntityRowSchema } from '../legal-entities/legal-entity-row';
import type { MilestoneRow } from '../milestones/milestone-row';
import { milestoneRowSchema } from '../milestones/milestone-row';
import type { OpportunityRow } from '../opportunities/opportunity-row';
import { opportunityRowSchema } from '../opportunities/opportunity-row';
import type { PaymentRow } from '../payments/payment-row';
import { paymentRowSchema } from '../payments/payment-row';
import type { TermsheetRow } from '../termsheets/termsheet-row';
import { termsheetRowSchema } from '../termsheets/termsheet-row';

/**
 * The rows a device mirrors (SYNC.md): one zod schema an entity, held in its area's domain folder, with the field
 * names the online routes answer, so a screen reads a mirrored row the way it reads an online one. The server's
 * pull and snapshot build them, the device stores them: both import these schemas. Every row carries `accountId`
 * (the unit of scope) and, but for accounts (keyed by accountId), `id`. Money is rupees as numbers; times ISO
 * strings; dates 'YYYY-MM-DD'. Left out on purpose: per-user flags such as `editable` (the device derives them)
 * and nested lists mirrored as rows of their own (a milestone's payments, a termsheet's milestones).
 */
export const ROW_SCHEMAS = {
  account: accountRowSchema,
  contact: contactRowSchema,
  legalEntity: legalEntityRowSchema,
  opportunity: opportunityRowSchema,
  termsheet: termsheetRowSchema,
  milestone: milestoneRowSchema,
  payment: paymentRowSchema,
  comment: commentRowSchema,
  approval: approvalRowSchema,
  document: documentRowSchema,
} as const;

export type RowOf = {
  account: AccountRow;
  contact: ContactRow;
  legalEntity: LegalEntityRow;
  opportunity: OpportunityRow;
  termsheet: TermsheetRow;
  milestone: MilestoneRow;
  payment: PaymentRow;
  comment: CommentRow;
  approval: ApprovalRow;
  document: DocumentRow;
};

export type MirroredEntity = keyof RowOf;
export type MirrorRow = RowOf[MirroredEntity];

export const MIRRORED_ENTITIES: readonly MirroredEntity[] = ['account', 'contact', 'legalEntity', 'opportunity', 'termsheet', 'milestone', 'payment', 'comment', 'approval', 'document'];

/** Row id as the change carries it (accounts are keyed by accountId). */
export function rowIdOf(row: MirrorRow): number {
  return 'id' in row ? row.id : row.accountId;
}

export type { AccountRow, ApprovalRow, CommentRow, DocumentRow, ContactRow, LegalEntityRow, MilestoneRow, OpportunityRow, PaymentRow, TermsheetRow };
export type { PackageMapping } from '../opportunities/opportunity-row';
