import { activeMilestonesOfTermsheets } from '../milestones/milestone-access.service';
import type { ServiceContext } from '../../shared/http/service-context';
import { termsheetInScopeOr404 } from './termsheet-access.service';
import type { TermsheetDocument } from './termsheet-document';
import { packageMappingsOfTermsheet, productNamesOfPackageMappings } from './termsheets.repo';
import { asApproved, assertDiscountsApproved } from './discount-gate';
import { contactOfAccount, legalEntityForDocument, type DocumentContact } from './termsheet-document.repo';

/** The termsheet's document data; reading needs it in the user's scope (404 otherwise), the caller checks the capability. */
export async function termsheetDocumentOf(ctx: ServiceContext, termsheetId: number, opts: { lock?: boolean } = {}): Promise<TermsheetDocument> {
  const ref = await termsheetInScopeOr404(ctx, termsheetId, opts);
  const [legalEntity, contact, packages, milestoneRows] = [
    await legalEntityForDocument(ctx.tx, ref.termsheet.accountLegalEntityId),
    ref.termsheet.contactId === null ? null : await contactOfAccount(ctx.tx, ref.termsheet.contactId, ref.opportunity.accountId),
    await packageMappingsOfTermsheet(ctx.tx, termsheetId),
    await activeMilestonesOfTermsheets(ctx.tx, [termsheetId]),
  ];
  const productNames = await productNamesOfPackageMappings(
    ctx.tx,
    packages.map((p) => p.opportunityPackageMappingId),
  );
  return {
    ...ref,
    legalEntity,
    contact,
    packages: packages.map((p) => ({ ...asApproved(p), productNames: productNames.get(p.opportunityPackageMappingId) ?? [] })),
    milestones: milestoneRows.map((m) => ({ id: m.id, name: m.name, amount: m.amount, gst: m.gst, digislateAmount: m.digislateAmount, startDate: String(m.startDate) })),
  };
}

/** A contact of the termsheet's account, for sending a document to a chosen point of contact. */
export async function pocOfAccount(ctx: ServiceContext, contactId: number, accountId: number): Promise<DocumentContact | null> {
  return contactOfAccount(ctx.tx, contactId, accountId);
}

/** The gate, checked on the stored rows (asked discounts and their approval states), for the invoices module too. */
export function assertDocumentDiscounts(doc: TermsheetDocument, atListPrice: boolean | null | undefined): void {
  assertDiscountsApproved(
    doc.packages.map((p) => ({ ...p, discount: p.discountRequested })),
    atListPrice,
  );
}

// What the invoices module may use of this module's document helpers (it imports services only).
export { addressLine } from './termsheet-document';
export type { TermsheetDocument } from './termsheet-document';
export type { DocumentLegalEntity } from './termsheet-document.repo';
