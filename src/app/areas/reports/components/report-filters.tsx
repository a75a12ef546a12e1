import { useState, type FormEvent } from 'react';
import { CLIENT_TYPE_LABELS } from '../../../../domain/reference/ids';
import { MAX_REPORT_RANGE_DAYS, REPORT_MESSAGES, reportRangeDays } from '../../../../domain/reports/report-kinds';
import { useReferenceData } from '../../../lib/reference/use-reference-data';
import { Button } from '../../../ui/button';
import { SelectField } from '../../../ui/form/select-field';
import { TextField } from '../../../ui/form/text-field';
import type { ReportSearch } from '../data/report-search';
import { useReportAgents, type ReportQuery } from '../data/reports-api';

type Draft = { from: string; to: string };

/** The label and "all" choice of the person filter (agentId). */
export type AgentFilterText = { label: string; placeholder: string };
const AGENT_FILTER: AgentFilterText = { label: 'Agent', placeholder: 'All agents' };

/**
 * The range and filters every report takes (issue 12): from and to are days in India time (start of the first to
 * the end of the last), city, agent and client type. The dates apply on "Apply"; the selects apply at once. Both
 * go to the URL, so they survive a reload and a lost connection.
 */
export function ReportFilters({
  search,
  query,
  online,
  onSearchChange,
  agentFilter = AGENT_FILTER,
}: {
  search: ReportSearch;
  query: ReportQuery;
  online: boolean;
  onSearchChange: (next: ReportSearch) => void;
  /** What the person filter is called on this kind: the owning agent on most, "Changed by" on state-movement. */
  agentFilter?: AgentFilterText;
}) {
  const reference = useReferenceData();
  const agents = useReportAgents(online);
  const fromUrl: Draft = { from: query.from, to: query.to };
  const [draft, setDraft] = useState<Draft>(fromUrl);
  const [shown, setShown] = useState(JSON.stringify(fromUrl));
  if (shown !== JSON.stringify(fromUrl)) {
    setShown(JSON.stringify(fromUrl));
    setDraft(fromUrl);
  }
  const problem =
    draft.from && draft.to && draft.from > draft.to
      ? REPORT_MESSAGES.fromAfterTo
      : draft.from && draft.to && reportRangeDays(draft.from, draft.to) > MAX_REPORT_RANGE_DAYS
        ? REPORT_MESSAGES.timeout
        : undefined;

  function submit(event: FormEvent) {
    event.preventDefault();
    if (problem || !draft.from || !draft.to) return;
    onSearchChange({ ...search, from: draft.from, to: draft.to, page: undefined });
  }

  const cities = (reference.data?.cities ?? []).map((c) => ({ value: String(c.id), label: c.name }));
  const agentOptions = (agents.data?.results ?? []).map((a) => ({ value: String(a.id), label: a.name }));
  const clientTypes = Object.entries(CLIENT_TYPE_LABELS).map(([value, label]) => ({ value, label }));
  const select = (key: 'cityId' | 'agentId' | 'clientTypeId', value: string) => onSearchChange({ ...search, [key]: value ? Number(value) : undefined, page: undefined });
  return (
    <form role="search" aria-label="Report filters" onSubmit={submit} className="mb-3 grid grid-cols-1 gap-3 sm:grid-cols-3 lg:grid-cols-[1fr_1fr_1fr_1fr_1fr_auto] lg:items-end">
      <TextField label="From" type="date" required value={draft.from} onChange={(e) => setDraft({ ...draft, from: e.target.value })} />
      <TextField label="To" type="date" required value={draft.to} onChange={(e) => setDraft({ ...draft, to: e.target.value })} error={problem} />
      <SelectField label="City" placeholder="All cities" options={cities} value={search.cityId ? String(search.cityId) : ''} onChange={(e) => select('cityId', e.target.value)} />
      <SelectField label={agentFilter.label} placeholder={agentFilter.placeholder} options={agentOptions} value={search.agentId ? String(search.agentId) : ''} onChange={(e) => select('agentId', e.target.value)} />
      <SelectField
        label="Client type"
        placeholder="All client types"
        options={clientTypes}
        value={search.clientTypeId ? String(search.clientTypeId) : ''}
        onChange={(e) => select('clientTypeId', e.target.value)}
      />
      <Button type="submit" variant="secondary" disabled={!online || Boolean(problem)}>
        Apply
      </Button>
    </form>
  );
}

/** Issue 12 "Offline": reports run online only; the filters stay in the URL and run when the connection returns. */
export function ReportsOfflineNotice({ online }: { online: boolean }) {
  return (
    <div role="status" className="contents">
      {!online && <p className="mb-3 rounded-md border border-amber-300 bg-amber-50 px-3 py-2 text-sm text-amber-900">{REPORT_MESSAGES.offline}</p>}
    </div>
  );
}
