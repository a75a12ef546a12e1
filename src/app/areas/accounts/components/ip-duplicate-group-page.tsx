import { isApiFailure } from '../../../lib/api/api-failure';
import { Breadcrumbs } from '../../../ui/breadcrumbs';
import { EmptyState } from '../../../ui/status/empty-state';
import { LoadFailed } from '../../../ui/status/load-failed';
import { LoadingFallback } from '../../../ui/status/loading-fallback';
import { useIpDuplicateGroup } from '../data/ip-duplicates';
import { MergeCandidatesTable } from './merge-candidates-table';
import { MergePanel } from './merge-panel';
import { useMergeSelection } from './use-merge-selection';
import { Screen } from '../../../ui/screen';

/** `merge-ip-detected-accounts/{id}`: the accounts sharing account {id}'s sign-up IP, to keep one and merge the rest. */
export function IpDuplicateGroupPage({ id }: { id: number }) {
  const group = useIpDuplicateGroup(id);
  const selection = useMergeSelection();
  const crumbs = <Breadcrumbs items={[{ label: 'IP-detected duplicates', to: '/merge-ip-detected-accounts' }, { label: `Group ${id}` }]} />;
  const gone = group.error && isApiFailure(group.error) && group.error.status === 404 ? group.error.message : null;

  return (
    <Screen width="xl" title={`IP group ${id}`} description={group.data ? `Sign-up IP ${group.data.signupIp}: ${group.data.totalCount} accounts` : undefined} breadcrumbs={crumbs}>
      {gone && <EmptyState title={gone}>The accounts of this group may have been merged already.</EmptyState>}
      {group.error && !gone && <LoadFailed what="group" error={group.error} onRetry={() => void group.refresh()} />}
      {!group.data && !group.error && <LoadingFallback label="Loading accounts…" />}
      {group.data && !gone && (
        <>
          <MergePanel selection={selection} onMerged={() => void group.refresh()} />
          <MergeCandidatesTable caption={`Accounts that signed up from ${group.data.signupIp}`} rows={group.data.results} selection={selection} />
        </>
      )}
    </Screen>
  );
}
