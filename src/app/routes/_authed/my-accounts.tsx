import { createFileRoute } from '@tanstack/react-router';
import { lazy, Suspense, useCallback, useMemo } from 'react';
import { MyAccountsPage } from '../../areas/accounts/components/my-accounts-page';
import { myAccountsSearchSchema, type MyAccountsSearch } from '../../areas/accounts/data/my-accounts-search';
import { startAccountSearch } from '../../areas/accounts/data/search-accounts';
import { typedSearchNavigation } from '../../areas/accounts/data/typed-search-navigation';
import type * as ContactSearchModule from '../../areas/contacts/data/search-contacts';
import { requireScreen } from '../../lib/session/require-screen';

/**
 * The contacts a search finds (issue 55): its own chunk, off the offline start's path, loaded when the screen's
 * controls first get focus (the search box, before anything is typed), so the first search does not wait for it.
 */
const loadContactMatches = () => import('../../areas/contacts/components/contact-matches');
const ContactMatches = lazy(() => loadContactMatches().then((m) => ({ default: m.ContactMatches })));
/** The contact search's data module, kept once loaded: a search typed starts its query at once, not an import later. */
let contactSearch: typeof ContactSearchModule | null = null;
const loadContactSearch = () => import('../../areas/contacts/data/search-contacts').then((m) => (contactSearch = m));
const prefetchContactMatches = () => void Promise.all([loadContactMatches(), loadContactSearch()]);
const startContactSearch = (q: string) => (contactSearch ? contactSearch.startContactSearch(q) : loadContactSearch().then((m) => m.startContactSearch(q)));

/** The device copy's queries of a search typed, my-accounts' and the contacts' (started at once, both). */
const startTypedSearch = (search: MyAccountsSearch) => Promise.all([startAccountSearch(search), search.q?.trim() ? startContactSearch(search.q) : undefined]);

/** `my-accounts`: the filters live in the URL, so reload and back keep them. A search also finds contacts by name, phone or email. */
export const Route = createFileRoute('/_authed/my-accounts')({
  validateSearch: myAccountsSearchSchema,
  beforeLoad: ({ context }) => requireScreen(context.user, '/my-accounts'),
  component: MyAccountsRoute,
});

function MyAccountsRoute() {
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  const navigation = useMemo(
    () =>
      typedSearchNavigation(
        startTypedSearch,
        // Typing replaces the history entry (one entry per search, not per keystroke); other changes add one.
        (next) => void navigate({ search: (previous) => ({ ...previous, ...next }), replace: 'q' in next }),
      ),
    [navigate],
  );
  const onSearchChange = useCallback((next: Partial<MyAccountsSearch>) => navigation(next, search), [navigation, search]);
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
