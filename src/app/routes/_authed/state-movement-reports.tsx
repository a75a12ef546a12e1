import { createFileRoute } from '@tanstack/react-router';
import { StateMovementPage } from '../../areas/reports/components/state-movement-page';
import { reportSearchSchema } from '../../areas/reports/data/report-search';
import { requireScreen } from '../../lib/session/require-screen';

/** `state-movement-reports`: State movement: every status change of opportunities, payments and termsheets, with the from × to summary and its CSV (online only). */
export const Route = createFileRoute('/_authed/state-movement-reports')({
  validateSearch: reportSearchSchema,
  beforeLoad: ({ context }) => requireScreen(context.user, '/state-movement-reports'),
  component: StateMovementScreen,
});

function StateMovementScreen() {
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  return <StateMovementPage search={search} onSearchChange={(next) => void navigate({ search: next })} />;
}
