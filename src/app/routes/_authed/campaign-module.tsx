import { createFileRoute } from '@tanstack/react-router';
import { CampaignModulePage } from '../../areas/calling/components/campaign-module-page';
import { requireScreen } from '../../lib/session/require-screen';

/** `campaign-module` (teams): calling campaigns of owner cases, a Manual one from a CSV. Others get the not-allowed page. */
export const Route = createFileRoute('/_authed/campaign-module')({
  beforeLoad: ({ context }) => requireScreen(context.user, '/campaign-module'),
  component: CampaignModulePage,
});
