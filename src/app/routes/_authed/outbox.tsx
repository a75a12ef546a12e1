import { createFileRoute } from '@tanstack/react-router';
import { OutboxPage } from '../../areas/sync/components/outbox-page';

/** `outbox`: the user's work waiting for the server, and the work it refused, with retry and discard. */
export const Route = createFileRoute('/_authed/outbox')({
  component: OutboxPage,
});
