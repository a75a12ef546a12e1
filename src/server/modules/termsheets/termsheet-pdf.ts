import { GST_RATE_PERCENT } from '../../../domain/reference/limits';
import { formatDate } from '../../../domain/format/date-time';
import { invoiceLineOf, percentOfPaise, paiseOfDecimalText, rupeesText, taxableOfLines } from '../../../domain/invoices/gst';
import { termsheetStatusName } from '../../../domain/termsheets/statuses';
import { PdfBuilder } from '../../lib/pdf/pdf-document';
import { addressLine, type TermsheetDocument } from './termsheet-document';

/** The termsheet (order form) as a PDF: parties, packages with price, discount and GST, and the milestones. */
export async function renderTermsheetPdf(doc: TermsheetDocument): Promise<Buffer> {
  const { termsheet, opportunity, legalEntity, contact } = doc;
  const lines = doc.packages.map((p) =>
    invoiceLineOf({
      description: p.packageName,
      sac: '',
      quantity: p.quantity,
      unitPricePaise: paiseOfDecimalText(p.salesPrice),
      unitDiscountPaise: paiseOfDecimalText(p.discount),
    }),
  );
  const taxable = taxableOfLines(lines);
  // GST shown on the order form at 18% in one line; the tax invoice splits it by place of supply.
  const tax = percentOfPaise(taxable, GST_RATE_PERCENT);
  const pdf = (await PdfBuilder.create({ title: `Termsheet ${termsheet.id}` }))
    .title('TERMSHEET')
    .fields([
      ['Termsheet #', String(termsheet.id)],
      ['Date', formatDate(termsheet.createdAt)],
      ['Status', termsheetStatusName(termsheet.statusId)],
      ['Account', `${opportunity.accountName} (#${opportunity.accountId})`],
      ['Opportunity', `${opportunity.name} (#${opportunity.id})`],
    ])
    .heading('Legal entity')
    .fields([
      ['Legal name', legalEntity?.legalName ?? 'Not Available'],
      ['GSTIN', legalEntity?.gst ?? (legalEntity?.unregisteredCustomer ? 'Unregistered' : 'Not Available')],
      ['PAN', legalEntity?.pan ?? 'Not Available'],
      ['Billing address', addressLine(legalEntity?.billing ?? null)],
      ['Shipping address', addressLine(legalEntity?.shipping ?? null)],
      ['Contact', contact ? `${contact.name}${contact.email ? ` <${contact.email}>` : ''}` : 'Not Available'],
    ])
    .heading('Packages')
    .table(
      [
        { header: 'Package', width: 0.3 },
        { header: 'Qty', width: 0.08, align: 'right' },
        { header: 'Validity', width: 0.12, align: 'right' },
        { header: 'Price', width: 0.17, align: 'right' },
        { header: 'Discount', width: 0.15, align: 'right' },
        { header: 'Amount', width: 0.18, align: 'right' },
      ],
      doc.packages.map((p, i) => [
        p.packageName,
        String(p.quantity),
        `${p.validityDays} days`,
        rupeesText(lines[i]?.valuePaise ?? 0n),
        rupeesText(lines[i]?.discountPaise ?? 0n),
        rupeesText(lines[i]?.taxablePaise ?? 0n),
      ]),
    )
    .fields([
      ['Amount before GST', rupeesText(taxable)],
      ['GST @ 18%', rupeesText(tax)],
      ['Total', rupeesText(taxable + tax)],
    ]);
  if (doc.milestones.length > 0) {
    pdf.heading('Milestones').table(
      [
        { header: 'Milestone', width: 0.4 },
        { header: 'Start date', width: 0.2 },
        { header: 'Amount', width: 0.2, align: 'right' },
        { header: 'GST', width: 0.2, align: 'right' },
      ],
      doc.milestones.map((m) => [m.name, formatDate(m.startDate), rupeesText(paiseOfDecimalText(m.amount)), rupeesText(paiseOfDecimalText(m.gst))]),
    );
  }
  return pdf.space().paragraph('This termsheet is an order form, not a tax invoice.', { muted: true }).toBuffer();
}
