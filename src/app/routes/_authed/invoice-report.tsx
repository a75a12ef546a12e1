import { createFileRoute } from '@tanstack/react-router';
import { InvoiceReportPage } from '../../areas/reports/components/invoice-report-page';
import { reportSearchSchema } from '../../areas/reports/data/report-search';
import { requireScreen } from '../../lib/session/require-screen';

/** `invoice-report`: Invoice report (finance): tax and digislate invoices issued in the range, with its CSV (online only). */
export const Route = createFileRoute('/_authed/invoice-report')({
  validateSearch: reportSearchSchema,
  beforeLoad: ({ context }) => requireScreen(context.user, '/invoice-report'),
  component: InvoiceReportScreen,
});

function InvoiceReportScreen() {
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  return <InvoiceReportPage search={search} onSearchChange={(next) => void navigate({ search: next })} />;
}
