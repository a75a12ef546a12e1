import { useState } from 'react';
import { formatLakhs } from '../../../../domain/format/lakhs';
import { istDateOf } from '../../../../domain/format/ist-calendar';
import { CHILD_LEVEL_LABELS, type PerformanceRow, type PerformanceView } from '../../../../domain/people/performance';
import { ApiFailure } from '../../../lib/api/api-failure';
import { useSignedInUser } from '../../../lib/session/use-session';
import { usePageTitle } from '../../../lib/use-page-title';
import { shellBrandFor } from '../../../shell/brand';
import { Button } from '../../../ui/button';
import { DataTable, type Column } from '../../../ui/data-table';
import { EmptyState } from '../../../ui/empty-state';
import { LoadFailed } from '../../../ui/load-failed';
import { OnlineOnlyNotice } from '../../../ui/online-only-notice';
import { PageHeader } from '../../../ui/page-header';
import { Pagination } from '../../../ui/pagination';
import { SelectField } from '../../../ui/select-field';
import { TextField } from '../../../ui/text-field';
import { usePerformance } from '../data/people-api';

const BUCKETS = [
  ['cold', 'Cold'],
  ['hot', 'Hot'],
  ['warm', 'Warm'],
  ['closed', 'Closed'],
] as const;

function columnsFor(showsPackages: boolean, onOpen: (row: PerformanceRow) => void): Column<PerformanceRow>[] {
  const columns: Column<PerformanceRow>[] = [
    {
      key: 'name',
      header: 'Agent name',
      cell: (r) =>
        r.members > 1 ? (
          <Button size="sm" variant="ghost" onClick={() => onOpen(r)} aria-label={`Open ${r.agentName}'s team`}>
            {r.agentName}
          </Button>
        ) : (
          r.agentName
        ),
    },
    { key: 'id', header: 'Id', cell: (r) => r.agentId },
    { key: 'assigned', header: 'Assigned opportunities', align: 'right', cell: (r) => r.assignedOpportunities },
    { key: 'unique', header: 'Unique accounts', align: 'right', cell: (r) => r.uniqueAccounts },
    { key: 'activity', header: 'Activity done', align: 'right', cell: (r) => r.activityDone },
    ...BUCKETS.flatMap(([key, label]): Column<PerformanceRow>[] => [
      { key: `${key}-accounts`, header: `${label} accounts`, align: 'right', cell: (r) => r[key].accounts },
      { key: `${key}-value`, header: `${label} deal value`, align: 'right', className: 'whitespace-nowrap', cell: (r) => formatLakhs(r[key].dealValue) },
    ]),
  ];
  if (showsPackages) columns.push({ key: 'packages', header: 'Packages Activated', align: 'right', cell: (r) => r.packagesActivated ?? '--' });
  return columns;
}

/**
 * `agent/performance` (one agent, 100 rows a page) and `performance` (a team, 1,000): the sales report's columns
 * (spec 002 §3) for the viewer's children by role (spec 001 §6), each summed over the child's team, for a sales
 * month or a quarterly cycle ending there; 'Packages Activated' for Admin and owner agents.
 */
export function PerformancePage({ view }: { view: PerformanceView }) {
  const me = useSignedInUser();
  const title = view === 'team' ? 'Team Performance' : 'Agent Performance';
  usePageTitle(title, shellBrandFor(me.domainId).name);
  const [month, setMonth] = useState(istDateOf(new Date()).slice(0, 7));
  const [months, setMonths] = useState<1 | 3>(1);
  const [page, setPage] = useState(0);
  const [trail, setTrail] = useState<{ id: number; name: string }[]>([]);
  const agentId = trail.at(-1)?.id;
  const performance = usePerformance({ view, month, months, page, ...(agentId ? { agentId } : {}) });
  const data = performance.data;
  const noData = performance.error instanceof ApiFailure && performance.error.status === 404;

  return (
    <div className="mx-auto flex max-w-screen-2xl flex-col gap-4">
      <PageHeader title={title} description="Sales per agent for a sales month or a quarterly cycle; deal values in lakhs." />
      <OnlineOnlyNotice />
      <div className="flex flex-wrap items-end gap-3">
        <TextField
          label="Sales month"
          type="month"
          value={month}
          onChange={(e) => {
            if (/^\d{4}-\d{2}$/.test(e.target.value)) setMonth(e.target.value);
            setPage(0);
          }}
        />
        <SelectField
          label="Cycle"
          options={[
            { value: '1', label: 'Monthly' },
            { value: '3', label: 'Quarterly' },
          ]}
          value={String(months)}
          onChange={(e) => {
            setMonths(e.target.value === '3' ? 3 : 1);
            setPage(0);
          }}
        />
        {trail.length > 0 && (
          <Button variant="secondary" onClick={() => setTrail((t) => t.slice(0, -1))}>
            Back
          </Button>
        )}
      </div>
      {trail.length > 0 && <p className="text-sm text-slate-600">Under {trail.map((t) => t.name).join(' › ')}</p>}
      {noData && <EmptyState title={performance.error?.message ?? ''} />}
      {performance.error && !noData && <LoadFailed what="performance" error={performance.error} onRetry={() => void performance.refresh()} />}
      {data && !performance.error && (
        <>
          <p className="text-sm text-slate-600">
            {CHILD_LEVEL_LABELS[data.level]} · {data.from} to {data.to}
          </p>
          <DataTable
            caption={title}
            columns={columnsFor(data.showsPackagesActivated, (row) => {
              setTrail((t) => [...t, { id: row.agentId, name: row.agentName }]);
              setPage(0);
            })}
            rows={data.results}
            rowKey={(r) => r.agentId}
            busy={performance.isRefreshing}
            empty="No rows."
          />
          <Pagination pageIndex={page} size={data.size} totalCount={data.totalCount} rowsOnPage={data.results.length} onPageChange={setPage} label="Performance pages" />
        </>
      )}
      {!data && !performance.error && <p role="status">Loading performance…</p>}
    </div>
  );
}
