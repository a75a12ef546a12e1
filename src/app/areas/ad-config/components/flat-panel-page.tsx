import { useState } from 'react';
import { FLAT_PANEL_MAX_PROJECTS, FLAT_PANEL_MESSAGES, flatPanelInputSchema, type FlatPanel } from '../../../../domain/ad-config/flat-panel';
import { useDraftForm } from '../../../lib/forms/use-draft-form';
import { type SchemaForm } from '../../../lib/forms/use-schema-form';
import { useReferenceData } from '../../../lib/reference/use-reference-data';
import { useSignedInUser } from '../../../lib/session/use-session';
import { Button } from '../../../ui/button';
import type { Column } from '../../../ui/table/data-table';
import { ListTable, heldRows } from '../../../ui/table/list-screen';
import { formatDate, formatDateTime } from '../../../../domain/format/date-time';
import { Form } from '../../../ui/form/form';
import { FormError } from '../../../ui/form/form-error';
import { LoadFailed } from '../../../ui/status/load-failed';
import { LoadingFallback } from '../../../ui/status/loading-fallback';
import { SectionPanel } from '../../../ui/section-panel';
import { SelectField } from '../../../ui/form/select-field';
import { TextField } from '../../../ui/form/text-field';
import { saveFlatPanel, useFlatPanel, useFlatPanelProjects } from '../data/ad-config-api';
import { OnlineButton } from '../../../ui/online-button';
import { Screen } from '../../../ui/screen';

const CITY_KEY = 'draft:flat-panel:city';

function keptCity(): string {
  try {
    return sessionStorage.getItem(CITY_KEY) ?? '';
  } catch {
    return '';
  }
}

/**
 * `flat-panel` (spec 002 §2; fields ours): per city, the projects shown in the flat panel in order 1..n, with
 * their dates and active flag. Every signed-in user reads; `catalogue` orders, adds, removes and saves. Online only.
 */
export function FlatPanelPage() {
  const user = useSignedInUser();
  const reference = useReferenceData();
  const [city, setCity] = useState(keptCity);
  const cityId = city ? Number(city) : null;
  const panel = useFlatPanel(cityId);
  const canWrite = user.capabilities.includes('catalogue');
  const chooseCity = (value: string) => {
    setCity(value);
    try {
      sessionStorage.setItem(CITY_KEY, value);
    } catch {
      /* storage unavailable: the choice lasts for this page only */
    }
  };
  return (
    <Screen width="lg" title="Flat Panel" description="The projects each city's flat panel shows, in order.">
      <div className="max-w-xs">
        <SelectField
          label="City"
          placeholder="Select a city…"
          options={(reference.data?.cities ?? []).map((c) => ({ value: String(c.id), label: c.name }))}
          value={city}
          onChange={(e) => chooseCity(e.target.value)}
        />
      </div>
      {panel.error && <LoadFailed what="the flat panel" error={panel.error} onRetry={() => void panel.refresh()} />}
      {cityId && !panel.data && panel.isLoading && <LoadingFallback label="Loading the flat panel…" />}
      {panel.data && panel.data.city_id === cityId &&
        (canWrite ? <FlatPanelForm key={`${panel.data.city_id}:${panel.data.updated_at ?? ''}`} panel={panel.data} onSaved={() => panel.refresh()} /> : <FlatPanelTable panel={panel.data} />)}
    </Screen>
  );
}

const updatedLine = (panel: FlatPanel) =>
  panel.updated_at ? `Last saved ${formatDateTime(panel.updated_at)}${panel.updated_by_name ? ` by ${panel.updated_by_name}` : ''}` : 'Not saved yet';

function FlatPanelTable({ panel }: { panel: FlatPanel }) {
  const columns: Column<FlatPanel['projects'][number]>[] = [
    { key: 'position', header: 'Order', align: 'right', cell: (p) => p.position },
    { key: 'project', header: 'Project', cell: (p) => p.project_name },
    { key: 'start', header: 'Start date', value: (p) => p.start_date, cell: (p) => formatDate(p.start_date) },
    { key: 'end', header: 'End date', value: (p) => p.end_date, cell: (p) => formatDate(p.end_date) },
    { key: 'active', header: 'Active', cell: (p) => (p.active ? 'Yes' : 'No') },
  ];
  return (
    <SectionPanel title={`${panel.city_name} flat panel`}>
      <ListTable what="projects" caption={`${panel.city_name} flat panel`} regionLabel={`${panel.city_name} flat panel table`} columns={columns} resource={heldRows(panel.projects)} rowKey={(p) => p.project_id} empty="No projects in this city's flat panel." />
      <p className="mt-2 text-xs text-slate-600">{updatedLine(panel)}</p>
    </SectionPanel>
  );
}

type Row = { projectId: number; projectName: string; startDate: string; endDate: string; active: boolean };
type Values = { rows: Row[] };

const rowsOf = (panel: FlatPanel): Row[] =>
  panel.projects.map((p) => ({ projectId: p.project_id, projectName: p.project_name, startDate: p.start_date, endDate: p.end_date, active: p.active }));

const ROW_ERRORS_AT = Object.fromEntries(
  Array.from({ length: FLAT_PANEL_MAX_PROJECTS }, (_, i) =>
    (
      [
        ['project_id', 'projectId'],
        ['position', 'projectId'],
        ['start_date', 'startDate'],
        ['end_date', 'endDate'],
      ] as const
    ).map(([from, to]) => [`projects.${i}.${from}`, `rows.${i}.${to}`] as const),
  ).flat(),
) as Record<string, `rows.${number}.${'projectId' | 'startDate' | 'endDate'}`>;

