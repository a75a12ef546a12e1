import { createFileRoute } from '@tanstack/react-router';
import { AdProductConfigPage } from '../../areas/ad-config/components/ad-product-config-page';
import { requireCapability } from '../../lib/session/require-capability';

/** `ad-product-config` (spec 002 §2): readers of ad products view it; catalogue roles save each section. */
export const Route = createFileRoute('/_authed/ad-product-config')({
  beforeLoad: ({ context }) => requireCapability(context.user, 'readSales', 'catalogue', 'content'),
  component: AdProductConfigPage,
});
