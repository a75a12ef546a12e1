import { createFileRoute } from '@tanstack/react-router';
import { ManageRegionsPage } from '../../areas/regions/components/manage-regions-page';
import { requireCapability } from '../../lib/session/require-capability';

/** `manage-regions`: regions and city tiers (catalogue: Admin, Lookup Admin). Others get the not-allowed page. */
export const Route = createFileRoute('/_authed/manage-regions')({
  beforeLoad: ({ context }) => requireCapability(context.user, 'catalogue'),
  component: ManageRegionsPage,
});
