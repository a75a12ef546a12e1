import { createFileRoute } from '@tanstack/react-router';
import { IncentivePayoutPage } from '../../areas/incentives/components/incentive-payout-page';
import { requireCapability } from '../../lib/session/require-capability';

/** `incentive-payout` (Sales Incentive; incentives: managers, Admin, Finance). Others get the not-allowed page. */
export const Route = createFileRoute('/_authed/incentive-payout')({
  beforeLoad: ({ context }) => requireCapability(context.user, 'incentives'),
  component: IncentivePayoutPage,
});
