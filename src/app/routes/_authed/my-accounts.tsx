import { createFileRoute } from '@tanstack/react-router';
import { lazy, Suspense, useCallback } from 'react';
import { MyAccountsPage } from '../../areas/accounts/components/my-accounts-page';
import { myAccountsSearchSchema, type MyAccountsSearch } from '../../areas/accounts/data/my-accounts-search';
import { requireScreen } from '../../lib/session/require-screen';

/**
 * The contacts a search finds (issue 55): its own chunk, off the offline start's path, loaded when the screen's
 * controls first get focus (the search box, before anything is typed), so the first search does not wait for it.
 */
const loadContactMatches = () => import('../../areas/contacts/components/contact-matches');
const ContactMatches = lazy(() => loadContactMatches().then((m) => ({ default: m.ContactMatches })));
const prefetchContactMatches = () => void loadContactMatches();

/** `my-accounts`: the filters live in the URL, so reload and back keep them. A search also finds contacts by name, phone or email. */
export const Route = createFileRoute('/_authed/my-accounts')({
  validateSearch: myAccountsSearchSchema,
  beforeLoad: ({ context }) => requireScreen(context.user, '/my-accounts'),
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
  return (
    // display: contents, so the wrapper changes no layout; React's onFocus is focusin (it hears the search box).
    <div className="contents" onFocus={prefetchContactMatches}>
      <MyAccountsPage search={search} onSearchChange={onSearchChange} contacts={contacts} />
    </div>
  );
}
