import { createFileRoute } from '@tanstack/react-router';
import { FlatPanelPage } from '../../areas/ad-config/components/flat-panel-page';
import { requireCapability } from '../../lib/session/require-capability';

/** `flat-panel` (spec 002 §2): readers of ad products view a city's panel; catalogue roles order and save it. */
export const Route = createFileRoute('/_authed/flat-panel')({
  beforeLoad: ({ context }) => requireCapability(context.user, 'readSales', 'catalogue', 'content'),
  component: FlatPanelPage,
});
