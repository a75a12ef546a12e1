import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { NP_SLOT_STATUS, NP_SLOT_TEXT, npProjectProblem, npSlotAddSchema, npSlotSwapSchema, type NpSlot } from '../../../../domain/np-slots/np-slot';
import type { AsyncItemState } from '../../../../domain/reference/limits';
import { formatDate } from '../../../../domain/format/date-time';
import { formatRupees } from '../../../../domain/format/rupees';
import { failureText } from '../../../lib/api/failure-text';
import { useDraftForm } from '../../../lib/forms/use-draft-form';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import type { Column } from '../../../ui/table/data-table';
import { Form, FormSubmit } from '../../../ui/form/form';
import { ListTable } from '../../../ui/table/list-screen';
import { OnlineFormDialog } from '../../../ui/dialog/online-form-dialog';
import { SectionPanel } from '../../../ui/section-panel';
import { SelectField } from '../../../ui/form/select-field';
import { TextField } from '../../../ui/form/text-field';
import { CancelSlotDialog } from '../../../ui/dialog/cancel-slot-dialog';
import { activateNpSlot, addNpSlot, cancelNpSlot, stopNpSlot, swapNpSlot, useNpPoc, useNpProjects, useNpSlots, useNpSummary, usePendingActivations } from '../data/np-slots-api';
import { OnlineButton } from '../../../ui/online-button';
import { Screen } from '../../../ui/screen';
import { LoadStates } from '../../../ui/status/load-states';

type ItemState = { state: AsyncItemState; message?: string };
const STATE_TEXT: Record<AsyncItemState, string> = { inProgress: 'Working…', success: 'Done', error: 'Failed' };

/**
 * `np-slot/{opmId}` (spec 002 §2): the new-project pinning slots of one package mapping: summary, add, swap (a slot
 * approval), stop (the configured user only), pending activations and the POCs. Each operation keeps its own
 * in-progress, success, error state per slot.
 */
