import { createFileRoute, notFound } from '@tanstack/react-router';
import { RestrictedReportPage, type RestrictedReportKind } from '../../areas/reports/components/restricted-report-page';
import { reportSearchSchema } from '../../areas/reports/data/report-search';
import { requireScreen } from '../../lib/session/require-screen';

/** The restricted kinds (spec 000 §6), spelled here so the route table imports nothing more (report-kinds.ts has them). */
const KINDS: readonly RestrictedReportKind[] = ['closure-trend', 'collections', 'opportunity-funnel', 'collection-tracker'];

/**
 * `reports/{kind}` (issue 49): Closure Trend, Collections, Opportunity Funnel or Collection Tracker on screen, with
 * its chart, table, totals and CSV (RCM_USER and Ticketing, as their downloads; online only). Another kind is not found.
 */
export const Route = createFileRoute('/_authed/reports_/$kind')({
  params: {
    parse: ({ kind }) => {
      if (!(KINDS as readonly string[]).includes(kind)) throw notFound();
      return { kind: kind as RestrictedReportKind };
    },
    stringify: ({ kind }) => ({ kind }),
  },
  validateSearch: reportSearchSchema,
  beforeLoad: ({ context }) => requireScreen(context.user, '/reports/$kind'),
  component: RestrictedReport,
});

function RestrictedReport() {
  const { kind } = Route.useParams();
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  return <RestrictedReportPage key={kind} kind={kind} search={search} onSearchChange={(next) => void navigate({ search: next })} />;
}
