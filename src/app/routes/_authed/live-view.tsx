import { createFileRoute } from '@tanstack/react-router';
import { LiveViewPage } from '../../areas/live-view/components/live-view-page';
import { requireScreen } from '../../lib/session/require-screen';

/** `live-view` (spec 002 §2, §6): agents' live status for HOM, Admin, TSPO, BTPM, admin-broker, admin-owner. Others get the not-allowed page. */
export const Route = createFileRoute('/_authed/live-view')({
  beforeLoad: ({ context }) => requireScreen(context.user, '/live-view'),
  component: LiveViewPage,
});
