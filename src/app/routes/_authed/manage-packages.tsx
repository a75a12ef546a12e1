import { createFileRoute } from '@tanstack/react-router';
import { ManagePackagesPage } from '../../areas/catalogue/components/manage-packages-page';
import { packageListSearch } from '../../areas/catalogue/package-list-search';
import { requireScreen } from '../../lib/session/require-screen';

/** `manage-packages`: packages (the 'packages' capability: the catalogue's holders and Custom Package). Others get the not-allowed page; the server refuses their writes anyway. */
export const Route = createFileRoute('/_authed/manage-packages')({
  validateSearch: packageListSearch,
  beforeLoad: ({ context }) => requireScreen(context.user, '/manage-packages'),
  component: ManagePackagesPage,
});
