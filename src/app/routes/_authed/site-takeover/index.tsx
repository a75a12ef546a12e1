import { createFileRoute } from '@tanstack/react-router';
import { SiteTakeoverListPage } from '../../../areas/site-takeovers/components/site-takeover-pages';
import { pageOnlySearch } from '../../../lib/list/list-search';
import { requireScreen } from '../../../lib/session/require-screen';

/** `site-takeover` (spec 002 §2): list site-takeover slots. */
export const Route = createFileRoute('/_authed/site-takeover/')({
  validateSearch: pageOnlySearch,
  beforeLoad: ({ context }) => requireScreen(context.user, '/site-takeover'),
  component: SiteTakeoverListPage,
});
