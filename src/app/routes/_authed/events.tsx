import { createFileRoute } from '@tanstack/react-router';
import { EventsPage } from '../../areas/events/components/events-page';
import { pageOnlySearch } from '../../lib/list/list-search';
import { requireScreen } from '../../lib/session/require-screen';

/** `events` (spec 002 §2): every signed-in user reads the events; `catalogue` creates and edits them. */
export const Route = createFileRoute('/_authed/events')({
  validateSearch: pageOnlySearch,
  beforeLoad: ({ context }) => requireScreen(context.user, '/events'),
  component: EventsPage,
});
