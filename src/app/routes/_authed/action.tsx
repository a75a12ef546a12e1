import { createFileRoute } from '@tanstack/react-router';
import { ActionCalendarPage } from '../../areas/dashboards/components/action-calendar-page';
import { actionSearchSchema } from '../../areas/dashboards/data/dashboard-search';
import { requireScreen } from '../../lib/session/require-screen';

/** `action`: the user's action calendar (the 'reports' roles and sellers; creating and moving is selling). */
export const Route = createFileRoute('/_authed/action')({
  validateSearch: actionSearchSchema,
  beforeLoad: ({ context }) => requireScreen(context.user, '/action'),
  component: ActionRoute,
});

function ActionRoute() {
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  return <ActionCalendarPage search={search} onSearchChange={(next) => void navigate({ search: next })} />;
}
