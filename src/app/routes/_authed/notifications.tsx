import { createFileRoute } from '@tanstack/react-router';
import { NotificationsPage } from '../../areas/notifications/components/notifications-page';
import { notificationListSearch } from '../../areas/notifications/notification-list-search';

/** `notifications`: every signed-in user's own history (the bell's "See all"); read-only users included. */
export const Route = createFileRoute('/_authed/notifications')({
  validateSearch: notificationListSearch,
  component: NotificationsPage,
});
