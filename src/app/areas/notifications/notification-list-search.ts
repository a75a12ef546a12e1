import { NOTIFICATION_READ_FILTERS } from '../../../domain/notifications/notification-filters';
import { listSearchFields } from '../../lib/list/list-search';
import { searchEnum, searchShape, type SearchOf } from '../../lib/search-params';

const fields = { ...listSearchFields([]), read: searchEnum(NOTIFICATION_READ_FILTERS) };

/** The notifications page's URL: the page and the read filter (absent: all), so a reload or a link keeps the view. */
export const notificationListSearch = searchShape(fields);
export type NotificationListSearch = SearchOf<typeof fields>;
