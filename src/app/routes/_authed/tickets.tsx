import { createFileRoute } from '@tanstack/react-router';
import { TicketQueuePage } from '../../areas/tickets/components/ticket-queue-page';
import { ticketQueueSearch } from '../../areas/tickets/data/ticket-queue-search';
import { requireScreen } from '../../lib/session/require-screen';

/** `tickets` (issue 52): the Ticketing queue, every ticket of the brand, filtered in the URL. */
export const Route = createFileRoute('/_authed/tickets')({
  validateSearch: ticketQueueSearch,
  beforeLoad: ({ context }) => requireScreen(context.user, '/tickets'),
  component: TicketQueuePage,
});
