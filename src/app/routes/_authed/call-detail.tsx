import { createFileRoute } from '@tanstack/react-router';
import { CallDetailPage } from '../../areas/reports/components/call-detail-page';
import { reportSearchSchema } from '../../areas/reports/data/report-search';
import { requireScreen } from '../../lib/session/require-screen';

/** `call-detail`: Call detail: the calls logged in the range, filtered by agent and outcome, with its CSV (online only). */
export const Route = createFileRoute('/_authed/call-detail')({
  validateSearch: reportSearchSchema,
  beforeLoad: ({ context }) => requireScreen(context.user, '/call-detail'),
  component: CallDetailScreen,
});

function CallDetailScreen() {
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  return <CallDetailPage search={search} onSearchChange={(next) => void navigate({ search: next })} />;
}
