import { INBOX_AGE_DAYS, INBOX_SORTS, INBOX_STATUSES } from '../../../domain/approvals/approval-inbox-filters';
import { APPROVAL_KINDS } from '../../../domain/approvals/statuses';
import { listSearchFields } from '../../lib/list/list-search';
import { searchEnum, searchInt, searchShape, type FieldReader, type SearchOf } from '../../lib/search-params';

/** One of the inbox's age choices (days), from the URL's text or number. */
const searchAge: FieldReader<(typeof INBOX_AGE_DAYS)[number]> = (value) => {
  const n = searchInt(1, 365)(value);
  return (INBOX_AGE_DAYS as readonly number[]).includes(n ?? -1) ? (n as (typeof INBOX_AGE_DAYS)[number]) : undefined;
};

const fields = {
  ...listSearchFields([]),
  kind: searchEnum(APPROVAL_KINDS),
  status: searchEnum(INBOX_STATUSES),
  age: searchAge,
  requester: searchInt(1, 2_147_483_647),
  order: searchEnum(INBOX_SORTS),
  /** `true`: the approvals the user's team asked for (teams only), not those waiting on the user. */
  team: searchEnum(['true'] as const),
};

/** approval-page's URL: the inbox's page and filters, so a reload or a shared link shows the same approvals. zod-free (route table). */
export const approvalInboxSearch = searchShape(fields);
export type ApprovalInboxSearch = SearchOf<typeof fields>;
