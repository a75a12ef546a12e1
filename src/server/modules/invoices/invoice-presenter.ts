import { decimalTextOfPaise, paiseOfDecimalText, type InvoiceLine } from '../../../domain/invoices/gst';
import { stateNameOf } from '../../../domain/invoices/gst-states';
import { INVOICE_STATUS_NAMES, type Invoice, type InvoiceKind } from '../../../domain/invoices/invoice-contract';
import { istDateOf } from '../../../domain/format/ist-calendar';
import type { InvoiceRow } from './invoices.repo';

type StoredLine = { description: string; sac: string; quantity: number; valuePaise: string; discountPaise: string; taxablePaise: string };

export function storedLinesText(lines: readonly InvoiceLine[]): string {
  return JSON.stringify(
    lines.map((l): StoredLine => ({
      description: l.description,
      sac: l.sac,
      quantity: l.quantity,
      valuePaise: l.valuePaise.toString(),
      discountPaise: l.discountPaise.toString(),
      taxablePaise: l.taxablePaise.toString(),
    })),
  );
}

export function linesOf(row: InvoiceRow): InvoiceLine[] {
  return (JSON.parse(row.lines) as StoredLine[]).map((l) => ({
    description: l.description,
    sac: l.sac,
    quantity: l.quantity,
    valuePaise: BigInt(l.valuePaise),
    discountPaise: BigInt(l.discountPaise),
    taxablePaise: BigInt(l.taxablePaise),
  }));
}

// JSON numbers at the edge only: each is an exact paise integer divided by 100 once.
const rupees = (paise: bigint) => Number(paise) / 100;
const rupeesOf = (numeric: string) => rupees(paiseOfDecimalText(numeric));

function statusOf(row: InvoiceRow): Invoice['status'] {
  if (!row.cancelledAt) return INVOICE_STATUS_NAMES.GENERATED;
  return row.kind === 'tax' ? INVOICE_STATUS_NAMES.CREDITED : INVOICE_STATUS_NAMES.CANCELLED;
}

/** An invoice as the routes answer it; a credit note names the tax invoice it credits (`credited`, its row). */
export function presentInvoice(row: InvoiceRow, credited: InvoiceRow | null = null): Invoice {
  const cgst = paiseOfDecimalText(row.cgst);
  const sgst = paiseOfDecimalText(row.sgst);
  const igst = paiseOfDecimalText(row.igst);
  return {
    id: row.id,
    kind: row.kind as InvoiceKind,
    serial: row.serial,
    financialYear: row.financialYear,
    invoiceDate: istDateOf(row.createdAt),
    termsheetId: row.termsheetId,
    status: statusOf(row),
    creditedInvoice: credited ? { id: credited.id, serial: credited.serial, invoiceDate: istDateOf(credited.createdAt) } : null,
    reason: row.reason,
    supplier: { name: row.supplierName, gstin: row.supplierGstin, stateCode: row.supplierStateCode, stateName: stateNameOf(row.supplierStateCode), address: row.supplierAddress },
    recipient: {
      name: row.recipientName,
      gstin: row.recipientGstin,
      stateCode: row.recipientStateCode,
      stateName: stateNameOf(row.recipientStateCode),
      address: row.recipientAddress,
      registered: row.recipientRegistered,
    },
    placeOfSupply: { stateCode: row.placeOfSupplyStateCode, stateName: stateNameOf(row.placeOfSupplyStateCode) },
    reverseCharge: row.reverseCharge,
    sac: row.sac,
    lines: linesOf(row).map((l) => ({
      description: l.description,
      sac: l.sac,
      quantity: l.quantity,
      value: rupees(l.valuePaise),
      discount: rupees(l.discountPaise),
      taxableValue: rupees(l.taxablePaise),
    })),
    taxableValue: rupeesOf(row.taxableValue),
    cgst: rupees(cgst),
    sgst: rupees(sgst),
    igst: rupees(igst),
    totalTax: rupees(cgst + sgst + igst),
    total: rupeesOf(row.total),
    totalText: decimalTextOfPaise(paiseOfDecimalText(row.total)),
    sentTo: row.sentTo,
    sentAt: row.sentAt?.toISOString() ?? null,
    cancelledAt: row.cancelledAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
  };
}
