import { createFileRoute } from '@tanstack/react-router';
import { TargetSettingRulesPage } from '../../areas/incentives/components/target-setting-rules-page';
import { requireScreen } from '../../lib/session/require-screen';

/** `target-setting-rules` (Sales Incentive; incentives: managers, Admin, Finance). Others get the not-allowed page. */
export const Route = createFileRoute('/_authed/target-setting-rules')({
  beforeLoad: ({ context }) => requireScreen(context.user, '/target-setting-rules'),
  component: TargetSettingRulesPage,
});
