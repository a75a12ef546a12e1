import { ABSENT_COUNT_TEXT } from '../../../domain/format/placeholders';
import type { OpportunityRenewalSummary } from '../../../domain/opportunities/opportunity-views';

/** Spec 000 §2: the renewal alert tag reads 'Loading...' until it is fetched (the account's and the opportunity lists). */
export const RENEWAL_LOADING_TEXT = 'Loading...';

type TagProps = { summary: OpportunityRenewalSummary | undefined; loading: boolean };

export function RenewalAlertTag({ summary, loading }: TagProps) {
  if (loading) return <span className="text-slate-500">{RENEWAL_LOADING_TEXT}</span>;
  if (!summary?.renewalAlert) return <span className="text-slate-500">{ABSENT_COUNT_TEXT}</span>;
  const urgent = /Expired|today/.test(summary.renewalAlert);
  return (
    <span className={`inline-block rounded-full px-2 py-0.5 text-xs font-medium whitespace-nowrap ${urgent ? 'bg-red-100 text-red-800' : 'bg-amber-100 text-amber-900'}`}>
      {summary.renewalAlert}
    </span>
  );
}

export function RenewalTag({ summary, loading }: TagProps) {
  if (loading) return <span className="text-slate-500">{RENEWAL_LOADING_TEXT}</span>;
  if (!summary) return <span className="text-slate-500">{ABSENT_COUNT_TEXT}</span>;
  return (
    <span className={`inline-block rounded-full px-2 py-0.5 text-xs font-medium ${summary.renewalTag === 'Renewal' ? 'bg-sky-100 text-sky-900' : 'bg-slate-100 text-slate-800'}`}>
      {summary.renewalTag}
    </span>
  );
}
