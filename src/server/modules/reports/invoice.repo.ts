// The invoice report (screen invoice-report), declared: tax and digislate invoices issued in the window, newest first.
import { and, desc, eq, gte, lt, lte, sql, type SQL } from 'drizzle-orm';
import { INVOICE_CSV_COLUMNS, toInvoiceReportRow, type InvoiceReportRecord } from '../../../domain/reports/invoice';
import type { Db, Tx } from '../../db/client';
import { accounts, invoices } from '../../db/schema/index';
import { accountInReadScope, type Scope } from '../../scope/scope';
import { windowFilters, type ReportWindow } from './report-window';
import { joined, rowsKind, type SortColumns } from './report-kind';
import type { ReportSortKey } from '../../../domain/reports/report-sort';
import { GST_STATES } from '../../../domain/invoices/gst-states';

/** Invoices issued in the window on accounts in scope; city, agent (the account's) and client type filters. */
function conditions(scope: Scope, window: ReportWindow): SQL {
  return and(
    accountInReadScope(scope),
    gte(invoices.createdAt, window.start),
    lte(invoices.createdAt, window.end),
    ...windowFilters(window, { city: accounts.cityId, agent: accounts.agentId }),
  ) as SQL;
}

const istDay = (column: typeof invoices.createdAt | typeof invoices.cancelledAt) => sql<string | null>`((${column} at time zone 'Asia/Kolkata')::date)::text`;

/** The place of supply as the report writes it (stateNameOf's name, then the code): sorted by that text. */
const placeOfSupply = sql`(case ${invoices.placeOfSupplyStateCode} ${sql.join(
  Object.entries(GST_STATES).map(([code, name]) => sql`when ${code} then ${name}`),
  sql` `,
)} else 'State ' || ${invoices.placeOfSupplyStateCode} end) || ' (' || ${invoices.placeOfSupplyStateCode} || ')'`;

/** The status as the report shows it (toInvoiceReportRow): Cancelled, else Sent once mailed, else Issued. */
const invoiceStatus = sql`(case when ${invoices.cancelledAt} is not null then 'Cancelled' when ${invoices.sentAt} is not null then 'Sent' else 'Issued' end)`;

/** The screen's sortable columns (issue 49): the number by its serial, the type by its kind; place of supply and status by the text shown. */
const sort: Record<ReportSortKey<'invoice'>, SortColumns[string]> = {
  number: invoices.serial,
  type: invoices.kind,
  date: invoices.createdAt,
  entity: invoices.recipientName,
  gstin: invoices.recipientGstin,
  pos: placeOfSupply,
  taxable: invoices.taxableValue,
  cgst: invoices.cgst,
  sgst: invoices.sgst,
  igst: invoices.igst,
  total: invoices.total,
  status: invoiceStatus,
  cancelled: invoices.cancelledAt,
};

function select(tx: Db | Tx, where: SQL, order: readonly SQL[]) {
  return tx
    .select({
      invoiceId: invoices.id,
      kind: invoices.kind,
      number: invoices.serial,
      date: istDay(invoices.createdAt),
      accountId: invoices.accountId,
      legalEntity: invoices.recipientName,
      gstin: invoices.recipientGstin,
      placeOfSupplyStateCode: invoices.placeOfSupplyStateCode,
      taxableValue: invoices.taxableValue,
      cgst: invoices.cgst,
      sgst: invoices.sgst,
      igst: invoices.igst,
      total: invoices.total,
      sentAt: invoices.sentAt,
      cancelledDate: istDay(invoices.cancelledAt),
    })
    .from(invoices)
    .innerJoin(accounts, eq(accounts.id, invoices.accountId))
    .where(where)
    .orderBy(...order);
}

type Raw = Awaited<ReturnType<typeof select>>[number];

function toRecord({ sentAt, ...row }: Raw): InvoiceReportRecord {
  return {
    ...row,
    date: row.date ?? '',
    taxableValue: Number(row.taxableValue),
    cgst: Number(row.cgst),
    sgst: Number(row.sgst),
    igst: Number(row.igst),
    total: Number(row.total),
    sent: sentAt !== null,
  };
}

/** Newest invoice first; the CSV by keyset on the id. */
export const invoiceKind = rowsKind({
  shape: 'rows',
  conditions,
  countFrom: joined(invoices, [accounts, eq(accounts.id, invoices.accountId)]),
  order: [desc(invoices.id)],
  sort,
  select,
  after: (last: Raw) => lt(invoices.id, last.invoiceId),
  toRow: (raw: Raw) => toInvoiceReportRow(toRecord(raw)),
  columns: INVOICE_CSV_COLUMNS,
});
