import { useState } from 'react';
import { z } from 'zod';
import { INCENTIVE_MESSAGES, cyclePayout, type IncentiveBulkAction } from '../../../../domain/incentives/incentive-schemas';
import { nonNegativeAmount } from '../../../../domain/validation/zod-fields';
import { isApiFailure } from '../../../lib/api/api-failure';
import { numberOrText } from '../../../lib/forms/validate-form';
import { useSchemaForm } from '../../../lib/forms/use-schema-form';
import { useSignedInUser } from '../../../lib/session/use-session';
import { Button } from '../../../ui/button';
import { ConfirmDialog } from '../../../ui/dialog/confirm-dialog';
import type { Column } from '../../../ui/table/data-table';
import { ListScreen } from '../../../ui/table/list-screen';
import { FormDialog } from '../../../ui/dialog/form-dialog';
import { useNotify } from '../../../ui/snackbar/use-notify';
import { TextField } from '../../../ui/form/text-field';
import { bulkUpdateIncentives, incentiveCsvUrl, updateIncentive, useCycleIncentives, useIncentiveCycles, type UserIncentiveView } from '../data/incentives-api';
import { IncentiveRows } from './incentive-calculation-page';
import { CyclePicker, IncentiveLoadFailed, rupeesText, useChosenCycle } from './incentive-common';
import { IncentiveNav } from './incentive-nav';
import { OnlineButton } from '../../../ui/online-button';

const paidSchema = z.object({ paidIncentive: nonNegativeAmount() });

const isPending = (r: UserIncentiveView) => (r.statusId === 1 || r.statusId === 2) && r.paidIncentive === null;
const isSignedOff = (r: UserIncentiveView) => r.statusId === 3 && r.paidIncentive === null;
const isApproved = (r: UserIncentiveView) => r.statusId === 4 && r.paidIncentive === null;

const BULK: Record<IncentiveBulkAction, { label: string; done: string; of: (r: UserIncentiveView) => boolean }> = {
  signOff: { label: 'Sign off', done: 'Signed Off', of: isPending },
  approve: { label: 'Approve', done: 'Manager Approved', of: isSignedOff },
  pay: { label: 'Mark paid', done: 'Incentive marked paid', of: isApproved },
};

/**
 * `incentive-payout`: a cycle's incentives, per person (issue 49): the manager signs off (3, 'Signed Off', after a
 * confirmation: a signed-off figure is no longer recomputed) and approves (4), Finance marks paid with paidIncentive;
 * each step also for everyone it applies to at once, after a confirmation that names how many and what they pay; the
 * cycle's payout; the CSV report.
 */
