import { createFileRoute } from '@tanstack/react-router';
import { useCallback } from 'react';
import { MergeAccountsPage } from '../../areas/accounts/components/merge-accounts-page';
import { mergeAccountsSearchSchema, type MergeAccountsSearch } from '../../areas/accounts/data/merge-accounts-search';
import { requireScreen } from '../../lib/session/require-screen';

/** `merge-accounts`: admins only (the 'people' capability holds Merge Accounts). */
export const Route = createFileRoute('/_authed/merge-accounts')({
  validateSearch: mergeAccountsSearchSchema,
  beforeLoad: ({ context }) => requireScreen(context.user, '/merge-accounts'),
  component: MergeAccountsRoute,
});

function MergeAccountsRoute() {
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  const onSearchChange = useCallback((next: MergeAccountsSearch) => void navigate({ search: next }), [navigate]);
  return <MergeAccountsPage search={search} onSearchChange={onSearchChange} />;
}
