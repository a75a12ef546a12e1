import { createFileRoute } from '@tanstack/react-router';
import { requireScreen } from '../../../lib/session/require-screen';
import { idParam } from '../-id-param';
import { OpportunityScreen } from '../-opportunity-screen';

/** `broker-opportunity/{opportunityId}`: the broker opportunity page, with its kind's not-editable statuses. */
export const Route = createFileRoute('/_authed/broker-opportunity/$opportunityId')({
  params: idParam('opportunityId'),
  beforeLoad: ({ context }) => requireScreen(context.user, '/broker-opportunity/$opportunityId'),
  component: BrokerOpportunityRoute,
});

function BrokerOpportunityRoute() {
  const { opportunityId } = Route.useParams();
  return <OpportunityScreen key={opportunityId} kind="broker" opportunityId={opportunityId} />;
}