export function NpSlotPage({ opmId }: { opmId: number }) {
  const summary = useNpSummary(opmId);
  const slots = useNpSlots(opmId);
  const pending = usePendingActivations(opmId);
  const poc = useNpPoc(opmId);
  const [items, setItems] = useState<Record<string, ItemState>>({});
  const [swapping, setSwapping] = useState<NpSlot | null>(null);
  const [cancelling, setCancelling] = useState<NpSlot | null>(null);
  const [lastSwap, setLastSwap] = useState<number | null>(null);
  const refresh = async () => {
    await Promise.all([summary.refresh(), slots.refresh(), pending.refresh()]);
  };
  const run = async (key: string, action: () => Promise<unknown>) => {
    setItems((s) => ({ ...s, [key]: { state: 'inProgress' } }));
    try {
      await action();
      setItems((s) => ({ ...s, [key]: { state: 'success' } }));
      await refresh();
    } catch (error) {
      setItems((s) => ({ ...s, [key]: { state: 'error', message: failureText(error, 'Something went wrong!') } }));
    }
  };
  const canEdit = summary.data?.canEdit ?? false;
  const canStop = summary.data?.canStop ?? false;
  const stateOf = (slotId: number) =>
    ['activate', 'stop'].map((op) => {
      const item = items[`${op}:${slotId}`];
      return item ? (
        <span key={op} className={item.state === 'error' ? 'text-red-700' : 'text-slate-700'} role="status">
          {op === 'stop' ? 'Stop' : 'Activate'}: {item.state === 'error' ? item.message : STATE_TEXT[item.state]}
        </span>
      ) : null;
    });

  const columns: Column<NpSlot>[] = [
    { key: 'slot', header: 'Slot', cell: (s) => s.slotId },
    { key: 'project', header: 'Project', value: (s) => s.projectName, cell: (s) => `${s.projectName} (#${s.projectId})` },
    {
      key: 'config',
      header: 'Configuration',
      priority: 3,
      cell: (s) => `${s.configDetails.apartmentType}${s.configDetails.areaSize ? `, ${s.configDetails.areaSize} sq ft` : ''}${s.configDetails.price ? `, ${formatRupees(s.configDetails.price)}` : ''}`,
    },
    { key: 'dates', header: 'Dates', value: (s) => s.startDate, cell: (s) => `${formatDate(s.startDate)} to ${formatDate(s.endDate)}` },
    { key: 'status', header: 'Status', cell: (s) => NP_SLOT_STATUS.names[s.status] },
    { key: 'parent', header: 'Swapped from', priority: 2, value: (s) => s.parentId, cell: (s) => (s.parentId ? `#${s.parentId}` : '-') },
    {
      key: 'actions',
      header: 'Actions',
      pinEnd: true,
      cell: (s) => (
        <div className="flex flex-wrap items-center gap-2">
          {canEdit && s.status === 'pending_activation' && (
            <OnlineButton size="sm" variant="secondary" disabled={items[`activate:${s.slotId}`]?.state === 'inProgress'} onClick={() => void run(`activate:${s.slotId}`, () => activateNpSlot(opmId, s.slotId))}>
              Activate
            </OnlineButton>
          )}
          {canEdit && s.status === 'pending_activation' && (
            <OnlineButton size="sm" variant="danger" onClick={() => setCancelling(s)}>
              Cancel
            </OnlineButton>
          )}
          {canEdit && s.status === 'active' && (
            <OnlineButton size="sm" variant="secondary" onClick={() => setSwapping(s)}>
              Swap
            </OnlineButton>
          )}
          {canStop && (s.status === 'active' || s.status === 'pending_activation') && (
            <OnlineButton size="sm" variant="danger" disabled={items[`stop:${s.slotId}`]?.state === 'inProgress'} onClick={() => void run(`stop:${s.slotId}`, () => stopNpSlot(opmId, s.slotId))}>
              Stop
            </OnlineButton>
          )}
          {s.swapId && (
            <Link to="/swap-approval-details/$swapId" params={{ swapId: s.swapId }} className="text-sm text-sky-700 underline">
              Swap approval
            </Link>
          )}
          {stateOf(s.slotId)}
        </div>
      ),
    },
  ];

  return (
    <Screen width="xl" tabTitle={`NP slots ${opmId}`} title={`NP slots · package mapping ${opmId}`} description={summary.data ? `${summary.data.packageName} · ${summary.data.opportunityName} · ${summary.data.accountName}` : undefined}>
      <LoadStates resource={summary} what="NP slot summary" loading="Loading NP slots…" />
      {summary.data && (
        <SectionPanel title="Summary">
          <dl className="grid grid-cols-2 gap-2 text-sm sm:grid-cols-4">
            <dt>Opportunity</dt>
            <dd>
              <Link to="/opportunity/$opportunityId" params={{ opportunityId: summary.data.opportunityId }} className="text-sky-700 underline">
                {summary.data.opportunityId}
              </Link>
            </dd>
            <dt>City</dt>
            <dd>{summary.data.cityName ?? '-'}</dd>
            <dt>Quantity</dt>
            <dd>{summary.data.quantity}</dd>
            <dt>In use</dt>
            <dd>{summary.data.used}</dd>
            <dt>Active</dt>
            <dd>{summary.data.active}</dd>
            <dt>Pending activation</dt>
            <dd>{summary.data.pendingActivation}</dd>
            <dt>Swap pending</dt>
            <dd>{summary.data.swapPending}</dd>
            <dt>Stopped</dt>
            <dd>{summary.data.stopped}</dd>
          </dl>
        </SectionPanel>
      )}
      {poc.data && (
        <SectionPanel title="Points of contact">
          <p className="text-sm">
            Primary: {poc.data.primary ? `${poc.data.primary.name}${poc.data.primary.email ? ` · ${poc.data.primary.email}` : ''}${poc.data.primary.phone ? ` · ${poc.data.primary.phone}` : ''}` : '-'}
          </p>
          <p className="text-sm">Child POC: {poc.data.children.length ? poc.data.children.map((c) => c.name).join(', ') : '-'}</p>
        </SectionPanel>
      )}
      {lastSwap && (
        <p role="status" className="rounded border border-emerald-300 bg-emerald-50 px-3 py-2 text-sm">
          {NP_SLOT_TEXT.swapRequested}{' '}
          <Link to="/swap-approval-details/$swapId" params={{ swapId: lastSwap }} className="text-sky-700 underline">
            View the swap approval
          </Link>
        </p>
      )}
      <SectionPanel title="NP slots">
        <ListTable what="NP slots" caption="NP slots" regionLabel="NP slots table" columns={columns} rowKey={(s) => s.slotId} resource={slots} empty="No slots yet." />
      </SectionPanel>
      {pending.data && (
        <SectionPanel title="Pending activations">
          {pending.data.length === 0 ? <p className="text-sm">None.</p> : <ul className="text-sm">{pending.data.map((s) => <li key={s.slotId}>#{s.slotId} {s.projectName} from {s.startDate}</li>)}</ul>}
        </SectionPanel>
      )}
      {canEdit && (
        <SectionPanel title="Add slot">
          <NpSlotForm opmId={opmId} onDone={refresh} />
        </SectionPanel>
      )}
      {cancelling && (
        <CancelSlotDialog
          description="A slot waiting for activation is released: Cancelled (final), its city's days freed."
          confirm={(reason) => cancelNpSlot(opmId, cancelling.slotId, reason)}
          onSaved={() => {
            setCancelling(null);
            void refresh();
          }}
          onClose={() => setCancelling(null)}
        />
      )}
      {swapping && (
        <SwapDialog
          opmId={opmId}
          slot={swapping}
          onClose={() => setSwapping(null)}
          onSwapped={async (swapId) => {
            setSwapping(null);
            setLastSwap(swapId);
            await refresh();
          }}
        />
      )}
    </Screen>
  );
}

/** Project search (debounced 300 ms), project and configuration pickers; the spec's two project messages. */
function ProjectPicker({ opmId, projectField, configField, projectId }: { opmId: number; projectField: FieldBinding; configField: FieldBinding; projectId: string }) {
  const [search, setSearch] = useState('');
  const q = useDebouncedValue(search.trim());
  const projects = useNpProjects(opmId, q);
  const chosen = projects.data?.find((p) => String(p.projectId) === projectId);
  const problem = chosen ? npProjectProblem(chosen) : null;
  return (
    <>
      <TextField label="Search projects" value={search} onChange={(e) => setSearch(e.target.value)} autoComplete="off" />
      <SelectField label="Project" required placeholder="Select a project…" options={(projects.data ?? []).map((p) => ({ value: String(p.projectId), label: p.projectName }))} {...projectField} error={projectField.error ?? problem ?? undefined} />
      <SelectField
        label="Configuration"
        required
        placeholder="Select a configuration…"
        options={(chosen?.configurations ?? []).map((c) => ({ value: String(c.flatConfigurationId), label: `${c.apartmentType}${c.areaSize ? `, ${c.areaSize} sq ft` : ''}, ${c.price ? formatRupees(c.price) : 'no price'}` }))}
        {...configField}
      />
    </>
  );
}
type FieldBinding = { value: string; onChange: (event: { target: { value: string } }) => void; error: string | undefined };

function NpSlotForm({ opmId, onDone }: { opmId: number; onDone: () => Promise<void> }) {
  const draftKey = `np-slot-add:${opmId}`;
  const blank = { projectId: '', flatConfigurationId: '', startDate: '', endDate: '' };
  const form = useDraftForm(draftKey, {
    defaultValues: blank,
    schema: npSlotAddSchema,
    toInput: (v) => ({ projectId: v.projectId ? Number(v.projectId) : null, flatConfigurationId: v.flatConfigurationId ? Number(v.flatConfigurationId) : null, startDate: v.startDate, endDate: v.endDate }),
    save: (input) => addNpSlot(opmId, input),
    success: NP_SLOT_TEXT.added,
    resetAfterSave: true,
    onSaved: onDone,
  });
  return (
    <Form form={form} layout="grid" label="Add NP slot">
      <ProjectPicker opmId={opmId} projectField={form.field('projectId')} configField={form.field('flatConfigurationId')} projectId={form.values.projectId} />
      <TextField label="Start Date" type="date" required {...form.field('startDate')} />
      <TextField label="End Date" type="date" required {...form.field('endDate')} />
      <FormSubmit busy={form.busy} span>Add slot</FormSubmit>
    </Form>
  );
}

function SwapDialog({ opmId, slot, onClose, onSwapped }: { opmId: number; slot: NpSlot; onClose: () => void; onSwapped: (swapId: number) => Promise<void> }) {
  const draftKey = `np-slot-swap:${slot.slotId}`;
  const blank = { projectId: '', flatConfigurationId: '', startDate: slot.startDate, endDate: slot.endDate, remark: '' };
  const form = useDraftForm(draftKey, {
    defaultValues: blank,
    schema: npSlotSwapSchema,
    toInput: (v) => ({ slotId: slot.slotId, projectId: v.projectId ? Number(v.projectId) : null, flatConfigurationId: v.flatConfigurationId ? Number(v.flatConfigurationId) : null, startDate: v.startDate, endDate: v.endDate, remark: v.remark || null }),
    save: (input) => swapNpSlot(opmId, input),
    success: NP_SLOT_TEXT.swapRequested,
    onSaved: (result: { swapId: number }) => onSwapped(result.swapId),
  });
  return (
    <OnlineFormDialog form={form} title={`Swap slot #${slot.slotId} (${slot.projectName})`} submitLabel="Send for approval" onClose={onClose}>
      <ProjectPicker opmId={opmId} projectField={form.field('projectId')} configField={form.field('flatConfigurationId')} projectId={form.values.projectId} />
      <TextField label="Start Date" type="date" required {...form.field('startDate')} />
      <TextField label="End Date" type="date" required {...form.field('endDate')} />
      <TextField label="Remark" {...form.field('remark')} />
    </OnlineFormDialog>
  );
}
