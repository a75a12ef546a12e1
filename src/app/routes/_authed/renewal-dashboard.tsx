import { createFileRoute } from '@tanstack/react-router';
import { RenewalDashboardPage } from '../../areas/renewals/components/renewal-dashboard-page';
import { renewalSearchSchema } from '../../areas/renewals/data/renewal-search';

/** `renewal-dashboard`: every signed-in user (spec 000 §6), within their scope; the filters live in the URL. */
export const Route = createFileRoute('/_authed/renewal-dashboard')({
  validateSearch: renewalSearchSchema,
  component: RenewalDashboard,
});

function RenewalDashboard() {
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  return <RenewalDashboardPage search={search} onSearchChange={(next) => void navigate({ search: next })} />;
}
