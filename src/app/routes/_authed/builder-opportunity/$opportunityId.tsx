import { createFileRoute } from '@tanstack/react-router';
import { requireScreen } from '../../../lib/session/require-screen';
import { idParam } from '../-id-param';
import { OpportunityScreen } from '../-opportunity-screen';

/** `builder-opportunity/{opportunityId}`: the builder opportunity page, with its kind's not-editable statuses. */
export const Route = createFileRoute('/_authed/builder-opportunity/$opportunityId')({
  params: idParam('opportunityId'),
  beforeLoad: ({ context }) => requireScreen(context.user, '/builder-opportunity/$opportunityId'),
  component: BuilderOpportunityRoute,
});

function BuilderOpportunityRoute() {
  const { opportunityId } = Route.useParams();
  return <OpportunityScreen key={opportunityId} kind="builder" opportunityId={opportunityId} />;
}
