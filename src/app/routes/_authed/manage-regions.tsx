import { createFileRoute } from '@tanstack/react-router';
import { ManageRegionsPage } from '../../areas/regions/components/manage-regions-page';
import { requireScreen } from '../../lib/session/require-screen';

/** `manage-regions`: regions and city tiers (catalogue: Admin, Lookup Admin). Others get the not-allowed page. */
export const Route = createFileRoute('/_authed/manage-regions')({
  beforeLoad: ({ context }) => requireScreen(context.user, '/manage-regions'),
  component: ManageRegionsPage,
});
