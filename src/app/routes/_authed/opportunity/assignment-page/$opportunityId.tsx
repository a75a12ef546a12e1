import { createFileRoute } from '@tanstack/react-router';
import { requireCapability } from '../../../../lib/session/require-capability';
import { AssignmentPageView } from '../../../../areas/opportunities/components/assignment-page-view';
import { idParam } from '../../-id-param';

/** `opportunity/assignment-page/{opportunityId}`: reassign the opportunity to an agent, or auto-assign it. */
export const Route = createFileRoute('/_authed/opportunity/assignment-page/$opportunityId')({
  params: idParam('opportunityId'),
  beforeLoad: ({ context }) => requireCapability(context.user, 'readSales'),
  component: AssignmentRoute,
});

function AssignmentRoute() {
  const { opportunityId } = Route.useParams();
  return <AssignmentPageView key={opportunityId} opportunityId={opportunityId} />;
}
