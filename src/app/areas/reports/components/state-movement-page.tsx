import { Link } from '@tanstack/react-router';
import { opportunityPagePath } from '../../../../domain/opportunities/statuses';
import { formatDateTime } from '../../../../domain/format/date-time';
import {
  STATE_MOVEMENT_ENTITIES,
  STATE_MOVEMENT_ENTITY_LABELS,
  entityStatusName,
  stateMovementMatrices,
  type StateMovementRow,
} from '../../../../domain/reports/state-movement';
import { useOnline } from '../../../lib/offline/session/use-online';
import type { Column } from '../../../ui/table/data-table';
import { SelectField } from '../../../ui/form/select-field';
import type { ReportSearch } from '../data/report-search';
import { reportQueryOf, useReportAgents, useStateMovementSummary } from '../data/reports-api';
import { ReportTableScreen } from './report-table-screen';

const linkClass = 'text-brand underline-offset-2 hover:underline';

function EntityLink({ row }: { row: StateMovementRow }) {
  const text = `${STATE_MOVEMENT_ENTITY_LABELS[row.entity]} #${row.entityId}`;
  if (row.entity === 'payment')
    return (
      <Link to="/payment/$paymentId" params={{ paymentId: row.entityId }} className={linkClass}>
        {text}
      </Link>
    );
  if (row.entity === 'termsheet')
    return (
      <Link to="/termsheet/$termsheetId" params={{ termsheetId: row.entityId }} className={linkClass}>
        {text}
      </Link>
    );
  return (
    <Link to={opportunityPagePath(row.opportunityKind ?? 'general', row.entityId)} className={linkClass}>
      {text}
    </Link>
  );
}

const COLUMNS: Column<StateMovementRow>[] = [
  { key: 'entity', header: 'Entity', cell: (r) => <EntityLink row={r} />, className: 'whitespace-nowrap' },
  { key: 'from', header: 'From', cell: (r) => r.fromStatusName },
  { key: 'to', header: 'To', cell: (r) => r.toStatusName },
  { key: 'who', header: 'Changed by', cell: (r) => r.changedByName ?? '-' },
  { key: 'when', header: 'When', cell: (r) => formatDateTime(r.changedAt), className: 'whitespace-nowrap' },
];

/** The person filter here picks who made the change (the server filters by the change's actor), not an owning agent. */
export const CHANGED_BY_FILTER = { label: 'Changed by', placeholder: 'Anyone' } as const;

/** The deal's owner (ownerId): changes to deals this agent owns, whoever made them. */
function DealOwnerFilter({ search, onSearchChange }: { search: ReportSearch; onSearchChange: (next: ReportSearch) => void }) {
  const agents = useReportAgents(useOnline());
  return (
    <SelectField
      label="Deal owner"
      placeholder="Any owner"
      options={(agents.data?.results ?? []).map((a) => ({ value: String(a.id), label: a.name }))}
      value={search.ownerId ? String(search.ownerId) : ''}
      onChange={(e) => onSearchChange({ ...search, ownerId: e.target.value ? Number(e.target.value) : undefined, page: undefined })}
    />
  );
}

/** The from × to counts, one table per entity (rows: from status; columns: to status). */
function SummaryMatrices({ search }: { search: ReportSearch }) {
  const online = useOnline();
  const summary = useStateMovementSummary(reportQueryOf(search), online);
  const matrices = stateMovementMatrices(summary.data ?? []);
  if (!online || matrices.length === 0) return null;
  return (
    <section aria-label="Summary" className="mb-4 flex flex-col gap-3">
      <h2 className="text-base font-semibold text-slate-900">Summary (from × to)</h2>
      <div className="flex flex-wrap gap-4">
        {matrices.map((m) => (
          <div key={m.entity} className="overflow-x-auto rounded-lg border border-slate-200 bg-white">
            <table className="text-sm">
              <caption className="px-3 py-2 text-left font-medium text-slate-800">{STATE_MOVEMENT_ENTITY_LABELS[m.entity]} status changes</caption>
              <thead>
                <tr className="bg-slate-50">
                  <th scope="col" className="px-3 py-1 text-left font-medium text-slate-600">
                    From \ To
                  </th>
                  {m.to.map((to) => (
                    <th key={to} scope="col" className="px-3 py-1 text-right font-medium text-slate-600">
                      {entityStatusName(m.entity, to)}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {m.from.map((from) => (
                  <tr key={String(from)} className="border-t border-slate-100">
                    <th scope="row" className="px-3 py-1 text-left font-medium text-slate-700">
                      {entityStatusName(m.entity, from)}
                    </th>
                    {m.to.map((to) => (
                      <td key={to} className="px-3 py-1 text-right tabular-nums">
                        {m.count(from, to) || '-'}
                      </td>
                    ))}
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        ))}
      </div>
    </section>
  );
}

/** `state-movement-reports`: every status change of opportunities, payments and termsheets in the range; summary matrix; CSV. */
export function StateMovementPage({ search, onSearchChange }: { search: ReportSearch; onSearchChange: (next: ReportSearch) => void }) {
  return (
    <ReportTableScreen
      kind="state-movement"
      title="State Movement"
      description="Every status change of opportunities, payments and termsheets in the chosen days (India time): what changed, from and to, who and when. Changed by is who made the change; Deal owner is the agent who owns the deal."
      caption="Status changes"
      columns={COLUMNS}
      rowKey={(r) => r.id}
      search={search}
      onSearchChange={onSearchChange}
      empty="No status changes in this range."
      agentFilter={CHANGED_BY_FILTER}
      filters={
        <>
          <SelectField
            label="Entity"
            placeholder="All entities"
            options={STATE_MOVEMENT_ENTITIES.map((e) => ({ value: e, label: STATE_MOVEMENT_ENTITY_LABELS[e] }))}
            value={search.entity ?? ''}
            onChange={(e) => onSearchChange({ ...search, entity: (STATE_MOVEMENT_ENTITIES as readonly string[]).includes(e.target.value) ? (e.target.value as ReportSearch['entity']) : undefined, page: undefined })}
          />
          <DealOwnerFilter search={search} onSearchChange={onSearchChange} />
        </>
      }
      before={<SummaryMatrices search={search} />}
    />
  );
}
