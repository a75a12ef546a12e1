import { createFileRoute } from '@tanstack/react-router';
import { requireCapability } from '../../../lib/session/require-capability';
import { idParam } from '../-id-param';
import { OpportunityScreen } from '../-opportunity-screen';

/** `tenant-opportunity/{opportunityId}`: the tenant opportunity page, with its kind's not-editable statuses. */
export const Route = createFileRoute('/_authed/tenant-opportunity/$opportunityId')({
  params: idParam('opportunityId'),
  beforeLoad: ({ context }) => requireCapability(context.user, 'readSales'),
  component: TenantOpportunityRoute,
});

function TenantOpportunityRoute() {
  const { opportunityId } = Route.useParams();
  return <OpportunityScreen key={opportunityId} kind="tenant" opportunityId={opportunityId} />;
}
