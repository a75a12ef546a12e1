import { createFileRoute } from '@tanstack/react-router';
import { requireCapability } from '../../../lib/session/require-capability';
import { idParam } from '../-id-param';
import { OpportunityScreen } from '../-opportunity-screen';

/** `owner-opportunity/{opportunityId}`: the owner opportunity page, with its kind's not-editable statuses. */
export const Route = createFileRoute('/_authed/owner-opportunity/$opportunityId')({
  params: idParam('opportunityId'),
  beforeLoad: ({ context }) => requireCapability(context.user, 'readSales'),
  component: OwnerOpportunityRoute,
});

function OwnerOpportunityRoute() {
  const { opportunityId } = Route.useParams();
  return <OpportunityScreen key={opportunityId} kind="owner" opportunityId={opportunityId} />;
}
