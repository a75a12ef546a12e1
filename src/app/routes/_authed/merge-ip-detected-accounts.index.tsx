import { createFileRoute } from '@tanstack/react-router';
import { searchInt, searchShape } from '../../lib/search-params';
import { IpDuplicateGroupsPage } from '../../areas/accounts/components/ip-duplicate-groups-page';
import { pageIndexOf, urlPageOf } from '../../lib/list/page-base';
import { requireScreen } from '../../lib/session/require-screen';

const ipGroupsSearch = searchShape({ page: searchInt(1, 1_000_000) });

/** `merge-ip-detected-accounts`: groups of accounts sharing a sign-up IP (admins). */
export const Route = createFileRoute('/_authed/merge-ip-detected-accounts/')({
  validateSearch: ipGroupsSearch,
  beforeLoad: ({ context }) => requireScreen(context.user, '/merge-ip-detected-accounts'),
  component: IpGroupsRoute,
});

function IpGroupsRoute() {
  const { page } = Route.useSearch();
  const navigate = Route.useNavigate();
  return <IpDuplicateGroupsPage pageIndex={pageIndexOf(page)} onPageChange={(p) => void navigate({ search: { page: urlPageOf(p) } })} />;
}
