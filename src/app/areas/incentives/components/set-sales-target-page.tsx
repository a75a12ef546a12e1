import { useState } from 'react';
import { designationText } from '../../../../domain/incentives/participant-labels';
import { INCENTIVE_MESSAGES, userTargetInputSchema } from '../../../../domain/incentives/incentive-schemas';
import { useDraftForm } from '../../../lib/forms/use-draft-form';
import { numberOrText } from '../../../lib/forms/validate-form';
import { useSignedInUser } from '../../../lib/session/use-session';
import { Button } from '../../../ui/button';
import type { Column } from '../../../ui/table/data-table';
import { FormDialog } from '../../../ui/dialog/form-dialog';
import { ListScreen } from '../../../ui/table/list-screen';
import { TextField } from '../../../ui/form/text-field';
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
  const canEdit = user.capabilities.includes('teams') || user.capabilities.includes('people');
  const cycles = useIncentiveCycles();
  const [cycleId, setCycleId] = useChosenCycle(cycles);
  const targets = useUserTargets(cycleId);
  const [editing, setEditing] = useState<UserTargetView | null>(null);

  const columns: Column<UserTargetView>[] = [
    { key: 'name', header: 'User', cell: (t) => t.userName },
    { key: 'designation', header: 'Designation', priority: 2, cell: (t) => designationText(t.designationId) },
    {
      key: 'individual',
      header: 'Individual target',
      align: 'right',
      value: (t) => t.individualTarget,
      cell: (t) => rupeesText(t.individualTarget),
      total: (rows) => rupeesText(rows.reduce((sum, t) => sum + t.individualTarget, 0)),
    },
    { key: 'team', header: 'Team target', align: 'right', value: (t) => t.teamTarget, cell: (t) => rupeesText(t.teamTarget) },
    ...(canEdit
      ? [{ key: 'set', header: <span className="sr-only">Actions</span>, label: 'Actions', pinEnd: true, cell: (t: UserTargetView) => <Button size="sm" variant="secondary" onClick={() => setEditing(t)} aria-label={`Set target for ${t.userName}`}>Set target</Button> }]
      : []),
  ];

  return (
    <ListScreen
      title="Set Sales Target"
      description="Targets of your team for the last three cycles."
      filters={
        <>
          <IncentiveNav />
          {cycles.error && <IncentiveLoadFailed message={INCENTIVE_MESSAGES.cyclesLoadFailed} what="cycles" error={cycles.error} onRetry={() => void cycles.refresh()} />}
          {cycles.data && <CyclePicker cycles={cycles.data} value={cycleId} onChange={setCycleId} />}
        </>
      }
      what="sales targets"
      failedMessage={INCENTIVE_MESSAGES.targetsLoadFailed}
      caption="Sales targets"
      columns={columns}
      rowKey={(t) => t.userId}
      resource={{ ...targets, isLoading: targets.isLoading || cycles.isLoading }}
      empty="No one in your team."
      csvFileName="sales-targets.csv"
    >
      {editing && cycleId && <TargetDialog target={editing} cycleId={cycleId} onClose={() => setEditing(null)} onSaved={targets.refresh} />}
    </ListScreen>
  );
}

function TargetDialog({ target, cycleId, onClose, onSaved }: { target: UserTargetView; cycleId: number; onClose: () => void; onSaved: () => Promise<void> }) {
  const draftKey = `set-sales-target:${cycleId}:${target.userId}`;
  const saved = { individualTarget: String(target.individualTarget), teamTarget: String(target.teamTarget) };
  const form = useDraftForm(draftKey, {
    defaultValues: saved,
    schema: userTargetInputSchema,
    toInput: (v) => ({ userId: target.userId, cycleId, individualTarget: numberOrText(v.individualTarget), teamTarget: numberOrText(v.teamTarget) }),
    save: (input) => saveTarget(input),
    success: INCENTIVE_MESSAGES.targetUpdated,
    onSaved: async () => {
      await onSaved();
      onClose();
    },
  });
  return (
    <FormDialog form={form} onClose={onClose} title="Set target" description={target.userName} submitLabel="Save target">
      <TextField label="Individual target (₹)" required inputMode="decimal" {...form.field('individualTarget')} />
      <TextField label="Team target (₹)" required inputMode="decimal" {...form.field('teamTarget')} />
    </FormDialog>
  );
}
