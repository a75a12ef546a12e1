import { createFileRoute } from '@tanstack/react-router';
import { SalesConnectOppPage } from '../../areas/reports/components/sales-connect-opp-page';
import { reportSearchSchema } from '../../areas/reports/data/report-search';
import { requireScreen } from '../../lib/session/require-screen';

/** `sales-connect-opp`: the Sales Connect opportunities on screen, paged, with their collected amounts and the CSV (online only). */
export const Route = createFileRoute('/_authed/sales-connect-opp')({
  validateSearch: reportSearchSchema,
  beforeLoad: ({ context }) => requireScreen(context.user, '/sales-connect-opp'),
  component: SalesConnectOpp,
});

function SalesConnectOpp() {
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  return <SalesConnectOppPage search={search} onSearchChange={(next) => void navigate({ search: next })} />;
}
