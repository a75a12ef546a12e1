import { useState } from 'react';
import { istDateOf } from '../../../../domain/format/ist-calendar';
import { CHILD_LEVEL_LABELS, type PerformanceRow, type PerformanceView } from '../../../../domain/people/performance';
import { ApiFailure } from '../../../lib/api/api-failure';
import { sumOf } from '../../../lib/list/totals';
import { Button } from '../../../ui/button';
import type { Column } from '../../../ui/table/data-table';
import { EmptyState } from '../../../ui/status/empty-state';
import { ListScreen } from '../../../ui/table/list-screen';
import { SelectField } from '../../../ui/form/select-field';
import { TextField } from '../../../ui/form/text-field';
import { salesFigureColumns } from '../../../ui/table/sales-figure-columns';
import { usePerformance } from '../data/people-calls';

function columnsFor(showsPackages: boolean, onOpen: (row: PerformanceRow) => void): Column<PerformanceRow>[] {
  const columns = salesFigureColumns<PerformanceRow>((r) =>
    r.members > 1 ? (
      <Button size="sm" variant="ghost" onClick={() => onOpen(r)} aria-label={`Open ${r.agentName}'s team`}>
        {r.agentName}
      </Button>
    ) : (
      r.agentName
    ),
  );
  if (showsPackages)
    columns.push({
      key: 'packages',
      header: 'Packages Activated',
      align: 'right',
      value: (r) => r.packagesActivated,
      cell: (r) => r.packagesActivated ?? '--',
      total: (rows) => sumOf(rows, (r) => r.packagesActivated),
    });
  return columns;
}

/**
 * `agent/performance` (one agent, 100 rows a page) and `performance` (a team, 1,000): the sales report's columns
 * (spec 002 §3) for the viewer's children by role (spec 001 §6), each summed over the child's team, for a sales
 * month or a quarterly cycle ending there; 'Packages Activated' for Admin and owner agents.
 */
export function PerformancePage({ view }: { view: PerformanceView }) {
  const title = view === 'team' ? 'Team Performance' : 'Agent Performance';
  const [month, setMonth] = useState(istDateOf(new Date()).slice(0, 7));
  const [months, setMonths] = useState<1 | 3>(1);
  const [page, setPage] = useState(0);
  const [trail, setTrail] = useState<{ id: number; name: string }[]>([]);
  const agentId = trail.at(-1)?.id;
  const performance = usePerformance({ view, month, months, page, ...(agentId ? { agentId } : {}) });
  const data = performance.data;
  // No sales month yet for the selection: said as the state it is, not as a failure.
  const noData = performance.error instanceof ApiFailure && performance.error.status === 404;
  const shown = noData || performance.error ? { ...performance, data: undefined, error: noData ? null : performance.error } : performance;

  return (
    <ListScreen
      title={title}
      description="Sales per agent for a sales month or a quarterly cycle; deal values in lakhs."
      filters={
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
      }
      before={
        <>
          {trail.length > 0 && <p className="text-sm text-slate-600">Under {trail.map((t) => t.name).join(' › ')}</p>}
          {noData && <EmptyState title={performance.error?.message ?? ''} />}
          {data && !performance.error && (
            <p className="text-sm text-slate-600">
              {CHILD_LEVEL_LABELS[data.level]} · {data.from} to {data.to}
            </p>
          )}
        </>
      }
      what="performance"
      caption={title}
      columns={columnsFor(data?.showsPackagesActivated ?? false, (row) => {
        setTrail((t) => [...t, { id: row.agentId, name: row.agentName }]);
        setPage(0);
      })}
      rowKey={(r) => r.agentId}
      resource={shown}
      empty="No rows."
      onPageChange={setPage}
      pagerLabel="Performance pages"
    />
  );
}
