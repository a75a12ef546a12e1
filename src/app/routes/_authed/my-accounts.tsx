import { createFileRoute } from '@tanstack/react-router';
import { lazy, Suspense, useCallback } from 'react';
import { MyAccountsPage } from '../../areas/accounts/components/my-accounts-page';
import { myAccountsSearchSchema, type MyAccountsSearch } from '../../areas/accounts/data/my-accounts-search';
import { requireCapability } from '../../lib/session/require-capability';

/** The contacts a search finds (issue 55): its own chunk, loaded once something is typed, off the offline start's path. */
const ContactMatches = lazy(() => import('../../areas/contacts/components/contact-matches').then((m) => ({ default: m.ContactMatches })));

/** `my-accounts`: the filters live in the URL, so reload and back keep them. A search also finds contacts by name, phone or email. */
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
  const q = search.q?.trim();
  const contacts = q ? (
    <Suspense fallback={null}>
      <ContactMatches q={q} />
    </Suspense>
  ) : null;
  return <MyAccountsPage search={search} onSearchChange={onSearchChange} contacts={contacts} />;
}
