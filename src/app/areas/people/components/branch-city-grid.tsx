import { useVirtualizer } from '@tanstack/react-virtual';
import { useMemo, useRef, useState } from 'react';
import { DEPARTMENTS, type BranchCityRow, type BranchCityRowInput, type BranchCityView } from '../../../../domain/people/people';
import { useSave } from '../../../lib/forms/use-save';
import { Button } from '../../../ui/button';
import { FormError } from '../../../ui/form/form-error';
import { LoadFailed } from '../../../ui/status/load-failed';
import { LoadingFallback } from '../../../ui/status/loading-fallback';
import { Dialog } from '../../../ui/dialog/dialog';
import { RecordMultiPicker, pickedIds, useRecordNames } from '../../../ui/form/record-picker';
import { TextField } from '../../../ui/form/text-field';
import { saveBranchCityRows, useBranchCityMapping } from '../data/people-calls';
import { OnlineButton } from '../../../ui/online-button';

type Edit = { salesBranchId: string; departmentId: string; agentCityIds: string; region: string; tier: string; salesChannel: string };

const editOf = (r: BranchCityRow): Edit => ({
  salesBranchId: r.salesBranchId ? String(r.salesBranchId) : '',
  departmentId: r.departmentId ? String(r.departmentId) : '',
  agentCityIds: r.agentCityIds.join(', '),
  region: r.region ?? '',
  tier: r.tier ? String(r.tier) : '',
  salesChannel: r.salesChannel ?? '',
});

const toNumber = (v: string): number | null => (v.trim() === '' ? null : Number(v.trim()));

function inputOf(row: BranchCityRow, edit: Edit): BranchCityRowInput {
  return {
    userId: row.userId,
    salesBranchId: toNumber(edit.salesBranchId),
    departmentId: toNumber(edit.departmentId),
    subDepartmentId: row.subDepartmentId,
    agentCityIds: edit.agentCityIds
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean)
      .map(Number),
    cityBranchMapping: row.cityBranchMapping,
    region: edit.region.trim() || null,
    tier: toNumber(edit.tier),
    salesVertical: row.salesVertical,
    businessUnit: row.businessUnit,
    salesChannel: edit.salesChannel.trim() || null,
    roleType: row.roleType,
    company: row.company,
  };
}

const COLUMNS = 'grid grid-cols-[12rem_10rem_8rem_10rem_7rem_5rem_7rem] gap-2 px-2';

/**
 * The branch-city grid (spec 001 §3, §9: up to 4,000 rows): one row per user, virtualized, edited in place; Save
 * sends the changed rows, all or none ('Agent city updated'; a bad row is refused naming the row).
 */
export function BranchCityGrid() {
  const mapping = useBranchCityMapping();
  if (mapping.error) return <LoadFailed what="the branch-city mapping" error={mapping.error} onRetry={() => void mapping.refresh()} />;
  if (!mapping.data) return <LoadingFallback label="Loading the branch-city mapping…" />;
  return <Grid view={mapping.data} onSaved={mapping.refresh} />;
}

