import { useState } from 'react';
import { z } from 'zod';
import {
  CAMPAIGN_TYPES,
  CASE_TYPES,
  MANUAL_CAMPAIGN_CSV_HEADER,
  campaignInputSchema,
  manualCampaignFieldsSchema,
  type CampaignView,
  type UploadReport,
} from '../../../../domain/calling/calling';
import { istDateOf } from '../../../../domain/format/ist-calendar';
import { clearDraft, useDraftDefaults, useKeepDraft } from '../../../lib/forms/kept-draft';
import { useSchemaForm } from '../../../lib/forms/use-schema-form';
import { formatDate } from '../../../../domain/format/date-time';
import { Button } from '../../../ui/button';
import { Checkbox } from '../../../ui/form/checkbox';
import { ConfirmDialog } from '../../../ui/dialog/confirm-dialog';
import type { Column } from '../../../ui/table/data-table';
import { ListScreen, ListTable, heldRows } from '../../../ui/table/list-screen';
import { LoadFailed } from '../../../ui/status/load-failed';
import { OnlineFormDialog } from '../../../ui/dialog/online-form-dialog';
import { SectionPanel } from '../../../ui/section-panel';
import { SelectField } from '../../../ui/form/select-field';
import { TextField } from '../../../ui/form/text-field';
import {
  deleteCampaign,
  saveCampaign,
  uploadManualCampaign,
  uploadReportOf,
  useCampaignDefinition,
  useCampaigns,
  useCaseAgents,
  type CampaignDefinition,
  type CaseAgent,
} from '../data/campaigns-api';
import { filterChoicesOf, filterOf, filterText } from '../data/campaign-filter';

/** The fields as the dialog holds them; the chosen filter values as text ('' for any), the CSV by its name. */
type CampaignValues = {
  name: string;
  type: string;
  startDate: string;
  active: boolean;
  filter: Record<string, string>;
  agentIds: string[];
  fileName: string;
};

/**
 * A Normal or Manual Rechurn campaign is sent as JSON (POST agent-campaign); a Manual one as the CSV upload
 * (multipart, mFile). Each half is the domain's schema, so the messages are the server's.
 */
const campaignFormSchema = z.discriminatedUnion('mode', [
  z.object({ mode: z.literal('json'), input: campaignInputSchema }),
  z.object({ mode: z.literal('manual'), fields: manualCampaignFieldsSchema, file: z.instanceof(File, { error: `Choose a CSV file with one column headed ${MANUAL_CAMPAIGN_CSV_HEADER}` }) }),
]);

const ERRORS_AT = {
  'input.name': 'name',
  'fields.name': 'name',
  'input.startDate': 'startDate',
  'fields.startDate': 'startDate',
  'input.type': 'type',
  'input.campaignDefinitionFilter': 'filter',
  'input.agentIds': 'agentIds',
  file: 'fileName',
} as const;

/**
 * `campaign-module` (teams): calling campaigns of owner cases (SOCASE). Create and update a Normal or Manual
 * Rechurn campaign with its filter, start date, active flag and agents; a Manual campaign is a CSV of case ids
 * (its totals shown); delete after a confirm. Online only: offline it says so and keeps what was typed.
 */
