import { createFileRoute } from '@tanstack/react-router';
import { ReportsPage } from '../../areas/reports/components/reports-page';
import { reportSearchSchema } from '../../areas/reports/data/report-search';
import { requireScreen } from '../../lib/session/require-screen';

/** `reports` (admin menu tab 'Download Reports'): the report kinds this user may download (online only). */
export const Route = createFileRoute('/_authed/reports')({
  validateSearch: reportSearchSchema,
  beforeLoad: ({ context }) => requireScreen(context.user, '/reports'),
  component: Reports,
});

function Reports() {
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  return <ReportsPage search={search} onSearchChange={(next) => void navigate({ search: next, replace: true })} />;
}
