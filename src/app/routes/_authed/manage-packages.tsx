import { createFileRoute } from '@tanstack/react-router';
import { ManagePackagesPage } from '../../areas/catalogue/components/manage-packages-page';
import { requireCapability } from '../../lib/session/require-capability';

/** `manage-packages`: packages (the 'catalogue' capability; Custom Package included). Others get the not-allowed page; the server refuses their writes anyway. */
export const Route = createFileRoute('/_authed/manage-packages')({
  beforeLoad: ({ context }) => requireCapability(context.user, 'catalogue'),
  component: ManagePackagesPage,
});
