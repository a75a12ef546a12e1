import { createFileRoute } from '@tanstack/react-router';
import { requireScreen } from '../../../lib/session/require-screen';
import { idParam } from '../-id-param';
import { OpportunityScreen } from '../-opportunity-screen';

/** `owner-opportunity/{opportunityId}`: the owner opportunity page, with its kind's not-editable statuses. */
export const Route = createFileRoute('/_authed/owner-opportunity/$opportunityId')({
  params: idParam('opportunityId'),
  beforeLoad: ({ context }) => requireScreen(context.user, '/owner-opportunity/$opportunityId'),
  component: OwnerOpportunityRoute,
});

function OwnerOpportunityRoute() {
  const { opportunityId } = Route.useParams();
  return <OpportunityScreen key={opportunityId} kind="owner" opportunityId={opportunityId} />;
}
