import { createFileRoute } from '@tanstack/react-router';
import { requireScreen } from '../../lib/session/require-screen';
import { OpportunityListPage } from '../../areas/opportunities/components/opportunity-list-page';
import { opportunityListSearchSchema } from '../../areas/opportunities/data/opportunity-list-search';

/** `my-opportunities`: the signed-in user's own opportunities (mine=true), newest first, 10 a page. */
export const Route = createFileRoute('/_authed/my-opportunities')({
  validateSearch: opportunityListSearchSchema,
  beforeLoad: ({ context }) => requireScreen(context.user, '/my-opportunities'),
  component: MyOpportunities,
});

function MyOpportunities() {
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  return <OpportunityListPage mine search={search} onSearchChange={(next) => void navigate({ search: next })} />;
}
