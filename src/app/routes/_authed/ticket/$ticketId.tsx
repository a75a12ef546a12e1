import { createFileRoute } from '@tanstack/react-router';
import { TicketPage } from '../../../areas/tickets/components/ticket-page';
import { requireScreen } from '../../../lib/session/require-screen';
import { idParam } from '../-id-param';

/** `ticket/{ticketId}` (issue 52): a ticket's page; the create answer's site_link and the lists' keys open it. */
export const Route = createFileRoute('/_authed/ticket/$ticketId')({
  params: idParam('ticketId'),
  beforeLoad: ({ context }) => requireScreen(context.user, '/ticket/$ticketId'),
  component: TicketRoute,
});

function TicketRoute() {
  const { ticketId } = Route.useParams();
  return <TicketPage key={ticketId} ticketId={ticketId} />;
}
