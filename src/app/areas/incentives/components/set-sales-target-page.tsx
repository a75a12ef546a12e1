import { useState } from 'react';
import { designationText } from '../../../../domain/pickers/labels';
import { INCENTIVE_MESSAGES, userTargetInputSchema } from '../../../../domain/incentives/incentive-schemas';
import { clearDraft, useDraftDefaults, useKeepDraft } from '../../../lib/forms/kept-draft';
import { numberOrText } from '../../../lib/forms/validate-form';
import { useSchemaForm } from '../../../lib/forms/use-schema-form';
import { useSignedInUser } from '../../../lib/session/use-session';
import { usePageTitle } from '../../../lib/use-page-title';
import { shellBrandFor } from '../../../shell/brand';
import { Button } from '../../../ui/button';
import { DataTable, type Column } from '../../../ui/data-table';
import { FormDialog } from '../../../ui/form-dialog';
import { LoadingFallback } from '../../../ui/loading-fallback';
import { OnlineOnlyNotice } from '../../../ui/online-only-notice';
import { PageHeader } from '../../../ui/page-header';
import { TextField } from '../../../ui/text-field';
import { saveTarget, useIncentiveCycles, useUserTargets, type UserTargetView } from '../data/incentives-api';
import { CyclePicker, IncentiveLoadFailed, rupeesText, useChosenCycle } from './incentive-common';
import { IncentiveNav } from './incentive-nav';

/**
 * `set-sales-target`: the last 3 cycles, and per user of the manager's team an individual and a team target
 * ('Target Updated successfully'). The server keeps targets within the rule's bounds (designations 31, 35, 36, 37
 * relaxed). Offline the dialog keeps what was typed and sends nothing.
 */
export function SetSalesTargetPage() {
  const user = useSignedInUser();
  usePageTitle('Set Sales Target', shellBrandFor(user.domainId).name);
  const canEdit = user.capabilities.includes('teams') || user.capabilities.includes('people');
  const cycles = useIncentiveCycles();
  const [cycleId, setCycleId] = useChosenCycle(cycles);
  const targets = useUserTargets(cycleId);
  const [editing, setEditing] = useState<UserTargetView | null>(null);

  const columns: Column<UserTargetView>[] = [
    { key: 'name', header: 'User', cell: (t) => t.userName },
    { key: 'designation', header: 'Designation', cell: (t) => designationText(t.designationId) ?? '-' },
    { key: 'individual', header: 'Individual target', cell: (t) => rupeesText(t.individualTarget), align: 'right' },
    { key: 'team', header: 'Team target', cell: (t) => rupeesText(t.teamTarget), align: 'right' },
    ...(canEdit
      ? [{ key: 'set', header: <span className="sr-only">Actions</span>, cell: (t: UserTargetView) => <Button size="sm" variant="secondary" onClick={() => setEditing(t)} aria-label={`Set target for ${t.userName}`}>Set target</Button> }]
      : []),
  ];

  return (
    <div className="mx-auto flex max-w-screen-lg flex-col gap-4">
      <PageHeader title="Set Sales Target" description="Targets of your team for the last three cycles." />
      <IncentiveNav />
      <OnlineOnlyNotice />
      {cycles.error && <IncentiveLoadFailed message={INCENTIVE_MESSAGES.cyclesLoadFailed} what="cycles" error={cycles.error} onRetry={() => void cycles.refresh()} />}
      {cycles.data && <CyclePicker cycles={cycles.data} value={cycleId} onChange={setCycleId} />}
      {targets.error && <IncentiveLoadFailed message={INCENTIVE_MESSAGES.targetsLoadFailed} what="sales targets" error={targets.error} onRetry={() => void targets.refresh()} />}
      {!targets.data && (targets.isLoading || cycles.isLoading) && <LoadingFallback label="Loading targets…" />}
      {targets.data && <DataTable caption="Sales targets" columns={columns} rows={targets.data} rowKey={(t) => t.userId} busy={targets.isLoading} empty="No one in your team." stackOnPhone />}
      {editing && cycleId && <TargetDialog target={editing} cycleId={cycleId} onClose={() => setEditing(null)} onSaved={targets.refresh} />}
    </div>
  );
}

function TargetDialog({ target, cycleId, onClose, onSaved }: { target: UserTargetView; cycleId: number; onClose: () => void; onSaved: () => Promise<void> }) {
  const draftKey = `set-sales-target:${cycleId}:${target.userId}`;
  const saved = { individualTarget: String(target.individualTarget), teamTarget: String(target.teamTarget) };
  const defaults = useDraftDefaults(draftKey, saved);
  const form = useSchemaForm({
    defaultValues: defaults,
    schema: userTargetInputSchema,
    toInput: (v) => ({ userId: target.userId, cycleId, individualTarget: numberOrText(v.individualTarget), teamTarget: numberOrText(v.teamTarget) }),
    save: (input) => saveTarget(input),
    success: INCENTIVE_MESSAGES.targetUpdated,
    onSaved: async () => {
      clearDraft(draftKey);
      await onSaved();
      onClose();
    },
  });
  useKeepDraft(draftKey, form.values, saved);
  return (
    <FormDialog form={form} onClose={onClose} title="Set target" description={target.userName} submitLabel="Save target">
      <TextField label="Individual target (₹)" required inputMode="decimal" {...form.field('individualTarget')} />
      <TextField label="Team target (₹)" required inputMode="decimal" {...form.field('teamTarget')} />
    </FormDialog>
  );
}
