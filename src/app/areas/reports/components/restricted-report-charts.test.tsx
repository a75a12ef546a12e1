// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { formatLakhs } from '../../../../domain/format/lakhs';
import type { ReportTotalsView } from '../../../../domain/reports/totals';
import type { ClosureTrendRow, OpportunityFunnelRow } from '../../../../domain/reports/trends';
import RestrictedReportCharts from './restricted-report-charts';

afterEach(cleanup);

/** The bars of the chart titled `title`: each bar's tooltip and drawn height, in drawing order. */
function barsOf(title: string): { tip: string; height: number }[] {
  const figure = screen.getByRole('figure', { name: title });
  return [...figure.querySelectorAll('rect')].map((rect) => ({ tip: rect.querySelector('title')?.textContent ?? '', height: Number(rect.getAttribute('height')) }));
}

/** Heights in proportion to the values (the tallest bar is the largest value). */
function expectProportional(heights: number[], values: number[]) {
  const top = Math.max(...values);
  const tallest = Math.max(...heights);
  heights.forEach((h, i) => expect(h / tallest).toBeCloseTo(values[i]! / top, 6));
}

describe('restricted report charts: a bar per figure the server answered', () => {
  it('closure-trend: one bar per row, its closed deals and its deal value; labels never under 11 px', () => {
    // A month of days: too many for their labels to stand upright, so they slant (whole, still 11 px).
    const rows: ClosureTrendRow[] = Array.from({ length: 30 }, (_, i) => ({
      day: `2026-11-${String(i + 1).padStart(2, '0')}`,
      closedOpportunities: (i % 5) + 1,
      dealValue: 150_000 * ((i % 3) + 1) + 25.5,
    }));
    render(<RestrictedReportCharts input={{ kind: 'closure-trend', rows }} />);
    const counts = barsOf('Deals closed per day');
    expect(counts.map((b) => b.tip)).toEqual(rows.map((r) => `${r.day.slice(8)} Nov · Closed opportunities: ${r.closedOpportunities}`));
    expectProportional(
      counts.map((b) => b.height),
      rows.map((r) => r.closedOpportunities),
    );
    const values = barsOf('Deal value closed per day (₹ lakhs)');
    expect(values.map((b) => b.tip)).toEqual(rows.map((r) => `${r.day.slice(8)} Nov · Deal value: ${formatLakhs(r.dealValue)}`));
    expectProportional(
      values.map((b) => b.height),
      rows.map((r) => r.dealValue),
    );
    expect(screen.getByRole('figure', { name: 'Deals closed per day' }).querySelector('text[transform^="rotate(-45"]')?.textContent).toBe('01 Nov');
    for (const text of document.querySelectorAll('text')) expect(Number(text.getAttribute('font-size'))).toBeGreaterThanOrEqual(11);
  });

  it('opportunity-funnel: per status in the rows’ order, opportunities and accounts side by side, and the deal value', () => {
    const rows: OpportunityFunnelRow[] = [
      { funnelStatusId: 1, funnelStatusName: 'New', opportunities: 40, accounts: 31, funnelDealValue: 0 },
      { funnelStatusId: 4, funnelStatusName: 'Negotiation', opportunities: 12, accounts: 12, funnelDealValue: 2_400_000 },
      { funnelStatusId: 6, funnelStatusName: 'Closed', opportunities: 7, accounts: 5, funnelDealValue: 1_050_000 },
    ];
    render(<RestrictedReportCharts input={{ kind: 'opportunity-funnel', rows }} />);
    expect(barsOf('Opportunities and accounts by status').map((b) => b.tip)).toEqual(
      rows.flatMap((r) => [`${r.funnelStatusName} · Opportunities: ${r.opportunities}`, `${r.funnelStatusName} · Accounts: ${r.accounts}`]),
    );
    expect(barsOf('Deal value by status (₹ lakhs)').map((b) => b.tip)).toEqual(rows.map((r) => `${r.funnelStatusName} · Deal value: ${formatLakhs(r.funnelDealValue)}`));
  });

  it('collection-tracker: its totals beside the previous period’s, as the totals row has them', () => {
    const totals: ReportTotalsView = {
      from: '2026-11-01',
      to: '2026-11-30',
      totals: { rows: 9, figures: { amountDue: 1_180_000, collected: 1_000_000, pending: 180_000 } },
      previous: { from: '2026-10-02', to: '2026-10-31', totals: { rows: 4, figures: { amountDue: 590_000, collected: 590_000, pending: 0 } } },
    };
    render(<RestrictedReportCharts input={{ kind: 'collection-tracker', totals }} />);
    const bars = barsOf('Totals against the previous period, 02 Oct 2026 to 31 Oct 2026 (₹ lakhs)');
    expect(bars.map((b) => b.tip)).toEqual([
      `Amount due · This period: ${formatLakhs(1_180_000)}`,
      `Amount due · Previous period: ${formatLakhs(590_000)}`,
      `Collected · This period: ${formatLakhs(1_000_000)}`,
      `Collected · Previous period: ${formatLakhs(590_000)}`,
      `Pending · This period: ${formatLakhs(180_000)}`,
      `Pending · Previous period: ${formatLakhs(0)}`,
    ]);
    expectProportional(
      bars.map((b) => b.height),
      [1_180_000, 590_000, 1_000_000, 590_000, 180_000, 0],
    );
  });
});
