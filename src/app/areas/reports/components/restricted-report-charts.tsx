import { formatDate } from '../../../../domain/format/date-time';
import { groupThousands } from '../../../../domain/format/indian-grouping';
import { formatLakhs, RUPEES_PER_LAKH } from '../../../../domain/format/lakhs';
import type { ReportTotalsView } from '../../../../domain/reports/totals';
import type { ClosureTrendRow, OpportunityFunnelRow } from '../../../../domain/reports/trends';
import { BarChart, type ChartSeries } from '../../../ui/chart/bar-chart';

/** One chart of a report: what BarChart draws. */
export type ReportChart = { title: string; categories: string[]; series: ChartSeries[]; formatValue: (value: number) => string };

/** What a restricted report's charts are drawn from: its rows (grouped kinds) or its totals (the per-payment kinds). */
export type RestrictedReportChartInput =
  | { kind: 'closure-trend'; rows: readonly ClosureTrendRow[] }
  | { kind: 'opportunity-funnel'; rows: readonly OpportunityFunnelRow[] }
  | { kind: 'collections' | 'collection-tracker'; totals: ReportTotalsView };

/** Money is charted in lakhs (as the dashboards chart it): the row's rupees over a lakh, written back as rupees. */
const lakhs = (rupees: number) => rupees / RUPEES_PER_LAKH;
const formatLakhValue = (value: number) => formatLakhs(value * RUPEES_PER_LAKH);
const formatCount = (value: number) => groupThousands(value);

/** The figures of the totals charted for the per-payment kinds: the totals' keys (the table's columns) and their names. */
const TOTAL_FIGURES = {
  collections: [
    ['amount', 'Amount'],
    ['refunded', 'Refunded'],
    ['collected', 'Collected'],
  ],
  'collection-tracker': [
    ['amountDue', 'Amount due'],
    ['collected', 'Collected'],
    ['pending', 'Pending'],
  ],
} as const;

/** A day as the chart's category: '07 Dec', with the year when the rows span more than one. */
function dayLabels(days: readonly string[]): string[] {
  const years = new Set(days.map((d) => d.slice(0, 4)));
  return days.map((d) => (years.size > 1 ? formatDate(d) : formatDate(d).slice(0, 6)));
}

/**
 * The charts of a restricted report, each bar one figure the server answered (a row's, or a total's): nothing is
 * added up here, so a bar equals the table row, the totals row and the CSV line it stands for.
 * - closure-trend: per closed day, the deals closed and their deal value;
 * - opportunity-funnel: per status in the order of a sale, the opportunities and their accounts, and their deal value;
 * - collections, collection-tracker: the report's totals beside the previous period's (same filters).
 */
export function restrictedReportCharts(input: RestrictedReportChartInput): ReportChart[] {
  switch (input.kind) {
    case 'closure-trend': {
      const categories = dayLabels(input.rows.map((r) => r.day));
      return [
        { title: 'Deals closed per day', categories, series: [{ name: 'Closed opportunities', values: input.rows.map((r) => r.closedOpportunities) }], formatValue: formatCount },
        { title: 'Deal value closed per day (₹ lakhs)', categories, series: [{ name: 'Deal value', values: input.rows.map((r) => lakhs(r.dealValue)) }], formatValue: formatLakhValue },
      ];
    }
    case 'opportunity-funnel': {
      const categories = input.rows.map((r) => r.funnelStatusName);
      return [
        {
          title: 'Opportunities and accounts by status',
          categories,
          series: [
            { name: 'Opportunities', values: input.rows.map((r) => r.opportunities) },
            { name: 'Accounts', values: input.rows.map((r) => r.accounts) },
          ],
          formatValue: formatCount,
        },
        { title: 'Deal value by status (₹ lakhs)', categories, series: [{ name: 'Deal value', values: input.rows.map((r) => lakhs(r.funnelDealValue)) }], formatValue: formatLakhValue },
      ];
    }
    default: {
      const figures = TOTAL_FIGURES[input.kind];
      const { totals } = input;
      return [
        {
          title: `Totals against the previous period, ${formatDate(totals.previous.from)} to ${formatDate(totals.previous.to)} (₹ lakhs)`,
          categories: figures.map(([, name]) => name),
          series: [
            { name: 'This period', values: figures.map(([key]) => lakhs(totals.totals.figures[key] ?? 0)) },
            { name: 'Previous period', values: figures.map(([key]) => lakhs(totals.previous.totals.figures[key] ?? 0)) },
          ],
          formatValue: formatLakhValue,
        },
      ];
    }
  }
}

/** The charts of a restricted report side by side (one above the other on a phone). Loaded lazily with the chart. */
export default function RestrictedReportCharts({ input }: { input: RestrictedReportChartInput }) {
  return (
    <div className="grid min-w-0 gap-4 lg:grid-cols-2">
      {restrictedReportCharts(input).map((chart) => (
        <div key={chart.title} className="min-w-0">
          <BarChart title={chart.title} categories={chart.categories} series={chart.series} formatValue={chart.formatValue} />
        </div>
      ))}
    </div>
  );
}
