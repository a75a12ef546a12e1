import type { ReactNode } from 'react';
import { formatRupees } from '../../../../domain/format/rupees';
import { TERMSHEET_SUMMARY_BASIS as BASIS, TERMSHEET_SUMMARY_LABELS as LABELS, type TermsheetSummary } from '../../../../domain/money/termsheet-summary';
import { LoadFailed } from '../../../ui/status/load-failed';
import { termsheetEndpoints } from '../../../../domain/termsheets/termsheets.endpoints';
import { call } from '../../../lib/api/call';
import { useResource } from '../../../lib/data/use-resource';
import { RecordSection } from '../../../ui/record-section';

function Figure({ label, basis, children }: { label: string; basis: string; children: ReactNode }) {
  return (
    <div className="min-w-0 rounded-md bg-slate-50 p-2">
      <dt className="text-xs font-medium text-slate-600">
        {label} <span className="font-normal">({basis})</span>
      </dt>
      <dd className="mt-0.5 text-base font-semibold break-words text-slate-900 tabular-nums">{children}</dd>
    </div>
  );
}

function Figures({ s }: { s: TermsheetSummary }) {
  return (
    <dl className="grid grid-cols-2 gap-2 sm:grid-cols-3 lg:grid-cols-4 xl:grid-cols-8">
      <Figure label={LABELS.orderValue} basis={BASIS.orderValue}>
        {formatRupees(s.orderValue)}
      </Figure>
      <Figure label="Discount" basis={BASIS.discountApproved}>
        <span className="block">{formatRupees(s.discountApproved)} approved</span>
        <span className="block text-sm font-normal text-slate-700">{formatRupees(s.discountPending)} pending</span>
      </Figure>
      <Figure label={LABELS.gst} basis={`18% of net ${formatRupees(s.netValue)}`}>
        {formatRupees(s.gst)}
      </Figure>
      <Figure label={LABELS.receivable} basis={BASIS.receivable}>
        {formatRupees(s.receivable)}
      </Figure>
      <Figure label={LABELS.invoiced} basis={BASIS.invoiced}>
        {formatRupees(s.invoiced)}
      </Figure>
      <Figure label={LABELS.collected} basis={BASIS.collected}>
        {formatRupees(s.collected)}
      </Figure>
      <Figure label={LABELS.refunded} basis={BASIS.refunded}>
        {formatRupees(s.refunded)}
      </Figure>
      <Figure label={LABELS.pendingCollection} basis={BASIS.pendingCollection}>
        {formatRupees(s.pendingCollection)}
        {s.overCollected > 0 && <span className="block text-sm font-normal text-amber-800">Over-collected {formatRupees(s.overCollected)}</span>}
      </Figure>
    </dl>
  );
}

/**
 * The termsheet's summary band (issue 48): order value, discount approved and pending, GST, receivable, invoiced,
 * collected, refunded and due, each with its tax basis. The server computes every figure from the ledger
 * (GET …/termsheet/{id}/summary); this band only shows them. It needs a connection (the device copy has no refunds
 * or invoices) and says so offline.
 */
export function TermsheetSummaryBand({ termsheetId, revision }: { termsheetId: number; revision: string }) {
  // `revision` names what the page shows (its version, payments and refunds): when it moves, the band loads again.
  const summary = useResource(`termsheet:${termsheetId}:summary:${revision}`, () => call(termsheetEndpoints.summary, { params: { id: termsheetId }, notify: false }), {
    keepPrevious: true,
  });
  return (
    <RecordSection id="termsheet-summary-heading" title="Summary" card>
      {summary.data ? (
        <Figures s={summary.data} />
      ) : summary.error !== null ? (
        <LoadFailed what="the termsheet's figures" error={summary.error} onRetry={() => void summary.refresh()} />
      ) : (
        <p className="text-sm text-slate-600">Loading figures…</p>
      )}
    </RecordSection>
  );
}
