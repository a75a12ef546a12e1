import { can } from '../../../domain/auth/capabilities';
import { paiseOfDecimalText } from '../../../domain/invoices/gst';
import { INVOICE_MESSAGES } from '../../../domain/invoices/invoice-messages';
import { forbidden, notFound } from '../../errors';
import type { ServiceContext } from '../../shared/http/service-context';
import { findTermsheetInScope } from '../termsheets/termsheet-access.service';
import type { InvoiceDocument } from './invoice-pdf';
import { linesOf } from './invoice-presenter';
import { invoiceById, type InvoiceRow } from './invoices.repo';

/** Tax, digislate invoices and credit notes are finance's (Finance, Admin: PERMISSIONS.md); reading them is anyone's in scope. */
export function assertFinance(ctx: ServiceContext): void {
  if (!can(ctx.user, 'finance')) throw forbidden();
}

/** The invoice when its termsheet is in the user's scope (else 404, never 403). */
export async function invoiceInScopeOr404(ctx: ServiceContext, id: number, opts: { lock?: boolean } = {}): Promise<InvoiceRow> {
  const row = await invoiceById(ctx.tx, id, opts);
  if (!row || !(await findTermsheetInScope(ctx, row.termsheetId))) throw notFound(INVOICE_MESSAGES.notFound);
  return row;
}

const TITLES = { tax: 'TAX INVOICE', digislate: 'DIGISLATE INVOICE', credit: 'CREDIT NOTE' } as const;

/** The stored document as its PDF prints it; a credit note with the tax invoice it credits (`credited`). */
export function documentOfRow(row: InvoiceRow, credited: InvoiceRow | null = null): InvoiceDocument {
  const cgst = paiseOfDecimalText(row.cgst);
  const sgst = paiseOfDecimalText(row.sgst);
  const igst = paiseOfDecimalText(row.igst);
  const taxablePaise = paiseOfDecimalText(row.taxableValue);
  const totalPaise = paiseOfDecimalText(row.total);
  return {
    title: TITLES[row.kind as keyof typeof TITLES] ?? 'TAX INVOICE',
    serial: row.serial,
    date: row.createdAt,
    termsheetId: row.termsheetId,
    supplier: { name: row.supplierName, gstin: row.supplierGstin, stateCode: row.supplierStateCode, address: row.supplierAddress },
    recipient: { name: row.recipientName, gstin: row.recipientGstin, stateCode: row.recipientStateCode, address: row.recipientAddress, registered: row.recipientRegistered },
    placeOfSupplyStateCode: row.placeOfSupplyStateCode,
    reverseCharge: row.reverseCharge,
    sac: row.sac,
    lines: linesOf(row),
    split:
      igst > 0n || row.supplierStateCode !== row.placeOfSupplyStateCode
        ? { kind: 'inter', taxablePaise, cgstPaise: 0n, sgstPaise: 0n, igstPaise: igst, taxPaise: igst, totalPaise }
        : { kind: 'intra', taxablePaise, cgstPaise: cgst, sgstPaise: sgst, igstPaise: 0n, taxPaise: cgst + sgst, totalPaise },
    cancelled: row.kind === 'digislate' && row.cancelledAt !== null,
    credited: row.kind === 'tax' && row.cancelledAt !== null,
    against: credited ? { serial: credited.serial, date: credited.createdAt } : null,
    reason: row.reason,
  };
}
