import { Link } from '@tanstack/react-router';
import { isRestrictedReportKind, REPORT_KIND_LABELS, type ReportKind } from '../../../../domain/reports/report-kinds';
import type { RestrictedReportKind } from './restricted-report-page';
import { useOnline } from '../../../lib/offline/session/use-online';
import { Button } from '../../../ui/button';
import { PageHeader } from '../../../ui/page-header';
import type { ReportSearch } from '../data/report-search';
import { reportQueryOf, useReportKinds } from '../data/reports-api';
import { ReportFilters, ReportsOfflineNotice } from './report-filters';
import { useReportDownload } from './use-report-download';
import { useScreenTitle } from '../../../ui/screen';

/** The screen of each kind that has one (the rest download only). */
const SCREENS: Partial<Record<ReportKind, '/sales-report-opp' | '/sales-report' | '/state-movement-reports' | '/call-detail' | '/invoice-report' | '/sales-connect-opp'>> = {
  sales: '/sales-report',
  'sales-opportunity': '/sales-report-opp',
  'state-movement': '/state-movement-reports',
  'call-detail': '/call-detail',
  invoice: '/invoice-report',
  'sales-connect': '/sales-connect-opp',
};

/** The restricted kinds (spec 000 §6) open on `reports/{kind}` (issue 49: chart, table and totals). */
const isRestrictedReport = (kind: ReportKind): kind is RestrictedReportKind => isRestrictedReportKind(kind);

const linkClass = 'self-center text-sm text-brand underline-offset-2 hover:underline';

/**
 * `reports` (admin menu tab 'Download Reports'): the report kinds this user may download, for one range and set
 * of filters. Closure Trend, Collections, Opportunity Funnel and Collection Tracker appear only for RCM_USER and
 * Ticketing (the server lists what the user may run). Online only.
 */
export function ReportsPage({ search, onSearchChange }: { search: ReportSearch; onSearchChange: (next: ReportSearch) => void }) {
  useScreenTitle('Download Reports');
  const online = useOnline();
  const kinds = useReportKinds(online);
  const query = reportQueryOf(search);
  const { busyKind, download } = useReportDownload();
  return (
    <div>
      <PageHeader title="Download Reports" description="Each report covers the chosen days in India time, from the start of the first to the end of the last (at most 366 days)." />
      <ReportsOfflineNotice online={online} />
      <ReportFilters search={search} query={query} online={online} onSearchChange={onSearchChange} />
      {kinds.error !== null && !kinds.data ? (
        <div role="alert" className="rounded-lg border border-red-200 bg-red-50 p-4 text-sm text-red-800">
          The reports could not be loaded.{' '}
          <button type="button" className="underline" onClick={() => void kinds.refresh()}>
            Try again
          </button>
        </div>
      ) : (
        <ul aria-label="Reports" aria-busy={kinds.isLoading} className="grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-3">
          {(kinds.data ?? []).map((k) => {
            const screen = SCREENS[k.kind];
            return (
              <li key={k.kind} className="flex flex-col gap-3 rounded-lg border border-slate-200 bg-white p-4">
                <h2 className="text-base font-semibold text-slate-900">{REPORT_KIND_LABELS[k.kind]}</h2>
                <div className="mt-auto flex flex-wrap gap-2">
                  <Button busy={busyKind === k.kind} disabled={!online || busyKind !== null} onClick={() => void download(k.kind, query)} aria-label={`Download ${k.label}`}>
                    Download
                  </Button>
                  {screen && (
                    <Link to={screen} search={search} className={linkClass}>
                      <span className="sr-only">{k.label}: </span>View on screen
                    </Link>
                  )}
                  {isRestrictedReport(k.kind) && (
                    <Link to="/reports/$kind" params={{ kind: k.kind }} search={search} className={linkClass}>
                      <span className="sr-only">{k.label}: </span>View on screen
                    </Link>
                  )}
                </div>
              </li>
            );
          })}
          {kinds.data?.length === 0 && <li className="text-sm text-slate-600">No report is available to you.</li>}
        </ul>
      )}
    </div>
  );
}
