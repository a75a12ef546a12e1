import { GST_RATE_PERCENT, PAYMENT_DUE_WINDOW_DAYS } from '../../../domain/reference/limits';
import { formatDate } from '../../../domain/format/date-time';
import { addDays, type IsoDate } from '../../../domain/format/ist-calendar';
import { invoiceLineOf, percentOfPaise, paiseOfDecimalText, rupeesText } from '../../../domain/invoices/gst';
import type { Supplier } from '../../../domain/invoices/supplier';
import { termsheetStatusName } from '../../../domain/termsheets/statuses';
import { PdfBuilder } from '../../lib/pdf/pdf-document';
import { addressLine, type TermsheetDocument } from './termsheet-document';

/**
 * The terms printed on every order form (ours: the spec shows none). Short, and what a buyer of advertising
 * needs to know before signing: price basis, tax, payment window, start of service, cancellation, jurisdiction.
 */
export const ORDER_FORM_TERMS: readonly string[] = [
  `Prices are in Indian rupees, exclusive of GST; GST at ${GST_RATE_PERCENT}% is charged on the net value as shown.`,
  'Discounts are shown only where approved; any other discount does not apply to this order.',
  `Each milestone is payable within ${PAYMENT_DUE_WINDOW_DAYS} days of its start date; services start once the first milestone is paid.`,
  'A tax invoice is issued on approval of this order; a cancelled order is credited by a credit note.',
  'This order form is governed by the laws of India; disputes are subject to the courts of the supplier’s registered office.',
];

/**
 * The termsheet as an order form: supplier and buyer (legal entity, GSTIN, PAN, addresses), each package with its
 * products, quantity, validity, list price, approved discount, net, GST and total; the payment schedule (each
 * milestone due within the payment window from its start); the terms; and an acceptance block for both parties.
 */
export async function renderTermsheetPdf(doc: TermsheetDocument, supplier: Supplier): Promise<Buffer> {
  const { termsheet, opportunity, legalEntity, contact } = doc;
  const lines = doc.packages.map((p) => {
    const line = invoiceLineOf({
      description: p.packageName,
      sac: '',
      quantity: p.quantity,
      unitPricePaise: paiseOfDecimalText(p.salesPrice),
      unitDiscountPaise: paiseOfDecimalText(p.discount),
    });
    // GST at 18% per line; the tax invoice splits it into CGST and SGST or IGST by place of supply.
    const gst = percentOfPaise(line.taxablePaise, GST_RATE_PERCENT);
    return { ...line, gstPaise: gst, totalPaise: line.taxablePaise + gst };
  });
  const sum = (pick: (l: (typeof lines)[number]) => bigint) => lines.reduce((acc, l) => acc + pick(l), 0n);
  const pdf = (await PdfBuilder.create({ title: `Order form (termsheet ${termsheet.id})` }))
    .title('ORDER FORM')
    .fields([
      ['Termsheet #', String(termsheet.id)],
      ['Date', formatDate(termsheet.createdAt)],
      ['Status', termsheetStatusName(termsheet.statusId)],
      ['Opportunity', `${opportunity.name} (#${opportunity.id})`],
    ])
    .heading('Supplier')
    .fields([
      ['Name', supplier.name],
      ['GSTIN', supplier.gstin],
      ['PAN', supplier.pan],
      ['Address', supplier.address],
    ])
    .heading('Buyer')
    .fields([
      ['Legal name', legalEntity?.legalName ?? 'Not Available'],
      ['Account', `${opportunity.accountName} (#${opportunity.accountId})`],
      ['GSTIN', legalEntity?.gst ?? (legalEntity?.unregisteredCustomer ? 'Unregistered' : 'Not Available')],
      ['PAN', legalEntity?.pan ?? 'Not Available'],
      ['Billing address', addressLine(legalEntity?.billing ?? null)],
      ['Shipping address', addressLine(legalEntity?.shipping ?? null)],
      ['Contact', contact ? `${contact.name}${contact.email ? ` <${contact.email}>` : ''}` : 'Not Available'],
    ])
    .heading('Order')
    .table(
      [
        { header: 'Package and products', width: 0.25 },
        { header: 'Qty', width: 0.05, align: 'right' },
        { header: 'Validity', width: 0.09, align: 'right' },
        { header: 'List price', width: 0.13, align: 'right' },
        { header: 'Discount', width: 0.12, align: 'right' },
        { header: 'Net', width: 0.12, align: 'right' },
        { header: 'GST', width: 0.11, align: 'right' },
        { header: 'Total', width: 0.13, align: 'right' },
      ],
      doc.packages.map((p, i) => {
        const line = lines[i];
        return [
          p.productNames.length ? `${p.packageName}: ${p.productNames.join(', ')}` : p.packageName,
          String(p.quantity),
          `${p.validityDays} days`,
          rupeesText(line?.valuePaise ?? 0n),
          rupeesText(line?.discountPaise ?? 0n),
          rupeesText(line?.taxablePaise ?? 0n),
          rupeesText(line?.gstPaise ?? 0n),
          rupeesText(line?.totalPaise ?? 0n),
        ];
      }),
    )
    .fields([
      ['List price', rupeesText(sum((l) => l.valuePaise))],
      ['Approved discount', rupeesText(sum((l) => l.discountPaise))],
      ['Net value (excl. GST)', rupeesText(sum((l) => l.taxablePaise))],
      [`GST @ ${GST_RATE_PERCENT}%`, rupeesText(sum((l) => l.gstPaise))],
      ['Order total (incl. GST)', rupeesText(sum((l) => l.totalPaise))],
    ])
    .heading('Payment schedule');
  if (doc.milestones.length > 0) {
    pdf.table(
      [
        { header: 'Milestone', width: 0.3 },
        { header: 'Starts', width: 0.15 },
        { header: 'Due by', width: 0.15 },
        { header: 'Amount', width: 0.13, align: 'right' },
        { header: 'GST', width: 0.12, align: 'right' },
        { header: 'Payable', width: 0.15, align: 'right' },
      ],
      doc.milestones.map((m) => {
        const amount = paiseOfDecimalText(m.amount);
        const gst = paiseOfDecimalText(m.gst);
        return [
          m.name,
          formatDate(m.startDate),
          formatDate(addDays(m.startDate as IsoDate, PAYMENT_DUE_WINDOW_DAYS)),
          rupeesText(amount),
          rupeesText(gst),
          rupeesText(amount + gst),
        ];
      }),
    );
  } else {
    pdf.paragraph(`The full order total is payable within ${PAYMENT_DUE_WINDOW_DAYS} days of acceptance.`);
  }
  pdf.heading('Terms');
  ORDER_FORM_TERMS.forEach((term, i) => pdf.paragraph(`${i + 1}. ${term}`));
  pdf
    .heading('Acceptance')
    .paragraph('We accept this order on the terms above.')
    .space()
    .fields([
      [`For ${legalEntity?.legalName ?? opportunity.accountName}`, `For ${supplier.name}`],
      ['Name and designation', 'Authorised Signatory'],
      ['Signature and date', 'Signature and date'],
    ]);
  return pdf.space().paragraph('This order form is not a tax invoice.', { muted: true }).toBuffer();
}
