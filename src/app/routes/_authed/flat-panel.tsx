import { createFileRoute } from '@tanstack/react-router';
import { FlatPanelPage } from '../../areas/ad-config/components/flat-panel-page';
import { requireScreen } from '../../lib/session/require-screen';

/** `flat-panel` (spec 002 §2): readers of ad products view a city's panel; catalogue roles order and save it. */
export const Route = createFileRoute('/_authed/flat-panel')({
  beforeLoad: ({ context }) => requireScreen(context.user, '/flat-panel'),
  component: FlatPanelPage,
});
