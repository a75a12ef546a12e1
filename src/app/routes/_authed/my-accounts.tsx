import { createFileRoute } from '@tanstack/react-router';
import { useCallback } from 'react';
import { MyAccountsPage } from '../../areas/accounts/components/my-accounts-page';
import { myAccountsSearchSchema, type MyAccountsSearch } from '../../areas/accounts/data/my-accounts-search';
import { requireCapability } from '../../lib/session/require-capability';

/** `my-accounts`: the filters live in the URL, so reload and back keep them. */
export const Route = createFileRoute('/_authed/my-accounts')({
  validateSearch: myAccountsSearchSchema,
  beforeLoad: ({ context }) => requireCapability(context.user, 'readSales'),
  component: MyAccountsRoute,
});

function MyAccountsRoute() {
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  const onSearchChange = useCallback(
    // Typing replaces the history entry (one entry per search, not per keystroke); other changes add one.
    (next: Partial<MyAccountsSearch>) => void navigate({ search: (previous) => ({ ...previous, ...next }), replace: 'q' in next }),
    [navigate],
  );
  return <MyAccountsPage search={search} onSearchChange={onSearchChange} />;
}
