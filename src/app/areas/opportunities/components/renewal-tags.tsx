import { ABSENT_COUNT_TEXT } from '../../../../domain/format/placeholders';
import type { RenewalSummary } from '../data/opportunity-types';

/** The renewal alert tag reads 'Loading...' until the report is fetched (spec 000 §2). */
export const RENEWAL_LOADING_TEXT = 'Loading...';

export function RenewalAlertTag({ summary, loading }: { summary: RenewalSummary | undefined; loading: boolean }) {
  if (loading) return <span className="text-slate-500">{RENEWAL_LOADING_TEXT}</span>;
  if (!summary?.renewalAlert) return <span className="text-slate-500">{ABSENT_COUNT_TEXT}</span>;
  const urgent = /Expired|today/.test(summary.renewalAlert);
  return (
    <span className={`inline-block rounded-full px-2 py-0.5 text-xs font-medium whitespace-nowrap ${urgent ? 'bg-red-100 text-red-800' : 'bg-amber-100 text-amber-900'}`}>
      {summary.renewalAlert}
    </span>
  );
}

export function RenewalTag({ summary, loading }: { summary: RenewalSummary | undefined; loading: boolean }) {
  if (loading) return <span className="text-slate-500">{RENEWAL_LOADING_TEXT}</span>;
  if (!summary) return <span className="text-slate-500">{ABSENT_COUNT_TEXT}</span>;
  return (
    <span className={`inline-block rounded-full px-2 py-0.5 text-xs font-medium ${summary.renewalTag === 'Renewal' ? 'bg-sky-100 text-sky-900' : 'bg-slate-100 text-slate-800'}`}>
      {summary.renewalTag}
    </span>
  );
}
