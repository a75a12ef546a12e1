import { formatDate } from '../../../domain/format/date-time';
import { CGST_RATE_PERCENT, IGST_RATE_PERCENT, rupeesText, SGST_RATE_PERCENT, type GstSplit, type InvoiceLine } from '../../../domain/invoices/gst';
import { stateNameOf } from '../../../domain/invoices/gst-states';
import { PdfBuilder } from '../../lib/pdf/pdf-document';

type Party = { name: string; gstin: string | null; stateCode: string; address: string };

export type InvoiceDocument = {
  title: 'TAX INVOICE' | 'PROFORMA INVOICE' | 'DIGISLATE INVOICE' | 'CREDIT NOTE';
  /** Null on a proforma invoice (not a tax invoice: no serial). */
  serial: string | null;
  date: Date;
  termsheetId: number;
  supplier: Party;
  recipient: Party & { registered: boolean };
  placeOfSupplyStateCode: string;
  reverseCharge: boolean;
  sac: string;
  lines: readonly InvoiceLine[];
  split: GstSplit;
  cancelled?: boolean;
  /** A tax invoice credited by a credit note. */
  credited?: boolean;
  /** A credit note: the tax invoice it credits (CGST Rule 53(1A)(g): its serial and date). */
  against?: { serial: string; date: Date } | null;
  /** A credit note: why it was issued. */
  reason?: string | null;
};

const state = (code: string) => `${stateNameOf(code)} (${code})`;

/**
 * A tax invoice with the particulars of CGST Rule 46: supplier name, address, GSTIN and state; a consecutive
 * serial unique for the financial year; the date; recipient name, address, GSTIN (or unregistered) and state;
 * SAC; description and quantity; value, discount and taxable value; the rates and amounts of CGST and SGST or of
 * IGST; place of supply with its state; whether tax is payable on reverse charge; the supplier's signatory.
 * A credit note carries the particulars of CGST Rule 53(1A): the nature of the document, its own consecutive serial
 * for the financial year and date, supplier and recipient, the serial and date of the tax invoice it credits, the
 * taxable value, rate and amount of tax credited, and the signatory.
 */
export async function renderInvoicePdf(doc: InvoiceDocument): Promise<Buffer> {
  const { split } = doc;
  const isCredit = doc.title === 'CREDIT NOTE';
  const docName = isCredit ? 'Credit Note' : 'Invoice';
  const status = doc.cancelled ? ' (CANCELLED)' : doc.credited ? ' (CREDITED)' : '';
  const pdf = (await PdfBuilder.create({ title: doc.serial ? `${doc.title} ${doc.serial}` : `${doc.title} termsheet ${doc.termsheetId}` })).title(`${doc.title}${status}`);
  pdf
    .heading('Supplier')
    .fields([
      ['Name', doc.supplier.name],
      ['Address', doc.supplier.address],
      ['GSTIN', doc.supplier.gstin ?? ''],
      ['State', state(doc.supplier.stateCode)],
    ])
    .heading(docName)
    .fields([
      [`${docName} No.`, doc.serial ?? 'Proforma (not a tax invoice)'],
      [`${docName} Date`, formatDate(doc.date)],
      ...(doc.against
        ? ([
            ['Against Tax Invoice', doc.against.serial],
            ['Tax Invoice Date', formatDate(doc.against.date)],
          ] as [string, string][])
        : []),
      ...(doc.reason ? ([['Reason', doc.reason]] as [string, string][]) : []),
      ['Termsheet #', String(doc.termsheetId)],
      ['Place of Supply', state(doc.placeOfSupplyStateCode)],
      ['Reverse Charge', doc.reverseCharge ? 'Yes' : 'No'],
    ])
    .heading('Recipient')
    .fields([
      ['Name', doc.recipient.name],
      ['Address', doc.recipient.address],
      ['GSTIN', doc.recipient.registered ? (doc.recipient.gstin ?? '') : 'Unregistered'],
      ['State', state(doc.recipient.stateCode)],
    ])
    .heading('Particulars')
    .table(
      [
        { header: '#', width: 0.05 },
        { header: 'Description', width: 0.27 },
        { header: 'SAC', width: 0.1 },
        { header: 'Qty', width: 0.06, align: 'right' },
        { header: 'Value', width: 0.17, align: 'right' },
        { header: 'Discount', width: 0.17, align: 'right' },
        { header: 'Taxable Value', width: 0.18, align: 'right' },
      ],
      doc.lines.map((line, i) => [
        String(i + 1),
        line.description,
        line.sac,
        String(line.quantity),
        rupeesText(line.valuePaise),
        rupeesText(line.discountPaise),
        rupeesText(line.taxablePaise),
      ]),
    )
    .space(0.5);
  const taxRows: [string, string][] =
    split.kind === 'intra'
      ? [
          [`CGST @ ${CGST_RATE_PERCENT}%`, rupeesText(split.cgstPaise)],
          [`SGST @ ${SGST_RATE_PERCENT}%`, rupeesText(split.sgstPaise)],
        ]
      : [[`IGST @ ${IGST_RATE_PERCENT}%`, rupeesText(split.igstPaise)]];
  pdf.fields([
    [isCredit ? 'Taxable Value Credited' : 'Total Taxable Value', rupeesText(split.taxablePaise)],
    ...taxRows,
    [isCredit ? 'Tax Credited' : 'Total Tax', rupeesText(split.taxPaise)],
    [isCredit ? 'Credit Note Total' : 'Invoice Total', rupeesText(split.totalPaise)],
  ]);
  pdf.space().paragraph(`For ${doc.supplier.name}`).space(1.5).paragraph('Authorised Signatory');
  if (!doc.serial) pdf.space().paragraph('This is a proforma invoice, issued for payment; it is not a tax invoice.', { muted: true });
  if (doc.title === 'DIGISLATE INVOICE') pdf.space().paragraph("For the digislate amounts of the termsheet's milestones only.", { muted: true });
  return pdf.toBuffer();
}
