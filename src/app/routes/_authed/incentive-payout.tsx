import { createFileRoute } from '@tanstack/react-router';
import { IncentivePayoutPage } from '../../areas/incentives/components/incentive-payout-page';
import { requireScreen } from '../../lib/session/require-screen';

/** `incentive-payout` (Sales Incentive; incentives: managers, Admin, Finance). Others get the not-allowed page. */
export const Route = createFileRoute('/_authed/incentive-payout')({
  beforeLoad: ({ context }) => requireScreen(context.user, '/incentive-payout'),
  component: IncentivePayoutPage,
});
