import { createFileRoute } from '@tanstack/react-router';
import { SwapApprovalView } from '../../../areas/approvals/components/swap-approval-view';
import { requireScreen } from '../../../lib/session/require-screen';
import { idParam } from '../-id-param';

/** `swap-approval-details/{swapId}`: an NP slot swap's approval, decided through the task routes. */
export const Route = createFileRoute('/_authed/swap-approval-details/$swapId')({
  params: idParam('swapId'),
  beforeLoad: ({ context }) => requireScreen(context.user, '/swap-approval-details/$swapId'),
  component: SwapApprovalRoute,
});

function SwapApprovalRoute() {
  const { swapId } = Route.useParams();
  return <SwapApprovalView key={swapId} swapId={swapId} />;
}
