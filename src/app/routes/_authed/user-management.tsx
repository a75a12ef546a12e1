import { createFileRoute } from '@tanstack/react-router';
import { UserManagementPage } from '../../areas/people/components/user-management-page';
import { searchEnum, searchShape } from '../../lib/search-params';
import { requireScreen } from '../../lib/session/require-screen';

const userManagementSearch = searchShape({ noRole: searchEnum(['true']) });

/** `user-management` (admin menu tab 'User Management'): Admin ('people'). Others get the not-allowed page. ?noRole=true: users holding no role. */
export const Route = createFileRoute('/_authed/user-management')({
  validateSearch: userManagementSearch,
  beforeLoad: ({ context }) => requireScreen(context.user, '/user-management'),
  component: UserManagement,
});

function UserManagement() {
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  return <UserManagementPage noRole={search.noRole === 'true'} onNoRoleChange={(noRole) => void navigate({ search: noRole ? { noRole: 'true' } : {} })} />;
}
