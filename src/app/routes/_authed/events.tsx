import { createFileRoute } from '@tanstack/react-router';
import { EventsPage } from '../../areas/events/components/events-page';
import { pageOnlySearch } from '../../lib/list/list-search';
import { requireCapability } from '../../lib/session/require-capability';

/** `events` (spec 002 §2): every signed-in user reads the events; `catalogue` creates and edits them. */
export const Route = createFileRoute('/_authed/events')({
  validateSearch: pageOnlySearch,
  beforeLoad: ({ context }) => requireCapability(context.user, 'readSales', 'catalogue', 'finance', 'content', 'reports'),
  component: EventsPage,
});
