import { Link } from '@tanstack/react-router';
import { formatDateTime } from '../../../../domain/format/date-time';
import { useSignedInUser } from '../../../lib/session/use-session';
import { usePageTitle } from '../../../lib/use-page-title';
import { shellBrandFor } from '../../../shell/brand';
import { DataTable, type Column } from '../../../ui/data-table';
import { LoadFailed } from '../../../ui/load-failed';
import { LoadingFallback } from '../../../ui/loading-fallback';
import { PageHeader } from '../../../ui/page-header';
import { Pagination } from '../../../ui/pagination';
import { useIpDuplicateGroups, type IpDuplicateGroup } from '../data/ip-duplicates';
import { OnlineOnlyNotice } from '../../../ui/online-only-notice';

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
  const user = useSignedInUser();
  usePageTitle('IP-detected duplicate accounts', shellBrandFor(user.domainId).name);
  const groups = useIpDuplicateGroups(pageIndex);
  return (
    <div className="mx-auto flex max-w-screen-xl flex-col gap-4">
      <PageHeader title="IP-detected duplicate accounts" description="Accounts that signed up from the same IP address. Open a group to merge its accounts." />
      <OnlineOnlyNotice />
      {!groups.data && groups.error && <LoadFailed what="groups" error={groups.error} onRetry={() => void groups.refresh()} />}
      {!groups.data && !groups.error && <LoadingFallback label="Loading groups…" />}
      {groups.data && (
        <div aria-busy={groups.isLoading || undefined}>
          <DataTable caption="Groups of accounts sharing a sign-up IP" columns={COLUMNS} rows={groups.data.results} rowKey={(g) => g.id} empty="No accounts share a sign-up IP." />
          <Pagination pageIndex={groups.data.page} size={groups.data.size} totalCount={groups.data.totalCount} label="Group pages" onPageChange={onPageChange} />
        </div>
      )}
    </div>
  );
}