export function CampaignModulePage() {
  const campaigns = useCampaigns();
  const definition = useCampaignDefinition();
  const agents = useCaseAgents();
  const [editing, setEditing] = useState<CampaignView | 'new' | null>(null);
  const [deleting, setDeleting] = useState<CampaignView | null>(null);
  const [lastUpload, setLastUpload] = useState<{ name: string; report: UploadReport } | null>(null);
  const filters = definition.data?.filters ?? [];
  const agentName = new Map((agents.data ?? []).map((a) => [a.id, a.name]));

  const columns: Column<CampaignView>[] = [
    { key: 'name', header: 'Name', cell: (c) => c.name },
    { key: 'type', header: 'Type', cell: (c) => c.type },
    { key: 'caseTypeId', header: 'Case type', priority: 4, cell: (c) => c.caseTypeId },
    { key: 'filter', header: 'Filter', priority: 3, cell: (c) => filterText(c.campaignDefinitionFilter, filters) },
    { key: 'startDate', header: 'Start date', className: 'whitespace-nowrap', value: (c) => c.startDate, cell: (c) => formatDate(c.startDate) },
    { key: 'active', header: 'Active', cell: (c) => (c.active ? 'Yes' : 'No') },
    { key: 'agents', header: 'Agents', priority: 2, cell: (c) => (c.agentIds.length ? c.agentIds.map((id) => agentName.get(id) ?? `#${id}`).join(', ') : '-') },
    { key: 'cases', header: 'Cases', align: 'right', cell: (c) => c.cases, total: (rows) => rows.reduce((sum, c) => sum + c.cases, 0) },
    { key: 'csv', header: 'CSV totals', priority: 4, cell: (c) => (c.csvTotals ? `${c.csvTotals.rows} rows · ${c.csvTotals.accepted} accepted · ${c.csvTotals.rejected} rejected` : '-') },
    {
      key: 'actions',
      header: <span className="sr-only">Actions</span>,
      label: 'Actions',
      pinEnd: true,
      cell: (c) => (
        <div className="flex gap-2">
          <Button size="sm" variant="secondary" onClick={() => setEditing(c)} aria-label={`Edit ${c.name}`}>
            Edit
          </Button>
          <Button size="sm" variant="secondary" onClick={() => setDeleting(c)} aria-label={`Delete ${c.name}`}>
            Delete
          </Button>
        </div>
      ),
    },
  ];

  return (
    <ListScreen
      title="Campaign Module"
      description="Calling campaigns of owner cases: who calls which cases from when. A Manual campaign is a CSV of case ids."
      actions={<Button onClick={() => setEditing('new')}>New campaign</Button>}
      before={lastUpload && <UploadTotals title={`Upload totals of ${lastUpload.name}`} report={lastUpload.report} />}
      what="campaigns"
      caption="Campaigns"
      columns={columns}
      rowKey={(c) => c.id}
      resource={campaigns}
      empty="No campaigns yet."
      csvFileName="campaigns.csv"
    >
      {editing && definition.data && (
        <CampaignDialog
          campaign={editing === 'new' ? null : editing}
          definition={definition.data}
          agents={agents.data ?? []}
          onClose={() => setEditing(null)}
          onSaved={async (upload) => {
            setEditing(null);
            if (upload) setLastUpload(upload);
            await campaigns.refresh();
          }}
        />
      )}
      {editing && definition.error && <LoadFailed what="the campaign definition" error={definition.error} onRetry={() => void definition.refresh()} />}
      {deleting && (
        <ConfirmDialog
          title="Delete campaign"
          description={`Delete the campaign ${deleting.name}? Its cases stay, without a campaign.`}
          confirmLabel="Delete campaign"
          onlineOnly
          confirm={() => deleteCampaign(deleting.id)}
          success={(answer) => answer.message}
          onSaved={async () => {
            setDeleting(null);
            await campaigns.refresh();
          }}
          onClose={() => setDeleting(null)}
        />
      )}
    </ListScreen>
  );
}

function UploadTotals({ title, report }: { title: string; report: UploadReport }) {
  return (
    <SectionPanel title={title}>
      <p role="status" className="text-sm text-slate-800">
        <span className="font-semibold">{report.rows}</span> rows · <span className="font-semibold">{report.accepted}</span> accepted ·{' '}
        <span className="font-semibold">{report.rejected}</span> rejected
      </p>
      {report.problems.length > 0 && (
        <ListTable
          what="rejected rows"
          caption="Rejected rows"
          columns={[
            { key: 'row', header: 'Row', align: 'right', cell: (p) => p.row },
            { key: 'value', header: 'Value', className: 'break-all', cell: (p) => p.value },
            { key: 'reason', header: 'Reason', cell: (p) => p.reason },
          ]}
          rowKey={(p) => p.row}
          resource={heldRows(report.problems.slice(0, 500))}
          empty="None."
        />
      )}
    </SectionPanel>
  );
}

type SaveAnswer = { message: string; upload: { name: string; report: UploadReport } | null };

