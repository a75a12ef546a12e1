import { createFileRoute } from '@tanstack/react-router';
import { requireScreen } from '../../../lib/session/require-screen';
import { idParam } from '../-id-param';
import { OpportunityScreen } from '../-opportunity-screen';

/** `opportunity/{opportunityId}`: the general opportunity page, with its kind's not-editable statuses. */
export const Route = createFileRoute('/_authed/opportunity/$opportunityId')({
  params: idParam('opportunityId'),
  beforeLoad: ({ context }) => requireScreen(context.user, '/opportunity/$opportunityId'),
  component: GeneralOpportunityRoute,
});

function GeneralOpportunityRoute() {
  const { opportunityId } = Route.useParams();
  return <OpportunityScreen key={opportunityId} kind="general" opportunityId={opportunityId} />;
}
