import { createFileRoute } from '@tanstack/react-router';
import { AdProductConfigPage } from '../../areas/ad-config/components/ad-product-config-page';
import { requireScreen } from '../../lib/session/require-screen';

/** `ad-product-config` (spec 002 §2): readers of ad products view it; catalogue roles save each section. */
export const Route = createFileRoute('/_authed/ad-product-config')({
  beforeLoad: ({ context }) => requireScreen(context.user, '/ad-product-config'),
  component: AdProductConfigPage,
});
