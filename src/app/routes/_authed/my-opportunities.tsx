import { createFileRoute } from '@tanstack/react-router';
import { requireCapability } from '../../lib/session/require-capability';
import { OpportunityListPage } from '../../areas/opportunities/components/opportunity-list-page';
import { opportunityListSearchSchema } from '../../areas/opportunities/data/opportunity-list-search';

/** `my-opportunities`: the signed-in user's own opportunities (mine=true), newest first, 10 a page. */
export const Route = createFileRoute('/_authed/my-opportunities')({
  validateSearch: opportunityListSearchSchema,
  beforeLoad: ({ context }) => requireCapability(context.user, 'readSales'),
  component: MyOpportunities,
});

function MyOpportunities() {
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  return <OpportunityListPage mine search={search} onSearchChange={(next) => void navigate({ search: next })} />;
}
