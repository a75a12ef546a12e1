import { useState } from 'react';
import { CHURN_MESSAGES, CHURN_SORT_KEYS, CHURN_STATUSES, type ChurnScheduleView } from '../../../../domain/slots/churn-schedule';
import { useOnline } from '../../../lib/offline/use-online';
import { useSignedInUser } from '../../../lib/session/use-session';
import { usePageTitle } from '../../../lib/use-page-title';
import { shellBrandFor } from '../../../shell/brand';
import { Button } from '../../../ui/button';
import { ConfirmDialog } from '../../../ui/confirm-dialog';
import { DataTable, type Column } from '../../../ui/data-table';
import { LoadFailed } from '../../../ui/load-failed';
import { LoadingFallback } from '../../../ui/loading-fallback';
import { OnlineOnlyNotice } from '../../../ui/online-only-notice';
import { PageHeader } from '../../../ui/page-header';
import { Pagination } from '../../../ui/pagination';
import { SelectField } from '../../../ui/select-field';
import { TextField } from '../../../ui/text-field';
import { stopChurnSchedule, useChurnSchedules, type ChurnFilters } from '../data/churn-api';

const PAGE_SIZE = 10;
const NO_FILTERS: ChurnFilters = { status: '', profile_uuid: '', entity_id: '', created_by: '', sort_key: 'created_at', sort_order: 'desc' };

/** `view-churn-scheduler` (teams, Admin): schedules with filters and sorting; stop an active one. */
export function ViewChurnSchedulerPage() {
  const user = useSignedInUser();
  usePageTitle('Churn Schedules', shellBrandFor(user.domainId).name);
  const online = useOnline();
  const [draft, setDraft] = useState<ChurnFilters>(NO_FILTERS);
  const [filters, setFilters] = useState<ChurnFilters>(NO_FILTERS);
  const [page, setPage] = useState(0);
  const [stopping, setStopping] = useState<ChurnScheduleView | null>(null);
  const schedules = useChurnSchedules(filters, page, PAGE_SIZE);
  const set = (key: keyof ChurnFilters) => (e: { target: { value: string } }) => setDraft((d) => ({ ...d, [key]: e.target.value }));
  const entityIdValid = /^\d*$/.test(draft.entity_id.trim()) && /^\d*$/.test(draft.created_by.trim());

  const columns: Column<ChurnScheduleView>[] = [
    { key: 'id', header: 'ID', cell: (s) => s.id },
    { key: 'profile', header: 'Profile', cell: (s) => s.profile_uuid },
    { key: 'entity', header: 'Entity', cell: (s) => `${s.entity_type}${s.entity_id === null ? '' : ` #${s.entity_id}`}` },
    { key: 'dates', header: 'Dates', cell: (s) => `${s.churn_start_date} to ${s.churn_end_date}` },
    { key: 'leads', header: 'Leads churned', align: 'right', cell: (s) => `${s.leads_churned} / ${s.total_leads}` },
    { key: 'status', header: 'Status', cell: (s) => s.status },
    { key: 'createdBy', header: 'Created by', cell: (s) => s.created_by_name ?? '-' },
    {
      key: 'actions',
      header: 'Actions',
      cell: (s) =>
        s.status === 'ACTIVE' ? (
          <Button size="sm" variant="danger" disabled={!online} onClick={() => setStopping(s)} aria-label={`Stop schedule ${s.id}`}>
            Stop
          </Button>
        ) : (
          '-'
        ),
    },
  ];

  return (
    <div className="mx-auto flex max-w-screen-xl flex-col gap-4">
      <PageHeader title="Churn Schedules" description="Manual churn schedules; an active one runs daily until its end date or until stopped." />
      <OnlineOnlyNotice />
      <form
        className="grid gap-3 rounded-md border border-slate-200 p-3 sm:grid-cols-4 sm:items-end"
        aria-label="Filter schedules"
        onSubmit={(e) => {
          e.preventDefault();
          if (!entityIdValid) return;
          setPage(0);
          setFilters(draft);
        }}
      >
        <SelectField label="Status" placeholder="Any" options={CHURN_STATUSES.map((s) => ({ value: s, label: s }))} value={draft.status} onChange={set('status')} />
        <TextField label="Profile UUID" value={draft.profile_uuid} onChange={set('profile_uuid')} />
        <TextField label="Entity ID" inputMode="numeric" value={draft.entity_id} onChange={set('entity_id')} error={entityIdValid ? undefined : 'Please enter a number.'} />
        <TextField label="Created by (user ID)" inputMode="numeric" value={draft.created_by} onChange={set('created_by')} />
        <SelectField label="Sort by" options={CHURN_SORT_KEYS.map((k) => ({ value: k, label: k }))} value={draft.sort_key} onChange={set('sort_key')} />
        <SelectField
          label="Order"
          options={[
            { value: 'desc', label: 'Descending' },
            { value: 'asc', label: 'Ascending' },
          ]}
          value={draft.sort_order}
          onChange={set('sort_order')}
        />
        <div className="flex gap-2">
          <Button type="submit">Apply</Button>
          <Button
            variant="ghost"
            onClick={() => {
              setDraft(NO_FILTERS);
              setFilters(NO_FILTERS);
              setPage(0);
            }}
          >
            Clear
          </Button>
        </div>
      </form>
      {schedules.error && <LoadFailed what="the schedules" error={schedules.error} onRetry={() => void schedules.refresh()} />}
      {!schedules.data && schedules.isLoading && <LoadingFallback label="Loading the schedules…" />}
      {schedules.data && (
        <>
          <DataTable caption="Churn schedules" columns={columns} rows={schedules.data.results} rowKey={(s) => s.id} empty="No schedules match." busy={schedules.isRefreshing} stackOnPhone />
          <Pagination pageIndex={page} size={PAGE_SIZE} totalCount={schedules.data.totalCount} rowsOnPage={schedules.data.results.length} onPageChange={setPage} />
        </>
      )}
      {stopping && (
        <ConfirmDialog
          title={`Stop schedule ${stopping.id}?`}
          description="A stopped schedule does no further runs."
          confirmLabel="Stop schedule"
          confirm={() => stopChurnSchedule(stopping.id)}
          success={CHURN_MESSAGES.stopped}
          onSaved={async () => {
            setStopping(null);
            await schedules.refresh();
          }}
          onClose={() => setStopping(null)}
        />
      )}
    </div>
  );
}
