import { createFileRoute } from '@tanstack/react-router';
import { SiteTakeoverListPage } from '../../../areas/site-takeovers/components/site-takeover-pages';
import { pageOnlySearch } from '../../../lib/list/list-search';
import { requireCapability } from '../../../lib/session/require-capability';

/** `site-takeover` (spec 002 §2): list site-takeover slots. */
export const Route = createFileRoute('/_authed/site-takeover/')({
  validateSearch: pageOnlySearch,
  beforeLoad: ({ context }) => requireCapability(context.user, 'readSales', 'content'),
  component: SiteTakeoverListPage,
});