export function IncentivePayoutPage() {
  const user = useSignedInUser();
  const notify = useNotify();
  const canSign = user.capabilities.includes('teams') || user.capabilities.includes('people');
  const canPay = user.capabilities.includes('finance');
  const cycles = useIncentiveCycles();
  const [current, choose] = useChosenCycle(cycles);
  const incentives = useCycleIncentives(current);
  const [busyId, setBusyId] = useState<number | null>(null);
  const [paying, setPaying] = useState<UserIncentiveView | null>(null);
  const [signing, setSigning] = useState<UserIncentiveView | null>(null);
  const [bulk, setBulk] = useState<IncentiveBulkAction | null>(null);
  const [shown, setShown] = useState<number | null>(null);
  const rows = incentives.data ?? [];
  const bulkRows = bulk ? rows.filter(BULK[bulk].of) : [];
  const mayBulk = (action: IncentiveBulkAction) => (action === 'pay' ? canPay : canSign) && rows.some(BULK[action].of);

  async function approve(row: UserIncentiveView) {
    setBusyId(row.id);
    try {
      await updateIncentive(row.id, { statusId: 4 });
      notify.success('Manager Approved');
      await incentives.refresh();
    } catch (error) {
      notify.error(isApiFailure(error) ? error.message : undefined);
    } finally {
      setBusyId(null);
    }
  }

  const columns: Column<UserIncentiveView>[] = [
    { key: 'name', header: 'User', cell: (r) => r.userName },
    { key: 'incentive', header: 'Incentive', cell: (r) => rupeesText(r.incentive), align: 'right' },
    { key: 'status', header: 'Status', cell: (r) => r.statusName },
    { key: 'remark', header: 'Remark', cell: (r) => r.remark ?? '-' },
    { key: 'paid', header: 'Paid incentive', cell: (r) => rupeesText(r.paidIncentive), align: 'right' },
    {
      key: 'actions',
      header: <span className="sr-only">Actions</span>,
      pinEnd: true,
      cell: (r) => (
        <div className="flex flex-wrap gap-1">
          {canSign && (r.statusId === 1 || r.statusId === 2) && (
            <OnlineButton size="sm" onClick={() => setSigning(r)} aria-label={`Sign off ${r.userName}`}>
              Sign off
            </OnlineButton>
          )}
          {canSign && r.statusId === 3 && (
            <OnlineButton size="sm" busy={busyId === r.id} onClick={() => void approve(r)} aria-label={`Approve ${r.userName}`}>
              Approve
            </OnlineButton>
          )}
          {canPay && r.statusId === 4 && r.paidIncentive === null && (
            <OnlineButton size="sm" onClick={() => setPaying(r)} aria-label={`Mark paid ${r.userName}`}>
              Mark paid
            </OnlineButton>
          )}
          <Button size="sm" variant="secondary" onClick={() => setShown(shown === r.id ? null : r.id)} aria-label={`Details of ${r.userName}`}>
            Details
          </Button>
        </div>
      ),
    },
  ];

  return (
    <ListScreen
      title="Incentive Payout"
      description="Sign off, approve and pay a cycle's incentives."
      filters={
        <>
          <IncentiveNav />
          {cycles.error && <IncentiveLoadFailed message={INCENTIVE_MESSAGES.cyclesLoadFailed} what="cycles" error={cycles.error} onRetry={() => void cycles.refresh()} />}
          {cycles.data && (
            <CyclePicker cycles={cycles.data} value={current} onChange={choose}>
              {current && (
                <a className="rounded-md border border-slate-300 px-3 py-2 text-sm font-medium text-slate-800 hover:bg-slate-50" href={incentiveCsvUrl(current)} download>
                  Download CSV
                </a>
              )}
            </CyclePicker>
          )}
        </>
      }
      before={
        rows.length > 0 && (
          <div className="flex flex-wrap items-center gap-2">
            <p className="mr-auto text-sm text-slate-700" data-testid="cycle-payout">
              Cycle payout: <strong>{rupeesText(cyclePayout(rows))}</strong> for {rows.length} {rows.length === 1 ? 'person' : 'people'} (paid {rupeesText(cyclePayout(rows.filter((r) => r.paidIncentive !== null)))})
            </p>
            {(['signOff', 'approve', 'pay'] as const).filter(mayBulk).map((action) => (
              <OnlineButton key={action} size="sm" variant="secondary" onClick={() => setBulk(action)}>
                {BULK[action].label} all ({rows.filter(BULK[action].of).length})
              </OnlineButton>
            ))}
          </div>
        )
      }
      what="incentives"
      failedMessage={INCENTIVE_MESSAGES.incentiveLoadFailed}
      caption="Incentives to pay"
      columns={columns}
      rowKey={(r) => r.id}
      resource={incentives}
      empty={INCENTIVE_MESSAGES.updateEmpty}
    >
      {shown && <IncentiveRows id={shown} />}
      {paying && <PaidDialog row={paying} onClose={() => setPaying(null)} onSaved={incentives.refresh} />}
      {signing && (
        <ConfirmDialog
          title={`Sign off ${signing.userName}?`}
          description={`Incentive ${rupeesText(signing.incentive)}. Once signed off, this figure is no longer recomputed; the others in the cycle still are.`}
          confirmLabel="Sign off"
          onlineOnly
          confirm={() => updateIncentive(signing.id, { statusId: 3 })}
          success="Signed Off"
          onSaved={async () => {
            setSigning(null);
            await incentives.refresh();
          }}
          onClose={() => setSigning(null)}
        />
      )}
      {bulk && current && (
        <ConfirmDialog
          title={`${BULK[bulk].label} ${bulkRows.length} ${bulkRows.length === 1 ? 'incentive' : 'incentives'}?`}
          description={`${bulkRows.map((r) => r.userName).join(', ')}: ${rupeesText(cyclePayout(bulkRows))} in all. All or none: if one cannot be taken, none is.`}
          confirmLabel={`${BULK[bulk].label} ${bulkRows.length}`}
          onlineOnly
          disabled={bulkRows.length === 0}
          confirm={() => bulkUpdateIncentives({ cycleId: current, ids: bulkRows.map((r) => r.id), action: bulk })}
          success={BULK[bulk].done}
          onSaved={async () => {
            setBulk(null);
            await incentives.refresh();
          }}
          onClose={() => setBulk(null)}
        />
      )}
    </ListScreen>
  );
}

function PaidDialog({ row, onClose, onSaved }: { row: UserIncentiveView; onClose: () => void; onSaved: () => Promise<void> }) {
  const form = useSchemaForm({
    defaultValues: { paidIncentive: String(row.incentive) },
    schema: paidSchema,
    toInput: (v) => ({ paidIncentive: numberOrText(v.paidIncentive) }),
    save: (input) => updateIncentive(row.id, { paidIncentive: input.paidIncentive }),
    success: 'Incentive marked paid',
    onSaved: async () => {
      await onSaved();
      onClose();
    },
  });
  return (
    <FormDialog form={form} onClose={onClose} title="Mark paid" description={`${row.userName}: incentive ${rupeesText(row.incentive)}`} submitLabel="Mark paid">
      <TextField label="Paid incentive (₹)" required inputMode="decimal" {...form.field('paidIncentive')} />
    </FormDialog>
  );
}
