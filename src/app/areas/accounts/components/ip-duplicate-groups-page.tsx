import { Link } from '@tanstack/react-router';
import { formatDateTime } from '../../../../domain/format/date-time';
import type { Column } from '../../../ui/table/data-table';
import { ListScreen } from '../../../ui/table/list-screen';
import { useIpDuplicateGroups, type IpDuplicateGroup } from '../data/ip-duplicates';

const COLUMNS: readonly Column<IpDuplicateGroup>[] = [
  {
    key: 'id',
    header: 'Group',
    cell: (g) => (
      <Link to="/merge-ip-detected-accounts/$id" params={{ id: g.id }} className="inline-flex min-h-11 items-center text-brand underline-offset-2 hover:underline sm:min-h-0">
        Review group {g.id}
      </Link>
    ),
    className: 'whitespace-nowrap',
  },
  { key: 'signupIp', header: 'Sign-up IP', cell: (g) => <span className="font-mono">{g.signupIp}</span> },
  { key: 'accountCount', header: 'Accounts', cell: (g) => g.accountCount, align: 'right' },
  { key: 'accountIds', header: 'Account Ids', cell: (g) => g.accountIds.join(', ') },
  { key: 'latestCreatedAt', header: 'Latest sign-up', cell: (g) => formatDateTime(g.latestCreatedAt), className: 'whitespace-nowrap' },
];

/** `merge-ip-detected-accounts` (admins): accounts that signed up from the same IP, grouped, newest first, 100 a page. */
export function IpDuplicateGroupsPage({ pageIndex, onPageChange }: { pageIndex: number; onPageChange: (pageIndex: number) => void }) {
  const groups = useIpDuplicateGroups(pageIndex);
  return (
    <ListScreen
      title="IP-detected duplicate accounts"
      description="Accounts that signed up from the same IP address. Open a group to merge its accounts."
      what="groups"
      caption="Groups of accounts sharing a sign-up IP"
      columns={COLUMNS}
      rowKey={(g) => g.id}
      resource={groups}
      empty="No accounts share a sign-up IP."
      onPageChange={onPageChange}
      pagerLabel="Group pages"
    />
  );
}
