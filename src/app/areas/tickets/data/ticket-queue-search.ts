import { listSearchFields } from '../../../lib/list/list-search';
import { searchInt, searchShape, searchString, type SearchOf } from '../../../lib/search-params';

const fields = {
  ...listSearchFields([]),
  q: searchString(100, { trim: true }),
  statusId: searchInt(1, 4),
  categoryId: searchInt(1, 2_147_483_647),
  /** A Ticketing user's id, or 'unassigned'. */
  assignee: (value: unknown) => (value === 'unassigned' ? ('unassigned' as const) : searchInt(1, 2_147_483_647)(value)),
};

/** The ticket queue's URL (issue 51's list kit): page and filters, so a reload or a shared link shows the same tickets. */
export const ticketQueueSearch = searchShape(fields);
export type TicketQueueSearch = SearchOf<typeof fields>;