function Grid({ view, onSaved }: { view: BranchCityView; onSaved: () => Promise<void> }) {
  const [edits, setEdits] = useState<Record<number, Edit>>({});
  const [filter, setFilter] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const rows = useMemo(() => {
    const text = filter.trim().toLowerCase();
    return text ? view.rows.filter((r) => r.agentName.toLowerCase().includes(text) || r.email.toLowerCase().includes(text)) : view.rows;
  }, [view.rows, filter]);
  const parent = useRef<HTMLDivElement>(null);
  // eslint-disable-next-line react-hooks/incompatible-library -- the virtualizer re-renders this grid itself
  const virtualizer = useVirtualizer({ count: rows.length, getScrollElement: () => parent.current, estimateSize: () => 44, overscan: 10 });
  const saving = useSave<{ message: string }>({
    success: (answer) => answer.message,
    onSaved: async () => {
      setEdits({});
      await onSaved();
    },
  });
  const changed = Object.keys(edits).length;
  const set = (row: BranchCityRow, key: keyof Edit, value: string) => setEdits((all) => ({ ...all, [row.userId]: { ...(all[row.userId] ?? editOf(row)), [key]: value } }));

  async function save() {
    setProblem(null);
    const list = view.rows.filter((r) => edits[r.userId]).map((r) => inputOf(r, edits[r.userId]!));
    const placement = await saving.run(() => saveBranchCityRows(list));
    if (placement?.formError) setProblem(placement.formError);
  }

  const branchOptions = view.branches.map((b) => ({ value: String(b.id), label: b.name }));
  return (
    <div className="flex flex-col gap-3">
      <div className="flex flex-wrap items-end gap-3">
        <TextField label="Find an agent" value={filter} onChange={(e) => setFilter(e.target.value)} />
        <p className="text-sm text-slate-600">
          {view.rows.length.toLocaleString('en-IN')} users · {changed} changed
        </p>
        <OnlineButton disabled={changed === 0} busy={saving.busy} onClick={() => void save()}>
          Save mapping
        </OnlineButton>
      </div>
      <FormError message={problem} />
      <div role="table" aria-label="Branch-city mapping" aria-rowcount={rows.length} className="rounded-md border border-slate-200 text-sm">
        <div role="row" className={`${COLUMNS} border-b border-slate-200 bg-slate-50 py-2 font-semibold`}>
          {['Agent', 'Sales branch', 'Department', 'Cities', 'Region', 'Tier', 'Channel'].map((h) => (
            <span role="columnheader" key={h}>
              {h}
            </span>
          ))}
        </div>
        <div ref={parent} className="max-h-[28rem] overflow-auto">
          <div style={{ height: virtualizer.getTotalSize(), position: 'relative' }}>
            {virtualizer.getVirtualItems().map((item) => {
              const row = rows[item.index]!;
              const edit = edits[row.userId] ?? editOf(row);
              const label = (what: string) => `${what} of ${row.agentName}`;
              return (
                <div role="row" key={row.userId} className={`${COLUMNS} absolute left-0 right-0 items-center border-b border-slate-100 py-1`} style={{ top: item.start, height: item.size }}>
                  <span role="cell" className="truncate" title={row.email}>
                    {row.agentName}
                  </span>
                  <select aria-label={label('Sales branch')} className="rounded border border-slate-300 px-1 py-1" value={edit.salesBranchId} onChange={(e) => set(row, 'salesBranchId', e.target.value)}>
                    <option value="">—</option>
                    {branchOptions.map((o) => (
                      <option key={o.value} value={o.value}>
                        {o.label}
                      </option>
                    ))}
                  </select>
                  <select aria-label={label('Department')} className="rounded border border-slate-300 px-1 py-1" value={edit.departmentId} onChange={(e) => set(row, 'departmentId', e.target.value)}>
                    <option value="">—</option>
                    {DEPARTMENTS.map((d) => (
                      <option key={d.id} value={String(d.id)}>
                        {d.id} {d.name}
                      </option>
                    ))}
                  </select>
                  <CitiesCell label={label('Cities')} agentName={row.agentName} value={edit.agentCityIds} onChange={(value) => set(row, 'agentCityIds', value)} />
                  <input aria-label={label('Region')} className="rounded border border-slate-300 px-1 py-1" value={edit.region} onChange={(e) => set(row, 'region', e.target.value)} />
                  <input aria-label={label('Tier')} inputMode="numeric" className="rounded border border-slate-300 px-1 py-1" value={edit.tier} onChange={(e) => set(row, 'tier', e.target.value)} />
                  <input aria-label={label('Channel')} className="rounded border border-slate-300 px-1 py-1" value={edit.salesChannel} onChange={(e) => set(row, 'salesChannel', e.target.value)} />
                </div>
              );
            })}
          </div>
        </div>
      </div>
    </div>
  );
}

/** An agent's cities by name; Edit opens a city picker (issue 51: no typed city ids). */
function CitiesCell({ label, agentName, value, onChange }: { label: string; agentName: string; value: string; onChange: (value: string) => void }) {
  const [open, setOpen] = useState(false);
  const ids = pickedIds(value);
  const names = useRecordNames('city', ids);
  const text = ids.map((id) => names.get(id)?.name ?? id).join(', ');
  return (
    <>
      <button type="button" aria-label={label} title={text} onClick={() => setOpen(true)} className="min-h-8 truncate rounded border border-slate-300 px-1 py-1 text-left">
        {text || '—'}
      </button>
      <Dialog
        open={open}
        onClose={() => setOpen(false)}
        title={`Cities of ${agentName}`}
        actions={
          <Button variant="secondary" onClick={() => setOpen(false)}>
            Done
          </Button>
        }
      >
        <RecordMultiPicker kind="city" label="Cities" value={value} onChange={(e) => onChange(e.target.value)} />
      </Dialog>
    </>
  );
}