function CampaignDialog({
  campaign,
  definition,
  agents,
  onClose,
  onSaved,
}: {
  campaign: CampaignView | null;
  definition: CampaignDefinition;
  agents: readonly CaseAgent[];
  onClose: () => void;
  onSaved: (upload: SaveAnswer['upload']) => Promise<void>;
}) {
  const draftKey = `campaign-module:${campaign?.id ?? 'new'}`;
  const blank: CampaignValues = {
    name: campaign?.name ?? '',
    type: campaign?.type ?? 'Normal',
    startDate: campaign?.startDate ?? istDateOf(new Date()),
    active: campaign?.active ?? true,
    filter: filterChoicesOf(definition.filters, campaign?.campaignDefinitionFilter ?? {}),
    agentIds: (campaign?.agentIds ?? []).map(String),
    fileName: '',
  };
  const defaults = useDraftDefaults(draftKey, blank);
  const [file, setFile] = useState<File | null>(null);
  const [refused, setRefused] = useState<UploadReport | null>(null);
  const form = useSchemaForm({
    defaultValues: { ...defaults, fileName: '' },
    schema: campaignFormSchema,
    errorsAt: ERRORS_AT,
    toInput: (v: CampaignValues) =>
      // A new Manual campaign is a CSV upload; an uploaded one is edited as JSON like the others (its type stays).
      v.type === 'Manual' && !campaign
        ? { mode: 'manual', fields: { name: v.name, startDate: v.startDate, agentIds: v.agentIds.join(',') }, file: file ?? undefined }
        : {
            mode: 'json',
            input: {
              ...(campaign ? { id: campaign.id } : {}),
              name: v.name,
              type: v.type,
              caseTypeId: CASE_TYPES.SOC,
              campaignDefinitionFilter: filterOf(definition.filters, v.filter),
              startDate: v.startDate,
              active: v.active,
              agentIds: v.agentIds.map(Number),
            },
          },
    save: async (input): Promise<SaveAnswer> => {
      setRefused(null);
      if (input.mode === 'json') return { message: (await saveCampaign(input.input)).message, upload: null };
      try {
        const answer = await uploadManualCampaign(input.fields, input.file);
        return { message: answer.message, upload: { name: answer.campaign.name, report: answer.report } };
      } catch (error) {
        setRefused(uploadReportOf(error));
        throw error;
      }
    },
    success: (answer) => answer.message,
    onSaved: async (answer) => {
      clearDraft(draftKey);
      await onSaved(answer.upload);
    },
  });
  const { fileName: _file, ...kept } = form.values;
  const { fileName: _blankFile, ...keptBlank } = blank;
  useKeepDraft(draftKey, kept, keptBlank);
  const manual = form.values.type === 'Manual';
  const upload = manual && !campaign;
  // The type of a saved campaign changes only between Normal and Manual Rechurn; a Manual one stays Manual.
  const types = !campaign ? definition.types : campaign.type === 'Manual' ? ['Manual'] : CAMPAIGN_TYPES.filter((t) => t !== 'Manual');
  const chosenAgents = new Set(form.values.agentIds);

  return (
    <OnlineFormDialog
      title={campaign ? `Edit campaign ${campaign.name}` : 'New campaign'}
      size="lg"
      form={form}
      submitLabel={campaign ? 'Update campaign' : upload ? 'Upload campaign' : 'Create campaign'}
      onClose={onClose}
    >
      <TextField label="Name" required {...form.field('name')} />
      <div className="grid gap-3 sm:grid-cols-3">
        <SelectField label="Type" required options={types.map((t) => ({ value: t, label: t }))} {...form.field('type')} />
        <SelectField label="Case type" value={CASE_TYPES.SOC} disabled options={definition.caseTypeIds.map((t) => ({ value: t, label: t }))} onChange={() => undefined} />
        <TextField label="Start date" type="date" required {...form.field('startDate')} />
      </div>
      {upload ? (
        <div className="flex flex-col gap-1">
          <label className="flex flex-col gap-1 text-sm font-medium text-slate-800">
            CSV of case ids (one column headed {MANUAL_CAMPAIGN_CSV_HEADER})
            <input
              type="file"
              accept=".csv,text/csv"
              className="text-sm"
              aria-invalid={form.error('fileName') ? true : undefined}
              onChange={(e) => {
                const next = e.target.files?.[0] ?? null;
                setFile(next);
                setRefused(null);
                form.setValue('fileName', next?.name ?? '');
              }}
            />
          </label>
          {form.error('fileName') && <p className="text-sm text-red-700">{form.error('fileName')}</p>}
          {refused && <UploadTotals title="Upload refused: nothing was created" report={refused} />}
        </div>
      ) : (
        <>
          {manual ? (
            <p className="text-sm text-slate-700">
              Its cases come from its CSV ({campaign?.csvTotals?.accepted ?? 0} accepted); to call other cases, upload a new Manual campaign.
            </p>
          ) : (
            <div className="grid gap-3 sm:grid-cols-3">
              {definition.filters.map((f) => (
                <SelectField
                  key={f.key}
                  label={f.label}
                  placeholder="Any"
                  options={f.values.map((v) => ({ value: String(v), label: typeof v === 'boolean' ? (v ? 'Yes' : 'No') : String(v) }))}
                  value={form.values.filter[f.key] ?? ''}
                  onChange={(e) => form.setValue('filter', { ...form.values.filter, [f.key]: e.target.value })}
                />
              ))}
            </div>
          )}
          <Checkbox label="Active" {...form.check('active')} />
        </>
      )}
      <fieldset className="flex flex-col gap-1">
        <legend className="text-sm font-medium text-slate-800">Agents</legend>
        <p className="text-xs text-slate-600">Only owner agents without admin roles are kept on a campaign; none chosen skips the agent list.</p>
        <div className="grid max-h-48 gap-x-4 overflow-y-auto sm:grid-cols-2">
          {agents
            .filter((a) => a.active || chosenAgents.has(String(a.id)))
            .map((a) => (
              <Checkbox
                key={a.id}
                label={a.name}
                checked={chosenAgents.has(String(a.id))}
                onChange={(e) => form.setValue('agentIds', e.target.checked ? [...form.values.agentIds, String(a.id)] : form.values.agentIds.filter((id) => id !== String(a.id)))}
              />
            ))}
        </div>
      </fieldset>
    </OnlineFormDialog>
  );
}
