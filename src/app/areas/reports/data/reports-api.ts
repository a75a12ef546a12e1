import { istDateOf } from '../../../../domain/format/ist-calendar';
import type { Paged } from '../../../../domain/paging/paged';
import { REPORT_PAGE_SIZE, reportFileName, type ReportKind, type ReportKindView } from '../../../../domain/reports/report-kinds';
import type { SalesRow } from '../../../../domain/reports/sales';
import type { SalesOpportunityRow } from '../../../../domain/reports/sales-opportunity';
import type { CallDetailRow } from '../../../../domain/reports/call-detail';
import type { InvoiceReportRow } from '../../../../domain/reports/invoice';
import type { CollectedAmountRow, SalesConnectCampaign, SalesConnectRow } from '../../../../domain/reports/sales-connect';
import type { StateMovementEntity, StateMovementRow, StateMovementSummaryCell } from '../../../../domain/reports/state-movement';
import { accountEndpoints } from '../../../../domain/accounts/accounts.endpoints';
import { call, endpointPath, type CallOptions } from '../../../lib/api/call';
import { reportEndpoints as endpoints } from '../../../../domain/reports/reports.endpoints';
import { useResource, type Resource } from '../../../lib/data/use-resource';
import type { ReportTotalsView } from '../../../../domain/reports/totals';
import type { CollectionRow, CollectionTrackerRow } from '../../../../domain/reports/collections';
import type { ClosureTrendRow, OpportunityFunnelRow } from '../../../../domain/reports/trends';
import type { ReportSearch } from './report-search';
import { fileNameOfDisposition, saveBlob } from '../../../lib/download';

/** The range a report runs when the URL names none: the first of this month to today (Asia/Kolkata). */
export function defaultRange(now = new Date()): { from: string; to: string } {
  const today = istDateOf(now);
  return { from: `${today.slice(0, 8)}01`, to: today };
}

export type ReportQuery = {
  from: string;
  to: string;
  cityId?: number;
  agentId?: number;
  ownerId?: number;
  clientTypeId?: number;
  outcomeId?: number;
  entity?: StateMovementEntity;
  campaign?: SalesConnectCampaign;
  dated?: 'created' | 'closed';
  owned?: 'yes';
  clientStatusId?: number;
  activity?: 'all';
};

/** A page's query: the filters, the order and the page (each sent as its text). */
export type ReportPageQuery = ReportQuery & ReportOrder & { page: number; size: number };

/** The page's order (issue 49): sent with the page only; the totals and the CSV are the report's whatever it is. */
export type ReportOrder = { sort?: string; dir?: 'asc' | 'desc' };

export function reportOrderOf(search: ReportSearch): ReportOrder {
  return search.sort ? { sort: search.sort, dir: search.dir ?? 'asc' } : {};
}

export function reportQueryOf(search: ReportSearch, now = new Date()): ReportQuery {
  const range = defaultRange(now);
  return {
    from: search.from ?? range.from,
    to: search.to ?? range.to,
    ...(search.cityId ? { cityId: search.cityId } : {}),
    ...(search.agentId ? { agentId: search.agentId } : {}),
    ...(search.ownerId ? { ownerId: search.ownerId } : {}),
    ...(search.clientTypeId ? { clientTypeId: search.clientTypeId } : {}),
    ...(search.outcomeId ? { outcomeId: search.outcomeId } : {}),
    ...(search.entity ? { entity: search.entity } : {}),
    ...(search.campaign ? { campaign: search.campaign } : {}),
    ...(search.dated ? { dated: search.dated } : {}),
    ...(search.owned ? { owned: search.owned } : {}),
    ...(search.clientStatusId ? { clientStatusId: search.clientStatusId } : {}),
    ...(search.activity ? { activity: search.activity } : {}),
  };
}

export function queryText(query: ReportQuery): Record<string, string> {
  return Object.fromEntries(Object.entries(query).map(([k, v]) => [k, String(v)]));
}

/** GET /api/sapna/v1/reports: the kinds this user may download. Nothing is asked offline. */
export function useReportKinds(online: boolean): Resource<ReportKindView[]> {
  return useResource(online ? 'report-kinds' : null, () => call(endpoints.kinds, { notify: false }));
}

/** GET /api/sapna/v1/reports/{kind}: a page of rows with the total (online only; null key offline). */
export type ReportRowOf = {
  sales: SalesRow;
  'sales-opportunity': SalesOpportunityRow;
  'state-movement': StateMovementRow;
  'call-detail': CallDetailRow;
  invoice: InvoiceReportRow;
  'sales-connect': SalesConnectRow;
  'closure-trend': ClosureTrendRow;
  collections: CollectionRow;
  'opportunity-funnel': OpportunityFunnelRow;
  'collection-tracker': CollectionTrackerRow;
};

