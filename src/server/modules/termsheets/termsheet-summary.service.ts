// A termsheet's summary band (issue 48): the ledger's figures for the termsheet, from its rows, never re-derived on screen.
import { and, eq, isNull, sql } from 'drizzle-orm';
import { ledgerOf, type LedgerPayment } from '../../../domain/money/ledger';
import { fromPaise } from '../../../domain/money/paise';
import type { TermsheetSummary } from '../../../domain/money/termsheet-summary';
import { invoices, milestones, payments, refunds } from '../../db/schema/index';
import { paiseOfNumeric, rupeesOfNumeric } from '../../shared/sql/money-text';
import type { ServiceContext } from '../../shared/http/service-context';
import { assertCanRead, termsheetInScopeOr404 } from './termsheet-access.service';
import { packageMappingsOfTermsheet } from './termsheets.repo';

/** The payments of the termsheet's live milestones, each with the refunds recorded on it (what the termsheet page lists). */
async function paymentsOfTermsheet(ctx: ServiceContext, termsheetId: number): Promise<LedgerPayment[]> {
  const refunded = ctx.tx
    .select({ paymentId: refunds.paymentId, total: sql<string>`sum(${refunds.amount})`.as('total') })
    .from(refunds)
    .groupBy(refunds.paymentId)
    .as('refunded');
  const rows = await ctx.tx
    .select({ statusId: payments.statusId, amount: payments.amount, refunded: refunded.total })
    .from(payments)
    .innerJoin(milestones, eq(milestones.id, payments.milestoneId))
    .leftJoin(refunded, eq(refunded.paymentId, payments.id))
    .where(and(eq(milestones.termsheetId, termsheetId), eq(milestones.active, true)));
  return rows.map((r) => ({ statusId: r.statusId, amount: rupeesOfNumeric(r.amount), refunded: r.refunded === null ? 0 : rupeesOfNumeric(r.refunded) }));
}

/** What the termsheet's live tax invoices bill (not credited by a credit note), incl. GST, in paise. */
async function invoicedPaise(ctx: ServiceContext, termsheetId: number): Promise<number> {
  const [row] = await ctx.tx
    .select({ total: sql<string>`coalesce(sum(${invoices.total}), 0)` })
    .from(invoices)
    .where(and(eq(invoices.termsheetId, termsheetId), eq(invoices.kind, 'tax'), isNull(invoices.cancelledAt)));
  return paiseOfNumeric(String(row?.total ?? '0'));
}

/**
 * GET /sapna/v1/termsheet/{id}/summary (ours): the termsheet's ledger (ledger.ts ledgerOf over its package mappings
 * and the payments of its live milestones) and what its live tax invoices bill. In the caller's scope, else 404.
 */
export async function termsheetSummary(ctx: ServiceContext, termsheetId: number): Promise<TermsheetSummary> {
  assertCanRead(ctx);
  const { termsheet } = await termsheetInScopeOr404(ctx, termsheetId);
  const mappings = (await packageMappingsOfTermsheet(ctx.tx, termsheet.id)).map((row) => ({
    salesPrice: rupeesOfNumeric(row.salesPrice),
    discount: rupeesOfNumeric(row.discount),
    quantity: row.quantity,
    discountApproved: row.discountApproved,
  }));
  const ledger = ledgerOf(mappings, await paymentsOfTermsheet(ctx, termsheet.id));
  return {
    termsheetId: termsheet.id,
    orderValue: ledger.listPrice,
    discountApproved: ledger.discountApproved,
    discountPending: ledger.discountPending,
    netValue: ledger.netValue,
    gst: ledger.gst,
    receivable: ledger.receivable,
    invoiced: fromPaise(await invoicedPaise(ctx, termsheet.id)),
    collected: ledger.collected,
    refunded: ledger.refunded,
    pendingCollection: ledger.pendingCollection,
    overCollected: ledger.overCollected,
  };
}