function FlatPanelForm({ panel, onSaved }: { panel: FlatPanel; onSaved: () => Promise<unknown> }) {
  const draftKey = `flat-panel:${panel.city_id}`;
  const saved: Values = { rows: rowsOf(panel) };
  const form = useDraftForm(draftKey, {
    defaultValues: saved,
    schema: flatPanelInputSchema,
    toInput: (v: Values) => ({
      city_id: panel.city_id,
      projects: v.rows.map((r, i) => ({ project_id: r.projectId, position: i + 1, start_date: r.startDate, end_date: r.endDate, active: r.active })),
    }),
    errorsAt: { projects: 'rows', ...ROW_ERRORS_AT },
    save: (input) => saveFlatPanel(input),
    success: FLAT_PANEL_MESSAGES.saved,
    onSaved,
  });
  const rows = form.values.rows ?? [];
  return (
    <SectionPanel title={`${panel.city_name} flat panel`}>
      <Form form={form} label={`${panel.city_name} flat panel`}>
        <RowsEditor form={form} rows={rows} />
        <FormError message={form.error('rows')} />
        {rows.length < FLAT_PANEL_MAX_PROJECTS && <AddProject cityId={panel.city_id} taken={rows.map((r) => r.projectId)} onAdd={(row) => form.setValue('rows', [...rows, row])} />}
        <div className="flex items-center gap-3">
          <OnlineButton type="submit" busy={form.busy}>
            Save flat panel
          </OnlineButton>
          <span className="text-xs text-slate-600">{updatedLine(panel)}</span>
        </div>
      </Form>
    </SectionPanel>
  );
}

function RowsEditor({ form, rows }: { form: SchemaForm<Values>; rows: Row[] }) {
  const set = (next: Row[]) => form.setValue('rows', next);
  const change = (index: number, patch: Partial<Row>) => set(rows.map((r, i) => (i === index ? { ...r, ...patch } : r)));
  const move = (index: number, by: -1 | 1) => {
    const next = [...rows];
    const [row] = next.splice(index, 1);
    next.splice(index + by, 0, row!);
    set(next);
  };
  if (rows.length === 0) return <p className="text-sm text-slate-600">No projects in this city's flat panel yet.</p>;
  return (
    <ol className="flex flex-col gap-2" aria-label="Flat panel order">
      {rows.map((row, index) => (
        <li key={row.projectId} className="grid items-end gap-2 rounded-md border border-slate-200 p-3 sm:grid-cols-[3rem_1fr_10rem_10rem_auto]" aria-label={`${index + 1}. ${row.projectName}`}>
          <span className="text-lg font-semibold" aria-hidden="true">
            {index + 1}
          </span>
          <div>
            <p className="font-medium">{row.projectName}</p>
            <FormError message={form.error(`rows.${index}.projectId`)} />
          </div>
          <TextField label={`Start date of ${row.projectName}`} type="date" value={row.startDate} onChange={(e) => change(index, { startDate: e.target.value })} error={form.error(`rows.${index}.startDate`)} />
          <TextField label={`End date of ${row.projectName}`} type="date" value={row.endDate} onChange={(e) => change(index, { endDate: e.target.value })} error={form.error(`rows.${index}.endDate`)} />
          <div className="flex flex-wrap items-center gap-2">
            <label className="flex items-center gap-1 text-sm">
              <input type="checkbox" checked={row.active} onChange={(e) => change(index, { active: e.target.checked })} />
              Active
            </label>
            <Button size="sm" variant="secondary" disabled={index === 0} onClick={() => move(index, -1)} aria-label={`Move ${row.projectName} up`}>
              Up
            </Button>
            <Button size="sm" variant="secondary" disabled={index === rows.length - 1} onClick={() => move(index, 1)} aria-label={`Move ${row.projectName} down`}>
              Down
            </Button>
            <Button size="sm" variant="ghost" onClick={() => set(rows.filter((_, i) => i !== index))} aria-label={`Remove ${row.projectName}`}>
              Remove
            </Button>
          </div>
        </li>
      ))}
    </ol>
  );
}

const today = () => new Date().toLocaleDateString('en-CA', { timeZone: 'Asia/Kolkata' });

function AddProject({ cityId, taken, onAdd }: { cityId: number; taken: number[]; onAdd: (row: Row) => void }) {
  const [q, setQ] = useState('');
  const [choice, setChoice] = useState('');
  const options = useFlatPanelProjects(cityId, q);
  const free = (options.data ?? []).filter((p) => !taken.includes(p.id));
  return (
    <div className="flex flex-wrap items-end gap-3">
      <TextField label="Find project" value={q} onChange={(e) => setQ(e.target.value)} />
      <SelectField label="Project to add" placeholder="Select a project…" options={free.map((p) => ({ value: String(p.id), label: p.name }))} value={choice} onChange={(e) => setChoice(e.target.value)} />
      <Button
        variant="secondary"
        disabled={!choice}
        onClick={() => {
          const project = free.find((p) => String(p.id) === choice);
          if (!project) return;
          onAdd({ projectId: project.id, projectName: project.name, startDate: today(), endDate: today(), active: true });
          setChoice('');
        }}
      >
        Add project
      </Button>
    </div>
  );
}
