import { useState } from 'react';
import { INCENTIVE_MESSAGES } from '../../../../domain/incentives/incentive-schemas';
import { isApiFailure } from '../../../lib/api/api-failure';
import { useOnline } from '../../../lib/offline/session/use-online';
import { Button } from '../../../ui/button';
import type { Column } from '../../../ui/table/data-table';
import { ListScreen } from '../../../ui/table/list-screen';
import { LoadingFallback } from '../../../ui/status/loading-fallback';
import { SectionPanel } from '../../../ui/section-panel';
import { useNotify } from '../../../ui/snackbar/use-notify';
import { calculateIncentives, useCycleIncentives, useIncentiveCycles, useIncentiveDetails, type UserIncentiveView } from '../data/incentives-api';
import { CyclePicker, IncentiveLoadFailed, percentText, rupeesText, useChosenCycle } from './incentive-common';
import { IncentiveNav } from './incentive-nav';

/**
 * `incentive-calculation`: for a cycle, each user's achievement, target %, accounts closed, matching slab, the
 * incentive before and after the cap, and the payments and opportunities it was computed from; recompute (per person,
 * issue 49: everyone not yet signed off; the signed-off keep their figures).
 */
export function IncentiveCalculationPage() {
  const online = useOnline();
  const notify = useNotify();
  const cycles = useIncentiveCycles();
  const [cycleId, setCycleId] = useChosenCycle(cycles);
  const incentives = useCycleIncentives(cycleId);
  const [busy, setBusy] = useState(false);
  const [shown, setShown] = useState<number | null>(null);

  async function recompute() {
    if (!cycleId) return;
    setBusy(true);
    try {
      const result = await calculateIncentives(cycleId);
      notify.success(result.kept > 0 ? `${result.message} (${result.computed} recomputed; ${result.kept} signed off kept as they were)` : result.message);
      await incentives.refresh();
    } catch (error) {
      notify.error(isApiFailure(error) ? error.message : undefined);
    } finally {
      setBusy(false);
    }
  }

  const columns: Column<UserIncentiveView>[] = [
    { key: 'name', header: 'User', cell: (r) => r.userName },
    { key: 'basis', header: 'Basis', cell: (r) => r.basis },
    { key: 'target', header: 'Target', cell: (r) => rupeesText(r.target), align: 'right' },
    { key: 'achievement', header: 'Achievement', cell: (r) => rupeesText(r.achievement), align: 'right' },
    { key: 'percent', header: 'Target %', cell: (r) => percentText(r.targetPercentage), align: 'right' },
    { key: 'accounts', header: 'Accounts closed', cell: (r) => r.accountsClosed, align: 'right' },
    { key: 'slab', header: 'Slab', cell: (r) => (r.slabId ? `#${r.slabId} at ${percentText(r.incentivePercentage)}` : <span className="text-slate-600">{r.noSlabReason}</span>) },
    { key: 'before', header: 'Before cap', cell: (r) => rupeesText(r.incentiveBeforeCap), align: 'right' },
    { key: 'after', header: 'Incentive', cell: (r) => rupeesText(r.incentive), align: 'right' },
    { key: 'status', header: 'Status', cell: (r) => r.statusName },
    {
      key: 'details',
      header: <span className="sr-only">Details</span>,
      pinEnd: true,
      cell: (r) => (
        <Button size="sm" variant="secondary" onClick={() => setShown(shown === r.id ? null : r.id)} aria-expanded={shown === r.id} aria-label={`Rows of ${r.userName}`}>
          Rows
        </Button>
      ),
    },
  ];

  return (
    <ListScreen
      title="Incentive Calculation"
      description="Approved payments in the cycle on the user's (or their team's) opportunities, against the target and the slab."
      filters={
        <>
          <IncentiveNav />
          {cycles.error && <IncentiveLoadFailed message={INCENTIVE_MESSAGES.cyclesLoadFailed} what="cycles" error={cycles.error} onRetry={() => void cycles.refresh()} />}
          {cycles.data && (
            <CyclePicker cycles={cycles.data} value={cycleId} onChange={setCycleId}>
              <Button busy={busy} disabled={!online || !cycleId} onClick={() => void recompute()}>
                Recompute
              </Button>
            </CyclePicker>
          )}
        </>
      }
      what="incentives"
      failedMessage={INCENTIVE_MESSAGES.incentiveLoadFailed}
      caption="Computed incentives"
      columns={columns}
      rowKey={(r) => r.id}
      resource={incentives}
      empty="Not computed yet: set targets, then recompute."
    >
      {shown && <IncentiveRows id={shown} />}
    </ListScreen>
  );
}

/** The payments and opportunities one incentive counted, and its audit. */
export function IncentiveRows({ id }: { id: number }) {
  const details = useIncentiveDetails(id);
  if (details.error) return <IncentiveLoadFailed message={INCENTIVE_MESSAGES.incentiveLoadFailed} what="incentive" error={details.error} onRetry={() => void details.refresh()} />;
  if (!details.data) return <LoadingFallback label="Loading rows…" />;
  const d = details.data;
  return (
    <SectionPanel title={`Computed from (${d.userName})`}>
      <dl className="grid gap-2 text-sm sm:grid-cols-[12rem_1fr]">
        <dt className="font-medium">Payments</dt>
        <dd data-testid="incentive-payment-ids">{d.paymentIds.length ? d.paymentIds.join(', ') : 'None'}</dd>
        <dt className="font-medium">Opportunities</dt>
        <dd data-testid="incentive-opportunity-ids">{d.opportunityIds.length ? d.opportunityIds.join(', ') : 'None'}</dd>
        <dt className="font-medium">History</dt>
        <dd>
          <ul>
            {d.events.map((e, i) => (
              <li key={i}>{`${e.action} by ${e.byName} at ${new Date(e.at).toLocaleString('en-IN', { timeZone: 'Asia/Kolkata' })}${e.remark ? ` (${e.remark})` : ''}`}</li>
            ))}
          </ul>
        </dd>
      </dl>
    </SectionPanel>
  );
}
