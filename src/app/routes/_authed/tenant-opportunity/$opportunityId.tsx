import { createFileRoute } from '@tanstack/react-router';
import { requireScreen } from '../../../lib/session/require-screen';
import { idParam } from '../-id-param';
import { OpportunityScreen } from '../-opportunity-screen';

/** `tenant-opportunity/{opportunityId}`: the tenant opportunity page, with its kind's not-editable statuses. */
export const Route = createFileRoute('/_authed/tenant-opportunity/$opportunityId')({
  params: idParam('opportunityId'),
  beforeLoad: ({ context }) => requireScreen(context.user, '/tenant-opportunity/$opportunityId'),
  component: TenantOpportunityRoute,
});

function TenantOpportunityRoute() {
  const { opportunityId } = Route.useParams();
  return <OpportunityScreen key={opportunityId} kind="tenant" opportunityId={opportunityId} />;
}
