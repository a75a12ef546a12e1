import { createFileRoute } from '@tanstack/react-router';
import { requireScreen } from '../../../../lib/session/require-screen';
import { AssignmentPageView } from '../../../../areas/opportunities/components/assignment-page-view';
import { idParam } from '../../-id-param';

/** `opportunity/assignment-page/{opportunityId}`: reassign the opportunity to an agent, or auto-assign it. */
export const Route = createFileRoute('/_authed/opportunity/assignment-page/$opportunityId')({
  params: idParam('opportunityId'),
  beforeLoad: ({ context }) => requireScreen(context.user, '/opportunity/assignment-page/$opportunityId'),
  component: AssignmentRoute,
});

function AssignmentRoute() {
  const { opportunityId } = Route.useParams();
  return <AssignmentPageView key={opportunityId} opportunityId={opportunityId} />;
}
