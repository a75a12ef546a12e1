import { createFileRoute } from '@tanstack/react-router';
import { SalesReportPage } from '../../areas/reports/components/sales-report-page';
import { reportSearchSchema } from '../../areas/reports/data/report-search';
import { requireScreen } from '../../lib/session/require-screen';

/** `sales-report`: per-agent sales (spec 002 §3) on screen, paged, with its CSV (online only). */
export const Route = createFileRoute('/_authed/sales-report')({
  validateSearch: reportSearchSchema,
  beforeLoad: ({ context }) => requireScreen(context.user, '/sales-report'),
  component: SalesReport,
});

function SalesReport() {
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  return <SalesReportPage search={search} onSearchChange={(next) => void navigate({ search: next })} />;
}
