import { Link } from '@tanstack/react-router';
import { formatDate } from '../../../../domain/format/date-time';
import { formatRupees } from '../../../../domain/format/rupees';
import type { InvoiceToRaise } from '../../../../domain/invoices/invoices-to-raise.endpoints';
import { sumRupees } from '../../../../domain/money/paise';
import { useListSearch } from '../../../lib/list/list-search';
import { sumOf } from '../../../lib/list/totals';
import { buttonClasses } from '../../../ui/button-classes';
import type { Column } from '../../../ui/table/data-table';
import { ListScreen } from '../../../ui/table/list-screen';
import { useInvoicesToRaise } from '../data/use-invoices-to-raise';
import { accountColumn } from '../../../ui/table/record-columns';

const linkClass = 'text-brand underline-offset-2 hover:underline';

const COLUMNS: readonly Column<InvoiceToRaise>[] = [
  {
    key: 'termsheet',
    header: 'Termsheet',
    value: (r) => r.termsheetId,
    cell: (r) => (
      <Link to="/termsheet/$termsheetId" params={{ termsheetId: r.termsheetId }} className={linkClass}>
        #{r.termsheetId}
      </Link>
    ),
    className: 'whitespace-nowrap',
  },
  { key: 'status', header: 'Status', cell: (r) => r.termsheetStatus, priority: 3, className: 'whitespace-nowrap' },
  accountColumn({ value: (r) => r.accountName }),
  {
    key: 'opportunity',
    header: 'Opportunity',
    value: (r) => r.opportunityName,
    cell: (r) => (
      <Link to="/opportunity/$opportunityId" params={{ opportunityId: r.opportunityId }} className={linkClass}>
        {r.opportunityName}
      </Link>
    ),
    priority: 2,
    className: 'min-w-40',
  },
  { key: 'legalEntity', header: 'Legal entity', cell: (r) => r.legalEntityName ?? '--', priority: 4 },
  { key: 'payments', header: 'Approved payments', align: 'right', cell: (r) => r.approvedPayments, total: (rows) => sumOf(rows, (r) => r.approvedPayments) },
  {
    key: 'amount',
    header: 'Approved amount',
    align: 'right',
    value: (r) => r.approvedAmount,
    cell: (r) => formatRupees(r.approvedAmount),
    total: (rows) => formatRupees(sumRupees(rows.map((r) => r.approvedAmount))),
    className: 'whitespace-nowrap',
  },
  { key: 'lastPayment', header: 'Last payment', value: (r) => r.lastPaymentDate, cell: (r) => formatDate(r.lastPaymentDate), priority: 2, className: 'whitespace-nowrap' },
  {
    key: 'actions',
    header: 'Actions',
    pinEnd: true,
    cell: (r) => (
      <Link to="/termsheet/$termsheetId" params={{ termsheetId: r.termsheetId }} className={buttonClasses('secondary', 'sm', 'whitespace-nowrap')} aria-label={`Raise invoice of termsheet #${r.termsheetId}`}>
        Raise invoice
      </Link>
    ),
  },
];

/**
 * `invoices-to-raise` (finance; issue 51): the termsheets whose approved payments are not yet invoiced
 * (domain/invoices/invoices-to-raise.ts), oldest first; each invoice is raised on its termsheet's page.
 */
export function InvoicesToRaisePage() {
  const url = useListSearch();
  const queue = useInvoicesToRaise(url.pageIndex);
  return (
    <ListScreen
      title="Invoices to Raise"
      description="Approved or completed termsheets with an approved payment and no tax invoice yet, oldest first. Open the termsheet to raise its tax invoice."
      what="invoices to raise"
      caption="Invoices to raise"
      columns={COLUMNS}
      rowKey={(r) => r.termsheetId}
      resource={queue}
      empty="No invoices to raise."
      onPageChange={url.setPageIndex}
      csvFileName="invoices-to-raise.csv"
    />
  );
}
