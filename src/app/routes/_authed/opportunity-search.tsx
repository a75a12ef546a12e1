import { createFileRoute } from '@tanstack/react-router';
import { requireScreen } from '../../lib/session/require-screen';
import { OpportunityListPage } from '../../areas/opportunities/components/opportunity-list-page';
import { opportunityListSearchSchema } from '../../areas/opportunities/data/opportunity-list-search';

/** `opportunity-search`: every opportunity in the user's scope, newest first, 10 a page. */
export const Route = createFileRoute('/_authed/opportunity-search')({
  validateSearch: opportunityListSearchSchema,
  beforeLoad: ({ context }) => requireScreen(context.user, '/opportunity-search'),
  component: OpportunitySearch,
});

function OpportunitySearch() {
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  return <OpportunityListPage mine={false} search={search} onSearchChange={(next) => void navigate({ search: next })} />;
}
