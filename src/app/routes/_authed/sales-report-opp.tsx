import { createFileRoute } from '@tanstack/react-router';
import { SalesReportOppPage } from '../../areas/reports/components/sales-report-opp-page';
import { reportSearchSchema } from '../../areas/reports/data/report-search';
import { requireScreen } from '../../lib/session/require-screen';

/** `sales-report-opp`: the sales-by-opportunity report on screen, paged, with its CSV (online only). */
export const Route = createFileRoute('/_authed/sales-report-opp')({
  validateSearch: reportSearchSchema,
  beforeLoad: ({ context }) => requireScreen(context.user, '/sales-report-opp'),
  component: SalesReportOpp,
});

function SalesReportOpp() {
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  return <SalesReportOppPage search={search} onSearchChange={(next) => void navigate({ search: next })} />;
}
