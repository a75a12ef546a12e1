import { Link } from '@tanstack/react-router';
import { formatDateTime } from '../../../../domain/format/date-time';
import type { NotificationReadFilter, NotificationView } from '../../../../domain/notifications/notification-schema';
import { notificationEndpoints } from '../../../../domain/notifications/notifications.endpoints';
import { call } from '../../../lib/api/call';
import { useResource } from '../../../lib/data/use-resource';
import { useSave } from '../../../lib/forms/use-save';
import { useListSearch } from '../../../lib/list/list-search';
import type { Column } from '../../../ui/table/data-table';
import { ListScreen } from '../../../ui/table/list-screen';
import { SelectField } from '../../../ui/form/select-field';
import type { NotificationListSearch } from '../notification-list-search';
import { OnlineButton } from '../../../ui/online-button';

const READ_OPTIONS: { value: NotificationReadFilter; label: string }[] = [
  { value: 'unread', label: 'Unread' },
  { value: 'read', label: 'Read' },
];

/**
 * `/notifications` (issue 52; opened from the bell's "See all"): the caller's whole notification history, newest
 * first, 20 a page, all / unread / read in the URL; mark one read or all of them. Every signed-in user has one,
 * read-only users included (marking one's own notifications read changes no business record).
 */
export function NotificationsPage() {
  const url = useListSearch<NotificationListSearch>();
  const read = url.search.read;
  // The caller's history, newest first, 20 a page.
  const history = useResource(
    `notification-history:${url.pageIndex}:${read ?? 'all'}`,
    (signal) => call(notificationEndpoints.history, { query: { page: url.pageIndex, ...(read ? { read } : {}) }, signal }),
    { keepPrevious: true },
  );
  const markOne = useSave({ success: 'Notification marked read', onSaved: () => history.refresh() });
  const markAll = useSave({
    success: (answer: { updated: number }) => (answer.updated === 0 ? 'No unread notifications' : `${answer.updated} notification${answer.updated === 1 ? '' : 's'} marked read`),
    onSaved: () => history.refresh(),
  });

  const columns: Column<NotificationView>[] = [
    {
      key: 'title',
      header: 'Notification',
      value: (n) => n.title,
      cell: (n) => (
        <span className={n.readAt ? '' : 'font-semibold'}>
          {n.link ? (
            <Link to={n.link} className="text-brand underline">
              {n.title}
            </Link>
          ) : (
            n.title
          )}
        </span>
      ),
    },
    { key: 'body', header: 'Details', priority: 2, cell: (n) => n.body },
    { key: 'createdAt', header: 'Received', value: (n) => formatDateTime(n.createdAt), cell: (n) => formatDateTime(n.createdAt) },
    { key: 'status', header: 'Status', value: (n) => (n.readAt ? 'Read' : 'Unread'), cell: (n) => (n.readAt ? `Read ${formatDateTime(n.readAt)}` : <span className="font-semibold">Unread</span>) },
    {
      key: 'actions',
      header: 'Actions',
      pinEnd: true,
      cell: (n) =>
        n.readAt ? null : (
          <OnlineButton size="sm" variant="secondary" disabled={markOne.busy} onClick={() => void markOne.run(() => call(notificationEndpoints.read, { query: { notificationIds: String(n.id) } }))} aria-label={`Mark read: ${n.title}`}>
            Mark read
          </OnlineButton>
        ),
    },
  ];

  return (
    <ListScreen
      title="Notifications"
      description="Everything sent to you, newest first."
      actions={
        <OnlineButton variant="secondary" busy={markAll.busy} onClick={() => void markAll.run(() => call(notificationEndpoints.readAll))}>
          Mark all read
        </OnlineButton>
      }
      filters={
        <div className="grid gap-2 sm:grid-cols-4" role="search" aria-label="Filter notifications">
          <SelectField
            label="Show"
            placeholder="All notifications"
            options={READ_OPTIONS}
            value={read ?? ''}
            onChange={(e) => url.setFilters({ read: e.target.value === 'read' || e.target.value === 'unread' ? e.target.value : undefined })}
          />
        </div>
      }
      what="notifications"
      caption="Notifications"
      columns={columns}
      rowKey={(n) => n.id}
      resource={history}
      empty={read === 'unread' ? 'No unread notifications.' : read === 'read' ? 'No read notifications.' : 'No notifications yet.'}
      onPageChange={url.setPageIndex}
      pagerLabel="Notification pages"
    />
  );
}
