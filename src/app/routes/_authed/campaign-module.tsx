import { createFileRoute } from '@tanstack/react-router';
import { CampaignModulePage } from '../../areas/calling/components/campaign-module-page';
import { requireCapability } from '../../lib/session/require-capability';

/** `campaign-module` (teams): calling campaigns of owner cases, a Manual one from a CSV. Others get the not-allowed page. */
export const Route = createFileRoute('/_authed/campaign-module')({
  beforeLoad: ({ context }) => requireCapability(context.user, 'teams'),
  component: CampaignModulePage,
});
