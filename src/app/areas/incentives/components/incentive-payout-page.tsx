import { useState } from 'react';
import { z } from 'zod';
import { INCENTIVE_MESSAGES } from '../../../../domain/incentives/incentive-schemas';
import { nonNegativeAmount } from '../../../../domain/validation/zod-fields';
import { isApiFailure } from '../../../lib/api/api-failure';
import { numberOrText } from '../../../lib/forms/validate-form';
import { useSchemaForm } from '../../../lib/forms/use-schema-form';
import { useOnline } from '../../../lib/offline/use-online';
import { useSignedInUser } from '../../../lib/session/use-session';
import { usePageTitle } from '../../../lib/use-page-title';
import { shellBrandFor } from '../../../shell/brand';
import { Button } from '../../../ui/button';
import { DataTable, type Column } from '../../../ui/data-table';
import { FormDialog } from '../../../ui/form-dialog';
import { LoadingFallback } from '../../../ui/loading-fallback';
import { OnlineOnlyNotice } from '../../../ui/online-only-notice';
import { PageHeader } from '../../../ui/page-header';
import { useNotify } from '../../../ui/snackbar/use-notify';
import { TextField } from '../../../ui/text-field';
import { incentiveCsvUrl, updateIncentive, useCycleIncentives, useIncentiveCycles, type UserIncentiveView } from '../data/incentives-api';
import { IncentiveRows } from './incentive-calculation-page';
import { CyclePicker, IncentiveLoadFailed, rupeesText, useChosenCycle } from './incentive-common';
import { IncentiveNav } from './incentive-nav';

const paidSchema = z.object({ paidIncentive: nonNegativeAmount() });

/**
 * `incentive-payout`: a cycle's incentives; the manager signs off (3, 'Signed Off') and approves (4), Finance marks
 * paid with paidIncentive; the CSV report. Each update ends as success, failure, or empty (nothing to do).
 */
export function IncentivePayoutPage() {
  const user = useSignedInUser();
  usePageTitle('Incentive Payout', shellBrandFor(user.domainId).name);
  const online = useOnline();
  const notify = useNotify();
  const canSign = user.capabilities.includes('teams') || user.capabilities.includes('people');
  const canPay = user.capabilities.includes('finance');
  const cycles = useIncentiveCycles();
  const [current, choose] = useChosenCycle(cycles);
  const incentives = useCycleIncentives(current);
  const [busyId, setBusyId] = useState<number | null>(null);
  const [paying, setPaying] = useState<UserIncentiveView | null>(null);
  const [shown, setShown] = useState<number | null>(null);

  async function step(row: UserIncentiveView, statusId: 3 | 4) {
    setBusyId(row.id);
    try {
      await updateIncentive(row.id, { statusId });
      notify.success(statusId === 3 ? 'Signed Off' : 'Manager Approved');
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
      cell: (r) => (
        <div className="flex flex-wrap gap-1">
          {canSign && (r.statusId === 1 || r.statusId === 2) && (
            <Button size="sm" busy={busyId === r.id} disabled={!online} onClick={() => void step(r, 3)} aria-label={`Sign off ${r.userName}`}>
              Sign off
            </Button>
          )}
          {canSign && r.statusId === 3 && (
            <Button size="sm" busy={busyId === r.id} disabled={!online} onClick={() => void step(r, 4)} aria-label={`Approve ${r.userName}`}>
              Approve
            </Button>
          )}
          {canPay && r.statusId === 4 && r.paidIncentive === null && (
            <Button size="sm" disabled={!online} onClick={() => setPaying(r)} aria-label={`Mark paid ${r.userName}`}>
              Mark paid
            </Button>
          )}
          <Button size="sm" variant="secondary" onClick={() => setShown(shown === r.id ? null : r.id)} aria-label={`Details of ${r.userName}`}>
            Details
          </Button>
        </div>
      ),
    },
  ];

  return (
    <div className="mx-auto flex max-w-screen-xl flex-col gap-4">
      <PageHeader title="Incentive Payout" description="Sign off, approve and pay a cycle's incentives." />
      <IncentiveNav />
      <OnlineOnlyNotice />
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
      {incentives.error && <IncentiveLoadFailed message={INCENTIVE_MESSAGES.incentiveLoadFailed} what="incentives" error={incentives.error} onRetry={() => void incentives.refresh()} />}
      {!incentives.data && (incentives.isLoading || cycles.isLoading) && <LoadingFallback label="Loading incentives…" />}
      {incentives.data && <DataTable caption="Incentives to pay" columns={columns} rows={incentives.data} rowKey={(r) => r.id} busy={incentives.isLoading} empty={INCENTIVE_MESSAGES.updateEmpty} stackOnPhone />}
      {shown && <IncentiveRows id={shown} />}
      {paying && <PaidDialog row={paying} onClose={() => setPaying(null)} onSaved={incentives.refresh} />}
    </div>
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