/** The path of a kind's CSV: sales-connect has a call of its own (spec 001 §7: sales-connect csv); the rest /reports/{kind}/download. */
const downloadPath = (kind: ReportKind) => (kind === 'sales-connect' ? endpointPath(endpoints.salesConnectCsv) : endpointPath(endpoints.download, { kind }));

/** A page of a kind's rows: sales-connect has a call of its own (spec 001 §7: salesconnect report); the rest /reports/{kind}. */
export function fetchReportPage<K extends keyof ReportRowOf & ReportKind>(kind: K, query: ReportPageQuery, options: CallOptions): Promise<Paged<ReportRowOf[K]>> {
  const page = kind === 'sales-connect' ? call(endpoints.salesConnect, { query, ...options }) : call(endpoints.page, { params: { kind }, query, ...options });
  // The kind's rows: the answer's schema is the union of every kind's row.
  return page as Promise<Paged<ReportRowOf[K]>>;
}

/**
 * GET /api/sapna/v1/collected-amount-salesconnect: the collected and pending amounts of the Sales Connect
 * opportunities on screen (online only; nothing asked for an empty page).
 */
export function useSalesConnectCollected(opportunityIds: readonly number[], online: boolean): Resource<CollectedAmountRow[]> {
  const ids = opportunityIds.join(',');
  return useResource(online && ids ? `collected-salesconnect:${ids}` : null, () =>
    call(endpoints.collectedAmount, { query: { opportunityIds: ids }, notify: false }),
  );
}

/** GET /api/sapna/v1/reports/state-movement/summary: the from × to counts for the same filters (online only). */
export function useStateMovementSummary(query: ReportQuery, online: boolean): Resource<StateMovementSummaryCell[]> {
  const params = queryText(query);
  return useResource(
    online ? `report-summary:state-movement:${JSON.stringify(params)}` : null,
    () => call(endpoints.stateMovementSummary, { query, notify: false }),
    { keepPrevious: true },
  );
}

export function useReportPage<K extends keyof ReportRowOf & ReportKind>(kind: K, query: ReportQuery, pageIndex: number, online: boolean, order: ReportOrder = {}): Resource<Paged<ReportRowOf[K]>> {
  const params = { ...queryText(query), ...order, page: String(pageIndex), size: String(REPORT_PAGE_SIZE) };
  return useResource(
    online ? `report:${kind}:${JSON.stringify(params)}` : null,
    () => fetchReportPage(kind, { ...query, ...order, page: pageIndex, size: REPORT_PAGE_SIZE }, { notify: false }),
    { keepPrevious: true },
  );
}

/**
 * GET /api/sapna/v1/reports/{kind}/totals (issue 49): the whole report's adding figures and the previous period's,
 * for the totals row (online only; a failure leaves the page's own totals).
 */
export function useReportTotals(kind: ReportKind, query: ReportQuery, online: boolean): Resource<ReportTotalsView> {
  const params = queryText(query);
  return useResource(
    online ? `report-totals:${kind}:${JSON.stringify(params)}` : null,
    () => call(endpoints.totals, { params: { kind }, query, notify: false }),
    { keepPrevious: true },
  );
}

/** An answer other than the file: the server's message (e.g. 'Timeout. Please select a shorter time period.'). */
export class ReportDownloadFailure extends Error {
  constructor(
    readonly status: number | undefined,
    message: string,
  ) {
    super(message);
    this.name = 'ReportDownloadFailure';
  }
}

/**
 * GET /api/sapna/v1/reports/{kind}/download. `onAccepted` runs when the server has answered with the file (its
 * rows may still be streaming); the promise settles when the whole file is handed to the browser to save.
 * A refusal (400/403/404/422) rejects with the server's message and nothing is saved.
 */
export async function downloadReport(kind: ReportKind, query: ReportQuery, onAccepted: () => void): Promise<void> {
  const base = (import.meta.env.VITE_API_BASE as string | undefined) || '/api';
  const url = `${base}${downloadPath(kind)}?${new URLSearchParams(queryText(query)).toString()}`;
  let response: Response;
  try {
    response = await fetch(url, { credentials: 'include' });
  } catch {
    throw new ReportDownloadFailure(undefined, 'Network Error');
  }
  if (!response.ok) {
    let message = 'Something went wrong!';
    try {
      const body = (await response.json()) as { error?: { msg?: string } };
      if (body.error?.msg) message = body.error.msg;
    } catch {
      // Not JSON: keep the generic notice.
    }
    throw new ReportDownloadFailure(response.status, message);
  }
  onAccepted();
  saveBlob(await response.blob(), fileNameOfDisposition(response.headers.get('content-disposition')) ?? reportFileName(kind, query.from, query.to));
}

/** The agent filter's options: agents holding accounts in the user's scope (GET /sapna/v1/account/agents). */
export function useReportAgents(online: boolean) {
  return useResource(online ? 'report-agents' : null, () => call(accountEndpoints.agents, { notify: false }));
}
