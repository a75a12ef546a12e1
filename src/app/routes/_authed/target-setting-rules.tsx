import { createFileRoute } from '@tanstack/react-router';
import { TargetSettingRulesPage } from '../../areas/incentives/components/target-setting-rules-page';
import { requireCapability } from '../../lib/session/require-capability';

/** `target-setting-rules` (Sales Incentive; incentives: managers, Admin, Finance). Others get the not-allowed page. */
export const Route = createFileRoute('/_authed/target-setting-rules')({
  beforeLoad: ({ context }) => requireCapability(context.user, 'incentives'),
  component: TargetSettingRulesPage,
});
