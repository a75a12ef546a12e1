import { useResource, type Resource } from '../../../lib/data/use-resource';
import { fetchReportPage, queryText, type ReportQuery, type ReportRowOf } from './reports-api';

/** The restricted kinds answered from one grouped pass (a row per day or per status): few rows, all of them charted. */
export type GroupedReportKind = 'closure-trend' | 'opportunity-funnel';

/** The largest page the server answers (GET /sapna/v1/reports/{kind}: size at most 100). */
const CHART_PAGE_SIZE = 100;
/** A range is at most 366 days, so closure-trend has at most 366 rows: 4 pages of 100. */
const MAX_CHART_PAGES = 4;

/**
 * Every row of a grouped report for its chart: GET /api/sapna/v1/reports/{kind} page by page (100 a page) until its
 * total, the same rows its table pages through and its CSV writes (online only; null key offline).
 */
export function useAllReportRows<K extends GroupedReportKind>(kind: K, query: ReportQuery, online: boolean): Resource<ReportRowOf[K][]> {
  const params = queryText(query);
  return useResource(
    online ? `report-all:${kind}:${JSON.stringify(params)}` : null,
    async (signal) => {
      const rows: ReportRowOf[K][] = [];
      for (let page = 0; page < MAX_CHART_PAGES; page++) {
        const answer = await fetchReportPage(kind, { ...query, page, size: CHART_PAGE_SIZE }, { notify: false, signal });
        rows.push(...answer.results);
        if (answer.results.length === 0 || rows.length >= answer.totalCount) break;
      }
      return rows;
    },
    { keepPrevious: true },
  );
}
