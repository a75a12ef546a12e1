/** The notifications page (issue 52): the caller's whole history, newest first, 20 a page, read or unread. */
export const NOTIFICATION_PAGE_SIZE = 20;
export const NOTIFICATION_READ_FILTERS = ['read', 'unread'] as const;
export type NotificationReadFilter = (typeof NOTIFICATION_READ_FILTERS)[number];
