import { formatDate } from '../../../../domain/format/date-time';
import { formatRupees } from '../../../../domain/format/rupees';
import { INVOICE_KIND_LABELS, type InvoiceReportRow } from '../../../../domain/reports/invoice';
import type { Column } from '../../../ui/table/data-table';
import type { ReportSearch } from '../data/report-search';
import { ReportTableScreen } from './report-table-screen';

const money = (key: string, header: string, value: (r: InvoiceReportRow) => number): Column<InvoiceReportRow> => ({
  key,
  header,
  cell: (r) => formatRupees(value(r)),
  align: 'right',
  className: 'whitespace-nowrap',
});

const COLUMNS: Column<InvoiceReportRow>[] = [
  { key: 'number', header: 'Number', cell: (r) => r.number, className: 'whitespace-nowrap' },
  { key: 'type', header: 'Type', cell: (r) => INVOICE_KIND_LABELS[r.kind] },
  { key: 'date', header: 'Date', cell: (r) => formatDate(r.date), className: 'whitespace-nowrap' },
  { key: 'entity', header: 'Legal entity', cell: (r) => r.legalEntity, className: 'min-w-40' },
  { key: 'gstin', header: 'GSTIN', cell: (r) => r.gstin ?? '-', className: 'whitespace-nowrap' },
  { key: 'pos', header: 'Place of supply', cell: (r) => r.placeOfSupply },
  money('taxable', 'Taxable value', (r) => r.taxableValue),
  money('cgst', 'CGST', (r) => r.cgst),
  money('sgst', 'SGST', (r) => r.sgst),
  money('igst', 'IGST', (r) => r.igst),
  money('total', 'Total', (r) => r.total),
  { key: 'status', header: 'Status', cell: (r) => r.status },
  { key: 'cancelled', header: 'Cancelled', cell: (r) => formatDate(r.cancelledDate), className: 'whitespace-nowrap' },
];

/** `invoice-report` (finance): tax and digislate invoices issued in the range; CSV. */
export function InvoiceReportPage({ search, onSearchChange }: { search: ReportSearch; onSearchChange: (next: ReportSearch) => void }) {
  return (
    <ReportTableScreen
      kind="invoice"
      title="Invoice Report"
      description="Tax and digislate invoices issued in the chosen days (India time), with their GST and whether they were cancelled."
      caption="Invoices"
      columns={COLUMNS}
      rowKey={(r) => r.invoiceId}
      search={search}
      onSearchChange={onSearchChange}
      empty="No invoices in this range."
      formatTotal={(_key, value) => formatRupees(value)}
    />
  );
}
